import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getCatalogue, catalogueEntries } from "@/lib/content/catalogue";
import { serviceRedirects } from "@/lib/content/service-redirects";

const entries = catalogueEntries(getCatalogue());
const redirects = serviceRedirects();
const oldUrls = entries.map((e) => e.path);

/** The first URL segment of every route folder in app/, route groups such as (main) looked through. */
function rootRouteSegments(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => (/^\(.+\)$/.test(d.name) ? rootRouteSegments(`${dir}/${d.name}`) : [d.name]));
}

describe("service redirects", () => {
  it("redirects each old root-level service URL exactly once, permanently, to its page under /services", () => {
    for (const url of oldUrls) {
      const matches = redirects.filter((r) => r.source === url);
      expect(matches, url).toHaveLength(1);
      expect(matches[0]).toEqual({
        source: url,
        destination: entries.find((e) => e.path === url)?.canonicalHref,
        permanent: true,
      });
    }
    expect(redirects.find((r) => r.source === "/heavy-equipment-shipping/tractor-shipping")?.destination).toBe(
      "/services/heavy-equipment-shipping/tractor-shipping",
    );
  });

  it("sends both URLs of the service listed twice straight to its one page", () => {
    const canonical = "/services/enclosed-auto-shipping/enclosed-motorcycle-shipping";
    expect(redirects.find((r) => r.source === "/non-car/enclosed-motorcycle-shipping")?.destination).toBe(canonical);
    expect(redirects.find((r) => r.source === "/services/non-car/enclosed-motorcycle-shipping")?.destination).toBe(
      canonical,
    );
  });

  it("redirects nothing else", () => {
    const sources = redirects.map((r) => r.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.filter((s) => !oldUrls.includes(s))).toEqual(["/services/non-car/enclosed-motorcycle-shipping"]);
  });

  it("ends every redirect on a page, never on another redirect", () => {
    const pages = new Set(entries.filter((e) => e.href === e.canonicalHref).map((e) => e.href));
    for (const { destination } of redirects) expect(pages).toContain(destination);
  });

  it("catches no other page's URL: no group slug is a route of its own in app/", () => {
    const routes = rootRouteSegments();
    expect(routes).toContain("international-car-shipping");
    expect(routes).toContain("services");
    for (const group of getCatalogue().groups) expect(routes).not.toContain(group.slug);
  });
});
