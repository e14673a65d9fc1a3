import { describe, expect, it } from "vitest";
import { clientKey, prefixKey } from "@/lib/http/client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("gives every address inside one IPv6 /64 the same key", () => {
    const keys = new Set(
      [
        "2001:db8:1:2::1",
        "2001:db8:1:2:ffff:ffff:ffff:ffff",
        "2001:0db8:0001:0002:abcd::9",
        "[2001:db8:1:2::7]:443",
      ].map(clientKey),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
  });

  it("gives the neighbouring /64 its own key", () => {
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });

  it("expands '::' wherever it stands", () => {
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("1:2:3:4:5:6:7:8")).toBe("1:2:3:4::/64");
  });

  it("reads an IPv4 tail inside an IPv6 address (NAT64) as part of the interface id", () => {
    expect(clientKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves what is not an address as its own key", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("prefixKey", () => {
  it("gives every address inside one IPv6 /56 the same key, and the next /56 its own", () => {
    const keys = new Set(
      ["2001:db8:1:200::1", "2001:db8:1:2ff:ffff::9", "2001:db8:1:280::"].map((ip) => prefixKey(ip, 56)),
    );
    expect([...keys]).toEqual(["2001:db8:1:200::/56"]);
    expect(prefixKey("2001:db8:1:300::1", 56)).toBe("2001:db8:1:300::/56");
  });

  it("keys a /48 on its first three groups", () => {
    expect(prefixKey("2001:db8:1:ffff::1", 48)).toBe("2001:db8:1::/48");
  });

  it("keeps IPv4 and non-addresses as they are", () => {
    expect(prefixKey("::ffff:203.0.113.9", 56)).toBe("203.0.113.9");
    expect(prefixKey("unknown", 48)).toBe("unknown");
  });
});
