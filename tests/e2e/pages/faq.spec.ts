import { expect, test } from "@playwright/test";

test.describe("FAQ page", () => {
  test("keeps one answer open on the whole page, opens by keyboard, and opens the question a link names", async ({
    page,
  }) => {
    await page.goto("/frequently-asked-questions");
    const questions = page.locator("details");
    expect(await questions.count()).toBeGreaterThan(6);
    const open = page.locator("details[open]");
    await expect(open).toHaveCount(0);

    // Two questions in different topics, opened in turn: only the second stays open.
    const first = questions.first();
    const last = questions.last();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await last.locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(last).toHaveAttribute("open", "");

    // Keyboard: the question is focusable and Enter toggles it.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(open).toHaveCount(1);

    // A link to a question opens it, on arrival and on a later hash change, with no script: the id is a
    // mark inside the answer, laid over the question, so the question shows in view.
    const targetOf = (index: number) => questions.nth(index).locator('[id$="-answer"] > [id]').getAttribute("id");
    const id = await targetOf(3);
    await page.goto(`/frequently-asked-questions#${id}`);
    await expect(questions.nth(3)).toHaveAttribute("open", "");
    await expect(page.locator(`#${id}-answer`)).toBeVisible();
    await expect(questions.nth(3).locator("summary")).toBeInViewport();
    const other = await targetOf(5);
    await page.evaluate((hash) => (window.location.hash = hash), other!);
    await expect(questions.nth(5)).toHaveAttribute("open", "");
    await expect(open).toHaveCount(1);
  });
});
