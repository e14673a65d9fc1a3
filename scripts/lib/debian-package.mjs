// One way to get a Debian package a test needs (Chromium, poppler-utils): present, or installed with apt-get when
// running as root, waiting for another apt-get's lock rather than failing on it; otherwise the exact command to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** How long apt-get waits for the dpkg lock another install holds (seconds). */
const LOCK_WAIT_SECONDS = 600;

/**
 * Exits the process non-zero, saying why, unless every one of `files` exists once `pkg` is installed.
 * @param {{ pkg: string, files: string[], what: string }} wanted
 */
export function ensureDebianPackage({ pkg, files, what }) {
  if (files.every((p) => existsSync(p))) return;
  const command = `apt-get update && apt-get install -y ${pkg}`;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${what} is missing. Install Debian's ${pkg} first:\n  sudo ${command.replace("&& ", "&& sudo ")}`);
    process.exit(1);
  }
  console.log(`${what} not found: installing Debian's ${pkg} package with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const lock = ["-o", `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`];
  try {
    execFileSync("apt-get", [...lock, "update"], { stdio: "inherit", env });
    execFileSync("apt-get", [...lock, "install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env });
  } catch (error) {
    console.error(`Installing ${pkg} with apt-get failed; run: ${command}`, error);
    process.exit(1);
  }
  const missing = files.filter((p) => !existsSync(p));
  if (missing.length) {
    console.error(`apt-get finished but ${missing.join(" and ")} is still missing.`);
    process.exit(1);
  }
}
