import { z } from "zod";
import { hasControlCharacter } from "@/lib/text";
import {
  DISCLOSURE_CODE_LENGTH,
  SIGNER_NAME_MAX,
  SIGNER_NAME_MIN,
  signingFieldMessages,
  signingFieldMessages as m,
  type SigningField,
} from "./constants";

/**
 * The signing form's fields, as the booking page's form posts them (application/x-www-form-urlencoded) or a
 * script sends them as JSON: the typed name, the box ticked, the disclosure's code, the hash of the order read.
 */
export const signRequestSchema = z.object({
  full_name: z
    .string({ error: m.full_name })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(SIGNER_NAME_MIN, m.full_name)
        .max(SIGNER_NAME_MAX, m.full_name)
        .refine((v) => !hasControlCharacter(v), m.full_name)
        .refine((v) => /\p{L}/u.test(v), m.full_name),
    ),
  agree: z.union([z.literal("yes"), z.literal(true)], { error: m.agree }),
  disclosure_code: z
    .string({ error: m.disclosure_code })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9]{${DISCLOSURE_CODE_LENGTH}}$`), m.disclosure_code)),
  order_sha256: z.string({ error: m.order_sha256 }).regex(/^[0-9a-f]{64}$/, m.order_sha256),
});

/**
 * The field messages a form post's redirect names (`?sign_errors=full_name,agree`), each beside its field; a
 * wrong disclosure code has its own message. Unknown names are ignored: the query is the visitor's to edit.
 */
export function signingErrorsOf(query: string | string[] | undefined): Partial<Record<SigningField, string>> {
  const names = (Array.isArray(query) ? query.join(",") : (query ?? "")).split(",").slice(0, 10);
  const errors: Partial<Record<SigningField, string>> = {};
  for (const name of names) {
    if (name === "disclosure_code_wrong") errors.disclosure_code = signingFieldMessages.disclosure_code_wrong;
    else if (name === "disclosure_code" || name === "full_name" || name === "agree" || name === "order_sha256") {
      errors[name] ??= signingFieldMessages[name];
    }
  }
  return errors;
}
