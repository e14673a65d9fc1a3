import { SERVICES_PATH } from "@/lib/config";
import { PAGE_SECTIONS, REQUIRED_PAGES } from "../constants";
import { getAllPosts, getBlogPageCount, getCategories } from "./blog";
import { getSectionPages, getServicePaths } from "./pages";

/**
 * Every indexable content path, for the sitemap. A service listed under a second group is left out: that
 * URL redirects to its page under the first group, and a sitemap lists canonical URLs only.
 */
export async function getContentRoutes(): Promise<string[]> {
  const [posts, pageCount, categories, services, solutions, guides, locations] = await Promise.all([
    getAllPosts(),
    getBlogPageCount(),
    getCategories(),
    getServicePaths(),
    getSectionPages("solutions"),
    getSectionPages("guides"),
    getSectionPages("locations"),
  ]);
  return [
    "/blog",
    ...Array.from({ length: pageCount - 1 }, (_, i) => `/blog/page/${i + 2}`),
    ...posts.map((p) => p.href),
    "/category",
    ...categories.filter((c) => c.count > 0).map((c) => c.href),
    "/frequently-asked-questions",
    SERVICES_PATH,
    ...services.filter((s) => s.path === s.canonicalPath).map((s) => s.path),
    PAGE_SECTIONS.solutions.base,
    ...solutions.map((p) => p.path),
    PAGE_SECTIONS.locations.base,
    ...locations.map((p) => p.path),
    PAGE_SECTIONS.guides.base,
    ...guides.map((p) => p.path),
    `${PAGE_SECTIONS.guides.base}/frequently-asked-questions`,
    ...REQUIRED_PAGES.legal.map((slug) => `/${slug}`),
  ];
}
