import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Small filesystem helpers so loaders say what they read, relative to the content root. */
export function readText(root: string, relative: string): string {
  const file = path.join(root, relative);
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`Content file ${relative} could not be read from ${root}`, { cause: error });
  }
}

export function exists(root: string, relative: string): boolean {
  return existsSync(path.join(root, relative));
}

/** Base names (without extension) of the files with `ext` in a content folder; [] when it does not exist. */
export function listNames(root: string, folder: string, ext: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => entry.name.slice(0, -ext.length))
    .sort();
}
