import type { ContentBlock } from "@/lib/content";
import { DisclosureList } from "@/components/ui/disclosure-list";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

/**
 * faq: the questions as the FAQ page shows them, native `<details>` that keep one answer open, with no
 * script (and so no tap lost before hydration).
 */
export function FaqBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <DisclosureList
        name={`faq-${block.id}`}
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
