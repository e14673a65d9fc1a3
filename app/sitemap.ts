import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/config/env";
import { getContentRoutes } from "@/lib/content";
import { shellRoutes } from "@/lib/seo";

/** Every indexable route; landing pages and booking pages are noindex and stay out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().SITE_URL;
  const routes = [...new Set([...shellRoutes, ...(await getContentRoutes())])];
  return routes.map((route) => ({ url: `${base}${route === "/" ? "" : route}` }));
}
