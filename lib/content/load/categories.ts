import { categoriesFileSchema, type CategoryEntry } from "../schemas/categories";
import { categorySlug } from "../text/slug";
import type { PostRecord } from "./posts";
import { exists, readText } from "./files";
import { parseYamlFile } from "./parse-file";

export type CategoryRecord = CategoryEntry & { databaseId: number };

const FILE = "categories.yaml";

/**
 * Categories from categories.yaml. Each slug must follow the slug rule, and every category a post names
 * must be listed, so a typo in a post fails the build instead of creating an empty category page.
 */
export function loadCategories(root: string, posts: PostRecord[]): CategoryRecord[] {
  const entries = exists(root, FILE) ? parseYamlFile(readText(root, FILE), FILE, categoriesFileSchema).categories : [];
  entries.forEach((entry, index) => {
    const expected = categorySlug(entry.name);
    if (entry.slug !== expected) {
      throw new Error(`Invalid content file ${FILE}: categories.${index}.slug: "${entry.slug}" should be "${expected}"`);
    }
  });
  const known = new Set(entries.map((entry) => entry.name));
  for (const post of posts) {
    post.categories.forEach((name, index) => {
      if (!known.has(name)) {
        throw new Error(`Invalid content file ${post.file}: categories.${index}: "${name}" is not listed in ${FILE}`);
      }
    });
  }
  return entries.map((entry, index) => ({ ...entry, databaseId: index + 1 }));
}
