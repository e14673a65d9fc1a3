/** An SMTP server that does not answer within this is given up on for the attempt (the outbox retries). */
export const SEND_TIMEOUT_MS = 10_000;
/** With no SMTP_URL, e-mails are written as .eml files to this folder under DATA_DIR. */
export const MAIL_DIR_NAME = "mail";
