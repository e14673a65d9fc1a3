import type { z } from "zod";
import { SUBMIT_FAILURE } from "@/lib/quote";

const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function submitError(status: number, description: string, extra: Record<string, unknown> = {}): Response {
  return json({ status_code: status, description, lead_number: "", ...extra }, status);
}

export const INVALID_FIELDS = "Please check the highlighted fields.";
export const TOO_MANY_LEADS = "Too many requests. Please try again later or call us.";

/** One message per field, the first zod raised, keyed by the field's path as the payload names it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Logs the detail, tells the visitor only what the form shows for any failure. */
export function serverError(error: unknown, where: string): Response {
  console.error(new Error(`${where} failed`, { cause: error }));
  return json(SUBMIT_FAILURE, 500);
}
