import type { Catalogue } from "@/lib/config/catalogue";

export type CatalogueEntry = {
  path: string;
  group: string;
  slug: string;
  title: string;
  summary: string;
  hidden: boolean;
  /** The first catalogue path with the same slug; a service listed in two groups has one canonical page. */
  canonicalPath: string;
};

/** Flattens the catalogue to one entry per page path, groups first then their children, in file order. */
export function catalogueEntries(catalogue: Catalogue): CatalogueEntry[] {
  const firstPathBySlug = new Map<string, string>();
  const entries: CatalogueEntry[] = [];
  for (const group of catalogue.groups) {
    const groupPath = `/${group.slug}`;
    entries.push({ path: groupPath, group: group.slug, slug: group.slug, title: group.title, summary: group.summary, hidden: false, canonicalPath: groupPath });
    for (const child of group.children) {
      const path = `${groupPath}/${child.slug}`;
      if (!firstPathBySlug.has(child.slug)) firstPathBySlug.set(child.slug, path);
      entries.push({
        path,
        group: group.slug,
        slug: child.slug,
        title: child.title,
        summary: child.summary,
        hidden: child.hidden,
        canonicalPath: firstPathBySlug.get(child.slug) ?? path,
      });
    }
  }
  return entries;
}
