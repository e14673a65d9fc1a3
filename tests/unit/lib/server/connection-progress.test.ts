import { describe, expect, it } from "vitest";
import {
  isReceiving,
  isSlowReceiving,
  isStalled,
  leastProgress,
  newProgress,
  sampleProgress,
  type Progress,
} from "@/lib/server/connection-progress";

const STALL_MS = 15_000;

describe("sampleProgress", () => {
  it("counts a byte read or handed to the kernel as progress", () => {
    const progress = newProgress(0);
    expect(sampleProgress(progress, { read: 10, drained: 0, blocked: false }, 1_000)).toBe(true);
    expect(sampleProgress(progress, { read: 10, drained: 500, blocked: false }, 2_000)).toBe(true);
    expect(sampleProgress(progress, { read: 10, drained: 500, blocked: false }, 9_000)).toBe(false);
    expect(progress.lastProgressAt).toBe(2_000);
    expect(isStalled(progress, 2_000 + STALL_MS - 1, STALL_MS)).toBe(false);
    expect(isStalled(progress, 2_000 + STALL_MS, STALL_MS)).toBe(true);
  });

  it("does not count bytes sent by a client that reads none of its queued answer", () => {
    const progress = newProgress(0);
    sampleProgress(progress, { read: 100, drained: 4_000_000, blocked: true }, 1_000);
    expect(sampleProgress(progress, { read: 101, drained: 4_000_000, blocked: true }, 5_000)).toBe(false);
    expect(sampleProgress(progress, { read: 102, drained: 4_000_000, blocked: true }, 16_000)).toBe(false);
    expect(isStalled(progress, 16_000, STALL_MS)).toBe(true);
  });
});

describe("isReceiving", () => {
  const state = (fields: Partial<Progress>): Progress => ({ ...newProgress(0), ...fields });

  it("is receiving while nothing or part of a head has arrived, or a body is still coming", () => {
    expect(isReceiving(state({}))).toBe(true);
    expect(isReceiving(state({ read: 40, readAtLastAnswer: 30 }))).toBe(true);
    expect(isReceiving(state({ active: 1, bodyPending: 1 }))).toBe(true);
  });

  it("is not receiving while an answer is made, or when kept alive with nothing sent since the last one", () => {
    expect(isReceiving(state({ active: 1 }))).toBe(false);
    expect(isReceiving(state({ read: 30, readAtLastAnswer: 30 }))).toBe(false);
  });
});

describe("leastProgress", () => {
  const item = (name: string, lastProgressAt: number, read = 0) => ({
    name,
    progress: { ...newProgress(0), lastProgressAt, read },
  });

  it("picks the connections longest without progress first, then those that moved fewest bytes", () => {
    const items = [item("fresh", 9_000), item("old", 1_000), item("old-busy", 1_000, 5_000), item("mid", 5_000)];
    expect(leastProgress(items, 3).map((i) => i.name)).toEqual(["old", "old-busy", "mid"]);
  });

  it("picks none for a count of zero or below", () => {
    expect(leastProgress([item("a", 0)], 0)).toEqual([]);
    expect(leastProgress([item("a", 0)], -2)).toEqual([]);
  });
});

describe("isSlowReceiving", () => {
  it("counts a connection against the pool only once it has been receiving for the grace period", () => {
    const progress = newProgress(10_000);
    expect(isSlowReceiving(progress, 10_500, 1_000)).toBe(false);
    expect(isSlowReceiving(progress, 11_000, 1_000)).toBe(true);
    progress.active = 1;
    expect(isSlowReceiving(progress, 20_000, 1_000)).toBe(false);
  });
});
