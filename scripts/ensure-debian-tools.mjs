// The signed-order tests verify the sealed PDF with independent readers: Debian's poppler-utils (pdfsig checks
// the PAdES signature with NSS, pdftotext reads the text). Finds them, or installs the package with apt when
// running as root, the way ensure-chromium.mjs installs Chromium; otherwise says exactly what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const TOOLS = ["/usr/bin/pdfsig", "/usr/bin/pdftotext"];
if (TOOLS.every((p) => existsSync(p))) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "pdfsig and pdftotext are missing. Install Debian's poppler-utils first:\n  sudo apt-get update && sudo apt-get install -y poppler-utils",
  );
  process.exit(1);
}
console.log("pdfsig not found: installing Debian's poppler-utils package with apt-get …");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
try {
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "poppler-utils"], { stdio: "inherit", env });
} catch (error) {
  console.error(
    "Installing poppler-utils with apt-get failed; run: apt-get update && apt-get install -y poppler-utils",
    error,
  );
  process.exit(1);
}
const missing = TOOLS.filter((p) => !existsSync(p));
if (missing.length) {
  console.error(`apt-get finished but ${missing.join(" and ")} is still missing.`);
  process.exit(1);
}
