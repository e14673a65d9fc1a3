import { describe, expect, it } from "vitest";
import { throttledLog } from "@/lib/http/throttled-log";

describe("throttledLog", () => {
  it("writes the first event at once, then one line per interval counting the events it stands for", () => {
    let now = 0;
    const lines: string[] = [];
    const log = throttledLog(
      (line) => lines.push(line),
      (count, detail) => `${count} from ${detail}`,
      60_000,
      () => now,
    );
    log("a");
    for (let i = 0; i < 500; i++) log("b");
    expect(lines).toEqual(["1 from a"]);
    now = 60_000;
    log("c");
    expect(lines).toEqual(["1 from a", "501 from c"]);
  });
});
