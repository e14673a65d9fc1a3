import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "@/scripts/lib/build-server.mjs";
import packageJson from "@/package.json";

const root = path.resolve(import.meta.dirname, "../../../..");
const dir = mkdtempSync(path.join(tmpdir(), "shiplux-server-build-"));
const outfile = path.join(dir, "server-entry.cjs");
let built: Awaited<ReturnType<typeof buildServer>>;
beforeAll(async () => {
  built = await buildServer(root, outfile);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The package a bare import names: `@scope/name` or `name`, without its subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

describe("the compiled production server (npm run build's server-entry.cjs)", () => {
  it("inlines server.ts and its lib/ modules, no package, and loads only Node's modules and production dependencies", () => {
    const { inputs, external } = built;
    expect(inputs).toContain("server.ts");
    expect(inputs).toContain("lib/server/site-server.ts");
    expect(inputs.filter((file) => file !== "server.ts" && !file.startsWith("lib/"))).toEqual([]);
    const builtins = new Set(builtinModules.map((name) => `node:${name.replace(/^node:/, "")}`));
    const strays = external.filter(
      (specifier) => !builtins.has(specifier) && !(packageOf(specifier) in packageJson.dependencies),
    );
    expect(strays).toEqual([]);
  });

  it("runs as plain JavaScript: no TypeScript, no `@/` alias and no server-only package left to resolve", () => {
    const code = readFileSync(outfile, "utf8");
    const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
    expect(required).toContain("next");
    expect(
      required.filter((r) => r.startsWith("@/") || r.startsWith(".") || r === "server-only" || r === "tsx"),
    ).toEqual([]);
  });
});
