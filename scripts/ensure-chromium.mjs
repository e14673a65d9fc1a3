// Browser tests and page benchmarks use Debian's Chromium (Playwright cannot download its own here).
// Finds it (CHROMIUM_PATH, or Debian's path), or installs it (lib/debian-package.mjs).
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-browser"].filter((p) => p !== undefined);
if (!candidates.some((p) => existsSync(p)))
  ensureDebianPackage({ pkg: "chromium", files: ["/usr/bin/chromium"], what: "Chromium" });
