"use client";

import { Link } from "@/components/ui/link";
import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { SERVICES_PATH } from "@/lib/config/service-urls";
import { useDismiss } from "@/components/ui/use-dismiss";
import type { NavItem } from "@/lib/config/navigation";

/**
 * The header's services mega-menu: a disclosure button and a panel of groups built from the catalogue. The
 * panel is rendered only while open, as the rail's flyouts are: closed, it was ~60 hidden elements on every
 * page for each visitor to parse and hydrate. /services links every service page in its HTML. The chevron
 * comes rendered from the server, so the icons stay out of the page's script.
 */
export function ServicesMenu({ groups, chevron }: { groups: NavItem[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded px-2 py-2 font-medium hover:text-brand"
      >
        Services
        {chevron}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute left-1/2 z-40 mt-2 w-[min(56rem,90vw)] -translate-x-1/2 rounded-xl border border-line bg-surface p-6 shadow-xl"
        >
          <ul className="grid grid-cols-3 gap-6">
            {groups.map((group) => (
              <li key={group.href}>
                <Link href={group.href} onClick={close} className="font-semibold hover:text-brand">
                  {group.label}
                </Link>
                {group.children && group.children.length > 0 ? (
                  <ul className="mt-2 space-y-1 text-sm text-muted">
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <Link href={child.href} onClick={close} className="hover:text-brand">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Link href={SERVICES_PATH} onClick={close} className="mt-5 inline-block text-sm font-semibold text-brand">
            All services
          </Link>
        </div>
      ) : null}
    </div>
  );
}
