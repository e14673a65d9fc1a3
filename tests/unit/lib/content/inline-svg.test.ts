import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineSvgSrc } from "@/lib/content";

describe("inlineSvgSrc", () => {
  it("writes one of the site's own illustrations as a data: URL that decodes to the file", () => {
    const src = "/images/illustrations/boat.svg";
    const inlined = inlineSvgSrc(src);
    expect(inlined).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    const file = readFileSync(path.join(process.cwd(), "public", src), "utf8");
    expect(decodeURIComponent((inlined ?? "").slice("data:image/svg+xml,".length))).toBe(file);
  });

  it("leaves CMS images, other types, paths out of public/images and missing files to their own request", () => {
    for (const src of [
      "https://cms.example.com/wp-content/uploads/boat.svg",
      "/images/illustrations/boat.png",
      "/images/../../package.json.svg",
      "/images/illustrations/boat.svg?v=2",
      "/images/illustrations/no-such-file.svg",
    ]) {
      expect(inlineSvgSrc(src), src).toBeNull();
    }
  });
});
