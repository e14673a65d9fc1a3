import { z } from "zod";
import { contentPageSchema, type ContentPage } from "../schemas/content-page";
import { legalPageFrontMatterSchema, type LegalPageFrontMatter } from "../schemas/legal-page";
import { sitePathSchema } from "../schemas/common";
import { parseMarkdownFile, parseYamlFile } from "./parse-file";

export type ContentPageRecord = ContentPage & { file: string };
export type LegalPageRecord = LegalPageFrontMatter & { markdown: string; file: string };

/** `read` gives a file's text under the content root, its fact marks resolved (store.ts). */
type Read = (file: string) => string;

export function loadContentPage(read: Read, file: string): ContentPageRecord {
  return { ...parseYamlFile(read(file), file, contentPageSchema), file };
}

/** A duplicate catalogue path's own file only has to point at the canonical page. */
const aliasSchema = z.looseObject({ canonical: sitePathSchema });

export function loadAliasCanonical(read: Read, file: string): string {
  return parseYamlFile(read(file), file, aliasSchema).canonical;
}

export function loadLegalPage(read: Read, file: string): LegalPageRecord {
  const { data, body } = parseMarkdownFile(read(file), file, legalPageFrontMatterSchema);
  return { ...data, markdown: body, file };
}
