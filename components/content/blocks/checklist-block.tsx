import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-success">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ChecklistBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <ul className="space-y-3" aria-label={block.title ?? block.indexTitle ?? "Checklist"}>
        {block.items.map((item, index) => (
          <li key={index} className="flex gap-3">
            <CheckIcon />
            <div>
              <span className="font-medium" dangerouslySetInnerHTML={{ __html: item.item }} />
              {item.contentHtml ? <SanitizedHtml html={item.contentHtml} className="text-muted" /> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
