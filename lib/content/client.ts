import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from "@apollo/client";
import { SchemaLink } from "@apollo/client/link/schema";
import { getEnv } from "@/lib/config/env";
import type { ContentStore } from "./load/store";
import { createContentContext, getContentSchema } from "./graphql/schema";

/**
 * Pages query content through Apollo Client: in-process over the schema at build time (no server
 * running), or over HTTP when CONTENT_GRAPHQL_URL names a remote endpoint (e.g. WordPress + WPGraphQL).
 * The cache is off: every page is rendered once, and block ids repeat across pages.
 */
export function createContentClient(options: { store?: ContentStore; remoteUrl?: string } = {}): ApolloClient {
  const link: ApolloLink = options.remoteUrl
    ? new HttpLink({ uri: options.remoteUrl })
    : new SchemaLink({ schema: getContentSchema(), context: () => createContentContext(options.store) });
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    // errorPolicy stays at its default, "none": a GraphQL error rejects the query.
    defaultOptions: { query: { fetchPolicy: "no-cache" } },
  });
}

let shared: ApolloClient | undefined;

export function getContentClient(): ApolloClient {
  shared ??= createContentClient({ remoteUrl: getEnv().CONTENT_GRAPHQL_URL });
  return shared;
}
