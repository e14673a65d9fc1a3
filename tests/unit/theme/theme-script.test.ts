// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, themeScript } from "@/lib/theme/theme";

function mockSystemDark(dark: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: dark && query.includes("dark"),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const runThemeScript = () => new Function(themeScript)();

describe("theme before first paint", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
  });

  it("applies the stored choice over the system preference", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", "light");
    runThemeScript();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("follows the system preference when nothing is stored", () => {
    mockSystemDark(true);
    runThemeScript();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("ignores a tampered stored value", () => {
    mockSystemDark(false);
    localStorage.setItem("theme", "purple");
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("stores a chosen theme under the key `theme`", () => {
    applyTheme("dark", true);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
