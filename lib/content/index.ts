/**
 * The content module's public face: pages read content only through these typed get…() functions,
 * which query the GraphQL content service (in-process at build time, or CONTENT_GRAPHQL_URL).
 */
export {
  getAllPosts,
  getBlogPage,
  getBlogPageCount,
  getPost,
  getRelatedPosts,
  getCategories,
  getCategoryWithPosts,
  categoryHref,
  type PostSummary,
  type PostDetail,
  type CategorySummary,
  type CategoryLink,
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
  type ServiceGroup,
  type PageLink,
  type LegalPage,
} from "./api/pages";
export {
  getLocations,
  getFaq,
  getReviews,
  getPressOutlets,
  getTransportTypes,
  type LocationRegion,
  type FaqGroup,
  type Review,
  type PressOutlet,
  type TransportType,
} from "./api/data";
export { getContentRoutes } from "./api/routes";
export type { ContentImage } from "./api/types";
export { cutText } from "./text/cut";
export { categorySlug } from "./text/slug";
export { formatContentDate, isoDate } from "./text/dates";
export { CUT, PAGE_SECTIONS, REQUIRED_PAGES } from "./constants";
