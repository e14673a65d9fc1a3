import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `scripts/launch-check.ts` as `npm run launch:check` does (tsx), with LAUNCH and --dir as given. */
function launchCheck(launch: string | undefined, dir?: string, extraEnv: Record<string, string> = {}) {
  const env = { ...process.env, ...extraEnv };
  delete env.LAUNCH;
  if (launch !== undefined) env.LAUNCH = launch;
  const args = ["--import", "tsx", "scripts/launch-check.ts", ...(dir ? ["--dir", dir] : [])];
  const run = spawnSync(process.execPath, args, { env, encoding: "utf8", timeout: 60_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run launch:check", () => {
  it("fails, saying why, while the facts claim online payment and Stripe is not configured", () => {
    const { code, err } = launchCheck(undefined, "tests/fixtures/facts/filled", {
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
    });
    expect(code).toBe(1);
    expect(err).toContain("claims online payment (claims.onlinePayment: true) but Stripe is not configured");
  }, 60_000);

  it("lists the shipped placeholders and still exits 0 when the site is not going live", () => {
    const { code, out } = launchCheck(undefined);
    expect(code).toBe(0);
    expect(out).toContain("6 placeholder(s) left in content/broker.yaml");
    for (const fact of [
      "MC number",
      "USDOT number",
      "Reviews",
      "Press mentions",
      "Legal texts' approval",
      "Support hours",
    ]) {
      expect(out).toContain(`  - ${fact}: `);
    }
  }, 60_000);

  it("fails under LAUNCH=1 while a placeholder is left", () => {
    const { code, err } = launchCheck("1");
    expect(code).toBe(1);
    expect(err).toContain("LAUNCH=1: the site is going live with placeholders");
  }, 60_000);

  it("passes under LAUNCH=1 for a facts file with every fact supplied, online payment claimed with Stripe set", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_launchcheck01", STRIPE_WEBHOOK_SECRET: "whsec_launchcheck0123456789" };
    const { code, out } = launchCheck("1", "tests/fixtures/facts/filled", stripe);
    expect(code).toBe(0);
    expect(out).toContain("every broker fact in content/broker.yaml is supplied");
  }, 60_000);
});
