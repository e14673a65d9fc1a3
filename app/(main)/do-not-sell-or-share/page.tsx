import type { Metadata } from "next";
import { LegalPageView } from "@/components/content/legal-page-view";
import { OptOutControl } from "@/components/privacy/opt-out-control";
import { contentMetadata, getLegalPage } from "@/lib/content";

const SLUG = "do-not-sell-or-share";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage(SLUG);
  return page ? contentMetadata({ title: page.title, description: page.description, path: `/${SLUG}` }) : {};
}

export default function DoNotSellOrSharePage() {
  return (
    <LegalPageView slug={SLUG}>
      <OptOutControl />
    </LegalPageView>
  );
}
