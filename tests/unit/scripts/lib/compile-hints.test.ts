import { describe, expect, it } from "vitest";
import { COMPILE_HINT, startupChunks, withCompileHint } from "@/scripts/lib/compile-hints.mjs";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><h1>x</h1></body></html>`;

describe("the start-up chunks a build's pages load", () => {
  it("are every script chunk a page's HTML loads by itself, across the pages, each once", () => {
    const chunks = startupChunks([
      page(
        '<script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/turbopack-b2.js" async=""></script>',
      ),
      page(
        '<script src="/_next/static/chunks/a1.js" async=""></script><script async src="/_next/static/chunks/c3.js"></script>',
      ),
    ]);
    expect([...chunks].sort()).toEqual(["a1.js", "c3.js", "turbopack-b2.js"]);
  });

  it("leave out old browsers' polyfills, preload links, inline scripts and scripts from anywhere else", () => {
    const chunks = startupChunks([
      page(
        [
          '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
          '<link rel="preload" as="script" href="/_next/static/chunks/preloaded.js"/>',
          '<script>self.__next_f.push([1,"src=\\"/_next/static/chunks/in-text.js\\""])</script>',
          '<script src="https://cdn.example.com/_next/static/chunks/elsewhere.js"></script>',
          '<script src="/_next/static/media/not-a-chunk.js"></script>',
        ].join(""),
      ),
    ]);
    expect([...chunks]).toEqual([]);
  });
});

describe("a chunk with the compile hint", () => {
  it("starts with V8's per-file magic comment on a line of its own, the chunk unchanged after it", () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",1,()=>{}]);';
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(new Function(withCompileHint("return 6 * 7;"))()).toBe(42);
  });

  it("is not hinted twice when the build step runs again", () => {
    const once = withCompileHint("let a = 1;");
    expect(withCompileHint(once)).toBe(once);
  });
});
