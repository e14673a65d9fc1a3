import { SOLID_NAV_AFTER_PX } from "@/lib/config/layout";

/**
 * Runs in <head>: keeps `data-scrolled` on <html> while the page is scrolled past SOLID_NAV_AFTER_PX, from the
 * first paint and through client navigations. The sticky bars turn solid through the `scrolled:` variant
 * (app/globals.css, which names the same attribute), so they are plain server components with no script.
 */
export const scrolledScript = `(function(){var d=document.documentElement;function u(){d.toggleAttribute("data-scrolled",scrollY>${SOLID_NAV_AFTER_PX})}u();addEventListener("scroll",u,{passive:true})})();`;
