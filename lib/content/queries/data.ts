import { gql, type TypedDocumentNode } from "@apollo/client";

/** Three levels are enough for region > country > state or port. */
export type LocationLeafNode = {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  icon: string;
  image: string | null;
  url: string | null;
  subtitle: string | null;
};
export type LocationTreeNode = LocationLeafNode & { children: (LocationLeafNode & { children: LocationLeafNode[] })[] };
export type LocationsQuery = { locations: LocationTreeNode[] };

export const LOCATIONS_QUERY: TypedDocumentNode<LocationsQuery, Record<string, never>> = gql`
  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }
  query Locations {
    locations {
      ...LocationFields
      children { ...LocationFields children { ...LocationFields } }
    }
  }
`;

export type FaqGroupNode = { id: string; title: string; items: { id: string; question: string; answerHtml: string }[] };
export type FaqQuery = { faq: FaqGroupNode[] };
export const FAQ_QUERY: TypedDocumentNode<FaqQuery, Record<string, never>> = gql`
  query Faq {
    faq { id title items { id question answerHtml } }
  }
`;

export type ReviewNode = {
  id: string;
  name: string;
  stars: number;
  text: string;
  date: string;
  source: { name: string; url: string };
  example: boolean;
};
export type ReviewsQuery = { reviews: { note: string; items: ReviewNode[] } };
export const REVIEWS_QUERY: TypedDocumentNode<ReviewsQuery, Record<string, never>> = gql`
  query Reviews {
    reviews { note items { id name stars text date source { name url } example } }
  }
`;

export type PressOutletNode = { name: string; logo: string; url: string; example: boolean };
export type PressQuery = { pressOutlets: PressOutletNode[] };
export const PRESS_QUERY: TypedDocumentNode<PressQuery, Record<string, never>> = gql`
  query Press {
    pressOutlets { name logo url example }
  }
`;

export type TransportTypeNode = { slug: string; title: string; price: string; image: string; paragraphs: string[]; tags: string[] };
export type TransportTypesQuery = { transportTypes: TransportTypeNode[] };
export const TRANSPORT_TYPES_QUERY: TypedDocumentNode<TransportTypesQuery, Record<string, never>> = gql`
  query TransportTypes {
    transportTypes { slug title price image paragraphs tags }
  }
`;
