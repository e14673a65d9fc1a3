import { getEnv } from "@/lib/config/env";
import { siteConfig } from "@/lib/config/site";
import type { PostDetail } from "./api/blog";
import type { FaqGroup } from "./api/data";
import { stripHtml } from "./text/strip-html";

/** schema.org objects for the pages; URLs are absolute on SITE_URL. */
export type Crumb = { name: string; href: string };

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${getEnv().SITE_URL.replace(/\/+$/, "")}${path === "/" ? "/" : path}`;
}

export function breadcrumbListJsonLd(trail: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function blogPostingJsonLd(post: PostDetail) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.modified,
    mainEntityOfPage: absoluteUrl(post.href),
    url: absoluteUrl(post.href),
    ...(post.image ? { image: absoluteUrl(post.image.src) } : {}),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
    articleSection: post.categories[0]?.name,
    keywords: post.categories.map((c) => c.name).join(", "),
  };
}

export function faqPageJsonLd(groups: FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: stripHtml(item.answerHtml) },
      })),
    ),
  };
}
