/**
 * The blog part of the schema, shaped like WordPress's WPGraphQL (type, field, argument and enum names),
 * so a query written for a WordPress site runs unchanged against this service and vice versa.
 */
export const blogTypeDefs = /* GraphQL */ `
  enum PostIdType { ID DATABASE_ID SLUG URI }
  enum CategoryIdType { ID DATABASE_ID NAME SLUG URI }
  enum PostObjectFieldFormatEnum { RENDERED RAW }
  enum OrderEnum { ASC DESC }
  enum PostObjectsConnectionOrderbyEnum { DATE MODIFIED TITLE SLUG }
  enum MediaItemSizeEnum { THUMBNAIL MEDIUM LARGE FULL }

  input PostObjectsConnectionOrderbyInput {
    field: PostObjectsConnectionOrderbyEnum!
    order: OrderEnum!
  }

  input RootQueryToPostConnectionWhereArgs {
    "Category slug (WordPress's category_name) or, for convenience, the category's display name."
    categoryName: String
    categoryId: Int
    search: String
    notIn: [ID]
    orderby: [PostObjectsConnectionOrderbyInput]
  }

  input RootQueryToCategoryConnectionWhereArgs {
    hideEmpty: Boolean
    search: String
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type MediaDetails { width: Int, height: Int }
  type MediaItem {
    id: ID!
    sourceUrl(size: MediaItemSizeEnum): String
    altText: String
    mediaDetails: MediaDetails
  }
  type NodeWithFeaturedImageToMediaItemConnectionEdge { node: MediaItem! }

  type User { id: ID!, name: String, slug: String }
  type NodeWithAuthorToUserConnectionEdge { node: User! }

  type Category {
    id: ID!
    databaseId: Int!
    name: String
    slug: String
    uri: String
    description: String
    count: Int
    posts(first: Int, after: String, where: RootQueryToPostConnectionWhereArgs): RootQueryToPostConnection!
  }

  type PostToCategoryConnectionEdge { cursor: String, node: Category! }
  type PostToCategoryConnection {
    nodes: [Category!]!
    edges: [PostToCategoryConnectionEdge!]!
    pageInfo: PageInfo!
  }

  type Post {
    id: ID!
    databaseId: Int!
    slug: String
    uri: String
    link: String
    title(format: PostObjectFieldFormatEnum): String
    date: String
    modified: String
    excerpt(format: PostObjectFieldFormatEnum): String
    content(format: PostObjectFieldFormatEnum): String
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    categories(first: Int, after: String): PostToCategoryConnection
    author: NodeWithAuthorToUserConnectionEdge
  }

  type RootQueryToPostConnectionEdge { cursor: String, node: Post! }
  type RootQueryToPostConnection {
    nodes: [Post!]!
    edges: [RootQueryToPostConnectionEdge!]!
    pageInfo: PageInfo!
  }

  type RootQueryToCategoryConnectionEdge { cursor: String, node: Category! }
  type RootQueryToCategoryConnection {
    nodes: [Category!]!
    edges: [RootQueryToCategoryConnectionEdge!]!
    pageInfo: PageInfo!
  }

  type Query {
    posts(first: Int, last: Int, after: String, before: String, where: RootQueryToPostConnectionWhereArgs): RootQueryToPostConnection!
    post(id: ID!, idType: PostIdType = ID): Post
    categories(first: Int, after: String, where: RootQueryToCategoryConnectionWhereArgs): RootQueryToCategoryConnection!
    category(id: ID!, idType: CategoryIdType = ID): Category
  }
`;
