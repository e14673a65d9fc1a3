import { graphql, type ExecutionResult } from "graphql";
import { z } from "zod";
import { GRAPHQL_MAX_QUERY_LENGTH } from "../constants";
import { describeIssues } from "../content-error";
import type { ContentStore } from "../load/store";
import { createContentContext, getContentSchema } from "./schema";

/** The GraphQL-over-HTTP request body (POST JSON or GET search params after decoding). */
export const graphqlRequestSchema = z.object({
  query: z.string().min(1, "query is required").max(GRAPHQL_MAX_QUERY_LENGTH, "query is too long"),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});
export type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

export type ParsedRequest = { ok: true; request: GraphqlRequest } | { ok: false; message: string };

export function parseGraphqlRequest(body: unknown): ParsedRequest {
  const result = graphqlRequestSchema.safeParse(body);
  return result.success ? { ok: true, request: result.data } : { ok: false, message: describeIssues(result.error) };
}

/** Runs one request against the content schema (the shipped content unless a store is given). */
export function executeGraphql(request: GraphqlRequest, store?: ContentStore): Promise<ExecutionResult> {
  return graphql({
    schema: getContentSchema(),
    source: request.query,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    contextValue: createContentContext(store),
  });
}
