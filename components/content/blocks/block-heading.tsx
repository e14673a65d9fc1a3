import type { ContentBlock } from "@/lib/content";

/** A block's visible heading: its title, else its index title; none when the block has neither. */
export function BlockHeading({ block }: { block: ContentBlock }) {
  const text = block.title ?? block.indexTitle;
  return text ? <h2 className="mb-4 text-2xl font-bold tracking-tight text-fg">{text}</h2> : null;
}
