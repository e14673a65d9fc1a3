import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Result and variable types come from the query documents themselves (`npm run codegen`); the output is
 * committed so the build never runs codegen, and `npm run codegen:check` fails when it is stale.
 * The schema is read from the SDL strings in the type-defs modules (their GraphQL comment tag), the same
 * strings makeExecutableSchema builds /api/graphql from.
 */
const config: CodegenConfig = {
  schema: ["lib/content/graphql/blog-type-defs.ts", "lib/content/graphql/site-type-defs.ts"],
  documents: ["lib/content/queries/*.ts"],
  ignoreNoDocuments: false,
  generates: {
    "lib/content/queries/generated/": {
      preset: "client",
      // Pages read whole results; masking would hide fragment fields behind an unmask call.
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, skipTypename: true, useTypeImports: true },
    },
  },
};

export default config;
