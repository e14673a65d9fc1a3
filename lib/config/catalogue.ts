import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
// Relative, not @/: next.config.ts loads this file (for the redirects) and its loader resolves no path aliases.
import { describeIssues } from "../text";

/** The service catalogue (content/catalogue.yaml), validated once: menus and service pages both read it. */
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
