import type { z } from "zod";
import type { LocatedRoute } from "@/lib/lookups/server";
import type { QuoteFacts } from "@/lib/quote";
import type { KindFields } from "../lead-record";

/** What the intake needs to know about one kind of lead; ../lead-kinds.ts holds one entry per kind. */
export type LeadKindEntry<P> = {
  /** The schema a POST of this kind is validated with; none for a kind made another way (a confirmed booking). */
  schema?: z.ZodType<P>;
  /** The leads row's columns. */
  fields: (payload: P) => KindFields;
  /** What the server prices the lead from, once its two ends are located (from `fields`' columns). */
  facts: (payload: P, route: LocatedRoute) => QuoteFacts;
};

/** A kind the API takes in a POST: its schema is required. */
export type PostedLeadKindEntry<P> = Required<LeadKindEntry<P>>;
