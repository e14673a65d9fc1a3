import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/config/env";
import { BOOKING_PATH } from "@/lib/seo";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SITE_URL;
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: ["/api/", `${BOOKING_PATH}/`, "/quote", "/international-car-shipping"] },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
