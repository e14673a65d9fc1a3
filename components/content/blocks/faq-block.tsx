import type { ContentBlock } from "@/lib/content";
import { Accordion } from "@/components/ui/accordion";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

/** faq: questions in an accordion, one answer open at a time. */
export function FaqBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <Accordion
        headingLevel={3}
        items={block.items.map((item, index) => ({
          id: `${block.id}-${index + 1}`,
          title: item.item,
          content: <SanitizedHtml html={item.contentHtml ?? ""} />,
        }))}
      />
    </>
  );
}
