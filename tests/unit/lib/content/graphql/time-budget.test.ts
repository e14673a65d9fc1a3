import { withinTimeBudget } from "@/lib/content/graphql/time-budget";

describe("withinTimeBudget", () => {
  it("hands back the result of a run that finishes in time", async () => {
    const run = await withinTimeBudget(1000, () => ({ data: { ok: true } }));
    expect(run).toEqual({ ok: true, result: { data: { ok: true } } });
  });

  it("answers a time-budget error when an asynchronous run never finishes, once its budget has passed", async () => {
    // Fake timers: the budget's timer fires when the test says 20 ms have passed, however busy the machine.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let settled = false;
      const pending = withinTimeBudget(20, () => new Promise(() => undefined)).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(19);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const run = await pending;
      expect(run.ok).toBe(false);
      if (!run.ok) expect(run.error.message).toMatch(/took longer than 20 ms/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a time-budget error when a synchronous run overran the deadline", async () => {
    const run = await withinTimeBudget(5, (budget) => {
      while (performance.now() <= budget.deadline) {
        // a resolver hogging the event loop past the deadline
      }
      budget.exceeded = true;
      return { data: null };
    });
    expect(run.ok).toBe(false);
  });
});
