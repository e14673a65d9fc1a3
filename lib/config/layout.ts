/** Layout behaviour constants shared by the navigation components and their tests. */
export const SOLID_NAV_AFTER_PX = 90;
/** Widest phone layout, inclusive; CSS's md breakpoint (app/globals.css) starts one pixel above it. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const RESIZE_DEBOUNCE_MS = 1000;
