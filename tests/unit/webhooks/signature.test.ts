import { secretProblem, signWebhook, splitSecrets, verifyWebhook, webhookHeaders } from "@/lib/webhooks";

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
});
