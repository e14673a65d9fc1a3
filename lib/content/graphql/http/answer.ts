import { getEnv } from "@/lib/config/env";
import { clientIpFromHeaders, clientKey } from "@/lib/http";
import { MemoryRateLimiter } from "@/lib/rate-limit";
import { GRAPHQL_CACHE_CONTROL, GRAPHQL_RATE_LIMIT_WINDOW_MS } from "../../constants";
import { executeGraphql, type GraphqlOutcome } from "../execute";
import { isGraphqlPublic } from "../is-public";
import { readGetRequest, readPostRequest } from "./read-request";

function answer(body: unknown, status: number, cacheControl: string, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": cacheControl, ...headers } });
}

function failure(status: number, message: string, headers: Record<string, string> = {}): Response {
  return answer({ errors: [{ message }] }, status, GRAPHQL_CACHE_CONTROL.never, headers);
}

/** GraphQL-over-HTTP status of each outcome; only a clean GET answer may be cached. */
function fromOutcome(outcome: GraphqlOutcome, method: string): Response {
  switch (outcome.kind) {
    case "refused":
      return answer({ errors: outcome.errors }, 400, GRAPHQL_CACHE_CONTROL.never);
    case "over-budget":
      return answer({ errors: [outcome.error] }, 503, GRAPHQL_CACHE_CONTROL.never);
    case "executed": {
      const { result } = outcome;
      // A request that fails before execution (e.g. a variable of the wrong type) has no data and is a client error.
      if (result.data === undefined && result.errors) return answer(result, 400, GRAPHQL_CACHE_CONTROL.never);
      const cacheable = method === "GET" && !result.errors;
      return answer(result, 200, cacheable ? GRAPHQL_CACHE_CONTROL.success : GRAPHQL_CACHE_CONTROL.never);
    }
  }
}

let limiter: MemoryRateLimiter | undefined;

/**
 * /api/graphql, GET or POST: off unless isGraphqlPublic (404), RATE_LIMIT_GRAPHQL requests per client
 * (clientKey) per minute (429), a body of at most GRAPHQL_LIMITS.maxBodyBytes (413), then the query's own limits.
 * The count is kept in this process's memory, as for the lookups: the answers are cheap, idempotent reads.
 */
export async function answerGraphqlHttp(request: Request): Promise<Response> {
  const env = getEnv();
  if (!isGraphqlPublic(env)) return failure(404, "Not found");

  limiter ??= new MemoryRateLimiter(env.RATE_LIMIT_GRAPHQL, GRAPHQL_RATE_LIMIT_WINDOW_MS);
  const limit = limiter.consume(clientKey(clientIpFromHeaders((name) => request.headers.get(name))));
  if (!limit.ok) {
    return failure(429, `Too many requests; try again in ${limit.retryAfterSeconds} s`, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const read = request.method === "GET" ? readGetRequest(new URL(request.url)) : await readPostRequest(request);
  if (!read.ok) return failure(read.status, read.message);
  try {
    return fromOutcome(await executeGraphql(read.request), request.method);
  } catch (error) {
    console.error(new Error("GraphQL request failed", { cause: error }));
    return failure(500, "The content service failed to answer");
  }
}
