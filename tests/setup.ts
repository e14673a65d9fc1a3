import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each test file has its own data directory (keys, mail, conversions made at first use), so files that run
// side by side never share one; a file that sets DATA_DIR itself, at its top, still wins.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shiplux-test-data-"));

// jsdom has no layout and so no scrollIntoView; widgets that scroll call it, tests spy on it.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

afterEach(() => {
  cleanup();
});
