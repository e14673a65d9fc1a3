// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { themeScript } from "@/components/inline-scripts/theme";
import { THEME_CHANGE_EVENT, THEME_TOGGLE_ATTRIBUTE } from "@/lib/theme";

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

/**
 * One page load: the script runs in <head> of a fresh document (so no listener of an earlier test's page is
 * left on it), and the page has a theme toggle, as the server renders it, to click.
 */
function loadPage() {
  const page = document.implementation.createHTMLDocument();
  new Function("document", themeScript)(page);
  const toggle = page.createElement("button");
  toggle.setAttribute(THEME_TOGGLE_ATTRIBUTE, "");
  page.body.append(toggle);
  return { html: page.documentElement, toggle };
}

describe("theme before first paint", () => {
  beforeEach(() => localStorage.clear());

  it("applies the stored choice over the system preference", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", "light");
    const { html } = loadPage();
    expect(html.classList.contains("dark")).toBe(false);
    expect(html.dataset.theme).toBe("light");
  });

  it("follows the system preference when nothing is stored", () => {
    mockSystemDark(true);
    expect(loadPage().html.classList.contains("dark")).toBe(true);
  });

  it("follows a change of the system preference until the visitor chooses, and announces it", () => {
    const setSystemDark = mockSystemDark(false);
    const announced = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, announced);
    const { html, toggle } = loadPage();
    setSystemDark(true);
    expect(html.classList.contains("dark")).toBe(true);
    expect(html.dataset.theme).toBe("dark");
    expect(announced).toHaveBeenCalledTimes(1);

    toggle.click();
    setSystemDark(false);
    setSystemDark(true);
    expect(html.dataset.theme).toBe("light");
    window.removeEventListener(THEME_CHANGE_EVENT, announced);
  });

  it("ignores a tampered stored value", () => {
    mockSystemDark(false);
    localStorage.setItem("theme", "purple");
    expect(loadPage().html.dataset.theme).toBe("light");
  });
});

describe("a theme toggle, with no script but the inline one", () => {
  beforeEach(() => localStorage.clear());

  it("switches the theme each click, stores it under `theme` and announces it", () => {
    mockSystemDark(false);
    const announced = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, announced);
    const { html, toggle } = loadPage();
    toggle.click();
    expect(html.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    toggle.click();
    expect(html.dataset.theme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(announced).toHaveBeenCalledTimes(2);
    window.removeEventListener(THEME_CHANGE_EVENT, announced);
  });

  it("answers a click inside the toggle (its icon), and nothing else", () => {
    mockSystemDark(false);
    const { html, toggle } = loadPage();
    const icon = toggle.ownerDocument.createElement("span");
    toggle.append(icon);
    toggle.ownerDocument.body.append(toggle.ownerDocument.createElement("p"));
    toggle.ownerDocument.querySelector("p")?.click();
    expect(html.dataset.theme).toBe("light");
    icon.click();
    expect(html.dataset.theme).toBe("dark");
  });
});
