/** Theme storage and the tiny inline script that applies it before first paint (the one inline script that must run before the body paints; the JSON-LD, the GTM loader, the attribution capture and the widgets' early-input recorders are inline too). */
const THEME_STORAGE_KEY = "theme";

/** Dispatched on window whenever the theme applied to <html> changes. */
export const THEME_CHANGE_EVENT = "themechange";

/** Marks a theme toggle button: the inline script switches the theme when one is clicked. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * Runs in <head> before the body paints: the stored choice wins, otherwise the system preference. It also
 * follows a change of the system preference until the visitor chooses, from the first moment and on every
 * screen size, and it is what the theme toggles run on: a click on any of them switches and stores the
 * theme, before React has hydrated as after, so the toggle needs no script of its own and no first tap is
 * lost. Kept as a string so it ships inline and never waits for a bundle.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function s(){try{var v=localStorage.getItem(k);return v==="light"||v==="dark"?v:null}catch(e){return null}}function p(t){d.classList.toggle("dark",t==="dark");d.dataset.theme=t}function n(){dispatchEvent(new Event(${JSON.stringify(THEME_CHANGE_EVENT)}))}p(s()||(m.matches?"dark":"light"));m.addEventListener("change",function(){if(!s()){p(m.matches?"dark":"light");n()}});document.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("[${THEME_TOGGLE_ATTRIBUTE}]"):null;if(!b)return;var t=d.classList.contains("dark")?"light":"dark";try{localStorage.setItem(k,t)}catch(x){}p(t);n()})}catch(e){}})();`;
