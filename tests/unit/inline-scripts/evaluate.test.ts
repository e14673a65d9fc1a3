import { runInContext, createContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptCalling } from "@/components/inline-scripts/inline-script";

/**
 * The inline-script contract (components/inline-scripts/inline-script.tsx), checked on the text the page gets:
 * every script of the folder runs alone in a fresh context that holds JavaScript's own built-ins and a fake of
 * only the browser globals its file names. A script that reaches a module binding or a helper the build would
 * add throws a ReferenceError there, or (the scripts that catch their errors) leaves its effect undone.
 */

type Listener = (event: unknown) => void;

/** An element as far as the scripts use one: attributes, a class list, data, listeners, and the tree it is told. */
class FakeElement {
  attributes = new Map<string, string>();
  listeners = new Map<string, Listener[]>();
  dataset: Record<string, string> = {};
  classes = new Set<string>();
  classList = {
    toggle: (name: string, force: boolean) => void (force ? this.classes.add(name) : this.classes.delete(name)),
    contains: (name: string) => this.classes.has(name),
  };
  /** What `closest(selector)` finds, and what `contains` says yes to. */
  constructor(
    private readonly ancestors: Record<string, FakeElement | null> = {},
    private readonly inside: FakeElement[] = [],
  ) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, event: object) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  toggleAttribute(name: string, force: boolean) {
    if (force) this.attributes.set(name, "");
    else this.attributes.delete(name);
  }
  closest(selector: string) {
    return this.ancestors[selector] ?? null;
  }
  contains(other: unknown) {
    return this.inside.includes(other as FakeElement);
  }
  querySelectorAll() {
    return [];
  }
}

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

/**
 * requestAnimationFrame and setTimeout that only queue, for a script that works after the first paint
 * (after-first-paint.ts): paintFirstFrame() runs the frame's callbacks, runTasks() the tasks queued so far.
 */
function laterQueues() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  return {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    paintFirstFrame: () => frames.splice(0).forEach((callback) => callback()),
    runTasks: () => tasks.splice(0).forEach((callback) => callback()),
  };
}

/** A window-like global object: `addEventListener` on it, as a page's own scripts call it bare. */
function fakeWindow(globals: Record<string, unknown>) {
  const window = new FakeElement();
  return Object.assign(window, globals, { addEventListener: window.addEventListener.bind(window) });
}

/** Runs `source` as a classic script in a new realm whose global object is `globals` and nothing of the browser else. */
function runAlone(source: string, globals: object) {
  runInContext(source, createContext(globals), { timeout: 1_000 });
}

/** Every script the folder exports: each `…Script`, a string or a function that makes one. */
const modules = import.meta.glob<Record<string, unknown>>("/components/inline-scripts/*.ts", { eager: true });
const exported = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith("Script") && ["string", "function"].includes(typeof value))
    .map(([name]) => `${file.split("/").pop()}:${name}`),
);

async function scriptOf(key: string, ...args: unknown[]): Promise<string> {
  const [file, name] = key.split(":");
  const value = modules[`/components/inline-scripts/${file}`]![name!];
  return typeof value === "function" ? (value as (...a: unknown[]) => string)(...args) : (value as string);
}

/** Each script, the globals its file names, and the first thing it visibly does. */
const cases: Record<string, () => Promise<void>> = {
  "theme.ts:themeScript": async () => {
    const html = new FakeElement();
    const document = Object.assign(new FakeElement(), { documentElement: html });
    const media = { matches: true, addEventListener: () => undefined };
    const window = fakeWindow({ document, localStorage: fakeStorage(), matchMedia: () => media, Event: class {} });
    runAlone(await scriptOf("theme.ts:themeScript"), Object.assign(window, { dispatchEvent: () => true }));
    expect(html.dataset.theme).toBe("dark");
    expect(html.classes.has("dark")).toBe(true);
    expect(document.listeners.get("click")).toHaveLength(1);
  },
  "scrolled.ts:scrolledScript": async () => {
    const html = new FakeElement();
    const window = fakeWindow({ document: { documentElement: html }, scrollY: 900 });
    runAlone(await scriptOf("scrolled.ts:scrolledScript"), window);
    window.dispatch("scroll", {});
    expect(html.attributes.has("data-scrolled")).toBe(true);
  },
  "disclosure.ts:disclosureScript": async () => {
    const document = new FakeElement();
    runAlone(await scriptOf("disclosure.ts:disclosureScript"), fakeWindow({ document }));
    const details = Object.assign(new FakeElement(), { open: false });
    const summary = new FakeElement({ "details[name]>summary": null });
    Object.assign(summary, { parentElement: details });
    const clickedSummary = new FakeElement({ "details[name]>summary": summary });
    document.dispatch("click", { target: clickedSummary });
    expect(details.listeners.get("toggle")).toHaveLength(1);
  },
  "early-pick.ts:earlyPickScript": async () => {
    const document = new FakeElement();
    runAlone(await scriptOf("early-pick.ts:earlyPickScript"), fakeWindow({ document }));
    const widget = new FakeElement();
    const button = new FakeElement({ "[data-early-pick]": widget });
    document.dispatch("click", { target: new FakeElement({ button }) });
    expect((widget as unknown as Record<string, unknown>).__earlyPick).toBe(button);
  },
  "arrival-capture.ts:arrivalCaptureScript": async () => {
    const sessionStorage = fakeStorage();
    const location = { search: "?marketing_id=m1&utm_source=news&gclid=g1", pathname: "/faq", host: "shiplux.com" };
    const later = laterQueues();
    const globals = { location, document: { referrer: "" }, sessionStorage, ...later };
    runAlone(
      await scriptOf("arrival-capture.ts:arrivalCaptureScript"),
      fakeWindow({ ...globals, URLSearchParams, URL }),
    );
    later.paintFirstFrame();
    expect(sessionStorage.items.size).toBe(0);
    later.runTasks();
    expect(JSON.parse(sessionStorage.items.get("shiplux.quote.attribution") ?? "null")).toEqual({ marketing_id: "m1" });
    expect(JSON.parse(sessionStorage.items.get("shiplux.quote.clicks") ?? "{}").gclid.id).toBe("g1");
    const touch = { utm_source: "news", gclid: "g1", landing_path: "/faq" };
    expect(JSON.parse(sessionStorage.items.get("shiplux.quote.touches") ?? "null")).toEqual({
      first: touch,
      last: touch,
    });
  },
  "quote-early-input.ts:earlyRecorderScript": async () => {
    const button = new FakeElement();
    button.setAttribute("data-mode", "international");
    const form = new FakeElement({}, [button]);
    const Element = FakeElement;
    const target = new FakeElement({ "[data-mode]": button });
    const document = { currentScript: { parentElement: form } };
    runAlone(await scriptOf("quote-early-input.ts:earlyRecorderScript"), fakeWindow({ document, Element }));
    form.dispatch("click", { target });
    form.dispatch("submit", { preventDefault: () => undefined });
    expect((form as unknown as Record<string, unknown>).__quoteEarlyActions).toEqual(["international", "next"]);
    expect(form.getAttribute("data-shown-mode")).toBe("international");
  },
  "gtm-loader.ts:gtmLoaderScript": async () => {
    const appended: Record<string, unknown>[] = [];
    const document = {
      readyState: "complete",
      createElement: () => ({}),
      head: { appendChild: (node: Record<string, unknown>) => appended.push(node) },
    };
    const window: Record<string, unknown> = {};
    const globals = {
      document: { ...document, cookie: "" },
      window,
      navigator: {},
      location: { pathname: "/" },
      setTimeout: (run: () => void) => run(),
    };
    runAlone(await scriptOf("gtm-loader.ts:gtmLoaderScript", "GTM-AB12CD"), fakeWindow(globals));
    expect(appended[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
  },
  "privacy-signal.ts:privacySignalScript": async () => {
    const document = { cookie: "theme=dark" };
    const later = laterQueues();
    const globals = { document, navigator: { globalPrivacyControl: true }, location: { protocol: "https:" } };
    runAlone(await scriptOf("privacy-signal.ts:privacySignalScript"), fakeWindow({ ...globals, ...later }));
    later.paintFirstFrame();
    expect(document.cookie).toBe("theme=dark");
    later.runTasks();
    expect(document.cookie).toMatch(/^shiplux_opt_out=1; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  },
};

describe("every inline script, run alone with only the globals it names", () => {
  it("has a case here for each script the folder exports", () => {
    expect(Object.keys(cases).sort()).toEqual(exported.sort());
  });

  for (const [key, check] of Object.entries(cases)) it(`runs ${key}`, check);

  it("fails a script that reaches a module binding, as a helper the build added would", () => {
    const outside = { settings: "kept in the module" };
    const reachesOut = (target: Record<string, unknown>) => void (target.seen = outside.settings);
    const source = scriptCalling(reachesOut, { note: "an argument" });
    expect(() => runAlone(source, {})).toThrow(/outside is not defined/);
  });
});
