import { afterEach, describe, expect, it, vi } from "vitest";

async function freshModules() {
  vi.resetModules();
  const [{ siteConfig }, { LISTING_PAGES }] = await Promise.all([
    import("@/lib/config/site"),
    import("@/lib/content/listing-pages"),
  ]);
  return { siteConfig, LISTING_PAGES };
}

describe("the brand name", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is ShipLux when NEXT_PUBLIC_BRAND_NAME is unset or blank", async () => {
    vi.stubEnv("NEXT_PUBLIC_BRAND_NAME", "  ");
    const { siteConfig, LISTING_PAGES } = await freshModules();
    expect(siteConfig.name).toBe("ShipLux");
    expect(LISTING_PAGES.blog.heading).toBe("The ShipLux blog");
  });

  it("renames the description and the listing pages when NEXT_PUBLIC_BRAND_NAME is set", async () => {
    vi.stubEnv("NEXT_PUBLIC_BRAND_NAME", "Acme Auto");
    const { siteConfig, LISTING_PAGES } = await freshModules();
    expect(siteConfig.name).toBe("Acme Auto");
    expect(siteConfig.description).toMatch(/^Acme Auto arranges /);
    expect(LISTING_PAGES.blog.heading).toBe("The Acme Auto blog");
    expect(LISTING_PAGES.services.description).toMatch(/^Every Acme Auto service/);
  });
});
