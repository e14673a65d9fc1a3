import type { Metadata } from "next";
import { LegalPageView } from "@/components/content/legal-page-view";
import { contentMetadata, getLegalPage } from "@/lib/content";

const SLUG = "shiplux-terms";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage(SLUG);
  return page ? contentMetadata({ title: page.title, description: page.description, path: `/${SLUG}` }) : {};
}

export default function TermsPage() {
  return <LegalPageView slug={SLUG} />;
}
