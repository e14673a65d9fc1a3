import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv, parseOrderSealPem } from "@/lib/config/env";
import { selfSignedPem } from "@/lib/orders";

const KEY = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n?/;
const CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/;

describe("ORDER_SEAL_PEM, the broker's seal for signed orders", () => {
  let pem: string;
  let dir: string;
  beforeAll(async () => {
    pem = await selfSignedPem();
    dir = mkdtempSync(path.join(tmpdir(), "seal-pem-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a key with its certificate and the chain after it", async () => {
    const seal = parseOrderSealPem(`${pem}${CERT.exec(await selfSignedPem())![0]}`, "seal.pem");
    if (typeof seal === "string") throw new Error(seal);
    expect(seal.chainDer).toHaveLength(2);
    expect(seal.keyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it("refuses a certificate that is not the key's, a file with no key or no certificate, without quoting the key", async () => {
    const otherCert = CERT.exec(await selfSignedPem())![0];
    const mismatch = parseOrderSealPem(`${KEY.exec(pem)![0]}${otherCert}`, "seal.pem");
    expect(mismatch).toBe("seal.pem: the first certificate is not the private key's");
    expect(parseOrderSealPem(CERT.exec(pem)![0], "a.pem")).toBe("a.pem holds no unencrypted PRIVATE KEY block");
    expect(parseOrderSealPem(KEY.exec(pem)![0], "b.pem")).toBe("b.pem holds no CERTIFICATE block");
  });

  it("stops start-up with the variable's name when the file is missing or wrong", () => {
    const missing = path.join(dir, "missing.pem");
    expect(() => getEnv({ ORDER_SEAL_PEM: missing })).toThrow(`ORDER_SEAL_PEM: no file at ${missing}`);
    const wrong = path.join(dir, "wrong.pem");
    writeFileSync(wrong, CERT.exec(pem)![0]);
    expect(() => getEnv({ ORDER_SEAL_PEM: wrong })).toThrow(/ORDER_SEAL_PEM: .*holds no unencrypted PRIVATE KEY block/);
    const good = path.join(dir, "good.pem");
    writeFileSync(good, pem);
    expect(getEnv({ ORDER_SEAL_PEM: good }).ORDER_SEAL_PEM?.file).toBe(good);
    expect(getEnv({}).ORDER_SEAL_PEM).toBeUndefined();
  });
});
