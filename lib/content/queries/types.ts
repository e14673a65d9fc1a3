/** Result types of the documents in this folder, written beside them by hand. */
export type PageInfo = { hasNextPage: boolean; endCursor: string | null };

export type PostCardNode = {
  id: string;
  databaseId: number;
  slug: string | null;
  title: string | null;
  date: string | null;
  modified: string | null;
  excerpt: string | null;
  featuredImage: {
    node: { sourceUrl: string | null; altText: string | null; mediaDetails: { width: number | null; height: number | null } | null };
  } | null;
  categories: { nodes: { name: string | null; slug: string | null }[] } | null;
  author: { node: { name: string | null } } | null;
};

export type PostNode = PostCardNode & { content: string | null };

export type CategoryNode = { databaseId: number; name: string | null; slug: string | null; description: string | null; count: number | null };

export type ContentImageNode = { src: string; alt: string; width: number; height: number };

export type ContentBlockNode = {
  id: string;
  source: string;
  layout: string;
  title: string | null;
  indexTitle: string | null;
  contentHtml: string | null;
  caption: string | null;
  image: ContentImageNode | null;
  items: { icon: string | null; item: string; contentHtml: string | null }[];
  cards: { subtitle: string; contentHtml: string; image: ContentImageNode | null }[];
  table: { head: string[]; rows: string[][] } | null;
};

export type ContentPageNode = {
  path: string;
  slug: string;
  title: string;
  canonical: string;
  source: string;
  seo: { title: string; description: string };
  hero: { heading: string; intro: string; image: ContentImageNode };
  blocks: ContentBlockNode[];
};

export type PageSectionEnum = "SOLUTIONS" | "GUIDES" | "LOCATIONS";
