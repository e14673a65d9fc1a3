import { DisclosureList } from "@/components/ui/disclosure-list";
import { JsonLd } from "@/components/ui/json-ld";
import { faqPageJsonLd, type Crumb, type FaqGroup } from "@/lib/content";
import { BannerBlock } from "./blocks/banner-block";
import { Breadcrumbs } from "./breadcrumbs";
import { SanitizedHtml } from "./html";

/** Every topic's list shares it, so one answer is open on the whole page. */
const FAQ_DISCLOSURE_NAME = "faq";

/** The FAQ: a list per topic, one answer open on the whole page, with FAQPage JSON-LD. */
export function FaqView({ heading, intro, groups, crumbs }: { heading: string; intro: string; groups: FaqGroup[]; crumbs?: Crumb[] }) {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6">
      {crumbs ? <Breadcrumbs items={crumbs} /> : null}
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-prose text-muted">{intro}</p>
      </header>
      {groups.map((group, index) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className={index === 0 ? "space-y-4" : "below-fold space-y-4"}>
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold text-fg">
            {group.title}
          </h2>
          <DisclosureList
            name={FAQ_DISCLOSURE_NAME}
            items={group.items.map((item) => ({ id: item.id, title: item.question, content: <SanitizedHtml html={item.answerHtml} /> }))}
          />
        </section>
      ))}
      <JsonLd data={faqPageJsonLd(groups)} />
      <BannerBlock heading="Still have a question?" text="Our shipping advisors answer every day. Call us or get a quote and we will walk you through it." />
    </div>
  );
}
