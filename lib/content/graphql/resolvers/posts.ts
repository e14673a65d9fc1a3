import type { PostRecord } from "../../load/store-types";
import type { ContentContext } from "../context";
import { fromGlobalId } from "../global-id";
import { categorySlug } from "../../text/slug";

export type PostWhere = {
  categoryName?: string | null;
  categoryId?: number | null;
  search?: string | null;
  notIn?: (string | null)[] | null;
  orderby?: ({ field: "DATE" | "MODIFIED" | "TITLE" | "SLUG"; order: "ASC" | "DESC" } | null)[] | null;
};

function sortKey(post: PostRecord, field: NonNullable<NonNullable<PostWhere["orderby"]>[number]>["field"]): string {
  switch (field) {
    case "DATE":
      return post.date;
    case "MODIFIED":
      return post.modified ?? post.date;
    case "TITLE":
      return post.title.toLowerCase();
    case "SLUG":
      return post.slug;
  }
}

/** Resolves an id given in notIn: a global id ("post:12" in base64) or a plain database id. */
function databaseIdOf(id: string): number {
  const global = fromGlobalId(id);
  return Number(global?.type === "post" ? global.id : id);
}

/** The posts a `where` selects, in its order; without orderby, newest first like WordPress. */
export function filterPosts(ctx: ContentContext, where: PostWhere | null | undefined): PostRecord[] {
  let posts = ctx.store.posts();
  if (where?.categoryName) {
    const wanted = categorySlug(where.categoryName);
    posts = posts.filter((p) => p.categories.some((name) => categorySlug(name) === wanted));
  }
  if (where?.categoryId != null) {
    const category = ctx.store.categories().find((c) => c.databaseId === where.categoryId);
    posts = category ? posts.filter((p) => p.categories.includes(category.name)) : [];
  }
  if (where?.search?.trim()) {
    const needle = where.search.trim().toLowerCase();
    posts = posts.filter((p) => [p.title, p.excerpt, p.markdown].some((text) => text.toLowerCase().includes(needle)));
  }
  if (where?.notIn?.length) {
    const excluded = new Set(where.notIn.filter((id): id is string => Boolean(id)).map(databaseIdOf));
    posts = posts.filter((p) => !excluded.has(p.databaseId));
  }
  const order = (where?.orderby ?? []).filter((o) => o !== null);
  if (order.length) {
    posts = [...posts].sort((a, b) => {
      for (const { field, order: direction } of order) {
        const diff = sortKey(a, field).localeCompare(sortKey(b, field));
        if (diff !== 0) return direction === "ASC" ? diff : -diff;
      }
      return a.slug.localeCompare(b.slug);
    });
  }
  return posts;
}

export type PostIdType = "ID" | "DATABASE_ID" | "SLUG" | "URI";

export function findPost(ctx: ContentContext, id: string, idType: PostIdType): PostRecord | null {
  const posts = ctx.store.posts();
  switch (idType) {
    case "SLUG":
      return posts.find((p) => p.slug === id) ?? null;
    case "DATABASE_ID":
      return posts.find((p) => p.databaseId === Number(id)) ?? null;
    case "URI": {
      const slug = id.replace(/^https?:\/\/[^/]+/, "").replace(/^\/+|\/+$/g, "").split("/").at(-1);
      return posts.find((p) => p.slug === slug) ?? null;
    }
    case "ID": {
      const global = fromGlobalId(id);
      return global?.type === "post" ? (posts.find((p) => p.databaseId === Number(global.id)) ?? null) : null;
    }
  }
}
