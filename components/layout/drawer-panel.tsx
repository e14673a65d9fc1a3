"use client";

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { trapTab } from "@/components/ui/focus-trap";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import type { NavItem } from "@/lib/config/copy";
import { useIsMobile } from "./use-is-mobile";

type DrawerPanelProps = {
  items: NavItem[];
  footer: ReactNode;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes: the menu button. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The phone drawer, loaded only when the visitor opens the menu (menu-button.tsx). A modal <dialog> makes
 * the page behind it inert; we add the scroll lock, a Tab trap and focus restoration. It closes on Escape,
 * on a click on the backdrop, on its close button, when one of its links is followed, and when the window
 * widens past the phone breakpoint (there is no drawer to show then).
 */
export default function DrawerPanel({ items, footer, onClose, returnFocusTo }: DrawerPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mobile = useIsMobile();

  useEffect(() => {
    if (!mobile) onClose();
  }, [mobile, onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = document.documentElement;
    const returnTo = returnFocusTo.current;
    dialog.showModal();
    root.dataset.scrollLocked = "";
    return () => {
      delete root.dataset.scrollLocked;
      returnTo?.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => dialogRef.current && trapTab(event, dialogRef.current)}
      onClick={(event) => {
        const target = event.target as Element;
        if (target === dialogRef.current || target.closest("a[href]")) onClose();
      }}
      // Slides in from the left edge as it opens (@starting-style: no script), and simply appears for a visitor who asks for reduced motion.
      className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-surface p-0 text-fg transition-transform duration-200 ease-out backdrop:bg-black/50 open:flex open:flex-col motion-reduce:transition-none starting:open:-translate-x-full"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          Menu
        </h2>
        <button
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-surface-2"
        >
          <Icon name="close" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-2">
        <ul>
          {items.map((item) => (
            <DrawerItem key={item.href} item={item} />
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-line p-4 text-sm">{footer}</div>
    </dialog>
  );
}

function DrawerItem({ item }: { item: NavItem }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  if (!item.children?.length) {
    return (
      <li>
        <Link href={item.href} className="block rounded-lg px-3 py-3 font-medium hover:bg-surface-2">
          {item.label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => setExpanded((v) => !v)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-medium hover:bg-surface-2"
      >
        {item.label}
        <Icon name="chevronDown" width={18} height={18} className={expanded ? "rotate-180" : ""} />
      </button>
      {expanded ? (
        <ul id={panelId} className="ml-3 border-l border-line pl-2">
          <li>
            <Link href={item.href} className="block rounded px-3 py-2 text-sm hover:bg-surface-2">
              All {item.label.toLowerCase()}
            </Link>
          </li>
          {item.children.map((child) => (
            <li key={child.href}>
              <Link href={child.href} className="block rounded px-3 py-2 text-sm hover:bg-surface-2">
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
