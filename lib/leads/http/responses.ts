import { json, serverError } from "@/lib/http";
import { SUBMIT_FAILURE } from "@/lib/quote";

/** A refused lead POST, in the shape the form reads (a lead_number, empty). */
export function submitError(status: number, description: string, extra: Record<string, unknown> = {}): Response {
  return json({ status_code: status, description, lead_number: "", ...extra }, status);
}

export const TOO_MANY_LEADS = "Too many requests. Please try again later or call us.";

/** Logs the detail, tells the visitor only what the form shows for any failure. */
export function intakeFailed(error: unknown, where: string): Response {
  return serverError(error, where, SUBMIT_FAILURE);
}
