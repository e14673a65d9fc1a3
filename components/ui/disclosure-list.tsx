import type { ReactNode } from "react";

type DisclosureItem = { id: string; title: ReactNode; content: ReactNode };

type DisclosureListProps = {
  items: DisclosureItem[];
  /** Lists sharing a name form one exclusive group: opening one item closes any other, across lists. */
  name: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * An exclusive accordion with no JavaScript: native `<details name>` elements, so the browser keeps one
 * open per name, exposes each summary's expanded state, opens a closed item when in-page search or a
 * link to `#<id>-answer` lands in it, and the page ships no script for it.
 */
export function DisclosureList({ items, name, headingLevel = 3 }: DisclosureListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-line rounded-xl border border-line">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold">{item.title}</Heading>
            <span aria-hidden="true" className="shrink-0 text-brand transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div id={`${item.id}-answer`} className="px-4 pb-4">
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
