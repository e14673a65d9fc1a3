import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOrderSealPem, type OrderSealPem } from "@/lib/config/env";
import { orderSha256, selfSignedPem, signedOrderPdf } from "@/lib/orders";
import { testOrder } from "../../support/orders";

/**
 * The sealed order verified by an independent reader: Debian's pdfsig (poppler-utils, NSS underneath), which
 * `npm test` installs as it installs Chromium (scripts/ensure-debian-tools.mjs).
 */
function pdfsig(file: string) {
  const run = spawnSync("pdfsig", [file], { encoding: "utf8", timeout: 30_000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

let dir: string;
let seal: OrderSealPem;
let signedFile: string;
let pdf: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "sealed-pdf-"));
  const parsed = parseOrderSealPem(await selfSignedPem(), "test seal");
  if (typeof parsed === "string") throw new Error(parsed);
  seal = parsed;
  const order = testOrder();
  const signedAt = new Date("2026-11-27T15:04:05Z");
  pdf = await signedOrderPdf(
    order,
    { signerName: "Dana Whitfield", signedAt, orderSha256: orderSha256(order), disclosureConsentedAt: signedAt },
    seal,
  );
  signedFile = path.join(dir, "signed.pdf");
  writeFileSync(signedFile, pdf);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the sealed order PDF", () => {
  it("is a PAdES signature (ETSI.CAdES.detached) that pdfsig finds valid over the whole document", () => {
    const { out } = pdfsig(signedFile);
    expect(out).toContain("Signature Type: ETSI.CAdES.detached");
    expect(out).toContain("Signature Validation: Signature is Valid.");
    expect(out).toContain("Total document signed");
    // The embedded default is self-signed: intact, but its signer is not one the reader trusts.
    expect(out).toContain("Certificate Validation: Certificate issuer is unknown.");
  });

  it("fails pdfsig once one byte of the signed content is changed", () => {
    const text = pdf.toString("latin1");
    const at = text.indexOf("Your price for this window is");
    const target = at >= 0 ? at : text.indexOf("/Title");
    expect(target).toBeGreaterThan(0);
    const changed = Buffer.from(pdf);
    changed[target + 1] = changed[target + 1]! ^ 0x01;
    const changedFile = path.join(dir, "changed.pdf");
    writeFileSync(changedFile, changed);
    const { out } = pdfsig(changedFile);
    expect(out).not.toContain("Signature is Valid.");
    expect(out).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it("carries the order's words and its hash as text a reader extracts", () => {
    const text = execFileSync("pdftotext", [signedFile, "-"], { encoding: "utf8" });
    const order = testOrder();
    expect(text).toContain("Your price for this window is $1,350 (USD), locked");
    expect(text).toContain(orderSha256(order));
    expect(text).toContain("Signed by typing the full name: Dana Whitfield");
    expect(readFileSync(signedFile).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
