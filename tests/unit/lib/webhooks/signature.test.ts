import { Webhook } from "standardwebhooks";
import {
  secretProblem,
  signWebhook,
  signingSecretProblem,
  splitSecrets,
  verifyWebhook,
  webhookHeaders,
} from "@/lib/webhooks";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const OTHER = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
const NOW = new Date(1_800_000_000_000);

function headersOf(record: Record<string, string>): Headers {
  return new Headers(record);
}

describe("Standard Webhooks signatures", () => {
  it("matches the specification's own test vector", () => {
    // From the Standard Webhooks reference libraries' tests: same secret, id, timestamp and body.
    expect(signWebhook(SECRET, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("accepts what it signs, with any one of several signatures matching any one secret", () => {
    const body = '{"a":1}';
    const signed = webhookHeaders([OTHER, SECRET], "msg_1", body, NOW);
    expect(signed["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifyWebhook([SECRET], headersOf(signed), body, NOW)).toMatchObject({ ok: true, id: "msg_1" });
    expect(verifyWebhook([OTHER], headersOf(signed), body, NOW).ok).toBe(true);
  });

  it("refuses a changed body, a wrong secret, a stale or future timestamp and missing headers", () => {
    const body = '{"a":1}';
    const signed = webhookHeaders([SECRET], "msg_1", body, NOW);
    const check = (h: Record<string, string>, b = body, secrets = [SECRET], now = NOW) =>
      verifyWebhook(secrets, headersOf(h), b, now);
    expect(check(signed, '{"a":2}')).toEqual({ ok: false, reason: "bad-signature" });
    expect(check(signed, body, [OTHER])).toEqual({ ok: false, reason: "bad-signature" });
    expect(check(signed, body, [SECRET], new Date(NOW.getTime() + 301_000))).toEqual({ ok: false, reason: "stale" });
    expect(check(signed, body, [SECRET], new Date(NOW.getTime() - 301_000))).toEqual({ ok: false, reason: "stale" });
    expect(check(signed, body, [SECRET], new Date(NOW.getTime() + 299_000)).ok).toBe(true);
    expect(check({ ...signed, "webhook-id": "" })).toEqual({ ok: false, reason: "missing-headers" });
    expect(check({ ...signed, "webhook-timestamp": "soon" })).toEqual({ ok: false, reason: "bad-timestamp" });
    expect(check({ ...signed, "webhook-signature": "v2,abc v1" })).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("reads secret lists and says what is wrong with a secret", () => {
    expect(splitSecrets(` ${SECRET}, ${OTHER}  `)).toEqual([SECRET, OTHER]);
    expect(secretProblem(SECRET)).toBeUndefined();
    expect(secretProblem("plain-text")).toMatch(/must start with whsec_/);
    expect(secretProblem("whsec_c2hvcnQ=")).toMatch(/24–64 bytes/);
  });

  it("decodes a signature strictly: URL-safe letters, missing padding or trailing bytes are not the signature", () => {
    const body = '{"a":1}';
    const signed = webhookHeaders([SECRET], "msg_1", body, NOW);
    const mac = (signed["webhook-signature"] ?? "").slice(3);
    expect(mac).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const check = (signature: string) =>
      verifyWebhook([SECRET], headersOf({ ...signed, "webhook-signature": signature }), body, NOW);
    expect(check(`v1,${mac}`).ok).toBe(true);
    // Node's base64 decoder reads each of these as the same 32 bytes; none is the signature as sent.
    expect(check(`v1,${mac.slice(0, -1)}`)).toEqual({ ok: false, reason: "bad-signature" });
    expect(check(`v1,${mac}AA`)).toEqual({ ok: false, reason: "bad-signature" });
    expect(check(`v1,${mac.replace(/\+/g, "-").replace(/\//g, "_")}`).ok).toBe(!/[+/]/.test(mac));
    expect(check(`v1, ${mac}`)).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a plain signing secret that is not printable ASCII, with the reason, and checks whsec_ ones", () => {
    expect(signingSecretProblem("an-old-crm-secret")).toBeUndefined();
    expect(signingSecretProblem(SECRET)).toBeUndefined();
    expect(signingSecretProblem("clé-secrète")).toMatch(/printable ASCII/);
    expect(signingSecretProblem("two words")).toMatch(/printable ASCII/);
    expect(signingSecretProblem("whsec_c2hvcnQ=")).toMatch(/24–64 bytes/);
  });
});

describe("against the official standardwebhooks package", () => {
  const body = '{"event":"lead.created","lead":{"first_name":"Zoë"}}';

  it("verifies what we sign, with a whsec_ secret and with a plain secret read as raw bytes", () => {
    const signed = webhookHeaders([SECRET], "msg_2", body);
    expect(new Webhook(SECRET).verify(body, signed)).toEqual(JSON.parse(body));
    const plain = "an-old-crm-secret";
    const raw = webhookHeaders([plain], "msg_3", body);
    expect(new Webhook(Buffer.from(plain, "utf8"), { format: "raw" }).verify(body, raw)).toEqual(JSON.parse(body));
    expect(() => new Webhook(OTHER).verify(body, signed)).toThrow(/No matching signature/);
  });

  it("accepts what the package signs, and nothing it signed over another body", () => {
    const at = new Date();
    const signature = new Webhook(SECRET).sign("msg_4", at, body);
    const headers = {
      "webhook-id": "msg_4",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    };
    expect(verifyWebhook([SECRET], headersOf(headers), body)).toMatchObject({ ok: true, id: "msg_4" });
    expect(verifyWebhook([SECRET], headersOf(headers), `${body} `)).toEqual({ ok: false, reason: "bad-signature" });
  });
});
