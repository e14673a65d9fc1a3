import { cache } from "react";
import { articleHtml } from "../table-scroll";
import { MAX_PAGE_SIZE, POSTS_PER_PAGE, RELATED_POSTS } from "../constants";
import { rewriteAssetUrl } from "../asset-url";
import { stripHtml } from "../text/strip-html";
import { categorySlug } from "../text/slug";
import { CATEGORIES_QUERY, POSTS_QUERY, POST_BY_SLUG_QUERY } from "../queries/blog";
import type { CategoriesQuery, PostCardFieldsFragment, PostsQuery } from "../queries/generated/graphql";
import type { ContentImage } from "./types";
import { runQuery } from "./run-query";

export type CategoryLink = { name: string; slug: string; href: string };
export type PostSummary = {
  id: string;
  databaseId: number;
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  date: string;
  modified: string;
  image: ContentImage | null;
  categories: CategoryLink[];
  author: string;
};
export type PostDetail = PostSummary & { contentHtml: string };
export type CategorySummary = CategoryLink & { description: string; count: number };

const categoryHref = (slug: string) => `/blog/category/${slug}`;

function toCategoryLink(name: string, slug: string | null): CategoryLink {
  const s = slug || categorySlug(name);
  return { name, slug: s, href: categoryHref(s) };
}

/** Normalises a post from any WPGraphQL-shaped source: plain-text title and excerpt, public image URL. */
function toSummary(node: PostCardFieldsFragment): PostSummary {
  const slug = node.slug ?? String(node.databaseId);
  const media = node.featuredImage?.node;
  return {
    id: node.id,
    databaseId: node.databaseId,
    slug,
    href: `/blog/${slug}`,
    title: stripHtml(node.title ?? ""),
    excerpt: stripHtml(node.excerpt ?? ""),
    date: node.date ?? "",
    modified: node.modified ?? node.date ?? "",
    image: media?.sourceUrl
      ? {
          src: rewriteAssetUrl(media.sourceUrl),
          alt: media.altText ?? "",
          width: media.mediaDetails?.width ?? 1200,
          height: media.mediaDetails?.height ?? 630,
        }
      : null,
    categories: (node.categories?.nodes ?? []).filter((c) => c.name).map((c) => toCategoryLink(c.name ?? "", c.slug)),
    author: node.author?.node.name ?? "",
  };
}

async function fetchPosts(categoryName: string | null): Promise<PostSummary[]> {
  const all: PostSummary[] = [];
  let after: string | null = null;
  do {
    const data: PostsQuery = await runQuery(POSTS_QUERY, { first: MAX_PAGE_SIZE, after, categoryName });
    all.push(...data.posts.nodes.map(toSummary));
    after = data.posts.pageInfo.hasNextPage ? data.posts.pageInfo.endCursor : null;
  } while (after);
  return all;
}

/** Every post, newest first (walks the connection with `after` so a large WordPress works too). */
export const getAllPosts = cache((): Promise<PostSummary[]> => fetchPosts(null));

export type BlogPage = { page: number; totalPages: number; featured: PostSummary | null; posts: PostSummary[] };

/** Page 1 leads with the newest post as the featured preview; the grid pages through the rest. */
export async function getBlogPage(page: number): Promise<BlogPage> {
  const [featured = null, ...rest] = await getAllPosts();
  const totalPages = Math.max(1, Math.ceil(rest.length / POSTS_PER_PAGE));
  const posts = rest.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
  return { page, totalPages, featured: page === 1 ? featured : null, posts };
}

export async function getBlogPageCount(): Promise<number> {
  return (await getBlogPage(1)).totalPages;
}

export const getPost = cache(async (slug: string): Promise<PostDetail | null> => {
  const { post } = await runQuery(POST_BY_SLUG_QUERY, { slug });
  return post ? { ...toSummary(post), contentHtml: articleHtml(post.content ?? "") } : null;
});

/** Posts sharing the primary category, topped up with the newest others when the category is small. */
export async function getRelatedPosts(post: PostSummary): Promise<PostSummary[]> {
  const primary = post.categories[0];
  const sameCategory = primary
    ? (await runQuery(POSTS_QUERY, { first: RELATED_POSTS, categoryName: primary.slug, notIn: [post.id] })).posts.nodes.map(toSummary)
    : [];
  const others = (await getAllPosts()).filter((p) => p.id !== post.id && !sameCategory.some((s) => s.id === p.id));
  return [...sameCategory, ...others].slice(0, RELATED_POSTS);
}

export const getCategories = cache(async (): Promise<CategorySummary[]> => {
  const all: CategorySummary[] = [];
  let after: string | null = null;
  do {
    const data: CategoriesQuery = await runQuery(CATEGORIES_QUERY, { first: MAX_PAGE_SIZE, after });
    for (const c of data.categories.nodes) {
      if (!c.name) continue;
      all.push({ ...toCategoryLink(c.name, c.slug), description: stripHtml(c.description ?? ""), count: c.count ?? 0 });
    }
    after = data.categories.pageInfo.hasNextPage ? data.categories.pageInfo.endCursor : null;
  } while (after);
  return all;
});

export async function getCategoryWithPosts(slug: string): Promise<{ category: CategorySummary; posts: PostSummary[] } | null> {
  const category = (await getCategories()).find((c) => c.slug === slug);
  return category ? { category, posts: await fetchPosts(slug) } : null;
}
