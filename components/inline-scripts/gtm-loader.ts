import { ANALYTICS_DELAY_MS } from "@/lib/analytics";
import { BOOKING_PATH } from "@/lib/seo";
import { PRIVACY_CHOICE_EXPRESSION } from "./privacy-signal";

/** Pages whose URL carries a secret (a booking token): the tag manager is never loaded on them. */
const ANALYTICS_EXCLUDED_PREFIXES = [`${BOOKING_PATH}/`];

/**
 * The inline script that loads Google Tag Manager ANALYTICS_DELAY_MS after the load event, so the tag
 * never competes with the page. An inline string rendered by the root layout only when a container id is
 * configured: no client component, so no script chunk is fetched on pages without analytics. It does
 * nothing on ANALYTICS_EXCLUDED_PREFIXES, so no page_location with a token ever reaches analytics, and nothing
 * for a visitor who sent GPC or opted out (privacy-signal.ts), checked when the page loads and again before the
 * tag is fetched. Globals: location, window.dataLayer, document, navigator, setTimeout, addEventListener, Date.
 */
export function gtmLoaderScript(gtmId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(gtmId)) throw new Error(`Not a Tag Manager container id: ${gtmId}`);
  const src = `https://www.googletagmanager.com/gtm.js?id=${gtmId}`;
  const excluded = JSON.stringify(ANALYTICS_EXCLUDED_PREFIXES);
  return `(function(){if(${excluded}.some(function(p){return location.pathname.indexOf(p)===0})||${PRIVACY_CHOICE_EXPRESSION})return;function l(){setTimeout(function(){if(${PRIVACY_CHOICE_EXPRESSION})return;var d=window.dataLayer=window.dataLayer||[];d.push({event:"gtm.js","gtm.start":Date.now()});var s=document.createElement("script");s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s)},${ANALYTICS_DELAY_MS})}if(document.readyState==="complete")l();else addEventListener("load",l,{once:true})})();`;
}
