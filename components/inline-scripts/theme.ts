import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from "@/lib/theme";

/**
 * Runs in <head> before the body paints: the stored choice wins, otherwise the system preference. It also
 * follows a change of the system preference until the visitor chooses, from the first moment and on every
 * screen size, and it is what the theme toggles run on: a click on any of them switches and stores the
 * theme, before React has hydrated as after, so the toggle needs no script of its own and no first tap is
 * lost. Kept as a string so it ships inline and never waits for a bundle. Globals: document, localStorage,
 * matchMedia, dispatchEvent, Event.
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function s(){try{var v=localStorage.getItem(k);return v==="light"||v==="dark"?v:null}catch(e){return null}}function p(t){d.classList.toggle("dark",t==="dark");d.dataset.theme=t}function n(){dispatchEvent(new Event(${JSON.stringify(THEME_CHANGE_EVENT)}))}p(s()||(m.matches?"dark":"light"));m.addEventListener("change",function(){if(!s()){p(m.matches?"dark":"light");n()}});document.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("[${THEME_TOGGLE_ATTRIBUTE}]"):null;if(!b)return;var t=d.classList.contains("dark")?"light":"dark";try{localStorage.setItem(k,t)}catch(x){}p(t);n()})}catch(e){}})();`;
