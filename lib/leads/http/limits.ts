export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
