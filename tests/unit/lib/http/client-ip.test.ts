import { describe, expect, it } from "vitest";
import { clientIpFromHeaders, resolveClientIp, CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { normalizeIp, parseTrustedProxies, type TrustedProxies } from "@/lib/http/trusted-proxies";

const trust = (value: string) => parseTrustedProxies(value) as TrustedProxies;
const from = (peer: string, forwardedFor?: string, realIp?: string) => ({ peer, forwardedFor, realIp });

describe("resolveClientIp", () => {
  it("takes the TCP peer and ignores forwarding headers when no proxy is trusted", () => {
    expect(resolveClientIp(from("203.0.113.9", "1.2.3.4", "5.6.7.8"), undefined)).toBe("203.0.113.9");
  });

  it("reads IPv4-mapped IPv6 peers as IPv4", () => {
    expect(resolveClientIp(from("::ffff:203.0.113.9"), undefined)).toBe("203.0.113.9");
  });

  it("with one trusted hop, takes the entry the proxy appended, not the forged first one", () => {
    expect(resolveClientIp(from("10.0.0.2", "6.6.6.6, 198.51.100.7"), trust("1"))).toBe("198.51.100.7");
  });

  it("with two trusted hops, skips the CDN's entry", () => {
    expect(resolveClientIp(from("10.0.0.2", "6.6.6.6, 198.51.100.7, 172.16.0.5"), trust("2"))).toBe("198.51.100.7");
  });

  it("with trusted ranges, takes the right-most entry outside them", () => {
    const ranges = trust("10.0.0.0/8, 172.16.0.0/12");
    expect(resolveClientIp(from("10.0.0.2", "6.6.6.6, 198.51.100.7, 172.16.0.5"), ranges)).toBe("198.51.100.7");
  });

  it("with trusted ranges, believes no header from a peer outside them", () => {
    expect(resolveClientIp(from("198.51.100.7", "6.6.6.6", "7.7.7.7"), trust("10.0.0.0/8"))).toBe("198.51.100.7");
  });

  it("reads X-Real-IP only from a trusted peer and only without X-Forwarded-For", () => {
    expect(resolveClientIp(from("10.0.0.2", undefined, "198.51.100.7"), trust("10.0.0.0/8"))).toBe("198.51.100.7");
    expect(resolveClientIp(from("10.0.0.2", "198.51.100.8", "6.6.6.6"), trust("10.0.0.0/8"))).toBe("198.51.100.8");
  });

  it("stops at an entry that is not an address", () => {
    expect(resolveClientIp(from("10.0.0.2", "198.51.100.7, garbage, 10.0.0.9"), trust("10.0.0.0/8"))).toBe("10.0.0.9");
  });

  it("reads entries with ports and brackets", () => {
    expect(resolveClientIp(from("10.0.0.2", "198.51.100.7:4711"), trust("1"))).toBe("198.51.100.7");
    expect(resolveClientIp(from("10.0.0.2", "[2001:db8::1]:443"), trust("1"))).toBe("2001:db8::1");
  });
});

describe("parseTrustedProxies", () => {
  it("explains a bad setting", () => {
    expect(parseTrustedProxies("0")).toMatch(/hop count/);
    expect(parseTrustedProxies("10.0.0.0/40")).toMatch(/prefix/);
    expect(parseTrustedProxies("proxy.example")).toMatch(/not an IP/);
  });

  it("accepts IPv6 ranges and single addresses", () => {
    const ranges = trust("2001:db8::/32, 127.0.0.1");
    expect(resolveClientIp(from("2001:db8::5", "198.51.100.7"), ranges)).toBe("198.51.100.7");
    expect(resolveClientIp(from("127.0.0.1", "198.51.100.7"), ranges)).toBe("198.51.100.7");
  });
});

describe("clientIpFromHeaders", () => {
  it("reads the header the production server wrote, and nothing else", () => {
    expect(clientIpFromHeaders((name) => (name === CLIENT_IP_HEADER ? "198.51.100.7" : null))).toBe("198.51.100.7");
    expect(clientIpFromHeaders((name) => (name === "x-forwarded-for" ? "198.51.100.7" : null))).toBe("unknown");
    expect(normalizeIp("not-an-ip")).toBeUndefined();
  });
});
