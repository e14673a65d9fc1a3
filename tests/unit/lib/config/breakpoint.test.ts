import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOBILE_MAX_WIDTH_PX } from "@/lib/config/layout";

describe("the phone breakpoint", () => {
  it("is one fact for CSS and scripts: phone chrome to 768 px inclusive, desktop from 769 px", () => {
    const css = readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");
    const md = /--breakpoint-md:\s*([\d.]+)rem/.exec(css)?.[1];
    expect(md).toBeDefined();
    expect(Number(md) * 16).toBe(MOBILE_MAX_WIDTH_PX + 1);
  });
});
