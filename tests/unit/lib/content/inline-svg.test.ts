import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineSvg } from "@/lib/content";
import { svgForPage } from "@/lib/content/inline-svg";

const file = (src: string) => readFileSync(path.join(process.cwd(), "public", src), "utf8");
const elements = (markup: string) => markup.match(/<(?!\/|title\b)[a-zA-Z]+\b/g) ?? [];

describe("inlineSvg", () => {
  it("gives one of the site's own illustrations as its viewBox and every drawing element, without its <title>", () => {
    const src = "/images/illustrations/boat.svg";
    const svg = inlineSvg(src);
    expect(svg?.viewBox).toBe("0 0 1200 800");
    expect(svg?.body).not.toMatch(/<title|<svg/);
    // Everything inside the root but the title, in the file's order.
    expect(elements(svg?.body ?? "")).toEqual(elements(file(src)).slice(1));
  });

  it("makes the file's ids its own, and every reference follows them", () => {
    const svg = inlineSvg("/images/hero/hero-poster.svg");
    const ids = [...(svg?.body ?? "").matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    const refs = [...(svg?.body ?? "").matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(ids).toContain("svg-hero-hero-poster-sky");
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids).toContain(ref);
  });

  it("inlines every illustration the site ships", () => {
    const dir = path.join(process.cwd(), "public", "images");
    const svgs = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(40);
    for (const f of svgs) expect(inlineSvg(`/images/${f.split(path.sep).join("/")}`), f).not.toBeNull();
  });

  it("leaves CMS images, other types, paths out of public/images and missing files to their own request", () => {
    for (const src of [
      "https://cms.example.com/wp-content/uploads/boat.svg",
      "/images/illustrations/boat.png",
      "/images/../../package.json.svg",
      "/images/illustrations/boat.svg?v=2",
      "/images/illustrations/no-such-file.svg",
    ]) {
      expect(inlineSvg(src), src).toBeNull();
    }
  });

  it("leaves to an <img> an SVG that could do more than draw, or that is too large or not one <svg>", () => {
    const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
    expect(svgForPage(wrap('<rect id="r" width="10" height="10"/><use href="#r" x="5"/>'), "x")).toEqual({
      viewBox: "0 0 10 10",
      body: '<rect id="svg-x-r" width="10" height="10"/><use href="#svg-x-r" x="5"/>',
    });
    expect(svgForPage(wrap('<linearGradient id="g"/><rect fill="url(#g)" width="1"/>'), "x")?.body).toBe(
      '<linearGradient id="svg-x-g"/><rect fill="url(#svg-x-g)" width="1"/>',
    );
    for (const svg of [
      wrap("<script>alert(1)</script>"),
      wrap("<style>body{display:none}</style>"),
      wrap('<rect onclick="alert(1)" width="1"/>'),
      wrap('<a href="javascript:alert(1)"><rect width="1"/></a>'),
      wrap("<foreignObject><div>html</div></foreignObject>"),
      wrap('<a href="https://example.com/"><rect width="1"/></a>'),
      wrap('<image href="https://example.com/pixel.png" width="1" height="1"/>'),
      wrap('<use xlink:href="/images/other.svg#shape"/>'),
      wrap('<rect fill="url(/images/other.svg#gradient)" width="1"/>'),
      wrap("<rect style=\"fill: url( 'https://example.com/g.svg#g' )\" width=\"1\"/>"),
      wrap('<rect filter="url(data:image/svg+xml,x)" width="1"/>'),
      wrap(`<rect width="1"/>${" ".repeat(9000)}`),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
      '<svg viewBox="0 0 1 1"><rect width="1"/></svg><svg viewBox="0 0 1 1"></svg>',
      '<svg viewBox="0 0 1 1"><rect width="1"/></svg>trailing',
      "<html><svg viewBox='0 0 1 1'></svg></html>",
    ]) {
      expect(svgForPage(svg, "x"), svg.slice(0, 80)).toBeNull();
    }
  });
});
