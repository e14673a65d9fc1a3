import type { z } from "zod";
import type { LeadKind } from "@/lib/db";
import { locateRoute } from "@/lib/lookups/server";
import type { QuoteFacts } from "@/lib/quote";
import {
  contactMessageSchema,
  internationalLeadSchema,
  simpleCreateSchema,
  simpleCreateSdkSchema,
} from "@/lib/quote/server";
import { bookingKind } from "./kinds/booking";
import { contactKind } from "./kinds/contact";
import { internationalKind } from "./kinds/international";
import type { LeadKindEntry, PostedLeadKindEntry } from "./kinds/kind";
import { sdkKind } from "./kinds/sdk";
import { simpleKind } from "./kinds/simple";
import type { KindFields } from "./lead-record";

/**
 * Every kind of lead, keyed as the leads table's `kind` column names it (lib/db's LeadKind: each of them, and
 * no other), and every lead endpoint: a kind the API takes in a POST has the path its route file names (under
 * the API base) and the schema its body is validated with. Each entry maps its payload to the leads row
 * (`fields`), says its shape (a quote or a message: what the intake and delivery make of it) and,
 * for a quote, what the server prices it from (`facts`), in a file of ./kinds. docs/how-to.md says how to add one.
 */
const ENTRIES = {
  sdk: { path: "leads/simple-create-sdk", schema: simpleCreateSdkSchema, ...sdkKind },
  international: { path: "lead", schema: internationalLeadSchema, ...internationalKind },
  simple: { path: "leads/simple-create", schema: simpleCreateSchema, ...simpleKind },
  booking: bookingKind,
  contact: { path: "contact", schema: contactMessageSchema, ...contactKind },
} as const satisfies Record<LeadKind, unknown>;

type PayloadMap = { [K in LeadKind]: (typeof ENTRIES)[K] extends LeadKindEntry<infer P> ? P : never };
export type { LeadKind };
/** A kind the API takes in a POST: one whose entry has a path. */
export type PostedLeadKind = { [K in LeadKind]: (typeof ENTRIES)[K] extends { path: string } ? K : never }[LeadKind];

/** Typed per kind, so a kind's payload reaches its own entry's functions (TypeScript's correlated unions, #47109). */
const LEAD_KINDS: { [K in LeadKind]: LeadKindEntry<PayloadMap[K]> } = ENTRIES;
const POSTED: { [K in PostedLeadKind]: PostedLeadKindEntry<PayloadMap[K]> } = ENTRIES;

/** The lead endpoints: each path a route file names, and the kind it stores. */
export const LEAD_ENDPOINTS = Object.fromEntries(
  Object.entries(ENTRIES).flatMap(([kind, entry]) => ("path" in entry ? [[entry.path, kind]] : [])),
) as { [K in PostedLeadKind as (typeof ENTRIES)[K]["path"]]: K };
export type LeadEndpoint = keyof typeof LEAD_ENDPOINTS;

type LeadShape = LeadKindEntry<unknown>["shape"];

/** A kind's shape: what the intake and delivery make of its leads (./kinds/kind.ts). */
export function leadShapeOf(kind: LeadKind): LeadShape {
  return LEAD_KINDS[kind].shape;
}

/** A lead's row before it is numbered and stored. */
export type LeadFields = KindFields & { kind: LeadKind };

export type LeadPayload<K extends LeadKind = LeadKind> = { [P in K]: { kind: P; payload: PayloadMap[P] } }[K];

export function leadFieldsOf<K extends LeadKind>(lead: LeadPayload<K>): LeadFields {
  return { kind: lead.kind, ...LEAD_KINDS[lead.kind].fields(lead.payload) };
}

/**
 * What the server prices a lead from; undefined for a message, and when either end of a quote's route is not in
 * the lookups.
 */
export function leadFactsOf<K extends LeadKind>(lead: LeadPayload<K>): QuoteFacts | undefined {
  const entry: LeadKindEntry<PayloadMap[K]> = LEAD_KINDS[lead.kind];
  if (entry.shape === "message") return undefined;
  const route = locateRoute(leadFieldsOf(lead));
  return route && entry.facts(lead.payload, route);
}

export type ParsedLead<K extends PostedLeadKind> =
  { ok: true; lead: LeadPayload<K> } | { ok: false; error: z.ZodError };

/** Validates a POST body with its kind's schema. */
export function parseLead<K extends PostedLeadKind>(kind: K, body: unknown): ParsedLead<K> {
  const result = POSTED[kind].schema.safeParse(body);
  return result.success
    ? { ok: true, lead: { kind, payload: result.data } as LeadPayload<K> }
    : { ok: false, error: result.error };
}
