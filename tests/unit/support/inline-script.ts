/**
 * Runs an inline script the way the browser does while it parses the server's HTML: `document.currentScript`
 * is the script element. jsdom does not run scripts set through innerHTML, so server-rendered HTML needs this.
 */
export function runInlineScript(script: HTMLScriptElement) {
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  try {
    new Function(script.textContent ?? "")();
  } finally {
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null });
  }
}
