import { parse } from "graphql";
import { DEFAULT_PAGE_SIZE, GRAPHQL_LIMITS, MAX_PAGE_SIZE } from "@/lib/content/constants";
import { countFields, estimateCost } from "@/lib/content/graphql/cost";
import { getContentSchema } from "@/lib/content/graphql/schema";

const measure = (query: string, variables?: Record<string, unknown>) => {
  const options = { schema: getContentSchema(), document: parse(query), variables };
  return { cost: estimateCost(options), fields: countFields(options) };
};

describe("the GraphQL cost estimate", () => {
  it("counts a connection's children once per item of the page asked for", () => {
    // posts + 3 × (nodes + slug)
    expect(measure("{ posts(first: 3) { nodes { slug } } }").cost).toBe(1 + 3 * 2);
  });

  it("assumes the default page size when `first` is absent and caps `first` at MAX_PAGE_SIZE", () => {
    expect(measure("{ posts { nodes { slug } } }").cost).toBe(1 + DEFAULT_PAGE_SIZE * 2);
    expect(measure("{ posts(first: 5000) { nodes { slug } } }").cost).toBe(1 + MAX_PAGE_SIZE * 2);
  });

  it("multiplies nested lists down the tree", () => {
    const { cost } = measure("{ posts(first: 4) { nodes { categories(first: 5) { nodes { name } } } } }");
    expect(cost).toBe(1 + 4 * (1 + 1 + 5 * (1 + 1)));
  });

  it("reads page sizes from variables", () => {
    expect(measure("query($n: Int) { posts(first: $n) { nodes { slug } } }", { n: 7 }).cost).toBe(1 + 7 * 2);
  });

  it("counts lists without a page size as unpagedListItems long", () => {
    const n = GRAPHQL_LIMITS.unpagedListItems;
    // faq + n × (items + n × id)
    expect(measure("{ faq { items { id } } }").cost).toBe(1 + n * (1 + n * 1));
  });

  it("counts a rendered post body as documentFieldCost fields", () => {
    expect(measure("{ posts(first: 2) { nodes { content } } }").cost).toBe(1 + 2 * (1 + GRAPHQL_LIMITS.documentFieldCost));
  });

  it("counts every selected field once for the breadth, fragments expanded", () => {
    const query = "fragment F on Post { slug title } { posts(first: 100) { nodes { ...F date } } }";
    expect(measure(query).fields).toBe(5);
  });
});
