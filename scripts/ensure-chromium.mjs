// Browser tests and page benchmarks use Debian's Chromium (Playwright cannot download its own here).
// Finds it, or installs it with apt when running as root; otherwise says exactly what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = /** @type {string[]} */ (
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean)
);
const found = candidates.find((p) => existsSync(p));
if (found) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "Chromium is missing. Install Debian's build first:\n  sudo apt-get update && sudo apt-get install -y chromium",
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium package with apt-get …");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
try {
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
} catch (error) {
  console.error("Installing chromium with apt-get failed; run: apt-get update && apt-get install -y chromium", error);
  process.exit(1);
}
if (!existsSync("/usr/bin/chromium")) {
  console.error("apt-get finished but /usr/bin/chromium is still missing.");
  process.exit(1);
}
