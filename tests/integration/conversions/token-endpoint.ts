import { generateKeyPairSync, verify } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { listenStandIn } from "../../support/stand-in";

/**
 * A real local OAuth token endpoint standing in for Google's, for a service account made by the test: it checks
 * each signed assertion (RS256 signature with the account's public key; iss, scope, aud, iat, exp) the way
 * Google's does, and answers tokens that expire after `lifetimeSeconds`. The Data Manager receiver asks it
 * whether a bearer token is one it issued and still valid.
 */

/** The scope the Data Manager API's documentation names, and the audience Google's token endpoint requires. */
const DATA_MANAGER_SCOPE = "https://www.googleapis.com/auth/datamanager";
const GOOGLE_TOKEN_AUDIENCE = "https://oauth2.googleapis.com/token";
const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";

export type ServiceAccount = { email: string; privateKey: string; publicKey: string };

export function newServiceAccount(): ServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { email: "conversions@shiplux-test.iam.gserviceaccount.com", privateKey, publicKey };
}

/** The account's key file as Google Cloud downloads it, its token_uri pointing at `tokenUri`; its path. */
export function writeKeyFile(dir: string, account: ServiceAccount, tokenUri: string): string {
  const file = path.join(dir, "service-account.json");
  const key = {
    type: "service_account",
    project_id: "shiplux-test",
    private_key_id: "0123456789abcdef",
    private_key: account.privateKey,
    client_email: account.email,
    client_id: "123456789012345678901",
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: tokenUri,
  };
  writeFileSync(file, JSON.stringify(key, null, 2), { mode: 0o600 });
  return file;
}

const decoded = (part: string) =>
  JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;

/** What is wrong with a token request, in the words the endpoint answers with; undefined when it is right. */
function requestProblem(form: URLSearchParams, account: ServiceAccount): string | undefined {
  if (form.get("grant_type") !== JWT_BEARER_GRANT) return `grant_type ${form.get("grant_type")}`;
  const [header, payload, signature] = (form.get("assertion") ?? "").split(".");
  if (!header || !payload || !signature) return "the assertion is not a JWT";
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verify("RSA-SHA256", signed, account.publicKey, Buffer.from(signature, "base64url"))) {
    return "Invalid JWT Signature.";
  }
  if (decoded(header).alg !== "RS256") return "alg is not RS256";
  const claims = decoded(payload);
  const now = Date.now() / 1000;
  if (claims.iss !== account.email) return `iss ${String(claims.iss)}`;
  if (claims.scope !== DATA_MANAGER_SCOPE) return `scope ${String(claims.scope)}`;
  if (claims.aud !== GOOGLE_TOKEN_AUDIENCE) return `aud ${String(claims.aud)}`;
  const iat = Number(claims.iat);
  const exp = Number(claims.exp);
  if (!(iat <= now + 60 && exp > now && exp - iat <= 3600)) return "iat/exp out of range";
  return undefined;
}

export async function startTokenEndpoint(account: ServiceAccount, lifetimeSeconds: number) {
  const expiries = new Map<string, number>();
  const problems: string[] = [];
  let requests = 0;
  let refusing = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests += 1;
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (refusing) {
        answer(400, { error: "invalid_grant", error_description: "Invalid grant: account not found" });
        return;
      }
      const problem = requestProblem(new URLSearchParams(Buffer.concat(chunks).toString("utf8")), account);
      if (problem) {
        problems.push(problem);
        answer(400, { error: "invalid_grant", error_description: problem });
        return;
      }
      const token = `ya29.test-${expiries.size + 1}`;
      expiries.set(token, Date.now() + lifetimeSeconds * 1000);
      answer(200, { access_token: token, expires_in: lifetimeSeconds, token_type: "Bearer" });
    });
  });
  const port = await listenStandIn(server);
  return {
    uri: `http://127.0.0.1:${port}/token`,
    /** Token requests received, answered or not. */
    requests: () => requests,
    /** Why requests were refused (a bad signature, a wrong claim); empty while every one was right. */
    problems,
    /** While on, every request is refused with invalid_grant, as Google does for a deleted key. */
    refuse: (on: boolean) => (refusing = on),
    /** Whether an Authorization header holds a token this endpoint issued that has not expired. */
    accepts: (authorization: unknown) => {
      const token = typeof authorization === "string" ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined;
      const expiry = token ? expiries.get(token) : undefined;
      return expiry !== undefined && Date.now() < expiry;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
