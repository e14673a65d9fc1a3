import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
// Relative, not @/, and to the faces only: next.config.ts loads this file (for the redirects, through
// service-redirects.ts) and its loader resolves no path aliases.
import { serviceHref } from "../config";
import { describeIssues } from "../text";

/**
 * The service catalogue (content/catalogue.yaml), validated once: the service menu, the service pages, the sitemap
 * and the redirects read it. Where its pages live (serviceHref) is lib/config's; which page a service has is here.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a kebab-case slug");

const serviceSchema = z.object({
  slug,
  title: z.string().min(1),
  summary: z.string().min(1),
  hidden: z.boolean().default(false),
});

const groupSchema = z.object({
  slug,
  title: z.string().min(1),
  icon: z.string().min(1),
  summary: z.string().min(1),
  children: z.array(serviceSchema),
});

const catalogueSchema = z.object({ groups: z.array(groupSchema).min(1) });
export type Catalogue = z.infer<typeof catalogueSchema>;

const CATALOGUE_FILE = path.join(process.cwd(), "content", "catalogue.yaml");
let cached: Catalogue | undefined;

export function parseCatalogue(text: string, file = CATALOGUE_FILE): Catalogue {
  const result = catalogueSchema.safeParse(parse(text));
  if (!result.success) {
    throw new Error(`${file} is invalid: ${describeIssues(result.error)}`, { cause: result.error });
  }
  return result.data;
}

export function getCatalogue(): Catalogue {
  cached ??= parseCatalogue(readFileSync(CATALOGUE_FILE, "utf8"));
  return cached;
}

/** Every catalogue path, e.g. ["open-auto-shipping"], ["heavy-equipment-shipping", "tractor-shipping"]. */
export function cataloguePaths(): string[][] {
  return getCatalogue().groups.flatMap((g) => [[g.slug], ...g.children.map((c) => [g.slug, c.slug])]);
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
