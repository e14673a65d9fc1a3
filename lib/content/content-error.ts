import type { z } from "zod";

/** Turns zod issues into one line per field, e.g. "blocks.2.layout: unknown block layout". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
}

/** A content file that failed validation; the message names the file and every bad field path. */
export function contentFileError(file: string, error: z.ZodError): Error {
  return new Error(`Invalid content file ${file}: ${describeIssues(error)}`, { cause: error });
}
