"use client";

import { createContext, useContext } from "react";
import { idsWithin } from "./form-id-prefix";

/** Prefix of every id inside one quote form (form-id-prefix.ts), so two forms on a page never share ids. */
export const FormIdContext = createContext("quote");

export function useQuoteId(): (name: string) => string {
  return idsWithin(useContext(FormIdContext));
}
