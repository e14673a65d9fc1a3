"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { clsx } from "clsx";
import { EarlyPickRecorder, useEarlyPick } from "./early-pick";

type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * Screens on which the accordion is a plain list instead, every panel shown under its heading and no
 * buttons: `from-md` (a few short panels that fit side by side on a wide screen). One markup serves both
 * layouts, so the content is in the HTML and the RSC payload once, not once per layout. (A long directory
 * laid flat on phones is DisclosureList's `flatBelowLg`, with no script.)
 */
type Flat = "from-md";

/** Static class names (Tailwind finds them in this file): the button, the plain title, every panel, a closed one. */
const FLAT_CLASSES: Record<Flat, { button: string; title: string; panel: string; closedPanel: string }> = {
  "from-md": {
    button: "flex md:hidden",
    title: "hidden pb-3 md:block",
    panel: "md:px-0",
    closedPanel: "max-md:hidden",
  },
};

type AccordionProps = {
  items: AccordionItem[];
  /** Heading level wrapping each trigger, so the accordion sits in the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  flat?: Flat;
  className?: string;
};

/**
 * One panel open at a time (WAI-ARIA accordion pattern): each header is a button with aria-expanded
 * and aria-controls; Arrow Up/Down, Home and End move between headers. Closed panels stay in the HTML
 * (hidden) so their text is still indexed and found by in-page search. With `flat`, see {@link Flat}. A
 * header tapped before hydration toggles once the accordion is live (early-pick.tsx).
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId = null, flat, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpenId(openId === id ? null : id);
  }

  useEarlyPick(root, (button) => {
    const index = buttons.current.findIndex((header) => header === button);
    const item = items[index];
    if (item) toggle(item.id);
  });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div ref={root} className={clsx("divide-y divide-line rounded-xl border border-line", className)}>
      <EarlyPickRecorder />
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        const flatClasses = flat ? FLAT_CLASSES[flat] : null;
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base font-semibold">
              {flatClasses ? <span className={flatClasses.title}>{item.title}</span> : null}
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={clsx(
                  "w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-surface-2",
                  flatClasses?.button ?? "flex",
                )}
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={clsx("shrink-0 text-brand transition-transform", open && "rotate-45")}
                >
                  +
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open && !flatClasses}
              className={clsx("px-4 pb-4", flatClasses?.panel, !open && flatClasses?.closedPanel)}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
