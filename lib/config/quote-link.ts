/**
 * The id of the element that holds the quote form on the home and /quote pages. Links from other sites and old
 * emails point at it, so it keeps the original site's name. It lives here, not in components/quote/form-ids.ts,
 * because that module is a client module and server pages, handlers and links need the plain string.
 */
export const QUOTE_FORM_ANCHOR = "main-form";
export const QUOTE_HREF = `/#${QUOTE_FORM_ANCHOR}`;
