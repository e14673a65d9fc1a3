import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CSP_MANIFEST_FILE,
  buildCspManifest,
  readCspManifest,
  routeOfPrerenderedFile,
} from "@/lib/security/csp-manifest";
import { scriptHashSource } from "@/lib/security/script-hashes";

const THEME = "(function(){document.documentElement.classList.add('dark')})()";
const payload = (n: number) => `self.__next_f.push([1,"${n}"])`;
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head>${scripts.map((s) => `<script>${s}</script>`).join("")}</head><body></body></html>`;

describe("routeOfPrerenderedFile", () => {
  it.each([
    ["index.html", "/"],
    ["quote.html", "/quote"],
    [path.join("blog", "page", "2.html"), "/blog/page/2"],
    ["_not-found.html", "/_not-found"],
    ["quote.rsc", undefined],
    ["sitemap.xml.body", undefined],
  ])("%s → %s", (file, route) => {
    expect(routeOfPrerenderedFile(file)).toBe(route);
  });
});

describe("buildCspManifest", () => {
  it("lists each page's inline scripts by hash, once each", () => {
    const manifest = buildCspManifest([
      { route: "/", html: page(THEME, payload(1), payload(1)) },
      { route: "/quote", html: page(THEME, payload(2)) },
    ]);
    expect(manifest.pages["/"]).toEqual([scriptHashSource(THEME), scriptHashSource(payload(1))]);
    expect(manifest.pages["/quote"]).toEqual([scriptHashSource(THEME), scriptHashSource(payload(2))]);
  });

  it("keeps every script but Next's payload as shared, for pages rendered on request", () => {
    const recorder = "(function(s){s.parentElement})(document.currentScript)";
    const manifest = buildCspManifest([
      { route: "/", html: page(THEME, payload(1)) },
      { route: "/quote", html: page(THEME, recorder, payload(2)) },
    ]);
    expect(manifest.sharedScripts).toEqual([scriptHashSource(THEME), scriptHashSource(recorder)].sort());
  });

  it("lists a page without inline scripts with none, so its policy allows none", () => {
    expect(buildCspManifest([{ route: "/plain", html: "<p>plain</p>" }]).pages["/plain"]).toEqual([]);
  });
});

describe("readCspManifest", () => {
  const root = () => mkdtempSync(path.join(tmpdir(), "csp-manifest-"));

  it("reads back what the build wrote", () => {
    const dir = root();
    const manifest = buildCspManifest([{ route: "/", html: page(THEME) }]);
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, CSP_MANIFEST_FILE), JSON.stringify(manifest));
    expect(readCspManifest(dir)).toEqual(manifest);
  });

  it("says to run the build when there is no manifest", () => {
    expect(() => readCspManifest(root())).toThrow(/npm run build/);
  });

  it("refuses a manifest whose sources are not sha256 hashes", () => {
    const dir = root();
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(
      path.join(dir, CSP_MANIFEST_FILE),
      JSON.stringify({ pages: { "/": ["'unsafe-inline'"] }, sharedScripts: [] }),
    );
    expect(() => readCspManifest(dir)).toThrow();
  });
});
