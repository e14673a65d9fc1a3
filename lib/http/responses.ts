import type { z } from "zod";

/** The header of an answer about one request, which nothing in between may cache. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** Every API answer is about one request: nothing in between may cache it. */
export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** The description of a 400 whose `errors` name the fields, as the forms show it above them. */
export const INVALID_FIELDS = "Please check the highlighted fields.";

/** One message per field, the first zod raised, keyed by the field's path as the payload names it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Logs the detail with where it happened; the client gets only `body`, the same for any failure. */
export function serverError(error: unknown, where: string, body: unknown): Response {
  console.error(new Error(`${where} failed`, { cause: error }));
  return json(body, 500);
}
