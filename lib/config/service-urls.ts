import type { Catalogue } from "./catalogue";

/**
 * Where the catalogue's pages live (the spec's "/services/{path}"): /services lists them all, and
 * /services/{group} and /services/{group}/{service} are the pages. Pure and free of file reads, so menus
 * in client components may import it; getCatalogue() (catalogue.ts) reads the file on the server.
 */
export const SERVICES_PATH = "/services";

/** The URL of a group's page or of one of its services: the one place a service URL is built. */
export function serviceHref(group: string, service?: string): string {
  return service ? `${SERVICES_PATH}/${group}/${service}` : `${SERVICES_PATH}/${group}`;
}

/** A service listed under two groups has one page, under the first group that lists it in the catalogue. */
function homeGroup(catalogue: Catalogue, service: string): string {
  const home = catalogue.groups.find((g) => g.children.some((c) => c.slug === service));
  if (!home) throw new Error(`${service} is not a service of the catalogue`);
  return home.slug;
}

/** The URL of a service's one page, whichever group lists it. */
export function canonicalServiceHref(catalogue: Catalogue, service: string): string {
  return serviceHref(homeGroup(catalogue, service), service);
}

export type CatalogueEntry = {
  /** /{group} or /{group}/{service}: names the page's content file (services{path}.yaml); its URL before issue 13. */
  path: string;
  /** The catalogue path of the page this entry shows: its own, or the first group's for a service listed twice. */
  canonicalPath: string;
  /** The entry's own URL. */
  href: string;
  /** The URL of the page it shows: the one that menus, links, the sitemap and rel=canonical use. */
  canonicalHref: string;
  group: string;
  slug: string;
  title: string;
  summary: string;
  hidden: boolean;
};

/** The catalogue flattened to one entry per path, each group then its services, in file order. */
export function catalogueEntries(catalogue: Catalogue): CatalogueEntry[] {
  return catalogue.groups.flatMap((group) => {
    const groupPath = `/${group.slug}`;
    const groupHref = serviceHref(group.slug);
    const { slug, title, summary } = group;
    return [
      {
        path: groupPath,
        canonicalPath: groupPath,
        href: groupHref,
        canonicalHref: groupHref,
        group: slug,
        slug,
        title,
        summary,
        hidden: false,
      },
      ...group.children.map((child) => {
        const home = homeGroup(catalogue, child.slug);
        return {
          path: `${groupPath}/${child.slug}`,
          canonicalPath: `/${home}/${child.slug}`,
          href: serviceHref(group.slug, child.slug),
          canonicalHref: serviceHref(home, child.slug),
          group: group.slug,
          slug: child.slug,
          title: child.title,
          summary: child.summary,
          hidden: child.hidden,
        };
      }),
    ];
  });
}
