// npm run lint: every file under tests/unit sits in a folder that mirrors an existing folder of lib/,
// components/, scripts/ or app/ (or in tests/unit/support), so that moving or deleting code leaves no stray
// folder of tests behind (scripts/lib/test-tree.mjs holds the rule).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { misplacedUnitFiles, UNIT_ROOT } from "./lib/test-tree.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const files = readdirSync(path.join(ROOT, UNIT_ROOT), { recursive: true, encoding: "utf8" })
  .filter((entry) => statSync(path.join(ROOT, UNIT_ROOT, entry)).isFile())
  .map((entry) => entry.split(path.sep).join("/"));
const isDirectory = (/** @type {string} */ dir) => {
  try {
    return statSync(path.join(ROOT, dir)).isDirectory();
  } catch {
    return false;
  }
};
const problems = misplacedUnitFiles(files, isDirectory);
if (problems.length) {
  console.error(`Unit tests that do not mirror the tree:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`check-test-tree: all ${files.length} files under ${UNIT_ROOT} mirror lib/, components/, scripts/ or app/`);
