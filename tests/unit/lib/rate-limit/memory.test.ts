import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "@/lib/rate-limit";

describe("MemoryRateLimiter", () => {
  it("lets `limit` hits through per window, then refuses with the seconds left, and restarts the next window", () => {
    const limiter = new MemoryRateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect(limiter.consume("a", t0)).toEqual({ ok: true, remaining: 2 });
    expect(limiter.consume("a", t0 + 1)).toEqual({ ok: true, remaining: 1 });
    expect(limiter.consume("a", t0 + 2)).toEqual({ ok: true, remaining: 0 });
    expect(limiter.consume("a", t0 + 20_500)).toEqual({ ok: false, retryAfterSeconds: 40, over: 1 });
    expect(limiter.consume("a", t0 + 21_000)).toEqual({ ok: false, retryAfterSeconds: 39, over: 2 });
    expect(limiter.consume("a", t0 + 60_000)).toEqual({ ok: true, remaining: 2 });
  });

  it("counts each client on its own", () => {
    const limiter = new MemoryRateLimiter(1, 60_000);
    expect(limiter.consume("a", 0).ok).toBe(true);
    expect(limiter.consume("a", 1).ok).toBe(false);
    expect(limiter.consume("b", 2).ok).toBe(true);
  });

  it("sweeps ended windows so idle clients do not hold memory", () => {
    const limiter = new MemoryRateLimiter(5, 1000);
    for (let i = 0; i < 50; i += 1) limiter.consume(`ip-${i}`, 10);
    expect(limiter.size).toBe(50);
    limiter.consume("late", 2000);
    expect(limiter.size).toBe(1);
  });

  it("drops the oldest windows when more clients than maxKeys are counted at once", () => {
    const limiter = new MemoryRateLimiter(1, 60_000, 3);
    for (const [i, key] of ["a", "b", "c", "d"].entries()) limiter.consume(key, i);
    expect(limiter.size).toBe(3);
    // "a" was dropped, so it starts a fresh window; "d" is still counted and refused.
    expect(limiter.consume("a", 10).ok).toBe(true);
    expect(limiter.consume("d", 11).ok).toBe(false);
  });
});
