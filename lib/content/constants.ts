import path from "node:path";

/** Where the site's words live; tests point the loaders at tests/fixtures/content instead. */
export const CONTENT_DIR = path.join(process.cwd(), "content");

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

/** Display format for dates, date-fns tokens (e.g. "March 4, 2025"). */
export const DATE_FORMAT = "MMMM d, yyyy";

/** Blog featured images: 1200×630 (Open Graph ratio); illustrations 1200×800. */
export const BLOG_IMAGE = { width: 1200, height: 630 } as const;

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
  legal: ["privacy-policy", "shiplux-terms"],
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
