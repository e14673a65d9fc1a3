import { MainChrome } from "@/components/layout/main-chrome";
import "@/app/globals.css";

export default function MainLayout({ children }: { children: React.ReactNode }) {
  return <MainChrome>{children}</MainChrome>;
}
