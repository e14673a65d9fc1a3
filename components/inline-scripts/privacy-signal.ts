import { OPT_OUT_COOKIE, OPT_OUT_COOKIE_VALUE, optOutCookieAssignment } from "@/lib/privacy";
import { afterFirstPaint } from "./after-first-paint";
import { inBrowser, scriptCalling } from "./inline-script";

/** The browser's GPC signal, as a script's expression. */
const GPC_ON = "navigator.globalPrivacyControl===true";
/** The opt-out cookie (lib/privacy) is set, as a script's expression; the name and value are plain word characters. */
const OPT_OUT_SET = `/(?:^|;\\s*)${OPT_OUT_COOKIE}=${OPT_OUT_COOKIE_VALUE}(?:;|$)/.test(document.cookie)`;

/**
 * The visitor said no to sharing, as an inline script's expression: GPC on, or the opt-out cookie set. The tag
 * manager's loader does nothing when it is true. Globals: navigator, document.
 */
export const PRIVACY_CHOICE_EXPRESSION = `(${GPC_ON}||${OPT_OUT_SET})`;

/**
 * Runs in <head> on every page: a browser that sends Global Privacy Control gets the opt-out cookie, so its
 * choice holds for the browser like the opt-out page's (the server reads the cookie beside Sec-GPC on every
 * request that could report a conversion). Secure on an https page. Set after the first paint (after-first-paint.ts):
 * the paint needs no cookie, and nothing reports a conversion before a visitor has seen the page; the tag
 * manager's loader reads GPC itself (PRIVACY_CHOICE_EXPRESSION). Globals: navigator, document, location,
 * requestAnimationFrame, setTimeout.
 */
export const privacySignalScript = scriptCalling(
  afterFirstPaint,
  inBrowser(
    `function(){try{if(${GPC_ON}&&!${OPT_OUT_SET})document.cookie=${JSON.stringify(
      optOutCookieAssignment(true, false),
    )}+(location.protocol==="https:"?"; Secure":"")}catch(e){}}`,
  ),
);
