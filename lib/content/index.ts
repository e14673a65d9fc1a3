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
export { inlineSvgSrc } from "./inline-svg";
export { cutText } from "./text/cut";
export { formatContentDate, isoDate } from "./text/dates";
export { CUT, PAGE_SECTIONS } from "./constants";
