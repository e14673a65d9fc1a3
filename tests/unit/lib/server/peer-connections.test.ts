import { describe, expect, it } from "vitest";
import { PeerConnections, type PeerGroup } from "@/lib/server/peer-connections";

const one = (key: string, cap: number): PeerGroup[] => [{ key, cap }];

describe("PeerConnections", () => {
  it("admits a group up to its cap and refuses the next connection", () => {
    const peers = new PeerConnections();
    expect([1, 2, 3, 4].map(() => peers.admit(one("203.0.113.9", 3)))).toEqual([true, true, true, false]);
    expect(peers.count("203.0.113.9")).toBe(3);
  });

  it("counts each group on its own", () => {
    const peers = new PeerConnections();
    expect(peers.admit(one("203.0.113.9", 1))).toBe(true);
    expect(peers.admit(one("2001:db8:1:200::/56", 1))).toBe(true);
    expect(peers.admit(one("203.0.113.9", 1))).toBe(false);
  });

  it("refuses a connection when its wider group is full, counting nothing in the narrower one", () => {
    const peers = new PeerConnections();
    const subscriber = (n: number): PeerGroup[] => [
      { key: `2001:db8:1:${n}00::/56`, cap: 2 },
      { key: "2001:db8:1::/48", cap: 3 },
    ];
    expect([1, 1, 2, 2].map((n) => peers.admit(subscriber(n)))).toEqual([true, true, true, false]);
    expect(peers.count("2001:db8:1:200::/56")).toBe(1);
    expect(peers.count("2001:db8:1::/48")).toBe(3);
  });

  it("admits again once a connection closes, and forgets a group with none open", () => {
    const peers = new PeerConnections();
    const a = one("a", 2);
    peers.admit(a);
    peers.admit(a);
    expect(peers.admit(a)).toBe(false);
    peers.release(a);
    expect(peers.admit(a)).toBe(true);
    peers.release(a);
    peers.release(a);
    expect(peers.groups).toBe(0);
    expect(peers.count("a")).toBe(0);
  });

  it("never counts below zero when a close is reported twice", () => {
    const peers = new PeerConnections();
    peers.release(one("a", 1));
    expect(peers.admit(one("a", 1))).toBe(true);
    expect(peers.admit(one("a", 1))).toBe(false);
  });
});
