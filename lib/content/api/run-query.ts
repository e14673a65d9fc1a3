import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { getOperationAST } from "graphql";
import { getContentClient } from "../client";

/** Runs one typed query; a GraphQL or network error becomes an Error naming the operation. */
export async function runQuery<TData, TVars extends OperationVariables>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<TData> {
  const name = getOperationAST(query)?.name?.value ?? "anonymous";
  let result;
  try {
    result = await getContentClient().query({ query, variables });
  } catch (error) {
    throw new Error(`Content query ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!result.data) throw new Error(`Content query ${name} returned no data`, { cause: result.error });
  return result.data as TData;
}
