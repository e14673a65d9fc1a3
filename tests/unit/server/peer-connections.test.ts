import { describe, expect, it } from "vitest";
import { PeerConnections } from "@/lib/server/peer-connections";

describe("PeerConnections", () => {
  it("admits a group up to its cap and refuses the next connection", () => {
    const peers = new PeerConnections(3);
    expect([1, 2, 3, 4].map(() => peers.admit("203.0.113.9"))).toEqual([true, true, true, false]);
    expect(peers.count("203.0.113.9")).toBe(3);
  });

  it("counts each group on its own", () => {
    const peers = new PeerConnections(1);
    expect(peers.admit("203.0.113.9")).toBe(true);
    expect(peers.admit("2001:db8:1:2::/64")).toBe(true);
    expect(peers.admit("203.0.113.9")).toBe(false);
  });

  it("admits again once a connection closes, and forgets a group with none open", () => {
    const peers = new PeerConnections(2);
    peers.admit("a");
    peers.admit("a");
    expect(peers.admit("a")).toBe(false);
    peers.release("a");
    expect(peers.admit("a")).toBe(true);
    peers.release("a");
    peers.release("a");
    expect(peers.groups).toBe(0);
    expect(peers.count("a")).toBe(0);
  });

  it("never counts below zero when a close is reported twice", () => {
    const peers = new PeerConnections(1);
    peers.release("a");
    expect(peers.admit("a")).toBe(true);
    expect(peers.admit("a")).toBe(false);
  });
});
