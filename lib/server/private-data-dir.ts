import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Only the server's own user may list DATA_DIR or read what it holds: leads, raw IPs in conversion files, keys. */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
/** Clears group and other bits from every file and folder the process creates from now on. */
const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR private before the server writes to it: the folder is created 0700, whatever is in it already
 * (from a server that ran before this rule) is set to 0700/0600, and the process's umask makes everything it
 * creates later private too: the SQLite file and its journal (which SQLite creates itself), each .eml, each
 * conversion JSON, the IP-hash key. Returns how many entries it tightened.
 */
export function makeDataDirPrivate(dataDir: string): number {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  let tightened = 0;
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue; // never follow a link out of DATA_DIR
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
    tightened += 1;
  }
  return tightened;
}
