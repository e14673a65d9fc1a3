import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { contentFileError } from "../content-error";

function yamlOf(text: string, file: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    const where = error instanceof YAMLParseError ? ` at line ${error.linePos?.[0]?.line ?? "?"}` : "";
    throw new Error(`Content file ${file} is not valid YAML${where}`, { cause: error });
  }
}

/** Parses a YAML document and validates it; errors name the file and the field path. */
export function parseYamlFile<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  const result = schema.safeParse(yamlOf(text, file));
  if (!result.success) throw contentFileError(file, result.error);
  return result.data;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Markdown with a YAML front matter block; the front matter is validated, the body returned as is. */
export function parseMarkdownFile<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
): { data: z.output<S>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`Content file ${file} has no front matter (a --- YAML block at the top)`);
  const result = schema.safeParse(yamlOf(match[1] ?? "", file));
  if (!result.success) throw contentFileError(file, result.error);
  return { data: result.data, body: (match[2] ?? "").trim() };
}
