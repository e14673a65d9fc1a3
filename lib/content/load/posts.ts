import { postFrontMatterSchema, type PostFrontMatter } from "../schemas/post";
import { listNames, readText } from "./files";
import { parseMarkdownFile } from "./parse-file";

export type PostRecord = PostFrontMatter & {
  /** Stable within a content set: posts numbered by (date, slug), oldest first, like database ids. */
  databaseId: number;
  markdown: string;
  file: string;
};

/** Every post in content/posts, newest first. The slug must match the file name. */
export function loadPosts(root: string): PostRecord[] {
  const parsed = listNames(root, "posts", ".md").map((name) => {
    const file = `posts/${name}.md`;
    const { data, body } = parseMarkdownFile(readText(root, file), file, postFrontMatterSchema);
    if (data.slug !== name) {
      throw new Error(`Invalid content file ${file}: slug: "${data.slug}" must equal the file name "${name}"`);
    }
    if (body.length === 0) throw new Error(`Invalid content file ${file}: body: the post has no text`);
    return { ...data, markdown: body, file };
  });
  const oldestFirst = [...parsed].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  const ids = new Map(oldestFirst.map((post, index) => [post.slug, index + 1]));
  return parsed
    .map((post) => ({ ...post, databaseId: ids.get(post.slug) ?? 0 }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
