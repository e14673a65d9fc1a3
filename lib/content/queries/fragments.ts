/** Field selections shared by several documents, in WPGraphQL's shape. */
export const POST_CARD_FIELDS = /* GraphQL */ `
  fragment PostCardFields on Post {
    id
    databaseId
    slug
    title
    date
    modified
    excerpt
    featuredImage { node { sourceUrl altText mediaDetails { width height } } }
    categories { nodes { name slug } }
    author { node { name } }
  }
`;

export const CONTENT_PAGE_FIELDS = /* GraphQL */ `
  fragment ContentImageFields on ContentImage { src alt width height }
  fragment ContentPageFields on ContentPage {
    path
    slug
    title
    canonical
    source
    seo { title description }
    hero { heading intro image { ...ContentImageFields } }
    blocks {
      id
      source
      layout
      title
      indexTitle
      contentHtml
      caption
      image { ...ContentImageFields }
      items { icon item contentHtml }
      cards { subtitle contentHtml image { ...ContentImageFields } }
      table { head rows }
    }
  }
`;
