"use client";

import { Link } from "@/components/ui/link";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import { EarlyPickRecorder, useEarlyPick } from "@/components/ui/early-pick";
import { trapTab } from "@/components/ui/focus-trap";
import { Icon } from "@/components/ui/icons";
import { QUOTE_HREF, type NavItem } from "@/lib/config/navigation";
import { phones } from "@/lib/config/phones";
import { useIsMobile } from "./use-is-mobile";

/**
 * Phone navigation: the top bar (menu, logo, quote, call) and a slide-in drawer built on <dialog>,
 * which makes the page behind it inert; we add the scroll lock, a Tab trap and focus restoration.
 * The drawer's links are rendered only while it is open, so a page does not ship, parse and hydrate a
 * third copy of the navigation that most visitors never open. The logo and the drawer's contact block come
 * rendered from the server.
 * A tap on the menu button before hydration opens the drawer once it is live (early-pick.tsx).
 */
export function MobileNav({ items, logo, contact }: { items: NavItem[]; logo: ReactNode; contact: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const mobile = useIsMobile();
  const titleId = useId();

  const close = useCallback(() => setOpen(false), []);
  useEarlyPick(headerRef, (button) => {
    if (button === buttonRef.current) setOpen(true);
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = document.documentElement;
    if (open) {
      if (!dialog.open) dialog.showModal();
      root.dataset.scrollLocked = "";
    } else {
      if (dialog.open) dialog.close();
      if ("scrollLocked" in root.dataset) {
        delete root.dataset.scrollLocked;
        buttonRef.current?.focus();
      }
    }
  }, [open]);

  // A window widened past the phone breakpoint has no drawer to show (state adjusted during render).
  const [wasMobile, setWasMobile] = useState(mobile);
  if (mobile !== wasMobile) {
    setWasMobile(mobile);
    if (!mobile) setOpen(false);
  }

  return (
    <>
      <header
        ref={headerRef}
        className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface px-3 md:hidden"
      >
        <EarlyPickRecorder />
        <button
          ref={buttonRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-surface-2"
        >
          <Icon name="menu" />
        </button>
        {logo}
        <div className="ml-auto flex items-center gap-1">
          <ButtonLink href={QUOTE_HREF} size="sm">
            Quote
          </ButtonLink>
          <a
            href={`tel:${phones.main.tel}`}
            aria-label={`Call ${phones.main.display}`}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-fg"
          >
            <Icon name="phone" />
          </a>
        </div>
      </header>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        data-testid="drawer"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => dialogRef.current && trapTab(event, dialogRef.current)}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-surface p-0 text-fg backdrop:bg-black/50 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            Menu
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-surface-2"
          >
            <Icon name="close" />
          </button>
        </div>
        {open ? (
          <>
            <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-2">
              <ul>
                {items.map((item) => (
                  <DrawerItem key={item.href} item={item} onNavigate={close} />
                ))}
              </ul>
            </nav>
            <div className="space-y-3 border-t border-line p-4 text-sm">
              <ButtonLink href={QUOTE_HREF} onClick={close} className="w-full">
                Request a quote
              </ButtonLink>
              {contact}
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}

function DrawerItem({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  if (!item.children?.length) {
    return (
      <li>
        <Link
          href={item.href}
          onClick={onNavigate}
          className="block rounded-lg px-3 py-3 font-medium hover:bg-surface-2"
        >
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
            <Link href={item.href} onClick={onNavigate} className="block rounded px-3 py-2 text-sm hover:bg-surface-2">
              All {item.label.toLowerCase()}
            </Link>
          </li>
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                onClick={onNavigate}
                className="block rounded px-3 py-2 text-sm hover:bg-surface-2"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
