import { describe, expect, it } from "vitest";
import { cataloguePaths, getCatalogue, catalogueEntries } from "@/lib/content/catalogue";
import { serviceHref } from "@/lib/config/service-urls";
import { serviceMenu } from "@/lib/content/navigation-tree";

const entries = catalogueEntries(getCatalogue());

describe("service URLs", () => {
  it("builds a group's and a service's URL under /services", () => {
    expect(serviceHref("non-car")).toBe("/services/non-car");
    expect(serviceHref("heavy-equipment-shipping", "tractor-shipping")).toBe(
      "/services/heavy-equipment-shipping/tractor-shipping",
    );
  });

  it("maps every catalogue path to /services/{path}, hidden services included", () => {
    expect(entries.map((e) => e.path)).toEqual(cataloguePaths().map((segments) => `/${segments.join("/")}`));
    for (const entry of entries) expect(entry.href).toBe(`/services${entry.path}`);
    expect(entries.map((e) => e.href)).toContain("/services/non-car/golf-cart-shipping");
  });

  it("has a page for every group and each of its services", () => {
    const servicesPerGroup = Object.fromEntries(
      getCatalogue().groups.map((g) => [g.slug, entries.filter((e) => e.group === g.slug).length - 1]),
    );
    expect(servicesPerGroup).toEqual({
      "open-auto-shipping": 0,
      "enclosed-auto-shipping": 4,
      "heavy-equipment-shipping": 4,
      locational: 2,
      international: 3,
      "non-car": 5,
    });
  });

  it("gives a service listed under two groups one page, under the first group", () => {
    const motorcycle = entries.filter((e) => e.slug === "enclosed-motorcycle-shipping");
    expect(motorcycle.map((e) => e.href)).toEqual([
      "/services/enclosed-auto-shipping/enclosed-motorcycle-shipping",
      "/services/non-car/enclosed-motorcycle-shipping",
    ]);
    for (const entry of motorcycle)
      expect(entry.canonicalHref).toBe("/services/enclosed-auto-shipping/enclosed-motorcycle-shipping");
    expect(entries.filter((e) => e.href !== e.canonicalHref)).toHaveLength(1);
  });

  it("links every menu entry to a page under /services, the duplicate to its one page", () => {
    const hrefs = serviceMenu().flatMap((g) => [g.href, ...(g.children ?? []).map((c) => c.href)]);
    const pages = new Set(entries.map((e) => e.canonicalHref));
    for (const href of hrefs) expect(pages).toContain(href);
    expect(hrefs).not.toContain("/services/non-car/enclosed-motorcycle-shipping");
  });
});
