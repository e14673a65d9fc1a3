"use client";

import { createContext, useContext } from "react";
import type { FormVariant } from "@/lib/quote/early";

/** Prefix of every id inside one quote form, so two forms on a page (/quote: full and quick) never share ids. */
export const FormIdContext = createContext("quote");

/** The id prefix a variant's form uses; its skeleton uses the same ids so focus can move to the real field. */
export function formIdPrefix(variant: FormVariant): string {
  return `quote-${variant}`;
}

export function useQuoteId(): (name: string) => string {
  const prefix = useContext(FormIdContext);
  return (name: string) => `${prefix}-${name}`;
}
