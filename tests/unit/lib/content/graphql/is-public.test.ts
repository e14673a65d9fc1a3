import { isGraphqlPublic } from "@/lib/content/graphql/is-public";

describe("isGraphqlPublic", () => {
  it("is off in production and on elsewhere when CONTENT_GRAPHQL_PUBLIC is unset", () => {
    expect(isGraphqlPublic({ NODE_ENV: "production", CONTENT_GRAPHQL_PUBLIC: undefined })).toBe(false);
    expect(isGraphqlPublic({ NODE_ENV: "development", CONTENT_GRAPHQL_PUBLIC: undefined })).toBe(true);
    expect(isGraphqlPublic({ NODE_ENV: "test", CONTENT_GRAPHQL_PUBLIC: undefined })).toBe(true);
  });

  it("follows CONTENT_GRAPHQL_PUBLIC when it is set, in any environment", () => {
    expect(isGraphqlPublic({ NODE_ENV: "production", CONTENT_GRAPHQL_PUBLIC: "true" })).toBe(true);
    expect(isGraphqlPublic({ NODE_ENV: "development", CONTENT_GRAPHQL_PUBLIC: "false" })).toBe(false);
  });
});
