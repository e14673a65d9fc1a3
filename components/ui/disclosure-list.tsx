import { cn } from "@/lib/utils";
import type { ReactNode } from "react";

type DisclosureItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * Screens on which the list is laid flat: every item open under a plain heading, no toggles. `below-lg`: a
 * long directory is quicker to scroll than to tap through on a phone. `from-md`: a few short panels that fit
 * side by side on a wide screen. It needs `::details-content`; a browser without it keeps the toggles, so
 * nothing is ever hidden for good.
 */
type Flat = "below-lg" | "from-md";

type DisclosureListProps = {
  items: DisclosureItem[];
  /** Lists sharing a name form one exclusive group: opening one item closes any other, across lists. */
  name: string;
  headingLevel?: 2 | 3 | 4;
  /** The item open when the page loads. */
  defaultOpenId?: string;
  flat?: Flat;
  /** Added to the list's own classes (a grid for the flat layout, say). */
  className?: string;
};

/** Static class names, so Tailwind finds them: what hides the toggles and shows the plain list, per layout. */
const FLAT_CLASSES: Record<Flat, { details: string; summary: string; title: string; content: string }> = {
  "below-lg": {
    details: "max-lg:supports-[selector(::details-content)]:details-content:[content-visibility:visible]",
    summary: "max-lg:supports-[selector(::details-content)]:hidden",
    title: "hidden px-4 pt-3 pb-1 text-base font-semibold max-lg:supports-[selector(::details-content)]:block",
    content: "",
  },
  "from-md": {
    details: "md:supports-[selector(::details-content)]:details-content:[content-visibility:visible]",
    summary: "md:supports-[selector(::details-content)]:hidden",
    title: "hidden pb-3 text-base font-semibold md:supports-[selector(::details-content)]:block",
    content: "md:supports-[selector(::details-content)]:px-0",
  },
};

/**
 * An exclusive accordion on native `<details name>` elements, so the browser keeps one open per name, exposes
 * each summary's expanded state, opens a closed item when in-page search or a link lands in it, and the page
 * ships no component script for it. One small script in <head> (components/inline-scripts/disclosure.ts) keeps an item the
 * visitor opens in view when the item closed above it folds away.
 *
 * A link to an item is `#<id>`. That id is on an empty mark inside the answer, laid over the summary: the
 * browser opens a closed details element around a link's target, not the element itself, and scrolls to
 * the mark, so the question shows above its answer.
 */
export function DisclosureList({ items, name, headingLevel = 3, defaultOpenId, flat, className }: DisclosureListProps) {
  const Heading = `h${headingLevel}` as const;
  const flatClasses = flat ? FLAT_CLASSES[flat] : null;
  return (
    <div className={cn("divide-y divide-line rounded-xl border border-line", className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          open={item.id === defaultOpenId}
          className={cn("group relative", flatClasses?.details)}
        >
          <summary
            className={cn(
              "flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left hover:bg-surface-2 [&::-webkit-details-marker]:hidden",
              flatClasses?.summary,
            )}
          >
            <Heading className="m-0 text-base font-semibold">{item.title}</Heading>
            <span aria-hidden="true" className="shrink-0 text-brand transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          {flatClasses ? <Heading className={flatClasses.title}>{item.title}</Heading> : null}
          <div id={`${item.id}-answer`} className={cn("px-4 pb-4", flatClasses?.content)}>
            <span id={item.id} className="absolute inset-x-0 top-0" />
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
