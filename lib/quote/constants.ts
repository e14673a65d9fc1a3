/** The CRM's identifiers a quote request carries, and the field only bots fill in: the form's and the API's alone. */

export const LEAD_TYPE = "marketing_home";
export const INTERNATIONAL_TEMPLATE_ID = "International";

/** Public identifier of this site's form in the CRM; not a secret (the CRM key stays on the server). */
export const SOURCE_KEY = "shiplux-web";

/**
 * A field that people never see and bots fill in. A request that carries a value here is answered like a
 * success and dropped.
 */
export const HONEYPOT_FIELD = "company_website";
