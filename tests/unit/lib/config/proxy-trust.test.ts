import { describe, expect, it } from "vitest";
import { getEnv, hopCountProblem } from "@/lib/config/env";

describe("hopCountProblem", () => {
  it("refuses a hop count on a HOST others can reach, saying how to fix it", () => {
    for (const HOST of ["0.0.0.0", "::", "203.0.113.5", "10.0.0.5", "www.shiplux.com"]) {
      const problem = hopCountProblem(getEnv({ TRUSTED_PROXIES: "1", HOST }));
      expect(problem, HOST).toMatch(/ALLOW_HOP_COUNT_ON_PUBLIC_HOST=true/);
    }
  });

  it("allows a hop count on loopback, or when acknowledged", () => {
    for (const HOST of ["127.0.0.1", "127.0.0.53", "::1", "[::1]", "localhost"]) {
      expect(hopCountProblem(getEnv({ TRUSTED_PROXIES: "2", HOST })), HOST).toBeUndefined();
    }
    expect(
      hopCountProblem(getEnv({ TRUSTED_PROXIES: "1", HOST: "0.0.0.0", ALLOW_HOP_COUNT_ON_PUBLIC_HOST: "true" })),
    ).toBeUndefined();
  });

  it("leaves proxies named by address, and no proxy, alone on any HOST", () => {
    expect(hopCountProblem(getEnv({ TRUSTED_PROXIES: "10.0.0.0/8", HOST: "0.0.0.0" }))).toBeUndefined();
    expect(hopCountProblem(getEnv({ HOST: "0.0.0.0" }))).toBeUndefined();
  });

  it("refuses an acknowledgement that is not true or false", () => {
    expect(() => getEnv({ ALLOW_HOP_COUNT_ON_PUBLIC_HOST: "yes" })).toThrow(/ALLOW_HOP_COUNT_ON_PUBLIC_HOST/);
  });
});
