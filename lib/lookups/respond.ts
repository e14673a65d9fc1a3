/**
 * The one shape of every lookup route: parse the query string with a zod schema, run the search, answer
 * JSON. Bad input is a 400 naming each field; an unexpected failure is logged and a 500 without detail.
 */
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { getEnv } from "@/lib/config/env";
import { clientOf } from "@/lib/leads/http/client";
import { hashIp } from "@/lib/leads/ip-hash";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import { LOOKUP_CACHE_CONTROL } from "./constants";
import { LOOKUP_MESSAGES, type LookupAnswer, type LookupError } from "./schemas";

export function lookupHandler<S extends z.ZodType<unknown, Record<string, string | undefined>>, T>(
  schema: S,
  search: (query: z.output<S>) => T[],
): (request: NextRequest) => Promise<NextResponse<LookupAnswer<T> | LookupError>> {
  return async (request) => {
    const limited = await lookupRateLimit(request);
    if (limited) return limited;
    const params: Record<string, string> = {};
    for (const [key, value] of request.nextUrl.searchParams) if (!(key in params)) params[key] = value;
    const parsed = schema.safeParse(params);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "query");
        errors[field] ??= issue.message;
      }
      return NextResponse.json({ message: LOOKUP_MESSAGES.invalidQuery, errors }, { status: 400 });
    }
    try {
      const data = search(parsed.data);
      return NextResponse.json({ data }, { headers: { "Cache-Control": LOOKUP_CACHE_CONTROL } });
    } catch (error) {
      console.error(new Error(`Lookup ${request.nextUrl.pathname} failed`, { cause: error }));
      return NextResponse.json({ message: "The lookup is not available right now.", errors: {} }, { status: 500 });
    }
  };
}

/**
 * Per-IP lookup limit (RATE_LIMIT_LOOKUPS per window), counted in the database so it holds across server
 * processes. A database failure lets the lookup through: a suggestion list is never worth a lost lead.
 */
async function lookupRateLimit(request: NextRequest): Promise<NextResponse<LookupError> | undefined> {
  const env = getEnv();
  try {
    const result = await consume(
      RATE_LIMIT_BUCKETS.lookups,
      hashIp(clientOf(request).ip, env.IP_HASH_SALT),
      env.RATE_LIMIT_LOOKUPS,
      env.RATE_LIMIT_LOOKUPS_WINDOW_SECONDS * 1000,
    );
    if (result.ok) return undefined;
    return NextResponse.json(
      { message: "Too many lookups. Please wait a moment and try again.", errors: {} },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error(new Error("Lookup rate limit unavailable", { cause: error }));
    return undefined;
  }
}
