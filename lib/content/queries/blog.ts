import { gql, type TypedDocumentNode } from "@apollo/client";
import { POST_CARD_FIELDS } from "./fragments";
import type { CategoryNode, PageInfo, PostCardNode, PostNode } from "./types";

export type PostsQuery = { posts: { pageInfo: PageInfo; nodes: PostCardNode[] } };
export type PostsQueryVariables = { first: number; after?: string | null; categoryName?: string | null; notIn?: string[] | null };

/** One page of posts, newest first, optionally in one category or excluding some posts. */
export const POSTS_QUERY: TypedDocumentNode<PostsQuery, PostsQueryVariables> = gql`
  ${POST_CARD_FIELDS}
  query Posts($first: Int!, $after: String, $categoryName: String, $notIn: [ID]) {
    posts(
      first: $first
      after: $after
      where: { categoryName: $categoryName, notIn: $notIn, orderby: [{ field: DATE, order: DESC }] }
    ) {
      pageInfo { hasNextPage endCursor }
      nodes { ...PostCardFields }
    }
  }
`;

export type PostBySlugQuery = { post: PostNode | null };
export type PostBySlugQueryVariables = { slug: string };

export const POST_BY_SLUG_QUERY: TypedDocumentNode<PostBySlugQuery, PostBySlugQueryVariables> = gql`
  ${POST_CARD_FIELDS}
  query PostBySlug($slug: ID!) {
    post(id: $slug, idType: SLUG) {
      ...PostCardFields
      content
    }
  }
`;

export type CategoriesQuery = { categories: { pageInfo: PageInfo; nodes: CategoryNode[] } };
export type CategoriesQueryVariables = { first: number; after?: string | null };

export const CATEGORIES_QUERY: TypedDocumentNode<CategoriesQuery, CategoriesQueryVariables> = gql`
  query Categories($first: Int!, $after: String) {
    categories(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { databaseId name slug description count }
    }
  }
`;
