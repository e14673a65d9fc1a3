import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { getEnv } from "@/lib/config/env";
import { configuredAssetHosts } from "../asset-url";
import { getContentStore, type ContentStore } from "../load/store";
import { blogTypeDefs } from "./blog-type-defs";
import { siteTypeDefs } from "./site-type-defs";
import type { ContentContext } from "./context";
import { blogResolvers } from "./resolvers/blog";
import { siteResolvers } from "./resolvers/site";

let schema: GraphQLSchema | undefined;

/** The content schema; the same instance serves /api/graphql and the build-time SchemaLink. */
export function getContentSchema(): GraphQLSchema {
  schema ??= makeExecutableSchema<ContentContext>({
    typeDefs: [blogTypeDefs, siteTypeDefs],
    resolvers: [blogResolvers, siteResolvers],
  });
  return schema;
}

/** Resolver context over a store (the shipped content by default, fixtures in tests). */
export function createContentContext(store: ContentStore = getContentStore()): ContentContext {
  return { store, hosts: configuredAssetHosts(), siteUrl: getEnv().SITE_URL.replace(/\/+$/, "") };
}
