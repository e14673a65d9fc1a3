import { execute, type ExecutionResult, type GraphQLError } from "graphql";
import { z } from "zod";
import { GRAPHQL_LIMITS, GRAPHQL_MAX_QUERY_LENGTH } from "../constants";
import { describeIssues } from "@/lib/text";
import type { ContentStore } from "../load/store";
import { checkQueryLimits } from "./limits";
import { createContentContext } from "./schema";
import { getBudgetedSchema, withinTimeBudget, type BudgetedContext, type TimeBudgetError } from "./time-budget";

/** The GraphQL-over-HTTP request body (POST JSON or GET search params after decoding). */
const graphqlRequestSchema = z.object({
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

/** What became of a request: it ran (possibly with field errors), was refused before running, or ran out of time. */
export type GraphqlOutcome =
  | { kind: "executed"; result: ExecutionResult }
  | { kind: "refused"; errors: readonly GraphQLError[] }
  | { kind: "over-budget"; error: TimeBudgetError };

export type ExecuteOptions = { store?: ContentStore; timeBudgetMs?: number };

/**
 * Runs one outside request against the content schema (the shipped content unless a store is given):
 * refused unless it passes every limit in GRAPHQL_LIMITS, and stopped when it overruns its time budget.
 */
export async function executeGraphql(request: GraphqlRequest, options: ExecuteOptions = {}): Promise<GraphqlOutcome> {
  const schema = getBudgetedSchema();
  const variables = request.variables ?? undefined;
  const operationName = request.operationName ?? undefined;
  const checked = checkQueryLimits(schema, { query: request.query, variables, operationName });
  if (!checked.ok) return { kind: "refused", errors: checked.errors };

  const context = createContentContext(options.store);
  const run = await withinTimeBudget(options.timeBudgetMs ?? GRAPHQL_LIMITS.timeBudgetMs, (budget) =>
    execute({
      schema,
      document: checked.document,
      variableValues: variables,
      operationName,
      contextValue: { ...context, budget } satisfies BudgetedContext,
      hideSuggestions: true, // as in validation (./limits.ts): a wrong enum value gets no list of the right ones
    }),
  );
  return run.ok ? { kind: "executed", result: run.result } : { kind: "over-budget", error: run.error };
}
