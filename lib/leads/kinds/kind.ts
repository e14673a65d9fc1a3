import type { z } from "zod";
import type { LocatedRoute } from "@/lib/lookups/server";
import type { QuoteFacts } from "@/lib/quote";
import type { KindFields } from "../lead-record";

/**
 * How one kind of lead becomes a leads row; ../lead-kinds.ts holds one entry per kind. Its `shape` says what
 * the intake and delivery make of it (docs/leads.md, "A lead that is not a quote"):
 * - a quote has a trip: it is priced, the visitor gets a confirmation, and the conversion is reported to the ad
 *   platforms;
 * - a message has none: no estimate, no visitor e-mail (sales answer it), no conversion export.
 */
export type LeadKindEntry<P> = QuoteKindEntry<P> | MessageKindEntry<P>;

type QuoteKindEntry<P> = {
  shape: "quote";
  /** The leads row's columns. */
  fields: (payload: P) => KindFields;
  /** What the server prices the lead from, once its two ends are located (from `fields`' columns). */
  facts: (payload: P, route: LocatedRoute) => QuoteFacts;
};

type MessageKindEntry<P> = {
  shape: "message";
  /** The leads row's columns: contact, message and campaign; the trip's are ../lead-record.ts NO_TRIP. */
  fields: (payload: P) => KindFields;
};

/** A kind the API takes in a POST: its path under the API base and the schema its body is validated with. */
export type PostedLeadKindEntry<P> = LeadKindEntry<P> & { path: string; schema: z.ZodType<P> };
