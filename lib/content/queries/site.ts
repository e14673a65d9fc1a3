import { graphql } from "./generated";

export const SERVICE_GROUPS_QUERY = graphql(`
  query ServiceGroups {
    serviceGroups {
      slug title icon summary path
      children { slug title summary hidden path canonicalPath }
    }
  }
`);

export const SERVICE_PAGE_QUERY = graphql(`
  query ServicePage($path: String!) {
    servicePage(path: $path) { ...ContentPageFields }
  }
`);

export const SECTION_PAGE_QUERY = graphql(`
  query SectionPage($section: PageSection!, $slug: String) {
    sectionPage(section: $section, slug: $slug) { ...ContentPageFields }
  }
`);

export const SECTION_PAGES_QUERY = graphql(`
  query SectionPages($section: PageSection!) {
    sectionPages(section: $section) { slug path title summary menu { label order } }
  }
`);

export const LEGAL_PAGE_QUERY = graphql(`
  query LegalPage($slug: String!) {
    legalPage(slug: $slug) { slug title description updated contentHtml }
  }
`);
