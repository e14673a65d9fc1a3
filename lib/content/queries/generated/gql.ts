/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Posts($first: Int!, $after: String, $categoryName: String, $notIn: [ID]) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, notIn: $notIn, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo { hasNextPage endCursor }\n      nodes { ...PostCardFields }\n    }\n  }\n": typeof types.PostsDocument,
    "\n  query PostBySlug($slug: ID!) {\n    post(id: $slug, idType: SLUG) {\n      ...PostCardFields\n      content\n    }\n  }\n": typeof types.PostBySlugDocument,
    "\n  query Categories($first: Int!, $after: String) {\n    categories(first: $first, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { databaseId name slug description count }\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Locations {\n    locations {\n      ...LocationFields\n      children { ...LocationFields children { ...LocationFields } }\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  query Faq {\n    faq { id title items { id question answerHtml } }\n  }\n": typeof types.FaqDocument,
    "\n  query Reviews {\n    reviews { note items { id name stars text date source { name url } example } }\n  }\n": typeof types.ReviewsDocument,
    "\n  query Press {\n    pressOutlets { name logo url example }\n  }\n": typeof types.PressDocument,
    "\n  query TransportTypes {\n    transportTypes { slug title price image paragraphs tags }\n  }\n": typeof types.TransportTypesDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    slug\n    title\n    date\n    modified\n    excerpt\n    featuredImage { node { sourceUrl altText mediaDetails { width height } } }\n    categories { nodes { name slug } }\n    author { node { name } }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }\n": typeof types.LocationFieldsFragmentDoc,
    "\n  fragment ContentImageFields on ContentImage { src alt width height }\n": typeof types.ContentImageFieldsFragmentDoc,
    "\n  fragment ContentPageFields on ContentPage {\n    path\n    slug\n    title\n    canonical\n    source\n    seo { title description }\n    hero { heading intro image { ...ContentImageFields } }\n    blocks {\n      id\n      source\n      layout\n      title\n      indexTitle\n      contentHtml\n      caption\n      image { ...ContentImageFields }\n      items { icon item contentHtml }\n      cards { subtitle contentHtml image { ...ContentImageFields } }\n      table { head rows }\n    }\n  }\n": typeof types.ContentPageFieldsFragmentDoc,
    "\n  query ServiceGroups {\n    serviceGroups {\n      slug title icon summary path\n      children { slug title summary hidden path canonicalPath }\n    }\n  }\n": typeof types.ServiceGroupsDocument,
    "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) { ...ContentPageFields }\n  }\n": typeof types.ServicePageDocument,
    "\n  query SectionPage($section: PageSection!, $slug: String) {\n    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }\n  }\n": typeof types.SectionPageDocument,
    "\n  query SectionPages($section: PageSection!) {\n    sectionPages(section: $section) { slug path title summary menu { label order } }\n  }\n": typeof types.SectionPagesDocument,
    "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) { slug title description updated contentHtml }\n  }\n": typeof types.LegalPageDocument,
};
const documents: Documents = {
    "\n  query Posts($first: Int!, $after: String, $categoryName: String, $notIn: [ID]) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, notIn: $notIn, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo { hasNextPage endCursor }\n      nodes { ...PostCardFields }\n    }\n  }\n": types.PostsDocument,
    "\n  query PostBySlug($slug: ID!) {\n    post(id: $slug, idType: SLUG) {\n      ...PostCardFields\n      content\n    }\n  }\n": types.PostBySlugDocument,
    "\n  query Categories($first: Int!, $after: String) {\n    categories(first: $first, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { databaseId name slug description count }\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Locations {\n    locations {\n      ...LocationFields\n      children { ...LocationFields children { ...LocationFields } }\n    }\n  }\n": types.LocationsDocument,
    "\n  query Faq {\n    faq { id title items { id question answerHtml } }\n  }\n": types.FaqDocument,
    "\n  query Reviews {\n    reviews { note items { id name stars text date source { name url } example } }\n  }\n": types.ReviewsDocument,
    "\n  query Press {\n    pressOutlets { name logo url example }\n  }\n": types.PressDocument,
    "\n  query TransportTypes {\n    transportTypes { slug title price image paragraphs tags }\n  }\n": types.TransportTypesDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    slug\n    title\n    date\n    modified\n    excerpt\n    featuredImage { node { sourceUrl altText mediaDetails { width height } } }\n    categories { nodes { name slug } }\n    author { node { name } }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }\n": types.LocationFieldsFragmentDoc,
    "\n  fragment ContentImageFields on ContentImage { src alt width height }\n": types.ContentImageFieldsFragmentDoc,
    "\n  fragment ContentPageFields on ContentPage {\n    path\n    slug\n    title\n    canonical\n    source\n    seo { title description }\n    hero { heading intro image { ...ContentImageFields } }\n    blocks {\n      id\n      source\n      layout\n      title\n      indexTitle\n      contentHtml\n      caption\n      image { ...ContentImageFields }\n      items { icon item contentHtml }\n      cards { subtitle contentHtml image { ...ContentImageFields } }\n      table { head rows }\n    }\n  }\n": types.ContentPageFieldsFragmentDoc,
    "\n  query ServiceGroups {\n    serviceGroups {\n      slug title icon summary path\n      children { slug title summary hidden path canonicalPath }\n    }\n  }\n": types.ServiceGroupsDocument,
    "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) { ...ContentPageFields }\n  }\n": types.ServicePageDocument,
    "\n  query SectionPage($section: PageSection!, $slug: String) {\n    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }\n  }\n": types.SectionPageDocument,
    "\n  query SectionPages($section: PageSection!) {\n    sectionPages(section: $section) { slug path title summary menu { label order } }\n  }\n": types.SectionPagesDocument,
    "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) { slug title description updated contentHtml }\n  }\n": types.LegalPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts($first: Int!, $after: String, $categoryName: String, $notIn: [ID]) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, notIn: $notIn, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo { hasNextPage endCursor }\n      nodes { ...PostCardFields }\n    }\n  }\n"): (typeof documents)["\n  query Posts($first: Int!, $after: String, $categoryName: String, $notIn: [ID]) {\n    posts(\n      first: $first\n      after: $after\n      where: { categoryName: $categoryName, notIn: $notIn, orderby: [{ field: DATE, order: DESC }] }\n    ) {\n      pageInfo { hasNextPage endCursor }\n      nodes { ...PostCardFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostBySlug($slug: ID!) {\n    post(id: $slug, idType: SLUG) {\n      ...PostCardFields\n      content\n    }\n  }\n"): (typeof documents)["\n  query PostBySlug($slug: ID!) {\n    post(id: $slug, idType: SLUG) {\n      ...PostCardFields\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($first: Int!, $after: String) {\n    categories(first: $first, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { databaseId name slug description count }\n    }\n  }\n"): (typeof documents)["\n  query Categories($first: Int!, $after: String) {\n    categories(first: $first, after: $after) {\n      pageInfo { hasNextPage endCursor }\n      nodes { databaseId name slug description count }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      ...LocationFields\n      children { ...LocationFields children { ...LocationFields } }\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      ...LocationFields\n      children { ...LocationFields children { ...LocationFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faq {\n    faq { id title items { id question answerHtml } }\n  }\n"): (typeof documents)["\n  query Faq {\n    faq { id title items { id question answerHtml } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reviews {\n    reviews { note items { id name stars text date source { name url } example } }\n  }\n"): (typeof documents)["\n  query Reviews {\n    reviews { note items { id name stars text date source { name url } example } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Press {\n    pressOutlets { name logo url example }\n  }\n"): (typeof documents)["\n  query Press {\n    pressOutlets { name logo url example }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransportTypes {\n    transportTypes { slug title price image paragraphs tags }\n  }\n"): (typeof documents)["\n  query TransportTypes {\n    transportTypes { slug title price image paragraphs tags }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    slug\n    title\n    date\n    modified\n    excerpt\n    featuredImage { node { sourceUrl altText mediaDetails { width height } } }\n    categories { nodes { name slug } }\n    author { node { name } }\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    databaseId\n    slug\n    title\n    date\n    modified\n    excerpt\n    featuredImage { node { sourceUrl altText mediaDetails { width height } } }\n    categories { nodes { name slug } }\n    author { node { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }\n"): (typeof documents)["\n  fragment LocationFields on LocationNode { slug name lat lng icon image url subtitle }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentImageFields on ContentImage { src alt width height }\n"): (typeof documents)["\n  fragment ContentImageFields on ContentImage { src alt width height }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentPageFields on ContentPage {\n    path\n    slug\n    title\n    canonical\n    source\n    seo { title description }\n    hero { heading intro image { ...ContentImageFields } }\n    blocks {\n      id\n      source\n      layout\n      title\n      indexTitle\n      contentHtml\n      caption\n      image { ...ContentImageFields }\n      items { icon item contentHtml }\n      cards { subtitle contentHtml image { ...ContentImageFields } }\n      table { head rows }\n    }\n  }\n"): (typeof documents)["\n  fragment ContentPageFields on ContentPage {\n    path\n    slug\n    title\n    canonical\n    source\n    seo { title description }\n    hero { heading intro image { ...ContentImageFields } }\n    blocks {\n      id\n      source\n      layout\n      title\n      indexTitle\n      contentHtml\n      caption\n      image { ...ContentImageFields }\n      items { icon item contentHtml }\n      cards { subtitle contentHtml image { ...ContentImageFields } }\n      table { head rows }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceGroups {\n    serviceGroups {\n      slug title icon summary path\n      children { slug title summary hidden path canonicalPath }\n    }\n  }\n"): (typeof documents)["\n  query ServiceGroups {\n    serviceGroups {\n      slug title icon summary path\n      children { slug title summary hidden path canonicalPath }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) { ...ContentPageFields }\n  }\n"): (typeof documents)["\n  query ServicePage($path: String!) {\n    servicePage(path: $path) { ...ContentPageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionPage($section: PageSection!, $slug: String) {\n    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }\n  }\n"): (typeof documents)["\n  query SectionPage($section: PageSection!, $slug: String) {\n    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionPages($section: PageSection!) {\n    sectionPages(section: $section) { slug path title summary menu { label order } }\n  }\n"): (typeof documents)["\n  query SectionPages($section: PageSection!) {\n    sectionPages(section: $section) { slug path title summary menu { label order } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) { slug title description updated contentHtml }\n  }\n"): (typeof documents)["\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) { slug title description updated contentHtml }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;