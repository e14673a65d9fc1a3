import { X509Certificate, createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The broker's seal for signed orders: the PEM file ORDER_SEAL_PEM names, holding its RSA private key, its
 * certificate, then the certificates that issued it (the order PEM bundles and `openssl pkcs12 -nodes` write).
 * lib/orders seals each signed order's PDF with it (PAdES).
 */
export type OrderSealPem = {
  /** The file's absolute path, for messages. */
  file: string;
  keyPem: string;
  /** The signer's certificate first, then its chain, each as DER. */
  chainDer: Buffer[];
};

const CERT_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const KEY_BLOCK = /-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+?-----END (RSA )?PRIVATE KEY-----/;

/** Reads the seal's key and certificates from PEM text; what is wrong in words that never quote the key. */
export function parseOrderSealPem(text: string, file: string): OrderSealPem | string {
  const keyPem = KEY_BLOCK.exec(text)?.[0];
  if (!keyPem) return `${file} holds no unencrypted PRIVATE KEY block`;
  const certs = text.match(CERT_BLOCK) ?? [];
  if (certs.length === 0) return `${file} holds no CERTIFICATE block`;
  try {
    const key = createPrivateKey(keyPem);
    if (key.asymmetricKeyType !== "rsa") return `${file}: the seal's key must be RSA`;
    const chain = certs.map((pem) => new X509Certificate(pem));
    if (!chain[0]!.checkPrivateKey(key)) return `${file}: the first certificate is not the private key's`;
    return { file, keyPem, chainDer: chain.map((c) => c.raw) };
  } catch {
    return `${file} holds a key or certificate that cannot be read`;
  }
}

/** Reads and checks the file once, at start-up (server-env.ts): the seal, or what is wrong with it. */
export function readOrderSealPem(file: string): OrderSealPem | string {
  const where = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(where, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? `no file at ${where}` : `${where} cannot be read (${code ?? "error"})`;
  }
  return parseOrderSealPem(text, where);
}
