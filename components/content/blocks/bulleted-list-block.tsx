import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

/** simple_list: a bulleted list; an item may carry a short explanation under it. */
export function BulletedListBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <ul className="list-disc space-y-2 pl-6 marker:text-brand">
        {block.items.map((item, index) => (
          <li key={index}>
            <span className="font-medium" dangerouslySetInnerHTML={{ __html: item.item }} />
            {item.contentHtml ? <SanitizedHtml html={item.contentHtml} className="text-muted" /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
