import type { ContentBlock } from "@/lib/content";

/** "On this page": one link per block that has an index_title, to the block's anchor. */
export function TableOfContents({ blocks }: { blocks: ContentBlock[] }) {
  const entries = blocks.filter((block) => block.indexTitle);
  if (entries.length === 0) return null;
  return (
    <nav aria-label="On this page" className="rounded-2xl border border-line bg-surface-2 p-4">
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">On this page</p>
      <ol className="space-y-1">
        {entries.map((block) => (
          <li key={block.id}>
            <a href={`#${block.id}`} className="text-brand underline-offset-2 hover:underline">
              {block.indexTitle}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
