/**
 * What came of a send, as the outbox records it. Only `accepted` is done: a platform that took the request in a
 * test mode counted nothing (`tested`: sent again for real once the mode is off), and an asynchronous ingest
 * that answered with a request id is not accepted until its status says so (`awaiting`: asked again later).
 */
export type SendOutcome =
  { kind: "accepted" } | { kind: "tested"; note: string } | { kind: "awaiting"; requestId: string; note: string };

/**
 * A failure no retry can mend (past the platform's window, refused by the platform after it was taken, a CRM
 * endpoint that is gone): the outbox marks such an error's row dead at once, with its message as the reason.
 */
export class PermanentSendError extends Error {
  readonly noRetry = true;
}

/** A platform's JSON answer as an object to read its fields from; anything else (none, a list, text) reads as null. */
export type Answer = Record<string, unknown> | null;
export const asAnswer = (value: unknown): Answer =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
