// Part of npm run lint: every path the README and docs/ name resolves. A backticked repository path
// (`lib/…`, `components/…`, `app/…`…) must exist; a relative Markdown link must reach a file, and its #anchor
// a heading of that file (GitHub's slugs). Placeholders (`<name>`, `*`, `…`, `{a,b}`) are patterns, not paths.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPO_PATH = /^(app|lib|components|scripts|tests|docs|content|public|\.ci)\//;
const PLACEHOLDER = /[<>*…{}]/;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** @param {string} file @returns {Set<string>} */
function anchorsOf(file) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug((m[1] ?? "").replace(/`/g, ""))));
}

/** @param {string} doc @returns {string[]} what `doc` names that does not resolve */
function problemsOf(doc) {
  const text = readFileSync(path.join(ROOT, doc), "utf8");
  const problems = [];
  for (const [, named = ""] of text.matchAll(/`([^`\s]+)`/g)) {
    const target = named.replace(/[:#].*$/, "").replace(/\/$/, "");
    if (REPO_PATH.test(target) && !PLACEHOLDER.test(target) && !existsSync(path.join(ROOT, target)))
      problems.push(`names \`${named}\`, which does not exist`);
  }
  for (const [, link = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(link)) continue;
    const [target = "", anchor] = link.split("#");
    const file = target ? path.join(ROOT, path.dirname(doc), target) : path.join(ROOT, doc);
    if (!existsSync(file)) problems.push(`links to ${link}, which does not exist`);
    else if (anchor && file.endsWith(".md") && !anchorsOf(file).has(anchor))
      problems.push(`links to ${link}, a heading that does not exist`);
  }
  return problems.map((p) => `${doc}: ${p}`);
}

const docs = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const problems = docs.flatMap(problemsOf);
if (problems.length) {
  console.error(`The docs name what is not there:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`check-docs: every path and anchor named in ${docs.length} documents resolves`);
