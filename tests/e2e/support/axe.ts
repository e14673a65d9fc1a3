import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

type Violation = AxeResults["violations"][number];

/** One line per violation: where, which rule, how bad, what to do, and the first three elements it names. */
function describeViolations(label: string, violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${label} ${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** axe over the page (or the part `include` selects), as described lines; empty when it finds nothing. */
export async function axeViolations(page: Page, label: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return describeViolations(label, result.violations);
}

/**
 * For walks over many pages: axe-core is added to every document of the context once, as an init script,
 * instead of being injected again on each analysis (AxeBuilder's way). A page is then checked in both themes
 * on one load, about four times faster than a load and an injection per page and theme.
 */
export async function addAxeToEveryDocument(context: BrowserContext) {
  await context.addInitScript({ path: require.resolve("axe-core/axe.min.js") });
}

/** axe over the document, with axe-core already there (addAxeToEveryDocument). Only violations are kept. */
export async function axeInDocument(page: Page, label: string): Promise<string[]> {
  const options: RunOptions = { resultTypes: ["violations"] };
  const violations = await page.evaluate(
    async (o) =>
      (
        await (window as unknown as { axe: { run: (d: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
          document,
          o,
        )
      ).violations,
    options,
  );
  return describeViolations(label, violations);
}
