import { describe, expect, it } from "vitest";
import { cataloguePaths, getCatalogue, parseCatalogue } from "@/lib/content/catalogue";
import { serviceMenu } from "@/lib/content/navigation-tree";

describe("service catalogue", () => {
  it("lists every group and child path, hidden ones included", () => {
    const paths = cataloguePaths().map((p) => p.join("/"));
    expect(paths).toContain("open-auto-shipping");
    expect(paths).toContain("heavy-equipment-shipping/tractor-shipping");
    expect(paths).toContain("non-car/golf-cart-shipping");
    expect(paths).toContain("non-car/utv-shipping");
    expect(getCatalogue().groups.map((g) => g.slug)).toEqual([
      "open-auto-shipping",
      "enclosed-auto-shipping",
      "heavy-equipment-shipping",
      "locational",
      "international",
      "non-car",
    ]);
  });

  it("keeps hidden services (golf carts, UTVs) out of the menu", () => {
    const labels = serviceMenu().flatMap((g) => [g.label, ...(g.children ?? []).map((c) => c.label)]);
    expect(labels).toContain("RV Shipping");
    expect(labels).not.toContain("Golf Cart Shipping");
    expect(labels).not.toContain("UTV Shipping");
  });

  it("rejects a malformed catalogue naming the file and the field", () => {
    const bad = "groups:\n  - slug: Bad Slug\n    title: X\n    icon: truck\n    summary: s\n    children: []\n";
    expect(() => parseCatalogue(bad, "content/catalogue.yaml")).toThrow(
      /content\/catalogue\.yaml is invalid: groups\.0\.slug: must be a kebab-case slug/,
    );
  });
});
