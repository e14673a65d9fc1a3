// npm run lint: the import graph of app/, components/ and lib/ as the TypeScript compiler resolves it (the `@/`
// alias from tsconfig.json, type-only imports and re-exports counted: a type import ties two files together
// for the reader as much as a value one). Fails on any import cycle between files, and on any import from a
// lower layer of lib/ to a higher one (LAYERS below; docs/architecture.md says why the order is what it is).
import path from "node:path";
import ts from "typescript";

/**
 * lib/ from the bottom up; app/ and components/ sit above all of it. A unit imports only units in earlier rows
 * (and itself); units in one row do not import each other. A unit is a domain (`db`: everything under lib/db)
 * or a module inside one (`config/env`: lib/config/env.ts and the modules it re-exports), which then stands
 * apart from the rest of its domain.
 */
export const LAYERS = [
  ["server-only", "text", "dates", "utils", "theme", "security", "attribution", "quote-bounds", "privacy"],
  ["http", "webhooks", "facts", "estimate"],
  ["config/env", "config/public-env"],
  ["config"],
  ["db", "seo", "email"],
  ["rate-limit", "analytics"],
  ["content", "lookups"],
  ["reviews", "quote"],
  ["conversions", "server"],
  ["leads"],
  ["orders"],
  ["payments"],
  ["shipments"],
  ["booking"],
  ["delivery-content", "reports"],
];
const TOP = ["components", "app"];

const root = process.cwd();
const rel = (/** @type {string} */ file) => path.relative(root, file);

function compilerOptions() {
  const read = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
}

/** Every import, re-export and import() of each file, resolved to the project's own files. */
function importGraph() {
  const options = compilerOptions();
  const files = ts.sys
    .readDirectory(root, [".ts", ".tsx"], undefined, ["app/**/*", "components/**/*", "lib/**/*"])
    .filter((f) => !f.includes("/node_modules/"));
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  /** @type {Map<string, string[]>} */
  const reexports = new Map();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? "";
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule)
      .map((m) => m?.resolvedFileName)
      .filter((f) => f !== undefined && known.has(f));
    graph.set(file, [...new Set(/** @type {string[]} */ (targets))]);
    reexports.set(file, reexportsOf(file, text, options, known));
  }
  return { graph, reexports };
}

/** @param {string} file @param {string} text @param {ts.CompilerOptions} options @param {Set<string>} known */
function reexportsOf(file, text, options, known) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements
    .filter(ts.isExportDeclaration)
    .map((s) => s.moduleSpecifier)
    .filter((s) => s !== undefined && ts.isStringLiteral(s))
    .map((s) => ts.resolveModuleName(/** @type {ts.StringLiteral} */ (s).text, file, options, ts.sys).resolvedModule)
    .map((m) => m?.resolvedFileName ?? "")
    .filter((f) => known.has(f));
}

/** Strongly connected components of more than one file (Tarjan), each a set of files that import each other. */
function cycles(/** @type {Map<string, string[]>} */ graph) {
  let counter = 0;
  /** @type {Map<string, { index: number; low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const found = [];
  const visit = (/** @type {string} */ node) => {
    const mark = { index: counter, low: counter++ };
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!seen.has(next)) visit(next);
      const other = /** @type {{ index: number; low: number }} */ (seen.get(next));
      if (onStack.has(next)) mark.low = Math.min(mark.low, other.index, other.low);
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const component = [];
    let top;
    do {
      top = /** @type {string} */ (stack.pop());
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1) found.push(component);
  };
  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return found;
}

/** The shortest loop from `start` back to itself inside its component, for the message. */
function shortestLoop(/** @type {Map<string, string[]>} */ graph, /** @type {string[]} */ component, start) {
  const inside = new Set(component);
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = /** @type {string} */ (cameFrom.get(at))) loop.unshift(at);
        return [start, ...loop];
      }
      queue.push(next);
    }
  }
  return [start];
}

/** Which unit of LAYERS (or app, components) each file belongs to; a module unit takes its re-exports along. */
function unitsOf(/** @type {string[]} */ files, /** @type {Map<string, string[]>} */ reexports) {
  /** @type {Map<string, number>} */
  const rank = new Map();
  LAYERS.forEach((row, i) => row.forEach((name) => rank.set(name, i)));
  TOP.forEach((name, i) => rank.set(name, LAYERS.length + i));
  /** @type {Map<string, string>} */
  const unit = new Map();
  const problems = [];
  for (const name of rank.keys()) {
    if (!name.includes("/")) continue;
    const face = files.find((f) => rel(f).replace(/\.tsx?$/, "") === `lib/${name}`);
    if (!face) problems.push(`LAYERS names lib/${name}, which is not a module: update LAYERS`);
    const todo = face ? [face] : [];
    while (todo.length > 0) {
      const file = /** @type {string} */ (todo.pop());
      if (unit.has(file) || path.dirname(file) !== path.dirname(/** @type {string} */ (face))) continue;
      unit.set(file, name);
      todo.push(...(reexports.get(file) ?? []));
    }
  }
  for (const file of files) {
    if (unit.has(file)) continue;
    const [top, domain] = rel(file).split(path.sep);
    const name = top === "lib" ? /** @type {string} */ (domain) : /** @type {string} */ (top);
    if (!rank.has(name)) problems.push(`${rel(file)}: lib/${name} has no place in LAYERS (scripts/check-imports.mjs)`);
    unit.set(file, name);
  }
  return { unit, rank, problems };
}

function main() {
  const { graph, reexports } = importGraph();
  const files = [...graph.keys()];
  const { unit, rank, problems } = unitsOf(files, reexports);
  for (const component of cycles(graph)) {
    const start = [...component].sort()[0];
    const loop = shortestLoop(graph, component, start).map(rel).join("\n      → ");
    problems.push(`a circle of ${component.length} files that import each other, for one:\n      ${loop}`);
  }
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [unit.get(file), unit.get(target)];
      if (from === to || from === undefined || to === undefined) continue;
      if ((rank.get(from) ?? 0) > (rank.get(to) ?? 0)) continue;
      problems.push(`${rel(file)} (${from}) imports ${rel(target)} (${to}), which is not below it`);
    }
  }
  if (problems.length > 0) {
    console.error(`Import graph: ${problems.length} problem(s)\n  ${problems.sort().join("\n  ")}`);
    process.exit(1);
  }
  const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
  console.log(`Import graph: ${files.length} files, ${edges} imports, no circle, every import goes down the layers.`);
}

main();
