import { gql, type TypedDocumentNode } from "@apollo/client";
import { CONTENT_PAGE_FIELDS } from "./fragments";
import type { ContentPageNode, PageSectionEnum } from "./types";

export type ServiceNode = { slug: string; title: string; summary: string; hidden: boolean; path: string; canonicalPath: string };
export type ServiceGroupNode = { slug: string; title: string; icon: string; summary: string; path: string; children: ServiceNode[] };
export type ServiceGroupsQuery = { serviceGroups: ServiceGroupNode[] };

export const SERVICE_GROUPS_QUERY: TypedDocumentNode<ServiceGroupsQuery, Record<string, never>> = gql`
  query ServiceGroups {
    serviceGroups {
      slug title icon summary path
      children { slug title summary hidden path canonicalPath }
    }
  }
`;

export type ServicePageQuery = { servicePage: ContentPageNode | null };
export const SERVICE_PAGE_QUERY: TypedDocumentNode<ServicePageQuery, { path: string }> = gql`
  ${CONTENT_PAGE_FIELDS}
  query ServicePage($path: String!) {
    servicePage(path: $path) { ...ContentPageFields }
  }
`;

export type SectionPageQuery = { sectionPage: ContentPageNode | null };
export const SECTION_PAGE_QUERY: TypedDocumentNode<SectionPageQuery, { section: PageSectionEnum; slug?: string | null }> = gql`
  ${CONTENT_PAGE_FIELDS}
  query SectionPage($section: PageSection!, $slug: String) {
    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }
  }
`;

export type PageLinkNode = { slug: string; path: string; title: string; summary: string };
export type SectionPagesQuery = { sectionPages: PageLinkNode[] };
export const SECTION_PAGES_QUERY: TypedDocumentNode<SectionPagesQuery, { section: PageSectionEnum }> = gql`
  query SectionPages($section: PageSection!) {
    sectionPages(section: $section) { slug path title summary }
  }
`;

export type LegalPageNode = { slug: string; title: string; description: string; updated: string; contentHtml: string };
export type LegalPageQuery = { legalPage: LegalPageNode | null };
export const LEGAL_PAGE_QUERY: TypedDocumentNode<LegalPageQuery, { slug: string }> = gql`
  query LegalPage($slug: String!) {
    legalPage(slug: $slug) { slug title description updated contentHtml }
  }
`;
