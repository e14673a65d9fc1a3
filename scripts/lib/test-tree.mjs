// The rule scripts/check-test-tree.mjs holds, apart from the file system so that a test can hand it any tree:
// a unit test sits where the code it tests sits, so a reader finds the tests of lib/leads/delivery in
// tests/unit/lib/leads/delivery/ and a folder of tests never outlives the code it was about.

/** The code trees that tests/unit mirrors; tests/unit/support holds helpers, not tests of a tree. */
const MIRRORED_ROOTS = ["lib", "components", "scripts", "app"];
export const UNIT_ROOT = "tests/unit";
const HELPERS = "support";

/**
 * The files under tests/unit that do not sit in a mirror of an existing folder, each with why.
 * @param {string[]} files paths relative to tests/unit, with forward slashes
 * @param {(dir: string) => boolean} isDirectory whether a folder, relative to the repository root, exists
 * @returns {string[]}
 */
export function misplacedUnitFiles(files, isDirectory) {
  return files.flatMap((file) => {
    const parts = file.split("/");
    const top = parts[0] ?? "";
    if (parts.length > 1 && top === HELPERS) return [];
    const folder = parts.slice(0, -1).join("/");
    if (!MIRRORED_ROOTS.includes(top) || parts.length < 2)
      return [`${UNIT_ROOT}/${file}: not under ${MIRRORED_ROOTS.map((r) => `${UNIT_ROOT}/${r}/`).join(", ")}`];
    if (!isDirectory(folder)) return [`${UNIT_ROOT}/${file}: mirrors ${folder}/, which does not exist`];
    return [];
  });
}
