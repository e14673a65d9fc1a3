import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
} from "graphql";
import { GRAPHQL_LIMITS } from "../constants";
import { countFields, estimateCost } from "./cost";

export type LimitCheck =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode }
  | { ok: false; errors: readonly GraphQLError[] };

type QueryRequest = { query: string; variables?: Record<string, unknown>; operationName?: string };

/**
 * GraphQL Armor's rules throw by default and word their refusal as a "Syntax Error"; here they report
 * into the validation like graphql's own rules, in plain words ("Query depth limit of 10 exceeded, found 32.").
 */
const reportInPlainWords = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ""))),
  ],
};

const shapeRules = [
  maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...reportInPlainWords }),
  maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...reportInPlainWords }),
  maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...reportInPlainWords }),
];

/**
 * Everything a query must pass before it runs, cheapest first: at most maxTokens tokens while parsing,
 * then graphql's own validation with the depth, alias and directive limits, then the breadth (fields
 * selected) and the cost (fields × list sizes). Each step is linear in a document already capped in size.
 * The schema is not for outsiders to read: introspection (__schema, __type) is refused and no error
 * suggests a name ("Did you mean …?"). The site's own queries are typed from the SDL in code (codegen.ts).
 */
export function checkQueryLimits(schema: GraphQLSchema, request: QueryRequest): LimitCheck {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    return { ok: false, errors: [asGraphqlError(error)] };
  }

  const invalid = validate(schema, document, [...specifiedRules, NoSchemaIntrospectionCustomRule, ...shapeRules], {
    hideSuggestions: true,
  });
  if (invalid.length) return { ok: false, errors: invalid };

  const operation = getOperationAST(document, request.operationName);
  if (!operation) {
    const message = request.operationName ? `Unknown operation named "${request.operationName}".` : "Must provide operation name if query contains multiple operations.";
    return { ok: false, errors: [new GraphQLError(message)] };
  }

  // Checked here, before the cost estimate reads them: graphql-query-complexity coerces variables without
  // hideSuggestions, so a wrong enum value would come back with the list of right ones.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, {
    hideSuggestions: true,
  });
  if (coerced.errors) return { ok: false, errors: coerced.errors };

  const measured = { schema, document, variables: request.variables, operationName: operation.name?.value };
  try {
    const fields = countFields(measured);
    if (fields > GRAPHQL_LIMITS.maxFields) {
      return { ok: false, errors: [new GraphQLError(`Query selects ${fields} fields; the limit is ${GRAPHQL_LIMITS.maxFields}.`)] };
    }
    const cost = estimateCost(measured);
    if (cost > GRAPHQL_LIMITS.maxCost) {
      return {
        ok: false,
        errors: [new GraphQLError(`Query cost ${cost} exceeds the limit of ${GRAPHQL_LIMITS.maxCost}; ask for smaller pages (first) or fewer nested lists.`)],
      };
    }
  } catch (error) {
    return { ok: false, errors: [asGraphqlError(error)] };
  }
  return { ok: true, document, operation };
}

function asGraphqlError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  return new GraphQLError("The query could not be read.", { originalError: error instanceof Error ? error : undefined });
}
