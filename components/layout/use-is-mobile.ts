import { useSyncExternalStore } from "react";
import { MOBILE_MAX_WIDTH_PX, RESIZE_DEBOUNCE_MS } from "@/lib/config";

/** Resize notifications are debounced so dragging a window does not re-render the navigation on every frame. */
function subscribe(onChange: () => void) {
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener("resize", onResize);
  return () => {
    window.removeEventListener("resize", onResize);
    window.clearTimeout(timer);
  };
}

const isMobileWidth = () => window.innerWidth <= MOBILE_MAX_WIDTH_PX;
const serverSnapshot = () => false;

/** True at phone widths (≤ 768 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileWidth, serverSnapshot);
}
