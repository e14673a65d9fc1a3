/** Where the site's words live (written once, with the broker's facts); tests point the loaders at a fixture folder. */
export { CONTENT_DIR } from "@/lib/facts";

/** Card and preview lengths agreed with design: titles fit one line on a card, excerpts three. */
export const CUT = {
  cardTitle: 35,
  cardExcerpt: 120,
  featuredExcerpt: 150,
} as const;

export const ELLIPSIS = "…";

/** Posts per blog index page (the featured post is taken from page 1's list). */
export const POSTS_PER_PAGE = 9;

/** How many related posts a post page shows. */
export const RELATED_POSTS = 3;

/** Page size used when a page needs every post; WPGraphQL caps `first` at 100 the same way. */
export const MAX_PAGE_SIZE = 100;

/** A connection's page size when the query gives no `first`/`last`; WPGraphQL's default. */
export const DEFAULT_PAGE_SIZE = 10;

/** Display format for dates, date-fns tokens (e.g. "March 4, 2025"). */
export const DATE_FORMAT = "MMMM d, yyyy";

/** The WPGraphQL cursor prefix; cursors are base64("arrayconnection:<offset>"). */
export const CURSOR_PREFIX = "arrayconnection:";

/** Pages the site promises; the all-content check fails when one of these files is missing. */
export const REQUIRED_PAGES = {
  solutions: ["snowbird", "military-relocation", "military-bases", "students", "sports-teams", "relocation", "vacation-and-travel"],
  guides: ["vehicle-preparation", "car-shipping-insurance"],
  locations: [
    "north-america", "africa", "usa-continental", "non-continental-usa", "hawaii", "puerto-rico", "virgin-islands",
    "alaska", "anchorage", "rv-shipping", "boat-shipping", "europe", "asia", "uae", "dubai", "jebel-ali", "oceania", "uk",
  ],
  legal: ["privacy-policy", "shiplux-terms", "do-not-sell-or-share"],
} as const;

/** Content folders whose <slug>.yaml files are pages, with the URL prefix they live under. */
export const PAGE_SECTIONS = {
  solutions: { folder: "solutions", base: "/auto-transport-solutions" },
  guides: { folder: "guides", base: "/shipping-guide" },
  locations: { folder: "locations", base: "/shipping-locations" },
} as const;
export type PageSection = keyof typeof PAGE_SECTIONS;

/** The index page of each section is <folder>/index.yaml. */
export const INDEX_SLUG = "index";

/** Largest query document /api/graphql accepts; the site's own queries are under 2 KB. */
export const GRAPHQL_MAX_QUERY_LENGTH = 20_000;

/**
 * What /api/graphql accepts before it runs anything. Sized on the site's own documents (lib/content/queries,
 * with `first` at MAX_PAGE_SIZE; tests/integration/content/graphql-limits.test.ts checks each one passes):
 * at most 113 tokens, depth 6, no aliases or directives, 45 fields, cost 8,991 (locations). Each limit leaves
 * that 2× or more room; the attack that found these limits (issue 12) was depth 25–50 or 541 aliases.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens parse() reads before it gives up: the largest site query has 113, a handwritten one a few hundred. */
  maxTokens: 1000,
  /** Field nesting: the site's deepest is 6 (posts.nodes.featuredImage.node.mediaDetails.width). A round trip
   * posts → nodes → categories → nodes takes 4 levels, so the cycle stops after two. */
  maxDepth: 10,
  /** GraphQL Armor's default; the site uses none, a client may rename a few fields. */
  maxAliases: 15,
  /** @include/@skip uses; the site uses none. */
  maxDirectives: 10,
  /** Fields selected, fragments expanded: the site's largest (a content page) selects 45, the standard
   * introspection query of GraphQL tools (graphql's getIntrospectionQuery()) 220. */
  maxFields: 250,
  /** Estimated work: fields × the list sizes above them (graphql/cost.ts). The site's largest is 8,991, the
   * three-level locations tree; posts(first: 100) with card fields is 5,201. An unlimited
   * posts → categories → posts chain at default page sizes goes over it at depth 9 (22,221). */
  maxCost: 20_000,
  /** Length assumed for a list without `first`: the content's lists hold 3–24 items, most under 10. */
  unpagedListItems: 10,
  /** What a whole rendered document (a post's content, a legal page) counts as: some 5.5 KB of HTML against a
   * few bytes for a scalar, so that the cost also bounds the size of the answer (541 bodies made 64 MB). */
  documentFieldCost: 50,
  /** Wall time one request may run, a backstop behind the limits above: every post body rendered cold takes
   * about 300 ms here (more on a busy two-core server), the site's queries warm under 50 ms. */
  timeBudgetMs: 2000,
  /** POST body: a query of GRAPHQL_MAX_QUERY_LENGTH characters plus its variables (413 beyond). */
  maxBodyBytes: 64 * 1024,
} as const;

/** Fields whose value is a whole rendered document; each costs GRAPHQL_LIMITS.documentFieldCost. */
export const GRAPHQL_DOCUMENT_FIELDS: readonly string[] = ["Post.content", "LegalPage.contentHtml"];

/**
 * Rendered Markdown bodies kept by the content resolvers (resolvers/rendered-html.ts). The shipped
 * content has 786 distinct Markdown texts (243 KB), so every one fits with room to spare.
 */
export const RENDERED_HTML_CACHE_ENTRIES = 2000;

/** Window of the per-client request count on /api/graphql (RATE_LIMIT_GRAPHQL requests per window). */
export const GRAPHQL_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * A successful GET answer may be kept by browsers and shared caches for a minute: content changes only
 * with a deploy, and a minute bounds how long a stale answer lives after one. POSTs and errors: no-store.
 */
export const GRAPHQL_CACHE_CONTROL = { success: "public, max-age=60", never: "no-store" } as const;
