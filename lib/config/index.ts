/**
 * The face of lib/config: the facts that do no work at load (phone lines, service URLs, the quote form's link, the
 * layout's and the hero's constants). Plain data and small pure functions only, so a client component that imports
 * one of them carries no other: Turbopack leaves a module out of a chunk that uses none of its exports only when
 * loading it runs no call. The other faces: the site's identity, which reads the brand from the environment at
 * load, @/lib/config/site; what the pages say (menus, section copy) @/lib/config/copy; the server's environment
 * @/lib/config/env; the browser's @/lib/config/public-env.
 */
export { phones } from "./phones";
export { SERVICES_PATH, serviceHref } from "./service-urls";
export { QUOTE_FORM_ANCHOR, QUOTE_HREF } from "./quote-link";
export { MOBILE_MAX_WIDTH_PX, RESIZE_DEBOUNCE_MS, SOLID_NAV_AFTER_PX } from "./layout";
export { HERO_MEDIA, HERO_VIDEO_DELAY_MS } from "./media";
