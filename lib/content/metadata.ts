import type { Metadata } from "next";
import { siteConfig } from "@/lib/config/site";
import { pageMetadata as shellPageMetadata } from "@/lib/seo";

type ContentMeta = {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. /blog/my-post. */
  path: string;
  image?: { src: string; alt: string; width: number; height: number } | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
};

/**
 * The site's metadata shape (lib/seo) plus what content pages know: image size and alt, article dates,
 * and titles that already carry the brand (SEO titles written as "… | ShipLux") kept as written.
 */
export function contentMetadata(meta: ContentMeta): Metadata {
  const base = shellPageMetadata({ title: meta.title, description: meta.description, path: meta.path, type: meta.type, image: meta.image?.src });
  const images = meta.image ? [{ url: meta.image.src, alt: meta.image.alt, width: meta.image.width, height: meta.image.height }] : undefined;
  return {
    ...base,
    title: meta.title.includes(siteConfig.name) ? { absolute: meta.title } : meta.title,
    openGraph: {
      ...base.openGraph,
      ...(images ? { images } : {}),
      ...(meta.type === "article" ? { type: "article", publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime } : {}),
    },
  };
}

/** Metadata of a service, solution, guide or location page from its SEO fields and canonical path. */
export function contentPageMetadata(page: {
  seo: { title: string; description: string };
  canonical: string;
  hero: { image: { src: string; alt: string; width: number; height: number } };
}): Metadata {
  return contentMetadata({ title: page.seo.title, description: page.seo.description, path: page.canonical, image: page.hero.image });
}
