import { gql } from "@apollo/client";
import { graphql } from "graphql";
import { GET, POST } from "@/app/api/graphql/route";
import { createContentClient } from "@/lib/content/client";
import { createContentContext, getContentSchema } from "@/lib/content/graphql/schema";

/** Queries as a WordPress + WPGraphQL front end would write them, unchanged. */
const CONNECTION = `
  query AllPosts($first: Int, $after: String) {
    posts(first: $first, after: $after, where: { orderby: { field: DATE, order: DESC } }) {
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          databaseId id slug uri title date modified excerpt
          featuredImage { node { sourceUrl altText mediaDetails { width height } } }
          categories { nodes { name slug } edges { node { name slug } } }
          author { node { name } }
        }
      }
      nodes { slug }
    }
  }`;
const BY_SLUG = `query PostBySlug($id: ID!) { post(id: $id, idType: SLUG) { databaseId slug title content categories { nodes { name } } } }`;
const BY_CATEGORY = `query ByCategory($cat: String) { posts(first: 100, where: { categoryName: $cat }) { nodes { slug categories { nodes { slug } } } } }`;
const CATEGORY = `query Category($id: ID!) { category(id: $id, idType: SLUG) { name slug count posts(first: 2) { nodes { slug } } } }`;


type Vars = Record<string, unknown>;

async function viaRoute(query: string, variables: Vars = {}) {
  const response = await POST(
    new Request("http://127.0.0.1/api/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
}

async function viaSchema(query: string, variables: Vars = {}) {
  const result = await graphql({ schema: getContentSchema(), source: query, variableValues: variables, contextValue: createContentContext() });
  return JSON.parse(JSON.stringify(result)) as { data: Record<string, unknown>; errors?: unknown };
}

async function viaApollo(query: string, variables: Vars = {}) {
  const { data } = await createContentClient().query({ query: gql(query), variables });
  return data as Record<string, unknown>;
}

/** Apollo adds __typename to every selection; the wire answer does not have it. */
function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "__typename").map(([k, v]) => [k, withoutTypename(v)]));
  }
  return value;
}

async function sameEverywhere(query: string, variables: Vars = {}) {
  const [route, schema, apollo] = await Promise.all([viaRoute(query, variables), viaSchema(query, variables), viaApollo(query, variables)]);
  expect(route.errors).toBeUndefined();
  expect(route).toEqual(schema);
  expect(withoutTypename(apollo)).toEqual(route.data);
  return route.data;
}

type PostsData = {
  posts: {
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { cursor: string; node: { slug: string; date: string; featuredImage: { node: { mediaDetails: { width: number } } } } }[];
    nodes: { slug: string }[];
  };
};

describe("GraphQL contract: /api/graphql, the in-process schema and Apollo's SchemaLink agree", () => {
  it("answers a WPGraphQL posts connection with edges, nodes and pageInfo, newest first", async () => {
    const data = (await sameEverywhere(CONNECTION, { first: 5 })) as PostsData;
    expect(data.posts.edges).toHaveLength(5);
    expect(data.posts.nodes.map((n) => n.slug)).toEqual(data.posts.edges.map((e) => e.node.slug));
    const dates = data.posts.edges.map((e) => e.node.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.posts.pageInfo.hasNextPage).toBe(true);
    expect(Buffer.from(data.posts.pageInfo.endCursor, "base64").toString()).toBe("arrayconnection:4");
    expect(data.posts.edges[0]?.node.featuredImage.node.mediaDetails.width).toBe(1200);
  });

  it("pages through every post with `after` without repeating or skipping one", async () => {
    const all = (await sameEverywhere(CONNECTION, { first: 100 })) as PostsData;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = (await sameEverywhere(CONNECTION, { first: 4, after })) as PostsData;
      seen.push(...page.posts.nodes.map((n) => n.slug));
      after = page.posts.pageInfo.hasNextPage ? page.posts.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(all.posts.nodes.map((n) => n.slug));
    expect(seen.length).toBeGreaterThanOrEqual(12);
  });

  it("finds a post by slug with post(idType: SLUG) and renders its content as HTML", async () => {
    const first = ((await sameEverywhere(CONNECTION, { first: 1 })) as PostsData).posts.nodes[0]?.slug;
    const data = (await sameEverywhere(BY_SLUG, { id: first })) as { post: { slug: string; content: string } };
    expect(data.post.slug).toBe(first);
    expect(data.post.content).toMatch(/<h2>|<p>/);
    expect(data.post.content).not.toContain("<script");
  });

  it("filters posts by categoryName and every result carries that category", async () => {
    const data = (await sameEverywhere(BY_CATEGORY, { cat: "costs" })) as { posts: { nodes: { categories: { nodes: { slug: string }[] } }[] } };
    expect(data.posts.nodes.length).toBeGreaterThan(0);
    for (const post of data.posts.nodes) expect(post.categories.nodes.map((c) => c.slug)).toContain("costs");
  });

  it("answers category(idType: SLUG) with a post count that matches the filter", async () => {
    const category = (await sameEverywhere(CATEGORY, { id: "costs" })) as { category: { count: number } };
    const filtered = (await viaRoute(BY_CATEGORY, { cat: "costs" })) as unknown as { data: { posts: { nodes: unknown[] } } };
    expect(category.category.count).toBe(filtered.data.posts.nodes.length);
  });

  it("returns null for an unknown slug, as WPGraphQL does", async () => {
    expect(await sameEverywhere(BY_SLUG, { id: "no-such-post" })).toEqual({ post: null });
  });

  it("serves GET requests with the query in the URL", async () => {
    const url = new URL("http://127.0.0.1/api/graphql");
    url.searchParams.set("query", BY_SLUG);
    url.searchParams.set("variables", JSON.stringify({ id: "no-such-post" }));
    const response = await GET(new Request(url));
    expect(await response.json()).toEqual({ data: { post: null } });
  });

  it("rejects a body that is not JSON with 400", async () => {
    const response = await POST(new Request("http://127.0.0.1/api/graphql", { method: "POST", body: "{not json" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: "Request body must be JSON" }] });
  });

  it("rejects a JSON body without a query with 400 naming the field", async () => {
    const response = await POST(new Request("http://127.0.0.1/api/graphql", { method: "POST", body: JSON.stringify({ variables: {} }) }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("query");
  });

  it("rejects a malformed cursor as a GraphQL error rather than a crash", async () => {
    const result = await viaRoute(CONNECTION, { first: 2, after: "bm90LWEtY3Vyc29y" });
    expect(JSON.stringify(result.errors)).toContain("Invalid cursor");
  });
});
