import type { FormVariant } from "@/lib/quote-bounds";

/**
 * The id prefix a variant's form uses, so two forms on a page (/quote: full and quick) never share ids. Its
 * skeleton, rendered on the server, uses the same ids so focus can move to the real field; so this lives apart
 * from the form's id context (form-ids.ts), a client module.
 */
export function formIdPrefix(variant: FormVariant): string {
  return `quote-${variant}`;
}

/** The ids inside a form whose ids start with `prefix`: `quote-full` and `origin` make `quote-full-origin`. */
export function idsWithin(prefix: string): (name: string) => string {
  return (name) => `${prefix}-${name}`;
}
