"use client";

import { Link } from "@/components/ui/link";
import {
  useCallback,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from "react";
import { useEarlyPick } from "@/components/ui/use-early-pick";
import { useDismiss } from "@/components/ui/use-dismiss";
import { preloadNavPanels, useNavPanels } from "./use-nav-panels";
import type { RailItem } from "@/lib/config/copy";

/** A mouse click lands right after the hover that opened the flyout; within this it must not close it again. */
const HOVER_CLICK_GRACE_MS = 400;
/** Names the item a button opens, so a tap noted before hydration finds its item. */
const ITEM_ATTRIBUTE = "data-rail-item";

const itemClass = "flex h-12 w-12 items-center justify-center rounded-xl hover:bg-surface-2 hover:text-brand";

/**
 * The fixed left rail on desktop. Items with children open a flyout on hover or click; clicking an open
 * item closes it, Escape or a click elsewhere closes it, and focus stays on the item's button.
 * A flyout is rendered only while open: the header's services menu and the footer already put the site's
 * links in the HTML, and five hidden flyouts were 53 more links for every phone to parse and hydrate. Its
 * code loads apart (use-nav-panels.ts): a phone never shows the rail.
 * An item clicked before hydration opens once the rail is live (use-early-pick.ts). The icons come rendered from
 * the server (one per icon name), so their drawings stay out of the page's script.
 */
export function IconRail({ items, icons }: { items: RailItem[]; icons: Record<string, ReactNode> }) {
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const hoverOpenedAtRef = useRef(0);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(ref, open !== null, close);
  const panels = useNavPanels(open !== null, close);
  const earlyPick = useEarlyPick(ref, (button) => {
    const item = button.getAttribute(ITEM_ATTRIBUTE);
    if (item) setOpen(item);
  });

  return (
    <nav
      ref={ref}
      {...earlyPick}
      aria-label="Site sections"
      data-testid="icon-rail"
      onPointerEnter={preloadNavPanels}
      onFocus={preloadNavPanels}
      className="fixed inset-y-0 left-0 z-40 hidden w-[var(--rail-w)] flex-col items-center gap-1 border-r border-line bg-surface py-4 md:flex"
    >
      <ul className="flex flex-col gap-1">
        {items.map((item) =>
          item.children?.length ? (
            <RailMenuItem
              key={item.href}
              item={item}
              icon={icons[item.icon]}
              isOpen={open === item.href}
              setOpen={setOpen}
              hoverOpenedAtRef={hoverOpenedAtRef}
              panels={panels}
              close={close}
            />
          ) : (
            <li key={item.href}>
              <Link href={item.href} aria-label={item.label} title={item.label} className={`${itemClass} text-muted`}>
                {icons[item.icon]}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type MenuItemProps = {
  item: RailItem;
  icon: ReactNode;
  isOpen: boolean;
  setOpen: Dispatch<SetStateAction<string | null>>;
  /** When a hover last opened a flyout: the click that follows it must not close it again. */
  hoverOpenedAtRef: RefObject<number>;
  /** The flyouts' code (use-nav-panels.ts), null until it arrives. */
  panels: ReturnType<typeof useNavPanels>;
  close: () => void;
};

/** An item with children: its button opens the flyout on hover or click, and a click on an open item closes it. */
function RailMenuItem({ item, icon, isOpen, setOpen, hoverOpenedAtRef, panels, close }: MenuItemProps) {
  const panelId = `rail-${item.icon}`;
  return (
    <li
      className="relative"
      onMouseEnter={() => {
        hoverOpenedAtRef.current = performance.now();
        setOpen(item.href);
      }}
      onMouseLeave={() => setOpen((current) => (current === item.href ? null : current))}
    >
      <button
        {...{ [ITEM_ATTRIBUTE]: item.href }}
        type="button"
        aria-label={item.label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        title={item.label}
        onClick={() => {
          const justHovered = performance.now() - hoverOpenedAtRef.current < HOVER_CLICK_GRACE_MS;
          setOpen(isOpen && !justHovered ? null : item.href);
        }}
        className={`${itemClass} ${isOpen ? "bg-surface-2 text-brand" : "text-muted"}`}
      >
        {icon}
      </button>
      {isOpen && panels ? (
        <panels.RailFlyout item={item} id={panelId} testId={`rail-panel-${item.icon}`} onNavigate={close} />
      ) : null}
    </li>
  );
}
