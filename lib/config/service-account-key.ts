import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * A Google Cloud service account's JSON key, the file GOOGLE_APPLICATION_CREDENTIALS names: what a token request
 * needs from it. The Google destination of lib/conversions signs its token requests with it.
 */
export type ServiceAccountKey = {
  /** The file's absolute path, for messages. */
  file: string;
  clientEmail: string;
  privateKey: string;
  /** Where the key says its tokens come from; Google's keys say https://oauth2.googleapis.com/token. */
  tokenUri?: string;
};

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

const keySchema = z.object({
  type: z.literal("service_account", { error: 'is not "service_account": this is not a service account key' }),
  client_email: z.email({ error: "is missing or not an e-mail address" }),
  private_key: z.string({ error: "is missing" }).refine(isPrivateKey, { error: "is not a PEM private key" }),
  token_uri: z.url({ error: "is not a URL" }).optional(),
});

/**
 * Reads and checks the key file once, at start-up: the key, or what is wrong with it in words that name the file
 * and its fields and never quote its content (a JSON parser's message would: it shows the text around the error).
 */
export function readServiceAccountKey(file: string): ServiceAccountKey | string {
  const where = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(where, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? `no file at ${where}` : `${where} cannot be read (${code ?? "error"})`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `${where} is not JSON: it should be the key file Google Cloud downloads for the service account`;
  }
  const parsed = keySchema.safeParse(json);
  if (!parsed.success) {
    return `${where}: ${parsed.error.issues.map((i) => [...i.path, i.message].join(" ")).join("; ")}`;
  }
  const key = parsed.data;
  return {
    file: where,
    clientEmail: key.client_email,
    privateKey: key.private_key,
    tokenUri: key.token_uri,
  };
}
