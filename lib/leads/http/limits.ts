/** Request bodies (and the calculator's query string) over this size are refused with 413. */
export const MAX_BODY_BYTES = 32 * 1024;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
/** Where the quick calculator sends a visitor whose request could not be read: back to the form. */
export const QUOTE_FORM_URL = "/#main-form";
