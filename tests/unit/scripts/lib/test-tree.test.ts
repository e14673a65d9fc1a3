import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { misplacedUnitFiles, UNIT_ROOT } from "@/scripts/lib/test-tree.mjs";

const folders = new Set(["lib", "lib/leads", "lib/leads/delivery", "components", "components/ui", "scripts", "app"]);
const isDirectory = (dir: string) => folders.has(dir);

describe("the unit test tree check", () => {
  it("accepts tests that sit in a mirror of an existing folder, and helpers in support/", () => {
    const files = [
      "lib/leads/delivery/channels.test.ts",
      "lib/leads/fixtures.ts",
      "components/ui/combobox.test.tsx",
      "support/network.ts",
      "support/deeper/helper.ts",
    ];
    expect(misplacedUnitFiles(files, isDirectory)).toEqual([]);
  });

  it("names a test whose folder mirrors code that no longer exists", () => {
    expect(misplacedUnitFiles(["components/quote-form/steps.test.tsx"], isDirectory)).toEqual([
      "tests/unit/components/quote-form/steps.test.tsx: mirrors components/quote-form/, which does not exist",
    ]);
  });

  it("names a test in a folder of its own beside the mirrored trees, or at the top of tests/unit", () => {
    const problems = misplacedUnitFiles(["leads/channels.test.ts", "loose.test.ts", "support.test.ts"], isDirectory);
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "tests/unit/leads/channels.test.ts",
      "tests/unit/loose.test.ts",
      "tests/unit/support.test.ts",
    ]);
    expect(problems[0]).toMatch(/not under tests\/unit\/lib\/, tests\/unit\/components\/, .*tests\/unit\/app\//);
  });

  it("finds nothing out of place in this repository's tests/unit", () => {
    const files = readdirSync(UNIT_ROOT, { recursive: true, encoding: "utf8" })
      .filter((entry) => statSync(path.join(UNIT_ROOT, entry)).isFile())
      .map((entry) => entry.split(path.sep).join("/"));
    expect(files).toContain("scripts/lib/test-tree.test.ts");
    expect(misplacedUnitFiles(files, (dir) => existsSync(dir) && statSync(dir).isDirectory())).toEqual([]);
  });
});
