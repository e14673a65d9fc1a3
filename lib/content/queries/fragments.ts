import { graphql } from "./generated";

/** Field selections shared by several documents, in WPGraphQL's shape; documents name them, codegen adds them. */
export const POST_CARD_FIELDS = graphql(`
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
`);

export const LOCATION_FIELDS = graphql(`
  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }
`);

export const CONTENT_IMAGE_FIELDS = graphql(`
  fragment ContentImageFields on ContentImage { src alt width height }
`);

export const CONTENT_PAGE_FIELDS = graphql(`
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
`);
