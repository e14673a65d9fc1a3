/** Theme storage and the tiny inline script that applies it before first paint (the one inline script that must run before the body paints; the JSON-LD, the GTM loader and the quote form's early-input recorder are inline too). */
const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * Runs in <head> before the body paints: the stored choice wins, otherwise the system preference.
 * Kept as a string so it ships inline and never waits for a bundle.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var s=localStorage.getItem(k);var t=s==="light"||s==="dark"?s:(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");var d=document.documentElement;d.classList.toggle("dark",t==="dark");d.dataset.theme=t;}catch(e){}})();`;

export function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme, persist: boolean): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.dataset.theme = theme;
  if (persist) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }
  window.dispatchEvent(new Event("themechange"));
}

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}
