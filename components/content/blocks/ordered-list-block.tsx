import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

/** simple_order_list: numbered steps, the number drawn as a badge. */
export function OrderedListBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <ol className="space-y-4">
        {block.items.map((item, index) => (
          <li key={index} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-fg"
            >
              {index + 1}
            </span>
            <div>
              <span className="sr-only">Step {index + 1}: </span>
              <span className="font-semibold" dangerouslySetInnerHTML={{ __html: item.item }} />
              {item.contentHtml ? <SanitizedHtml html={item.contentHtml} className="text-muted" /> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
