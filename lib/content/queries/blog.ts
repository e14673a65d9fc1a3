import { graphql } from "./generated";

/** One page of posts, newest first, optionally in one category or excluding some posts. */
export const POSTS_QUERY = graphql(`
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
`);

export const POST_BY_SLUG_QUERY = graphql(`
  query PostBySlug($slug: ID!) {
    post(id: $slug, idType: SLUG) {
      ...PostCardFields
      content
    }
  }
`);

export const CATEGORIES_QUERY = graphql(`
  query Categories($first: Int!, $after: String) {
    categories(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { databaseId name slug description count }
    }
  }
`);
