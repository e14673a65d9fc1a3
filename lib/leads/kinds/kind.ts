import type { z } from "zod";
import type { LocatedRoute } from "@/lib/lookups/server";
import type { QuoteFacts } from "@/lib/quote";
import type { KindFields } from "../lead-record";

/** How one kind of lead becomes a leads row and an estimate; ../lead-kinds.ts holds one entry per kind. */
export type LeadKindEntry<P> = {
  /** The leads row's columns. */
  fields: (payload: P) => KindFields;
  /** What the server prices the lead from, once its two ends are located (from `fields`' columns). */
  facts: (payload: P, route: LocatedRoute) => QuoteFacts;
};

/** A kind the API takes in a POST: its path under the API base and the schema its body is validated with. */
export type PostedLeadKindEntry<P> = LeadKindEntry<P> & { path: string; schema: z.ZodType<P> };
