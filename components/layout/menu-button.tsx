"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import { useEarlyPick } from "@/components/ui/use-early-pick";
import { preloadModule, useLazyModule } from "@/components/ui/use-lazy-module";
import type { NavItem } from "@/lib/config/copy";

const loadDrawer = () => import("./drawer-panel");

/** Starts fetching the drawer's code when the visitor reaches for the button, before the click lands. */
const preloadDrawer = preloadModule(loadDrawer);

/**
 * The phone menu's button. The drawer's code is not part of the page: it loads on intent (touch, pointer,
 * focus) and the drawer opens as soon as it is there. If it cannot load (the connection dropped), the button
 * goes back to closed and the next tap tries again; nothing else on the page is affected. A tap made before
 * hydration opens the drawer once the button is live (use-early-pick.ts). The icon and the drawer's footer come
 * rendered from the server.
 */
export function MenuButton({ items, icon, footer }: { items: NavItem[]; icon: ReactNode; footer: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const drawer = useLazyModule(loadDrawer, open, close);
  const openDrawer = () => setOpen(true);
  const earlyPick = useEarlyPick(root, (picked) => {
    if (picked === button.current) openDrawer();
  });

  return (
    <div ref={root} {...earlyPick} className="contents">
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={openDrawer}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-surface-2"
      >
        {icon}
      </button>
      {open && drawer ? <drawer.default items={items} footer={footer} onClose={close} returnFocusTo={button} /> : null}
    </div>
  );
}
