import type { Env } from "@/lib/config/env";

/**
 * Whether /api/graphql answers outside requests. The site builds its pages over the in-process schema,
 * so nothing outside needs the endpoint: unless CONTENT_GRAPHQL_PUBLIC says otherwise it is off in
 * production and on in development and tests (for a CMS preview or a developer's GraphQL client).
 */
export function isGraphqlPublic(env: Pick<Env, "NODE_ENV" | "CONTENT_GRAPHQL_PUBLIC">): boolean {
  if (env.CONTENT_GRAPHQL_PUBLIC !== undefined) return env.CONTENT_GRAPHQL_PUBLIC === "true";
  return env.NODE_ENV !== "production";
}
