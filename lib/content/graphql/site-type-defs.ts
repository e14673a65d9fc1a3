/**
 * The rest of the site's content: its own plain types (no WordPress counterpart). Markdown fields are
 * delivered as sanitised HTML and named …Html so a reader never mistakes them for plain text.
 */
export const siteTypeDefs = /* GraphQL */ `
  type ContentImage { src: String!, alt: String!, width: Int!, height: Int! }

  type BlockItem {
    "arrow | person | link on icon lists; null on plain lists."
    icon: String
    item: String!
    contentHtml: String
  }
  type BlockCard { image: ContentImage, subtitle: String!, contentHtml: String! }
  type BlockTable { head: [String!]!, rows: [[String!]!]! }

  "One block of a page body; layout says which fields are filled."
  type ContentBlock {
    "Anchor id, unique within the page (from index_title or title)."
    id: ID!
    "Where the block came from, e.g. services/open-auto-shipping.yaml#blocks.2, for build errors."
    source: String!
    layout: String!
    title: String
    indexTitle: String
    contentHtml: String
    caption: String
    image: ContentImage
    items: [BlockItem!]!
    cards: [BlockCard!]!
    table: BlockTable
  }

  type Hero { heading: String!, intro: String!, image: ContentImage! }
  type Seo { title: String!, description: String! }

  type ContentPage {
    path: String!
    slug: String!
    title: String!
    seo: Seo!
    hero: Hero!
    "The path search engines should index; differs from path for a duplicate catalogue entry."
    canonical: String!
    blocks: [ContentBlock!]!
    source: String!
  }

  type Service {
    slug: String!
    title: String!
    summary: String!
    hidden: Boolean!
    "The page's URL, /services/{group}/{service}."
    path: String!
    "The URL of the page it shows; differs from path for a service listed under a second group."
    canonicalPath: String!
  }
  type ServiceGroup {
    slug: String!
    title: String!
    icon: String!
    summary: String!
    "The page's URL, /services/{group}."
    path: String!
    children: [Service!]!
  }

  "A page's entry in its section's menu: the short label and its place, lowest first."
  type PageMenu { label: String!, order: Int! }

  type PageLink { slug: String!, path: String!, title: String!, summary: String!, menu: PageMenu }

  type LocationNode {
    slug: String!
    name: String!
    lat: Float!
    lng: Float!
    "ship for ports, truck for overland routes."
    icon: String!
    image: String
    url: String
    subtitle: String
    children: [LocationNode!]!
  }

  type FaqItem { id: ID!, question: String!, answerHtml: String! }
  type FaqGroup { id: ID!, title: String!, items: [FaqItem!]! }

  type ReviewSource { name: String!, url: String! }
  type Review { id: ID!, name: String!, stars: Int!, text: String!, date: String!, source: ReviewSource!, example: Boolean! }
  type Reviews { note: String!, items: [Review!]! }

  type PressOutlet { name: String!, logo: String!, url: String!, example: Boolean! }

  type TransportType { slug: String!, title: String!, price: String!, image: String!, paragraphs: [String!]!, tags: [String!]! }

  type LegalPage { slug: String!, title: String!, description: String!, updated: String!, contentHtml: String! }

  enum PageSection { SOLUTIONS GUIDES LOCATIONS }

  extend type Query {
    serviceGroups: [ServiceGroup!]!
    "A catalogue path such as /heavy-equipment-shipping/tractor-shipping (the page's URL is under /services)."
    servicePage(path: String!): ContentPage
    "A section's index page when slug is omitted."
    sectionPage(section: PageSection!, slug: String): ContentPage
    sectionPages(section: PageSection!): [PageLink!]!
    locations: [LocationNode!]!
    faq: [FaqGroup!]!
    reviews: Reviews!
    pressOutlets: [PressOutlet!]!
    transportTypes: [TransportType!]!
    legalPage(slug: String!): LegalPage
  }
`;
