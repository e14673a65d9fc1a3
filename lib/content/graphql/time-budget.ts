import { MapperKind, mapSchema } from "@graphql-tools/utils";
import { GraphQLError, defaultFieldResolver, type ExecutionResult, type GraphQLSchema } from "graphql";
import type { ContentContext } from "./context";
import { getContentSchema } from "./schema";

/**
 * A request's time budget. The content resolvers are synchronous, so a timer alone could not fire until
 * execution had finished: every field therefore checks the deadline before it resolves, and once it has
 * passed, no further field runs (each answers an error at once, so nothing below it starts).
 */
export type TimeBudget = { deadline: number; exceeded: boolean };
export type BudgetedContext = ContentContext & { budget: TimeBudget };

export class TimeBudgetError extends GraphQLError {
  constructor(budgetMs: number) {
    super(`The query took longer than ${budgetMs} ms and was stopped; ask for fewer or smaller lists.`);
  }
}

let schema: GraphQLSchema | undefined;

/** The content schema with the deadline check in front of every field; only /api/graphql uses it. */
export function getBudgetedSchema(): GraphQLSchema {
  schema ??= mapSchema(getContentSchema(), {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context: BudgetedContext, info) => {
          if (context.budget.exceeded || performance.now() > context.budget.deadline) {
            context.budget.exceeded = true;
            throw new GraphQLError("Time budget exceeded");
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
  return schema;
}

/**
 * Runs `execute` within `budgetMs`: a synchronous overrun is caught by the field checks above, an
 * asynchronous one (a resolver awaiting I/O) by the timer. Either way the answer is one TimeBudgetError.
 */
export async function withinTimeBudget(
  budgetMs: number,
  execute: (budget: TimeBudget) => ExecutionResult | Promise<ExecutionResult>,
): Promise<{ ok: true; result: ExecutionResult } | { ok: false; error: TimeBudgetError }> {
  const budget: TimeBudget = { deadline: performance.now() + budgetMs, exceeded: false };
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), budgetMs);
  });
  try {
    const result = await Promise.race([Promise.resolve().then(() => execute(budget)), timedOut]);
    if (result === "timed-out" || budget.exceeded) {
      budget.exceeded = true;
      return { ok: false, error: new TimeBudgetError(budgetMs) };
    }
    return { ok: true, result };
  } finally {
    clearTimeout(timer);
  }
}
