import type { z } from "zod";
import { describeIssues } from "@/lib/text";

/** A content file that failed validation; the message names the file and every bad field path. */
export function contentFileError(file: string, error: z.ZodError): Error {
  return new Error(`Invalid content file ${file}: ${describeIssues(error)}`, { cause: error });
}
