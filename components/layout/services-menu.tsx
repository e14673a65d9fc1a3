"use client";

import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useDismiss } from "@/components/ui/use-dismiss";
import { preloadNavPanels, useNavPanels } from "./use-nav-panels";
import type { NavItem } from "@/lib/config/copy";

/**
 * The header's services mega-menu: a disclosure button and a panel of groups built from the catalogue. The
 * panel is rendered only while open, as the rail's flyouts are: closed, it was ~60 hidden elements on every
 * page for each visitor to parse and hydrate. /services links every service page in its HTML. The panel's
 * code loads apart (use-nav-panels.ts): a phone never shows this menu. The chevron comes rendered from the
 * server, so the icons stay out of the page's script.
 */
export function ServicesMenu({ groups, chevron }: { groups: NavItem[]; chevron: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const panels = useNavPanels(open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={preloadNavPanels}
        onFocus={preloadNavPanels}
        className="inline-flex items-center gap-1 rounded px-2 py-2 font-medium hover:text-brand"
      >
        Services
        {chevron}
      </button>
      {open && panels ? <panels.ServicesPanel groups={groups} id={panelId} onNavigate={close} /> : null}
    </div>
  );
}
