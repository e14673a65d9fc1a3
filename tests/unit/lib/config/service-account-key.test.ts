import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";

const dir = mkdtempSync(path.join(tmpdir(), "shiplux-key-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
/** A line from the middle of the key: no message may hold any of it. */
const keyLine = privateKey.split("\n")[5] ?? "";

const serviceAccount = {
  type: "service_account",
  project_id: "shiplux",
  private_key_id: "abc123",
  private_key: privateKey,
  client_email: "conversions@shiplux.iam.gserviceaccount.com",
  token_uri: "https://oauth2.googleapis.com/token",
};

function keyFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** The message start-up stops with for this key file. */
function refusal(file: string): string {
  try {
    getEnv({ GOOGLE_APPLICATION_CREDENTIALS: file });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${file} was accepted`);
}

describe("GOOGLE_APPLICATION_CREDENTIALS", () => {
  it("reads the service account's e-mail, key and token endpoint from the file it names", () => {
    const file = keyFile("good.json", JSON.stringify(serviceAccount));
    expect(getEnv({ GOOGLE_APPLICATION_CREDENTIALS: file }).GOOGLE_APPLICATION_CREDENTIALS).toEqual({
      file,
      clientEmail: "conversions@shiplux.iam.gserviceaccount.com",
      privateKey,
      tokenUri: "https://oauth2.googleapis.com/token",
    });
    expect(getEnv({ GOOGLE_APPLICATION_CREDENTIALS: " " }).GOOGLE_APPLICATION_CREDENTIALS).toBeUndefined();
  });

  it("stops start-up naming the variable and the file when there is none", () => {
    const missing = path.join(dir, "missing.json");
    expect(refusal(missing)).toBe(`Invalid environment: GOOGLE_APPLICATION_CREDENTIALS: no file at ${missing}`);
  });

  it("says a file is not JSON without quoting it (a JSON parser's message would)", () => {
    const message = refusal(keyFile("pem.json", privateKey));
    expect(message).toMatch(/GOOGLE_APPLICATION_CREDENTIALS: .*pem\.json is not JSON/);
    expect(message).not.toContain(keyLine);
    expect(message).not.toContain("PRIVATE KEY");
  });

  it("refuses another kind of credential, and a key that is not one, naming the field only", () => {
    const userLogin = { type: "authorized_user", client_id: "x", client_secret: "y", refresh_token: "z" };
    expect(refusal(keyFile("user.json", JSON.stringify(userLogin)))).toMatch(
      /user\.json: type is not "service_account".*client_email is missing.*private_key is missing/,
    );
    // Half a key, as a bad copy leaves it.
    const broken = { ...serviceAccount, private_key: `${privateKey.slice(0, 600)}\n-----END PRIVATE KEY-----\n` };
    const message = refusal(keyFile("broken.json", JSON.stringify(broken)));
    expect(message).toMatch(/broken\.json: private_key is not a PEM private key$/);
    expect(message).not.toContain(keyLine);
  });
});

describe("CONVERSIONS_ENABLED", () => {
  it("is on unless set to false, and refuses anything else", () => {
    expect(getEnv({}).CONVERSIONS_ENABLED).toBe("true");
    expect(getEnv({ CONVERSIONS_ENABLED: "false" }).CONVERSIONS_ENABLED).toBe("false");
    expect(() => getEnv({ CONVERSIONS_ENABLED: "no" })).toThrow(/CONVERSIONS_ENABLED/);
  });
});
