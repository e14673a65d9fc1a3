import { afterEach } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each test file has its own data directory (keys, mail, conversions made at first use), so files that run
// side by side never share one; a file that sets DATA_DIR itself, at its top, still wins.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shiplux-test-data-"));

// Only files in jsdom render components. The DOM matchers and React's testing library cost a node file about
// 0.2 s of set-up each, paid by every file, so they load where there is a document.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
  // jsdom has no layout and so no scrollIntoView; widgets that scroll call it, tests spy on it.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
}
