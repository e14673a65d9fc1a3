import { MainChrome } from "@/components/layout/main-chrome";
import { MainErrorBoundary } from "@/components/layout/main-error-boundary";
import { ClientNavigation } from "@/components/ui/client-navigation";
import "@/app/globals.css";

export default function MainLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <MainChrome>
        <MainErrorBoundary>{children}</MainErrorBoundary>
      </MainChrome>
      <ClientNavigation />
    </>
  );
}
