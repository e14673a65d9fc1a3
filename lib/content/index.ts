/**
 * The content module's public face, for the server: pages read content only through these typed get…()
 * functions, which query the GraphQL content service (in-process at build time, or CONTENT_GRAPHQL_URL); beside
 * them, what pages build from content (metadata, JSON-LD, the menus built from the catalogue and the sections)
 * and the /api/graphql handler. The map's projection, which the booking page draws without any of this, is
 * @/lib/content/map.
 */
export {
  getAllPosts,
  getBlogPage,
  getBlogPageCount,
  getPost,
  getRelatedPosts,
  getCategories,
  getCategoryWithPosts,
  type PostSummary,
  type PostDetail,
  type BlogPage,
} from "./api/blog";
export {
  getServiceGroups,
  getServicePaths,
  getServicePage,
  getSectionPage,
  getSectionPages,
  getLegalPage,
  type ContentBlock,
  type ContentPageData,
} from "./api/pages";
export {
  getLocations,
  getFaq,
  getReviews,
  getPressOutlets,
  getTransportTypes,
  type LocationRegion,
  type FaqGroup,
} from "./api/data";
export { getContentRoutes } from "./api/routes";
export { inlineSvg } from "./inline-svg";
export { cutText } from "./text/cut";
export { formatContentDate, isoDate } from "./text/dates";
export { CUT, PAGE_SECTIONS, type PageSection } from "./constants";
export { contentMetadata, contentPageMetadata } from "./metadata";
export { LISTING_PAGES } from "./listing-pages";
export { absoluteUrl, blogPostingJsonLd, breadcrumbListJsonLd, faqPageJsonLd, type Crumb } from "./json-ld";
export { railItems, serviceMenu } from "./navigation-tree";
export { answerGraphqlHttp } from "./graphql/http/answer";
