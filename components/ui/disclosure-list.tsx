import { clsx } from "clsx";
import type { ReactNode } from "react";

type DisclosureItem = { id: string; title: ReactNode; content: ReactNode };

type DisclosureListProps = {
  items: DisclosureItem[];
  /** Lists sharing a name form one exclusive group: opening one item closes any other, across lists. */
  name: string;
  headingLevel?: 2 | 3 | 4;
  /** The item open when the page loads. */
  defaultOpenId?: string;
  /**
   * Below lg, a plain list: every item laid open under a plain heading, no toggles (a long directory is
   * quicker to scroll than to tap through on a phone). It needs `::details-content`; a browser without it
   * keeps the toggles, so nothing is ever hidden for good.
   */
  flatBelowLg?: boolean;
};

/** Static class names, so Tailwind finds them: what hides the toggles and shows the plain list below lg. */
const FLAT_BELOW_LG = {
  details: "max-lg:supports-[selector(::details-content)]:details-content:[content-visibility:visible]",
  summary: "max-lg:supports-[selector(::details-content)]:hidden",
  title: "hidden px-4 pt-3 pb-1 text-base font-semibold max-lg:supports-[selector(::details-content)]:block",
};

/**
 * An exclusive accordion with no JavaScript: native `<details name>` elements, so the browser keeps one
 * open per name, exposes each summary's expanded state, opens a closed item when in-page search or a
 * link lands in it, and the page ships no script for it.
 *
 * A link to an item is `#<id>`. That id is on an empty mark inside the answer, laid over the summary: the
 * browser opens a closed details element around a link's target, not the element itself, and scrolls to
 * the mark, so the question shows above its answer.
 */
export function DisclosureList({ items, name, headingLevel = 3, defaultOpenId, flatBelowLg }: DisclosureListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-line rounded-xl border border-line">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          open={item.id === defaultOpenId}
          className={clsx("group relative", flatBelowLg && FLAT_BELOW_LG.details)}
        >
          <summary
            className={clsx(
              "flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left hover:bg-surface-2 [&::-webkit-details-marker]:hidden",
              flatBelowLg && FLAT_BELOW_LG.summary,
            )}
          >
            <Heading className="m-0 text-base font-semibold">{item.title}</Heading>
            <span aria-hidden="true" className="shrink-0 text-brand transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          {flatBelowLg ? <Heading className={FLAT_BELOW_LG.title}>{item.title}</Heading> : null}
          <div id={`${item.id}-answer`} className="px-4 pb-4">
            <span id={item.id} className="absolute inset-x-0 top-0" />
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
