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
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
  // findBy… and waitFor give up after 1 s by default: a window a loaded CI machine misses (a debounced lookup's
  // list, a lazy chunk), failing tests that pass alone. A missing element still fails, 10 s later.
  configure({ asyncUtilTimeout: 10_000 });
  // jsdom has no layout and so no scrollIntoView; widgets that scroll call it, tests spy on it.
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
}
