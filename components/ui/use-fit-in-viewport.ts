import { useLayoutEffect, type RefObject } from "react";

/** The gap kept between a panel and the window's edges, in CSS pixels. */
const VIEWPORT_MARGIN_PX = 8;

/** How far to move a box that spans `start`..`end` so it fits in 0..`size` with the margin (0 when it fits). */
function shiftInto(start: number, end: number, size: number): number {
  if (start < VIEWPORT_MARGIN_PX) return VIEWPORT_MARGIN_PX - start;
  if (end > size - VIEWPORT_MARGIN_PX) return Math.max(VIEWPORT_MARGIN_PX - start, size - VIEWPORT_MARGIN_PX - end);
  return 0;
}

/**
 * Keeps an open panel (a menu, a flyout) inside the window at every width and height: it is moved back in
 * sideways or up, and never taller than the window, so no link in it is off-screen where focus could land
 * unseen. It re-measures when the window is resized. The panel must not use CSS `translate` itself, and its
 * content scrolls within `max-height` (set here) when the window is short.
 */
export function useFitInViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const fit = () => {
      panel.style.translate = "";
      panel.style.maxHeight = `${window.innerHeight - 2 * VIEWPORT_MARGIN_PX}px`;
      const box = panel.getBoundingClientRect();
      const dx = shiftInto(box.left, box.right, document.documentElement.clientWidth);
      const dy = shiftInto(box.top, box.bottom, window.innerHeight);
      if (dx !== 0 || dy !== 0) panel.style.translate = `${dx}px ${dy}px`;
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [ref]);
}
