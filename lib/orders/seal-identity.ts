import { generateKeyPair, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import forge from "node-forge";
import { getEnv, parseOrderSealPem, type Env, type OrderSealPem } from "@/lib/config/env";
import { siteConfig } from "@/lib/config/site";
import { SIGNING_KEY_DIR_NAME } from "./constants";

/** The file the embedded default seal lives in, under DATA_DIR. */
const DEFAULT_SEAL_FILE = "seal.pem";
/** How long the self-signed default certificate is valid: longer than any order is kept open. */
const DEFAULT_SEAL_YEARS = 10;

let cached: { env: Env; seal: Promise<OrderSealPem> } | undefined;

/**
 * The key and certificates signed orders are sealed with: the broker's (ORDER_SEAL_PEM), or else one made once in
 * DATA_DIR, as the IP-hash key is, with a warning: a self-signed seal still shows any change to a PDF, but a reader
 * cannot tell who sealed it, so a broker going live supplies its own certificate.
 */
export function orderSeal(env: Env = getEnv()): Promise<OrderSealPem> {
  if (cached?.env === env) return cached.seal;
  const file = path.resolve(env.DATA_DIR, SIGNING_KEY_DIR_NAME, DEFAULT_SEAL_FILE);
  const seal = env.ORDER_SEAL_PEM ? Promise.resolve(env.ORDER_SEAL_PEM) : storedSeal(file);
  // A failure is not kept: the next order tries again.
  cached = { env, seal: seal.catch((error: unknown) => ((cached = undefined), Promise.reject(error))) };
  return cached.seal;
}

async function storedSeal(file: string): Promise<OrderSealPem> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      // wx: a second process starting at the same moment keeps the first one's seal.
      writeFileSync(file, await selfSignedPem(), { flag: "wx", mode: 0o600 });
      console.warn(
        `ORDER_SEAL_PEM is unset: made a self-signed seal for signed orders in ${file}. PDF readers will show the seal intact but its signer unverified; set ORDER_SEAL_PEM to the broker's certificate before going live.`,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST")
        throw new Error(`Could not write ${file}`, { cause: error });
    }
    text = readFileSync(file, "utf8");
  }
  const seal = parseOrderSealPem(text, file);
  if (typeof seal === "string") throw new Error(`The stored order seal is unusable: ${seal}`);
  return seal;
}

/**
 * A 3072-bit RSA key and a self-signed certificate for it, issued to the brand, for signing documents only. The key
 * is made on libuv's thread pool: made on the event loop, it held every other request for seconds on a loaded
 * machine (a lead's submit and a shipment event timed out beside the first signing in an end-to-end run).
 */
export async function selfSignedPem(now: Date = new Date()): Promise<string> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 3072 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // A positive serial: the high bit of the first byte cleared.
  cert.serialNumber = `0${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + DEFAULT_SEAL_YEARS * 365 * 24 * 60 * 60 * 1000);
  const name = [
    { name: "commonName", value: `${siteConfig.name} order seal (self-signed)` },
    { name: "organizationName", value: siteConfig.name },
    { name: "countryName", value: "US" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return `${keyPem}${forge.pki.certificateToPem(cert)}`;
}
