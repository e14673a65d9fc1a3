import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BenefitsSection } from "@/components/sections/benefits-section";
import { ContactSection } from "@/components/sections/contact-section";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-section";
import { ServicesPicker } from "@/components/sections/services-picker";
import { SupportSection } from "@/components/sections/support-section";
import { TrustPoints } from "@/components/sections/trust-points";
import { benefitsFor } from "@/lib/config/section-copy";
import { createContentStore } from "@/lib/content/load/store";
import { PAGE_SECTIONS, type PageSection } from "@/lib/content/constants";
import { CLAIMS, CLAIM_NAMES, CONTENT_DIR, getBrokerFacts, resolveFactMarks, type BrokerFacts } from "@/lib/facts";

/** The home page's own words: its sections rendered as the page renders them (the reviews and press are data). */
function homePageText(): string {
  const html = renderToStaticMarkup(
    <>
      <Hero form={null} />
      <ServicesPicker />
      <ProcessSection />
      <BenefitsSection />
      <SupportSection />
      <ContactSection />
      <TrustPoints />
    </>,
  );
  return html.replace(/<[^>]+>/g, " ");
}

/** The FAQ, the legal pages, the posts and every content page as the content service serves them, marks resolved. */
function contentText(): Record<string, string> {
  const store = createContentStore();
  const text: Record<string, string> = {
    faq: JSON.stringify(store.faq()),
    terms: store.legalPage("shiplux-terms")?.markdown ?? "",
    privacy: store.legalPage("privacy-policy")?.markdown ?? "",
  };
  for (const post of store.posts()) text[`blog/${post.slug}`] = post.markdown;
  for (const entry of store.services()) text[entry.path] = JSON.stringify(store.servicePage(entry.path));
  for (const section of Object.keys(PAGE_SECTIONS) as PageSection[]) {
    for (const slug of [undefined, ...store.sectionSlugs(section)]) {
      text[`${section}/${slug ?? "index"}`] = JSON.stringify(store.sectionPage(section, slug));
    }
  }
  return text;
}

/** Every sentence making `claim` in the texts, as "where: …sentence…". */
function claimsMade(texts: Record<string, string>, claim: keyof typeof CLAIMS): string[] {
  return Object.entries(texts).flatMap(([where, text]) => {
    const match = CLAIMS[claim].words.exec(text);
    return match ? [`${where}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`] : [];
  });
}

describe("claims the broker has not switched on", () => {
  const facts = getBrokerFacts();
  const off = CLAIM_NAMES.filter((name) => !facts.claims[name]);

  it("ships with every claim off until the broker says it is true, but e-signing, which the site itself does", () => {
    // The booking page signs the order with the E-SIGN disclosure and seals its PDF (lib/orders, issue 38).
    expect(off).toEqual(CLAIM_NAMES.filter((name) => name !== "eSigning"));
    expect(homePageText()).toContain("Agree electronically");
  });

  it("are made nowhere in the FAQ, the terms, the posts, the content pages or the home page", () => {
    const texts: Record<string, string> = { ...contentText(), home: homePageText() };
    expect(texts.faq).toContain("Which payment methods do you accept?");
    expect(texts.terms).toContain("## 4. Payment");
    expect(texts.home).toContain("Charged only once a carrier is confirmed");
    for (const claim of off) expect(claimsMade(texts, claim), claim).toEqual([]);
  });

  it("appear in the FAQ, the terms, the guides and the home page's benefits once switched on", () => {
    const allOn: Pick<BrokerFacts, "claims" | "legalApproval"> = {
      claims: Object.fromEntries(CLAIM_NAMES.map((n) => [n, true])) as BrokerFacts["claims"],
      legalApproval: null,
    };
    const texts: Record<string, string> = {};
    for (const file of ["faq.yaml", "pages/shiplux-terms.md", "guides/index.yaml"]) {
      texts[file] = resolveFactMarks(readFileSync(path.join(CONTENT_DIR, file), "utf8"), allOn, file);
    }
    texts.benefits = JSON.stringify(benefitsFor({ claims: allOn.claims, hours: "any hour" }));
    for (const claim of CLAIM_NAMES) expect(claimsMade(texts, claim), claim).not.toEqual([]);
    expect(claimsMade(texts, "onlinePayment").map((s) => s.split(":")[0])).toEqual([
      "faq.yaml",
      "pages/shiplux-terms.md",
      "benefits",
    ]);
  });
});
