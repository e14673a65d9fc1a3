"use client";

import { useRef } from "react";
import { Link } from "@/components/ui/link";
import { useFitInViewport } from "@/components/ui/use-fit-in-viewport";
import { SERVICES_PATH } from "@/lib/config";
import type { NavItem } from "@/lib/config/copy";

/**
 * The desktop menus' open panels: a rail item's flyout and the header's services panel. Loaded on their own
 * (use-nav-panels.ts) because a phone never shows either; only the buttons that open them are in the page.
 */
type PanelProps = { id: string; onNavigate: () => void };

/** A list of the menu's links, each closing the menu as it is followed. */
function LinkList({
  items,
  onNavigate,
  className,
  linkClassName,
}: {
  items: NavItem[];
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onNavigate} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A rail item's flyout, beside its button, moved up on a short window (useFitInViewport) so none of it is cut off. */
export function RailFlyout({ item, testId, id, onNavigate }: PanelProps & { item: NavItem; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFitInViewport(ref);
  return (
    <div ref={ref} id={id} className="absolute top-0 left-full z-50 flex w-72 flex-col pl-2" data-testid={testId}>
      <div className="min-h-0 overflow-y-auto rounded-xl border border-line bg-surface p-4 shadow-xl">
        <Link href={item.href} onClick={onNavigate} className="font-semibold hover:text-brand">
          {item.label}
        </Link>
        <ul className="mt-2 space-y-1 text-sm">
          {(item.children ?? []).map((child) => (
            <li key={child.href}>
              <Link href={child.href} onClick={onNavigate} className="block rounded px-2 py-1.5 hover:bg-surface-2">
                {child.label}
              </Link>
              {child.children?.length ? (
                <LinkList
                  items={child.children}
                  onNavigate={onNavigate}
                  className="ml-3 border-l border-line pl-2 text-muted"
                  linkClassName="block rounded px-2 py-1 hover:text-brand"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The services mega-menu, opening under its button and moved back inside the window (useFitInViewport): it was
 * centred on a button near the left edge, and its first column was off-screen from 769 to 1440 px.
 */
export function ServicesPanel({ groups, id, onNavigate }: PanelProps & { groups: NavItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useFitInViewport(ref);
  return (
    <div
      ref={ref}
      id={id}
      data-testid="services-panel"
      className="absolute left-0 z-40 mt-2 w-[min(56rem,calc(100vw-var(--rail-w)-2rem))] overflow-y-auto rounded-xl border border-line bg-surface p-6 shadow-xl"
    >
      <ul className="grid grid-cols-3 gap-6">
        {groups.map((group) => (
          <li key={group.href}>
            <Link href={group.href} onClick={onNavigate} className="font-semibold hover:text-brand">
              {group.label}
            </Link>
            {group.children?.length ? (
              <LinkList
                items={group.children}
                onNavigate={onNavigate}
                className="mt-2 space-y-1 text-sm text-muted"
                linkClassName="hover:text-brand"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <Link href={SERVICES_PATH} onClick={onNavigate} className="mt-5 inline-block text-sm font-semibold text-brand">
        All services
      </Link>
    </div>
  );
}
