import { expect, test } from "@playwright/test";
import { holdChunkContaining, unrouteOnClose } from "../support/chunks";

const POST = "/blog/how-to-ship-a-boat";
/** A string only the copy-link button's chunk holds (components/content/copy-link-button.tsx). */
const COPY_LINK_CHUNK = "Copy failed: select the address bar instead";

test.afterEach(unrouteOnClose);

test("the page hydrates without waiting for the copy-link button's chunk, and the button copies the post's address once it is in", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const release = await holdChunkContaining(page, COPY_LINK_CHUNK);
  await page.goto(POST, { waitUntil: "domcontentloaded" }); // "load" waits for the held chunk
  // Next.js adds its route announcer when the page's root has hydrated: with the button in a boundary of its own
  // (components/ui/island-boundary.tsx) that does not wait for the button's chunk; without it, it did.
  await expect(page.locator("next-route-announcer")).toHaveCount(1);
  const button = page.getByRole("button", { name: "Copy link" });
  await expect(button).toBeVisible();
  release();
  await expect(async () => {
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${POST}$`));
});
