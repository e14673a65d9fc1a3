import { isListType, isNonNullType, type DocumentNode, type GraphQLOutputType, type GraphQLSchema } from "graphql";
import { getComplexity, simpleEstimator, type ComplexityEstimator } from "graphql-query-complexity";
import { DEFAULT_PAGE_SIZE, GRAPHQL_DOCUMENT_FIELDS, GRAPHQL_LIMITS, MAX_PAGE_SIZE } from "../constants";

/**
 * What a query costs before it runs. graphql-query-complexity walks the document (fragments, variables,
 * @skip/@include); the estimator below says what one field costs given its children.
 */

/** How many items a `first`/`last` argument asks for, as the resolver will slice them (cursor.ts). */
function pageSize(args: Record<string, unknown>): number {
  const asked = typeof args.first === "number" ? args.first : typeof args.last === "number" ? args.last : DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(asked, 0), MAX_PAGE_SIZE);
}

const isIntrospection = (typeName: string, fieldName: string) => typeName.startsWith("__") || fieldName.startsWith("__");

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * One for the field plus its children once per item: a paged field (`first`/`last`, WPGraphQL's
 * connections) repeats its children for each item of the page, and the connection's own `nodes`/`edges`
 * lists are that same page, so they do not multiply again. Any other list is as long as the content
 * makes it and is counted as GRAPHQL_LIMITS.unpagedListItems items. Nested lists therefore multiply down the tree,
 * which is what makes `posts → categories → posts → …` expensive. A whole rendered document (a post body)
 * counts as GRAPHQL_LIMITS.documentFieldCost fields. Introspection lists (__schema.types, a type's fields)
 * are the schema's own, a few dozen entries whatever the content, and do not multiply.
 */
const listCostEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (isIntrospection(type.name, field.name)) return 1 + childComplexity;
  if (GRAPHQL_DOCUMENT_FIELDS.includes(`${type.name}.${field.name}`)) return GRAPHQL_LIMITS.documentFieldCost;
  if (field.args.some((arg) => arg.name === "first" || arg.name === "last")) return 1 + pageSize(args) * childComplexity;
  if (isList(field.type) && !type.name.endsWith("Connection")) {
    return 1 + GRAPHQL_LIMITS.unpagedListItems * childComplexity;
  }
  return 1 + childComplexity;
};

type Measured = { schema: GraphQLSchema; document: DocumentNode; variables?: Record<string, unknown>; operationName?: string };

/** Every field the operation selects, fragments expanded, each counted once (its breadth). */
export function countFields(options: Measured): number {
  return measure(options, simpleEstimator({ defaultComplexity: 1 }));
}

/** The estimated work of the operation: fields times the list sizes above them. */
export function estimateCost(options: Measured): number {
  return measure(options, listCostEstimator);
}

function measure({ schema, document, variables, operationName }: Measured, estimator: ComplexityEstimator): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [estimator],
    // Fragment spreads count as nodes too; a walk past this stops (the breadth limit refuses such a query anyway).
    maxQueryNodes: GRAPHQL_LIMITS.maxFields * 2,
  });
}
