import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";
import { recordBuildSiteUrl, siteUrlMismatch, siteUrlProblem } from "@/lib/config/site-url";

const production = (vars: Record<string, string>) => getEnv({ NODE_ENV: "production", ...vars });
const NOT_HTTPS = "it is not https";
const THIS_MACHINE = "its host is this machine";
const PRIVATE = "its host is a private network address";
const PATH = "it has a path, query or fragment";

describe("siteUrlProblem", () => {
  it("refuses production without SITE_URL, naming the default and the way out", () => {
    const problem = siteUrlProblem(production({}));
    expect(problem).toMatch(/http:\/\/localhost:3000 is not: it is not https and its host is this machine/);
    expect(problem).toMatch(/ALLOW_INSECURE_SITE_URL=true/);
  });

  it.each([
    ["http://www.shiplux.com", NOT_HTTPS],
    ["https://localhost", THIS_MACHINE],
    ["https://127.0.0.1:8443", THIS_MACHINE],
    ["https://[::1]", THIS_MACHINE],
    ["https://app.localhost", THIS_MACHINE],
    ["https://localhost.", THIS_MACHINE],
    ["https://app.localhost.", THIS_MACHINE],
    ["https://[::ffff:127.0.0.1]", THIS_MACHINE],
    ["https://0x7f.1", THIS_MACHINE],
    ["https://10.1.2.3", PRIVATE],
    ["https://172.20.0.5", PRIVATE],
    ["https://192.168.1.10", PRIVATE],
    ["https://169.254.169.254", PRIVATE],
    ["https://100.64.0.1", PRIVATE],
    ["https://[fd00::1]", PRIVATE],
    ["https://[fe80::1]", PRIVATE],
    ["https://[::ffff:10.0.0.1]", PRIVATE],
    ["https://www.shiplux.com/shop", PATH],
    ["https://www.shiplux.com/?ref=x", PATH],
    ["https://www.shiplux.com/#top", PATH],
  ])("refuses %s in production, saying why", (url, reason) => {
    expect(siteUrlProblem(production({ SITE_URL: url }))).toContain(`is not: ${reason}. `);
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
    expect(siteUrlProblem(production({ ALLOW_INSECURE_SITE_URL: "" }))).toMatch(/http:\/\/localhost:3000 is not/);
    expect(siteUrlProblem(production({ ALLOW_INSECURE_SITE_URL: "false" }))).toMatch(/http:\/\/localhost:3000 is not/);
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
