import {
  getIntrospectionQuery,
  getNamedType,
  getOperationAST,
  isEnumType,
  isInputType,
  isListType,
  isNonNullType,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
} from "graphql";
import { GET, POST } from "@/app/api/graphql/route";
import { getEnv } from "@/lib/config/env";
import { GRAPHQL_LIMITS, MAX_PAGE_SIZE } from "@/lib/content/constants";
import { executeGraphql } from "@/lib/content/graphql/execute";
import { getContentSchema } from "@/lib/content/graphql/schema";
import * as blogQueries from "@/lib/content/queries/blog";
import * as dataQueries from "@/lib/content/queries/data";
import * as siteQueries from "@/lib/content/queries/site";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

/** Every test speaks from its own address so the per-IP count of one never limits another. */
let lastHost = 0;
const nextIp = () => `198.51.100.${++lastHost}`;

function post(body: unknown, ip = nextIp()): Promise<Response> {
  return POST(
    new Request("http://127.0.0.1/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

function get(query: string, ip = nextIp()): Promise<Response> {
  const url = new URL("http://127.0.0.1/api/graphql");
  url.searchParams.set("query", query);
  return GET(new Request(url, { headers: { [CLIENT_IP_HEADER]: ip } }));
}

async function timed(request: Promise<Response>): Promise<{ response: Response; answer: Answer; ms: number }> {
  const start = performance.now();
  const response = await request;
  const answer = (await response.json()) as Answer;
  return { response, answer, ms: performance.now() - start };
}

/**
 * What a refusal may cost, measured against this run, not the wall clock: a busy machine slows both alike.
 * A refused query is answered before it runs, so it costs about what a one-post query costs; ten of those,
 * plus room for a pause, is the bound. One that ran would walk millions of fields until the time budget.
 */
async function refusalBoundMs(): Promise<number> {
  const small = `{ posts(first: 1) { nodes { slug } } }`;
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push((await timed(post({ query: small }))).ms);
  const median = times.sort((a, b) => a - b)[1] ?? 0;
  return 10 * median + 250;
}

/** posts { nodes { categories { nodes { posts … } } } } nested until it is `levels` fields deep. */
function cyclicQuery(levels: number): string {
  const path = Array.from({ length: levels - 1 }, (_, i) => ["posts", "nodes", "categories", "nodes"][i % 4]);
  return `{ ${path.reduceRight((inner, field) => `${field} { ${inner} }`, "databaseId")} }`;
}

const aliased = (count: number, selection: string) =>
  `{${Array.from({ length: count }, (_, i) => `a${i}:${selection}`).join("")}}`;

describe("/api/graphql refuses expensive queries before running them", () => {
  it("refuses a 30-level posts → categories → posts query with 400, costing about what a small query costs", async () => {
    const bound = await refusalBoundMs();
    const { response, answer, ms } = await timed(post({ query: cyclicQuery(30) }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe(`Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 30.`);
    expect(answer.data).toBeUndefined();
    expect(ms).toBeLessThan(bound);
  });

  it("refuses 541 aliases of posts(first: 100) { nodes { content } }, costing about what a small query costs", async () => {
    const query = aliased(541, "posts(first:100){nodes{content}}");
    expect(query.length).toBeLessThan(20_000); // the size of the probe: within the document length limit
    const bound = await refusalBoundMs();
    const { response, answer, ms } = await timed(post({ query }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(new RegExp(`Document contains more th\\w+ ${GRAPHQL_LIMITS.maxTokens} tokens`));
    expect(ms).toBeLessThan(bound);
  });

  it("refuses more aliases than the limit even when the document is small and cheap", async () => {
    const { response, answer } = await timed(post({ query: aliased(GRAPHQL_LIMITS.maxAliases + 1, "posts(first:1){nodes{slug}}") }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe(`Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}.`);
  });

  it("refuses a shallow query whose page sizes multiply past the cost limit", async () => {
    const query = `{ posts(first: 100) { nodes { categories(first: 100) { nodes { posts(first: 100) { nodes { slug } } } } } } }`;
    const bound = await refusalBoundMs();
    const { response, answer, ms } = await timed(post({ query }));
    expect(response.status).toBe(400);
    // 1 + 100 × (1 + 1 + 100 × (1 + 1 + 100 × (1 + 1))): each list repeats what is below it.
    expect(answer.errors?.[0]?.message).toMatch(/^Query cost 2020201 exceeds the limit of 20000/);
    expect(ms).toBeLessThan(bound);
  });

  it("counts a page size given in a variable the same as one written in the query", async () => {
    const query = `query($n: Int) { posts(first: $n) { nodes { categories(first: $n) { nodes { posts(first: $n) { nodes { slug } } } } } } }`;
    const { response, answer } = await timed(post({ query, variables: { n: 100 } }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/^Query cost 2020201 /);
  });

  it("refuses a document of more than maxTokens tokens while parsing it", async () => {
    const query = `{ ${"__typename ".repeat(GRAPHQL_LIMITS.maxTokens)} }`;
    const { response, answer } = await timed(post({ query }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(new RegExp(`^Syntax Error: Document contains more th\\w+ ${GRAPHQL_LIMITS.maxTokens} tokens`));
  });

  it("refuses a query that selects more fields than the breadth limit", async () => {
    const query = `{ posts(first: 1) { nodes { ${"slug ".repeat(GRAPHQL_LIMITS.maxFields)} } } }`;
    const { response, answer } = await timed(post({ query }));
    expect(response.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe(`Query selects ${GRAPHQL_LIMITS.maxFields + 2} fields; the limit is ${GRAPHQL_LIMITS.maxFields}.`);
  });

  it("refuses a body over the size limit with 413 without parsing it", async () => {
    const body = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(GRAPHQL_LIMITS.maxBodyBytes) } });
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("stops a query that overruns its time budget with one error instead of running on", async () => {
    const outcome = await executeGraphql({ query: "{ posts(first: 100) { nodes { slug content } } }" }, { timeBudgetMs: 0 });
    expect(outcome.kind).toBe("over-budget");
    if (outcome.kind === "over-budget") expect(outcome.error.message).toMatch(/took longer than 0 ms/);
  });
});

/** Variables as expensive as the site may send them: every page size at MAX_PAGE_SIZE, other required ones filled in, optional ones left out. */
function largestVariables(document: DocumentNode): Record<string, unknown> {
  const schema = getContentSchema();
  const value = (type: GraphQLInputType): unknown => {
    const named = getNamedType(type);
    if (named.name === "Int") return MAX_PAGE_SIZE;
    if (!isNonNullType(type)) return undefined;
    if (isListType(type.ofType)) return [];
    return isEnumType(named) ? named.getValues()[0]?.value : "no-such-thing";
  };
  const variables = getOperationAST(document)?.variableDefinitions ?? [];
  return Object.fromEntries(
    variables.map((definition) => {
      const type = typeFromAST(schema, definition.type);
      if (!type || !isInputType(type)) throw new Error(`Unknown variable type in ${print(definition)}`);
      return [definition.variable.name.value, value(type)];
    }),
  );
}

const siteDocuments = Object.entries({ ...blogQueries, ...siteQueries, ...dataQueries }).filter(
  (entry): entry is [string, DocumentNode] => typeof entry[1] === "object" && (entry[1] as DocumentNode).kind === "Document",
);

describe("/api/graphql accepts what the site itself asks", () => {
  it("finds the site's query documents to check", () => {
    expect(siteDocuments.map(([name]) => name)).toEqual(expect.arrayContaining(["POSTS_QUERY", "SERVICE_PAGE_QUERY", "LOCATIONS_QUERY"]));
    expect(siteDocuments.length).toBeGreaterThanOrEqual(13);
  });

  it.each(siteDocuments)("accepts %s with every page size at its largest", async (_name, document) => {
    const { response, answer } = await timed(post({ query: print(document), variables: largestVariables(document) }));
    expect(answer.errors).toBeUndefined();
    expect(response.status).toBe(200);
  });
});

describe("/api/graphql keeps the schema to itself", () => {
  it("refuses the standard introspection query and a __type lookup", async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "Post") { fields { name } } }']) {
      const { response, answer } = await timed(post({ query }));
      expect(response.status).toBe(400);
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
    }
  });

  it("still answers __typename", async () => {
    const { response, answer } = await timed(post({ query: "{ __typename }" }));
    expect(response.status).toBe(200);
    expect(answer.data).toEqual({ __typename: "Query" });
  });

  it("suggests no field, argument or enum value names in its errors", async () => {
    const misspelt = [
      "{ post { titl } }",
      "{ posts(frist: 1) { nodes { slug } } }",
      '{ post(id: "x", idType: SLUGG) { slug } }',
      { query: "query Q($t: PostIdType!) { post(id: \"x\", idType: $t) { slug } }", variables: { t: "SLUGG" } },
    ];
    for (const request of misspelt) {
      const { answer } = await timed(post(typeof request === "string" ? { query: request } : request));
      const messages = (answer.errors ?? []).map((e) => e.message).join(" | ");
      expect(messages, JSON.stringify(request)).not.toBe("");
      expect(messages, JSON.stringify(request)).not.toMatch(/did you mean/i);
    }
  });
});

describe("/api/graphql limits each client's request rate", () => {
  it("answers 429 with Retry-After after RATE_LIMIT_GRAPHQL requests from one IP, and still answers another IP", async () => {
    const limit = getEnv().RATE_LIMIT_GRAPHQL;
    const [busy, other] = [nextIp(), nextIp()];
    for (let i = 0; i < limit; i++) expect((await post({ query: "{ __typename }" }, busy)).status).toBe(200);

    const refused = await post({ query: "{ __typename }" }, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(((await refused.json()) as Answer).errors?.[0]?.message).toMatch(/^Too many requests/);

    expect((await post({ query: "{ __typename }" }, other)).status).toBe(200);
  });
});

describe("/api/graphql tells caches what they may keep", () => {
  it("lets a successful GET be cached publicly for a minute", async () => {
    const response = await get("{ posts(first: 1) { nodes { slug } } }");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("marks POST answers and refusals no-store", async () => {
    expect((await post({ query: "{ __typename }" })).headers.get("cache-control")).toBe("no-store");
    const refused = await get(cyclicQuery(12));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the CONTENT_GRAPHQL_PUBLIC switch", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The route as a fresh server process with this environment would load it. */
  async function routeWith(env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return import("@/app/api/graphql/route");
  }

  it("answers 404 with a GraphQL error when switched off", async () => {
    const route = await routeWith({ CONTENT_GRAPHQL_PUBLIC: "false" });
    const url = new URL("http://127.0.0.1/api/graphql?query=%7B__typename%7D");
    const response = await route.GET(new Request(url));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: "Not found" }] });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is off in production when unset", async () => {
    const route = await routeWith({ NODE_ENV: "production" });
    expect((await route.GET(new Request("http://127.0.0.1/api/graphql?query=%7B__typename%7D"))).status).toBe(404);
  });

  it("answers in production when set to true", async () => {
    const route = await routeWith({ NODE_ENV: "production", CONTENT_GRAPHQL_PUBLIC: "true" });
    const response = await route.GET(new Request("http://127.0.0.1/api/graphql?query=%7B__typename%7D"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: "Query" } });
  });
});
