/**
 * Every lookup endpoint as one framework-free function: query string in, status and JSON body out. The
 * Next.js route handlers (app/api/...) and the production server's fast path (server.ts) both answer
 * through it, so the two cannot drift apart.
 */
import type { z } from "zod";
import { getEnv } from "@/lib/config/env";
import { NO_STORE, clientKey, fieldErrors } from "@/lib/http";
import { MemoryRateLimiter } from "@/lib/rate-limit";
import { LOOKUP_CACHE_CONTROL, MAX_RESULTS } from "./constants";
import { northAmericaIndex, searchNorthAmerica } from "./north-america";
import {
  LOOKUP_MESSAGES,
  cityPortQuerySchema,
  makeQuerySchema,
  modelQuerySchema,
  northAmericaQuerySchema,
  placeQuerySchema,
} from "./schemas";
import { searchMakes, searchModels, vehicleIndex } from "./vehicles";
import { searchAnyPlace, searchCityPort, worldIndex } from "./world";

type Endpoint<S extends z.ZodType<unknown, Record<string, string | undefined>>> = {
  schema: S;
  search: (query: z.output<S>) => unknown[];
};

const endpoint = <S extends z.ZodType<unknown, Record<string, string | undefined>>>(e: Endpoint<S>) => e;

/** Keyed by the path under the API base. */
export const LOOKUP_ENDPOINTS = {
  "locations/city-zip-lookup": endpoint({
    schema: northAmericaQuerySchema,
    search: (q) => searchNorthAmerica(q.input, MAX_RESULTS, q.country),
  }),
  "locations/city-port-lookup": endpoint({
    schema: cityPortQuerySchema,
    search: (q) => searchCityPort(q.input, q.searchPort),
  }),
  "locations/auto-complete": endpoint({ schema: placeQuerySchema, search: (q) => searchAnyPlace(q.input) }),
  "vehicles/make-lookup": endpoint({ schema: makeQuerySchema, search: (q) => searchMakes(q.input) }),
  "vehicles/model-lookup": endpoint({ schema: modelQuerySchema, search: searchModels }),
} as const;

export type LookupEndpoint = keyof typeof LOOKUP_ENDPOINTS;

/**
 * Builds every lookup index now rather than on the first visitor's keystroke; returns how long it took.
 * The production server calls it before it listens.
 */
export function buildLookupIndexes(): number {
  const start = performance.now();
  northAmericaIndex();
  worldIndex();
  vehicleIndex();
  return performance.now() - start;
}

export function isLookupEndpoint(path: string): path is LookupEndpoint {
  return Object.hasOwn(LOOKUP_ENDPOINTS, path);
}

export type LookupResult = { status: 200 | 400 | 429 | 500; body: unknown; headers: Record<string, string> };

let limiter: MemoryRateLimiter | undefined;

/**
 * Answers one lookup. The first value of each query parameter counts. Bad input is a 400 naming each
 * field; a client over RATE_LIMIT_LOOKUPS per window gets a 429 with Retry-After; an unexpected failure
 * is logged and answered with a 500 without detail.
 *
 * The per-client limit (clientKey: an IPv6 client's whole /64) is counted in this process's memory: a
 * lookup is a cheap, idempotent read, so a per-process count is enough and keeps I/O off the path that
 * must answer while a visitor types.
 * (Leads, which must be limited across processes, count in the database.)
 */
export function answerLookup(name: LookupEndpoint, searchParams: URLSearchParams, clientIp: string): LookupResult {
  const env = getEnv();
  limiter ??= new MemoryRateLimiter(env.RATE_LIMIT_LOOKUPS, env.RATE_LIMIT_LOOKUPS_WINDOW_SECONDS * 1000);
  const limit = limiter.consume(clientKey(clientIp));
  if (!limit.ok) {
    return {
      status: 429,
      body: { message: "Too many lookups. Please wait a moment and try again.", errors: {} },
      headers: { ...NO_STORE, "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  const params: Record<string, string> = {};
  for (const [key, value] of searchParams) if (!(key in params)) params[key] = value;
  const { schema, search } = LOOKUP_ENDPOINTS[name] as Endpoint<z.ZodType<unknown, Record<string, string | undefined>>>;
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { status: 400, body: { message: LOOKUP_MESSAGES.invalidQuery, errors }, headers: NO_STORE };
  }
  try {
    return { status: 200, body: { data: search(parsed.data) }, headers: { "Cache-Control": LOOKUP_CACHE_CONTROL } };
  } catch (error) {
    console.error(new Error(`Lookup ${name} failed`, { cause: error }));
    return { status: 500, body: { message: "The lookup is not available right now.", errors: {} }, headers: NO_STORE };
  }
}
