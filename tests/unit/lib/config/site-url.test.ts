import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";
import { recordBuildSiteUrl, siteUrlMismatch, siteUrlProblem } from "@/lib/config/site-url";

const production = (vars: Record<string, string>) => getEnv({ NODE_ENV: "production", ...vars });

describe("siteUrlProblem", () => {
  it("refuses production without SITE_URL, naming the default and the way out", () => {
    const problem = siteUrlProblem(production({}));
    expect(problem).toMatch(/http:\/\/localhost:3000 is not: it is not https and its host is this machine/);
    expect(problem).toMatch(/ALLOW_INSECURE_SITE_URL=true/);
  });

  it.each([
    "http://www.shiplux.com",
    "https://localhost",
    "https://127.0.0.1:8443",
    "https://[::1]",
    "https://app.localhost",
    "https://localhost.",
    "https://app.localhost.",
    "https://[::ffff:127.0.0.1]",
    "https://0x7f.1",
    "https://10.1.2.3",
    "https://172.20.0.5",
    "https://192.168.1.10",
    "https://169.254.169.254",
    "https://100.64.0.1",
    "https://[fd00::1]",
    "https://[fe80::1]",
    "https://[::ffff:10.0.0.1]",
    "https://www.shiplux.com/shop",
    "https://www.shiplux.com/?ref=x",
    "https://www.shiplux.com/#top",
  ])("refuses %s in production", (url) => {
    expect(siteUrlProblem(production({ SITE_URL: url }))).toBeDefined();
  });

  it("reads a blank SITE_URL as unset", () => {
    expect(siteUrlProblem(production({ SITE_URL: " " }))).toMatch(/http:\/\/localhost:3000 is not/);
  });

  it("accepts a public https origin in production", () => {
    expect(siteUrlProblem(production({ SITE_URL: "https://www.shiplux.com" }))).toBeUndefined();
    expect(siteUrlProblem(production({ SITE_URL: "https://www.shiplux.com/" }))).toBeUndefined();
    expect(siteUrlProblem(production({ SITE_URL: "https://203.0.113.10" }))).toBeUndefined();
  });

  it("lets ALLOW_INSECURE_SITE_URL=true run production on this machine, and not an empty one", () => {
    expect(
      siteUrlProblem(production({ SITE_URL: "http://127.0.0.1:3000", ALLOW_INSECURE_SITE_URL: "true" })),
    ).toBeUndefined();
    expect(siteUrlProblem(production({ ALLOW_INSECURE_SITE_URL: "" }))).toBeDefined();
    expect(siteUrlProblem(production({ ALLOW_INSECURE_SITE_URL: "false" }))).toBeDefined();
  });

  it("leaves development and tests alone", () => {
    expect(siteUrlProblem(getEnv({ NODE_ENV: "development" }))).toBeUndefined();
    expect(siteUrlProblem(getEnv({ NODE_ENV: "test" }))).toBeUndefined();
  });
});

describe("siteUrlMismatch", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("names both origins when the server runs with another SITE_URL than its build", () => {
    dir = mkdtempSync(path.join(tmpdir(), "site-url-"));
    recordBuildSiteUrl(dir, "https://staging.shiplux.com/");
    expect(siteUrlMismatch(dir, "https://www.shiplux.com")).toMatch(
      /SITE_URL is https:\/\/www\.shiplux\.com, but the build was made with https:\/\/staging\.shiplux\.com/,
    );
  });

  it("says nothing when the origins agree (a path or trailing slash aside) or the build made no record", () => {
    dir = mkdtempSync(path.join(tmpdir(), "site-url-"));
    expect(siteUrlMismatch(dir, "https://www.shiplux.com")).toBeUndefined();
    recordBuildSiteUrl(dir, "https://www.shiplux.com/");
    expect(siteUrlMismatch(dir, "https://www.shiplux.com")).toBeUndefined();
  });
});
