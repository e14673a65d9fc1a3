"use client";

import { createContext, useContext } from "react";

/** Prefix of every id inside one quote form (form-id-prefix.ts), so two forms on a page never share ids. */
export const FormIdContext = createContext("quote");

export function useQuoteId(): (name: string) => string {
  const prefix = useContext(FormIdContext);
  return (name: string) => `${prefix}-${name}`;
}
