import { SOLID_NAV_AFTER_PX } from "@/lib/config";

/**
 * Runs in <head>: keeps `data-scrolled` on <html> while the page is scrolled past SOLID_NAV_AFTER_PX, through
 * client navigations. The sticky bars turn solid through the `scrolled:` variant (app/globals.css, which names the
 * same attribute), so they are plain server components with no script. It reads nothing as it runs: in <head> the
 * page is always at the top, and reading `scrollY` there forced a style and layout pass before the page had any
 * content (docs/benchmarks.md, 2026-11-26). A restored position or a `#fragment` scrolls the page later, and that
 * scroll sets the attribute. Globals: document, addEventListener, scrollY.
 */
export const scrolledScript = `(function(){var d=document.documentElement;addEventListener("scroll",function(){d.toggleAttribute("data-scrolled",scrollY>${SOLID_NAV_AFTER_PX})},{passive:true})})();`;
