import type { CategoryRecord, PostRecord } from "../../load/store-types";
import { rewriteAssetUrl } from "../../asset-url";
import { categorySlug } from "../../text/slug";
import type { ContentContext } from "../context";
import { toConnection, type ConnectionArgs } from "../cursor";
import { fromGlobalId, toGlobalId } from "../global-id";
import { filterPosts, findPost, type PostIdType, type PostWhere } from "./posts";
import { renderedHtml } from "./rendered-html";

type Format = { format?: "RENDERED" | "RAW" | null };
type PostsArgs = ConnectionArgs & { where?: PostWhere | null };
type CategoryIdType = "ID" | "DATABASE_ID" | "NAME" | "SLUG" | "URI";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** WordPress writes timestamps without a zone; a calendar date becomes midnight. */
const wpDate = (d: string) => (d.length === 10 ? `${d}T00:00:00` : d);

function findCategory(ctx: ContentContext, id: string, idType: CategoryIdType): CategoryRecord | null {
  const all = ctx.store.categories();
  switch (idType) {
    case "NAME":
      return all.find((c) => c.name === id) ?? null;
    case "SLUG":
      return all.find((c) => c.slug === id) ?? null;
    case "DATABASE_ID":
      return all.find((c) => c.databaseId === Number(id)) ?? null;
    case "URI": {
      const slug = id.replace(/^\/+|\/+$/g, "").split("/").at(-1);
      return all.find((c) => c.slug === slug) ?? null;
    }
    case "ID": {
      const global = fromGlobalId(id);
      return global?.type === "term" ? (all.find((c) => c.databaseId === Number(global.id)) ?? null) : null;
    }
  }
}

function categoriesOf(ctx: ContentContext, post: PostRecord): CategoryRecord[] {
  const all = ctx.store.categories();
  return post.categories.flatMap((name) => all.filter((c) => c.name === name));
}

export const blogResolvers = {
  Query: {
    posts: (_: unknown, args: PostsArgs, ctx: ContentContext) => toConnection(filterPosts(ctx, args.where), args),
    post: (_: unknown, args: { id: string; idType?: PostIdType | null }, ctx: ContentContext) =>
      findPost(ctx, args.id, args.idType ?? "ID"),
    categories: (
      _: unknown,
      args: ConnectionArgs & { where?: { hideEmpty?: boolean | null; search?: string | null } | null },
      ctx: ContentContext,
    ) => {
      let list = ctx.store.categories();
      if (args.where?.hideEmpty) list = list.filter((c) => ctx.store.posts().some((p) => p.categories.includes(c.name)));
      const search = args.where?.search?.toLowerCase();
      if (search) list = list.filter((c) => c.name.toLowerCase().includes(search));
      return toConnection(list, args);
    },
    category: (_: unknown, args: { id: string; idType?: CategoryIdType | null }, ctx: ContentContext) =>
      findCategory(ctx, args.id, args.idType ?? "ID"),
  },
  Post: {
    id: (post: PostRecord) => toGlobalId("post", post.databaseId),
    uri: (post: PostRecord) => `/blog/${post.slug}/`,
    link: (post: PostRecord, _: unknown, ctx: ContentContext) => `${ctx.siteUrl}/blog/${post.slug}/`,
    title: (post: PostRecord, args: Format) => (args.format === "RAW" ? post.title : escapeHtml(post.title)),
    date: (post: PostRecord) => wpDate(post.date),
    modified: (post: PostRecord) => wpDate(post.modified ?? post.date),
    excerpt: (post: PostRecord, args: Format) =>
      args.format === "RAW" ? post.excerpt : `<p>${escapeHtml(post.excerpt)}</p>\n`,
    content: (post: PostRecord, args: Format, ctx: ContentContext) =>
      args.format === "RAW" ? post.markdown : renderedHtml(post.markdown, ctx.hosts),
    featuredImage: (post: PostRecord, _: unknown, ctx: ContentContext) => ({
      node: {
        id: toGlobalId("post_media", post.databaseId),
        sourceUrl: rewriteAssetUrl(post.featuredImage.src, ctx.hosts),
        altText: post.featuredImage.alt,
        mediaDetails: { width: post.featuredImage.width, height: post.featuredImage.height },
      },
    }),
    categories: (post: PostRecord, args: ConnectionArgs, ctx: ContentContext) =>
      toConnection(categoriesOf(ctx, post), args),
    author: (post: PostRecord) => ({
      node: { id: toGlobalId("user", categorySlug(post.author)), name: post.author, slug: categorySlug(post.author) },
    }),
  },
  Category: {
    id: (c: CategoryRecord) => toGlobalId("term", c.databaseId),
    uri: (c: CategoryRecord) => `/blog/category/${c.slug}/`,
    count: (c: CategoryRecord, _: unknown, ctx: ContentContext) =>
      ctx.store.posts().filter((p) => p.categories.includes(c.name)).length,
    posts: (c: CategoryRecord, args: PostsArgs, ctx: ContentContext) =>
      toConnection(filterPosts(ctx, { ...args.where, categoryName: c.slug }), args),
  },
};
