import { z } from "zod";
import { contentPageSchema, type ContentPage } from "../schemas/content-page";
import { legalPageFrontMatterSchema, type LegalPageFrontMatter } from "../schemas/legal-page";
import { sitePathSchema } from "../schemas/common";
import { readText } from "./files";
import { parseMarkdownFile, parseYamlFile } from "./parse-file";

export type ContentPageRecord = ContentPage & { file: string };
export type LegalPageRecord = LegalPageFrontMatter & { markdown: string; file: string };

export function loadContentPage(root: string, file: string): ContentPageRecord {
  return { ...parseYamlFile(readText(root, file), file, contentPageSchema), file };
}

/** A duplicate catalogue path's own file only has to point at the canonical page. */
const aliasSchema = z.looseObject({ canonical: sitePathSchema });

export function loadAliasCanonical(root: string, file: string): string {
  return parseYamlFile(readText(root, file), file, aliasSchema).canonical;
}

export function loadLegalPage(root: string, file: string): LegalPageRecord {
  const { data, body } = parseMarkdownFile(readText(root, file), file, legalPageFrontMatterSchema);
  return { ...data, markdown: body, file };
}
