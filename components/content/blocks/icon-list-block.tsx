import type { ContentBlock } from "@/lib/content";
import { SanitizedHtml } from "../html";
import { BlockHeading } from "./block-heading";

const ICON_PATHS: Record<string, string> = {
  arrow: "M5 12h13M13 6l6 6-6 6",
  person: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
};

/** list: items with an arrow, person or link icon, a bold lead and an explanation. */
export function IconListBlock({ block }: { block: ContentBlock }) {
  return (
    <>
      <BlockHeading block={block} />
      <ul className="space-y-4">
        {block.items.map((item, index) => (
          <li key={index} className="flex gap-4 rounded-xl bg-surface-2 p-4">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-brand">
              <path d={ICON_PATHS[item.icon ?? "arrow"] ?? ICON_PATHS.arrow} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <p className="font-semibold text-fg">{item.item}</p>
              {item.contentHtml ? <SanitizedHtml html={item.contentHtml} className="text-muted" /> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
