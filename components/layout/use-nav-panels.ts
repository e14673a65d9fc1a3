import { useEffect } from "react";
import { MOBILE_MAX_WIDTH_PX } from "@/lib/config";
import { preloadModule, useLazyModule } from "@/components/ui/use-lazy-module";

const loadNavPanels = () => import("./nav-panels");

/** Starts fetching the panels' code, on intent (a pointer or focus reaching a menu) or when the browser is idle. */
export const preloadNavPanels = preloadModule(loadNavPanels);

/**
 * The desktop menus' panels (nav-panels.tsx), for a menu that is `open`. On a desktop-wide window their code
 * is fetched once the browser is idle, so a first hover finds it there; a phone, where both menus are hidden,
 * never fetches it. A menu opened before the code arrives shows its panel when it does; if the fetch fails,
 * `onFailed` closes the menu and the next open tries again.
 */
export function useNavPanels(open: boolean, onFailed: () => void) {
  useEffect(() => {
    if (window.innerWidth <= MOBILE_MAX_WIDTH_PX) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(preloadNavPanels);
  }, []);
  return useLazyModule(loadNavPanels, open, onFailed);
}
