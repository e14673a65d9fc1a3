import type { z } from "zod";

/**
 * Every problem zod found, on one line for an Error's message and the logs: "groups.0.slug: must be a
 * kebab-case slug; title: required". A problem with the whole value has no path and reads as its message alone.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}
