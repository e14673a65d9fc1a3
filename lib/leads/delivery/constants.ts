/** How the outbox worker paces itself. */
export const POLL_INTERVAL_MS = 2_000;
export const BATCH_SIZE = 20;
/** A claimed row whose process died is taken again after this lease. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/**
 * How long a sales or visitor delivery (e-mail, the CRM webhook) is retried, from when its row was written: a
 * CRM or mail server down for a day or two still gets every lead. The conversion exports retry until their
 * platform's window closes instead (its module's windowMs, lib/conversions/destinations). Past it a row is dead and sales are told.
 */
export const DELIVERY_HORIZON_MS = 3 * 24 * 60 * 60_000;
/** First retry after ~30 s, doubling up to 6 h, then every 3–6 h until the horizon. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** A CRM may take a while to store a lead; past this the attempt counts as failed and is retried. */
export const WEBHOOK_TIMEOUT_MS = 20_000;
/** How soon an accepted asynchronous ingest (Google Data Manager) is asked again how it went. */
export const STATUS_POLL_MS = 5 * 60_000;
/** Sales get at most one e-mail per this interval about rows that died, however many died. */
export const DEAD_ALERT_INTERVAL_MS = 60 * 60_000;
/** How often the worker looks for dead rows to tell sales about. */
export const DEAD_ALERT_CHECK_MS = 60_000;
/** The most dead rows one alert lists; the rest go in the next one (and all are in leads:report). */
export const DEAD_ALERT_MAX_ROWS = 50;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SIGNATURE_HEADER = "X-Signature";
