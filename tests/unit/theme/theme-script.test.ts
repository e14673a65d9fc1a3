// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, THEME_CHANGE_EVENT, themeScript } from "@/lib/theme/theme";

/** A system preference the test can change later, as the visitor's OS setting would. */
function mockSystemDark(dark: boolean) {
  const system = { dark, listeners: [] as (() => void)[] };
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    get matches() {
      return system.dark && query.includes("dark");
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => system.listeners.push(listener),
    removeEventListener: vi.fn(),
  }));
  return (next: boolean) => {
    system.dark = next;
    for (const listener of system.listeners) listener();
  };
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

  it("follows a change of the system preference until the visitor chooses, and announces it", () => {
    const setSystemDark = mockSystemDark(false);
    const announced = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, announced);
    runThemeScript();
    setSystemDark(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(announced).toHaveBeenCalledTimes(1);

    applyTheme("light", true);
    setSystemDark(false);
    setSystemDark(true);
    expect(document.documentElement.dataset.theme).toBe("light");
    window.removeEventListener(THEME_CHANGE_EVENT, announced);
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
