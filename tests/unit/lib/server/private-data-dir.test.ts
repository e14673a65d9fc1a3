import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeDataDirPrivate } from "@/lib/server/private-data-dir";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("makeDataDirPrivate", () => {
  const umask = process.umask();
  let root: string | undefined;
  afterEach(() => {
    process.umask(umask);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("creates DATA_DIR 0700, tightens what is already there, and makes later files 0600", () => {
    root = mkdtempSync(path.join(tmpdir(), "shiplux-private-"));
    const dataDir = path.join(root, "data");
    mkdirSync(path.join(dataDir, "mail"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, "shiplux.sqlite"), "x", { mode: 0o644 });
    writeFileSync(path.join(dataDir, "mail", "old.eml"), "x", { mode: 0o644 });

    expect(makeDataDirPrivate(dataDir)).toBe(3);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "mail"))).toBe(0o700);
    expect(mode(path.join(dataDir, "shiplux.sqlite"))).toBe(0o600);
    expect(mode(path.join(dataDir, "mail", "old.eml"))).toBe(0o600);

    writeFileSync(path.join(dataDir, "mail", "new.eml"), "x");
    mkdirSync(path.join(dataDir, "conversions"));
    expect(mode(path.join(dataDir, "mail", "new.eml"))).toBe(0o600);
    expect(mode(path.join(dataDir, "conversions"))).toBe(0o700);
  });
});
