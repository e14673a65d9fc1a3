import type { RateLimitResult } from "./consume";

type Window = { start: number; count: number };

/**
 * A fixed-window counter held in this server process's memory: no I/O on the hot path, so it costs
 * well under a microsecond per hit. Used where a per-process count is enough (the lookups, which are
 * cheap, idempotent reads); leads use the database-backed `consume()` so every process shares one count.
 *
 * Memory stays bounded: windows that have ended are swept once per window length, and when more than
 * `maxKeys` clients are counted at once the oldest windows are dropped first.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  consume(key: string, now: number = Date.now()): RateLimitResult {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      // Re-inserting keeps the Map in window-start order, which the size cap relies on.
      this.windows.delete(key);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      this.cap();
    }
    window.count += 1;
    if (window.count <= this.limit) return { ok: true, remaining: this.limit - window.count };
    const resetAt = window.start + this.windowMs;
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      over: window.count - this.limit,
    };
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs) break; // insertion order = start order: the rest are live
      this.windows.delete(key);
    }
  }

  private cap() {
    let excess = this.windows.size - this.maxKeys;
    for (const key of this.windows.keys()) {
      if (excess-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

const budgets = new Map<string, MemoryRateLimiter>();

/**
 * This process's one limiter for a named budget at this limit and window, made on first use. Keyed by the limit
 * too, so a test's env with its own limit counts from zero.
 */
export function budgetLimiter(budget: string, limit: number, windowMs: number): MemoryRateLimiter {
  const id = `${budget}:${limit}:${windowMs}`;
  let limiter = budgets.get(id);
  if (!limiter) budgets.set(id, (limiter = new MemoryRateLimiter(limit, windowMs)));
  return limiter;
}
