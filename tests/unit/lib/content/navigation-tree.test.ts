import { describe, expect, it } from "vitest";
import { getSectionPages } from "@/lib/content";
import { railItems } from "@/lib/content/navigation-tree";
import { shippingFaqLink } from "@/lib/config/navigation";

async function childrenOf(label: string) {
  const item = (await railItems()).find((i) => i.label === label);
  if (!item) throw new Error(`no rail item ${label}`);
  return item.children ?? [];
}

describe("rail menus over content sections", () => {
  it("lists every solution page that declares a menu entry, in its declared order, under its menu label", async () => {
    const declared = (await getSectionPages("solutions")).filter((p) => p.menu);
    const menu = await childrenOf("Transport solutions");
    expect(menu.map((l) => l.href).sort()).toEqual(declared.map((p) => p.path).sort());
    expect(menu[0]).toEqual({ label: "Snowbird car shipping", href: "/auto-transport-solutions/snowbird" });
  });

  it("leaves location pages without a menu entry out of the menu while they keep their page", async () => {
    const pages = await getSectionPages("locations");
    const menu = await childrenOf("Shipping locations");
    expect(pages.length).toBeGreaterThan(menu.length);
    expect(menu.map((l) => l.label)).toEqual([
      "North America",
      "Hawaii",
      "Alaska",
      "Puerto Rico",
      "Europe",
      "Asia",
      "Africa",
      "Oceania",
    ]);
  });

  it("ends the guide menu with the shipping FAQ, which is a route of its own rather than a guide page", async () => {
    const menu = await childrenOf("Shipping guide");
    expect(menu.at(-1)).toEqual(shippingFaqLink);
    expect(menu.map((l) => l.label)).toEqual(["Vehicle preparation", "Car shipping insurance", "Shipping FAQ"]);
  });
});
