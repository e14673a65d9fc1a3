/** Theme storage and the tiny inline script that applies it before first paint (the one inline script that must run before the body paints; the JSON-LD, the GTM loader and the quote form's early-input recorder are inline too). */
const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/** Dispatched on window whenever the theme applied to <html> changes. */
export const THEME_CHANGE_EVENT = "themechange";

/**
 * Runs in <head> before the body paints: the stored choice wins, otherwise the system preference. It also
 * follows a change of the system preference until the visitor chooses, from the first moment and on every
 * screen size, rather than from whenever (and wherever) a toggle has hydrated. Kept as a string so it ships
 * inline and never waits for a bundle.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function s(){try{var v=localStorage.getItem(k);return v==="light"||v==="dark"?v:null}catch(e){return null}}function a(){var t=s()||(m.matches?"dark":"light");d.classList.toggle("dark",t==="dark");d.dataset.theme=t}a();m.addEventListener("change",function(){if(!s()){a();dispatchEvent(new Event(${JSON.stringify(THEME_CHANGE_EVENT)}))}})}catch(e){}})();`;

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
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
