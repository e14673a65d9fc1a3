import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/config/env";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SITE_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/booking/", "/quote", "/international-car-shipping"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
