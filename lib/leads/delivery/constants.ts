/** How the outbox worker paces itself. */
export const POLL_INTERVAL_MS = 2_000;
export const BATCH_SIZE = 20;
/** A claimed row whose process died is taken again after this lease. */
export const CLAIM_LEASE_MS = 2 * 60_000;
export const MAX_ATTEMPTS = 10;
/** First retry after ~30 s, doubling up to 6 h: a CRM down for a day still gets its leads. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;
export const SEND_TIMEOUT_MS = 10_000;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SIGNATURE_HEADER = "X-Signature";
/** With no SMTP_URL, e-mails are written as .eml files to this folder under DATA_DIR. */
export const MAIL_DIR_NAME = "mail";
