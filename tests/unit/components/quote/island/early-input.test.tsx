// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_STORAGE_PREFIX } from "@/components/quote/form/constants";
import { initialIntent, type EarlyIntent } from "@/components/quote/form/early-intent";
import { earlyRecorderScript } from "@/components/inline-scripts/quote-early-input";
import { readEarlyFields, takeEarlyActions, withAction } from "@/components/quote/island/take-over";
import { clicksOnRelease, trackPress } from "@/components/ui/press";
import { QuoteFormIsland } from "@/components/quote/island/quote-form-island";
import { startingState } from "@/components/quote/form/starting-state";
import { defaultFormValues, messages } from "@/lib/quote";
import { domesticValues, internationalValues } from "../../../lib/quote/fixtures";
import { runInlineScript } from "../../../support/inline-script";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  stubNetwork();
});
afterEach(() => vi.unstubAllGlobals());

const realForm = (name = "Get a free quote") => screen.findByRole("form", { name });

/**
 * A click before hydration, when only the browser acts. jsdom lacks method="dialog" (a submission that goes
 * nowhere) and would report it; a listener after the recorder's stands in for it.
 */
function clickNatively(element: HTMLElement) {
  const form = element.closest("form");
  const goNowhere = (event: Event) => event.preventDefault();
  form?.addEventListener("submit", goNowhere);
  element.click();
  form?.removeEventListener("submit", goNowhere);
}

/**
 * The island as the browser first has it: the server's HTML with the recorder script run, and no React yet.
 * `hydrate` then does what the page's scripts do once they arrive.
 */
function serverRendered(variant: "full" | "international-side" = "full") {
  const title = variant === "full" ? undefined : "Get an international quote";
  const container = document.createElement("div");
  container.innerHTML = renderToString(<QuoteFormIsland variant={variant} title={title} />);
  document.body.append(container);
  runInlineScript(container.querySelector("script")!);
  let root: Root | undefined;
  return {
    skeleton: within(container),
    hydrate: () => act(() => void (root = hydrateRoot(container, <QuoteFormIsland variant={variant} title={title} />))),
    cleanup: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe("the first interaction on the skeleton, after hydration", () => {
  it("replays a click on the skeleton's Next as a click on the form's: the messages show and focus goes to the first", async () => {
    const user = userEvent.setup();
    render(<QuoteFormIsland variant="full" />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await realForm();
    expect(await screen.findAllByText(messages.location)).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveFocus());
  });

  it("opens the form on the mode chosen on the skeleton, with its own fields", async () => {
    const user = userEvent.setup();
    render(<QuoteFormIsland variant="full" />);
    await user.click(screen.getByRole("button", { name: "International" }));
    await realForm();
    expect(screen.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Shipping method")).toBeInTheDocument();
    expect(screen.queryByText(messages.location)).toBeNull();
  });

  it("keeps what was typed in the skeleton's boxes, and Enter in a box asks for Next", async () => {
    const user = userEvent.setup();
    render(<QuoteFormIsland variant="full" />);
    await user.type(screen.getByLabelText("Pick up from"), "Mia{Enter}");
    await realForm();
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Mia");
    expect(await screen.findByText(messages.pickLocation)).toBeInTheDocument();
    expect(screen.getByText(messages.location)).toBeInTheDocument();
  });

  it("replays a Space on the skeleton's Next, whose click comes with the key's release, after the form's code is in", async () => {
    // The form's code already in (a second page, say), so the island could swap at once.
    await import("@/components/quote/island/take-over");
    const user = userEvent.setup();
    render(<QuoteFormIsland variant="full" />);
    act(() => screen.getByRole("button", { name: "Next" }).focus());
    await user.keyboard("[Space>]");
    // The skeleton waits for the release, whose click is the Next.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("form", { name: "Get a free quote" })).toBeNull();
    await user.keyboard("[/Space]");
    await realForm();
    expect(await screen.findAllByText(messages.location)).toHaveLength(2);
  });

  it("replays a click on the skeleton's mode button held down while the form's code came in", async () => {
    await import("@/components/quote/island/take-over");
    const user = userEvent.setup();
    render(<QuoteFormIsland variant="full" />);
    const international = screen.getByRole("button", { name: "International" });
    await user.pointer({ keys: "[MouseLeft>]", target: international });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("form", { name: "Get a free quote" })).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: international });
    await realForm();
    expect(screen.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
  });

  it("renders no recorder script in a skeleton the browser renders itself", () => {
    const { container } = render(<QuoteFormIsland variant="full" />);
    expect(container.querySelector("script")).toBeNull();
  });
});

describe("the first interaction on the skeleton, before hydration", () => {
  it("replays a Next clicked before React hydrated the page", async () => {
    const page = serverRendered();
    clickNatively(page.skeleton.getByRole("button", { name: "Next" }));
    page.hydrate();
    expect(await page.skeleton.findAllByText(messages.location)).toHaveLength(2);
    page.cleanup();
  });

  it("opens on the mode clicked before hydration, and keeps the text typed then", async () => {
    const page = serverRendered("international-side");
    clickNatively(page.skeleton.getByRole("button", { name: "USA / Canada" }));
    const origin = page.skeleton.getByLabelText("Pick up from") as HTMLInputElement;
    origin.value = "Chic";
    page.hydrate();
    await page.skeleton.findByRole("form", { name: "Get an international quote" });
    expect(page.skeleton.getByRole("button", { name: "USA / Canada" })).toHaveAttribute("aria-pressed", "true");
    expect(page.skeleton.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Chic");
    expect(page.skeleton.getByRole("radio", { name: "Open" })).toBeChecked();
    page.cleanup();
  });

  it("shows the mode clicked before hydration at once: its button pressed, its fields and its placeholders", () => {
    const page = serverRendered();
    const form = page.skeleton.getByRole("button", { name: "Next" }).closest("form")!;
    expect(form).toHaveAttribute("data-shown-mode", "domestic");
    expect(page.skeleton.getByLabelText("Pick up from")).toHaveAttribute("placeholder", "City or ZIP code");
    clickNatively(page.skeleton.getByRole("button", { name: "International" }));
    expect(form).toHaveAttribute("data-shown-mode", "international");
    expect(page.skeleton.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
    expect(page.skeleton.getByRole("button", { name: "USA / Canada" })).toHaveAttribute("aria-pressed", "false");
    expect(page.skeleton.getByLabelText("Pick up from")).toHaveAttribute("placeholder", "City or port");
    expect(page.skeleton.getByLabelText("Deliver to")).toHaveAttribute("placeholder", "City or port");
    // Both modes' step-1 fields are in the HTML; the form's mode tells CSS which to show.
    expect(page.skeleton.getByLabelText("Shipping method").closest("div")).toHaveClass(
      "group-data-[shown-mode=domestic]/skeleton:hidden",
    );
    expect(page.skeleton.getByRole("group", { name: "Transport type" })).toHaveClass(
      "group-data-[shown-mode=international]/skeleton:hidden",
    );
    page.cleanup();
  });

  it("replays a Next on a page whose form saved its (untouched) progress on an earlier view", async () => {
    window.sessionStorage.setItem(
      `${PROGRESS_STORAGE_PREFIX}full`,
      JSON.stringify({ values: defaultFormValues("domestic"), step: 0 }),
    );
    const page = serverRendered();
    clickNatively(page.skeleton.getByRole("button", { name: "Next" }));
    page.hydrate();
    expect(await page.skeleton.findAllByText(messages.location)).toHaveLength(2);
    page.cleanup();
  });

  it("drops a Next meant for step 1 when the progress saved earlier is on a later step", async () => {
    const values = { ...defaultFormValues("domestic"), originQuery: "Miami, FL" };
    window.sessionStorage.setItem(`${PROGRESS_STORAGE_PREFIX}full`, JSON.stringify({ values, step: 1 }));
    const page = serverRendered();
    clickNatively(page.skeleton.getByRole("button", { name: "Next" }));
    page.hydrate();
    expect(await page.skeleton.findByText(/Step 2 \/ 3/)).toBeInTheDocument();
    expect(page.skeleton.queryByText(messages.year)).toBeNull();
    page.cleanup();
  });
});

describe("the recorder script", () => {
  function skeletonWithRecorder() {
    document.body.innerHTML = `<form data-quote-skeleton method="dialog"><script>${earlyRecorderScript()}</script>
      <button type="button" data-mode="international">International</button><input id="box"><button type="submit">Next</button></form>`;
    const form = document.querySelector("form")!;
    runInlineScript(form.querySelector("script")!);
    return form;
  }

  it("notes each submit and each mode button, in order, until the island takes the notes", () => {
    const form = skeletonWithRecorder();
    clickNatively(form.querySelector<HTMLButtonElement>("[data-mode]")!);
    clickNatively(form.querySelector<HTMLButtonElement>("[type=submit]")!);
    expect(takeEarlyActions(form)).toEqual([{ type: "mode", mode: "international" }, { type: "next" }]);
    clickNatively(form.querySelector<HTMLButtonElement>("[type=submit]")!);
    expect(takeEarlyActions(form)).toEqual([]);
  });

  it("reads nothing from a skeleton without a recorder", () => {
    expect(takeEarlyActions(document.createElement("form"))).toEqual([]);
    expect(takeEarlyActions(null)).toEqual([]);
  });
});

describe("a press on the skeleton", () => {
  it("ends with its release and the click that follows, or with the window losing focus", async () => {
    const pressing = new Set<string>();
    const done = vi.fn();
    trackPress(pressing, { pointerId: 1 }, done);
    trackPress(pressing, { code: "Space", repeat: false }, done);
    expect([...pressing]).toEqual(["pointer 1", "key Space"]);
    window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1 }));
    window.dispatchEvent(new MouseEvent("click"));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect([...pressing]).toEqual(["key Space"]);
    window.dispatchEvent(new FocusEvent("blur"));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(2));
    expect(pressing.size).toBe(0);
  });

  it("counts Space as a press on a button, not when typed in a box", () => {
    const space = (target: HTMLElement) => {
      const event = new KeyboardEvent("keydown", { key: " " });
      Object.defineProperty(event, "target", { value: target });
      return clicksOnRelease(event);
    };
    expect(space(document.createElement("button"))).toBe(true);
    const box = document.createElement("input");
    box.type = "text";
    expect(space(box)).toBe(false);
  });
});

describe("the intent", () => {
  it("asks for Next until the mode changes, since a change of mode starts over without messages", () => {
    const next = withAction(initialIntent("full"), { type: "next" });
    expect(next).toMatchObject({ mode: "domestic", advance: true });
    expect(withAction(next, { type: "mode", mode: "domestic" })).toBe(next);
    expect(withAction(next, { type: "mode", mode: "international" })).toMatchObject({
      mode: "international",
      modeChosen: true,
      advance: false,
    });
    expect(initialIntent("international-side").mode).toBe("international");
  });

  it("reads the boxes the visitor changed: text typed, a radio checked other than the default", () => {
    const form = document.createElement("form");
    form.innerHTML = `<input data-early-field="originQuery" value="Mia"><input data-early-field="destinationQuery" value="  ">
      <input type="radio" data-early-field="transportType" value="Open" checked><input type="radio" data-early-field="transportType" value="Enclosed">
      <input data-early-field="unknown" value="x">`;
    expect(readEarlyFields(form)).toEqual({ originQuery: "Mia" });
    form.querySelector<HTMLInputElement>("[value=Enclosed]")!.checked = true;
    expect(readEarlyFields(form)).toEqual({ originQuery: "Mia", transportType: "Enclosed" });
  });

  const typed = (fields: EarlyIntent["fields"], more: Partial<EarlyIntent> = {}): EarlyIntent => ({
    ...initialIntent("full"),
    fields,
    ...more,
  });

  it("starts the form from the intent: the typed places, a typed date as the date box reads it, the vehicle", () => {
    const start = startingState(
      "full",
      undefined,
      typed(
        { originQuery: "Mia", shipDate: "12/4/2031", transportType: "Enclosed", year: "2021", make: "Ford" },
        { advance: true },
      ),
    );
    expect(start).toMatchObject({ step: 0, advance: true });
    expect(start.values).toMatchObject({
      mode: "domestic",
      originQuery: "Mia",
      destinationQuery: "",
      shipDate: "2031-12-04",
      transportType: "Enclosed",
      vehicles: [{ year: "2021", make: "Ford", model: "", name: "" }],
    });
    expect(startingState("full", undefined, typed({ shipDate: "soon" })).values.shipDate).toBe("soon");
    expect(startingState("international-side", undefined, undefined)).toEqual({
      values: defaultFormValues("international"),
      step: 0,
      advance: false,
    });
  });

  it("types over saved progress as typing on the form would: new text unpicks the place, which then counts as picked once", () => {
    const saved = { values: domesticValues(), step: 0 };
    const start = startingState("full", saved, typed({ originQuery: "Chic" }));
    expect(start.values).toMatchObject({
      origin: null,
      originQuery: "Chic",
      originWasPicked: true,
      destination: saved.values.destination,
    });
  });

  it("keeps the saved mode unless the visitor picked one on the skeleton, which starts over in it", () => {
    const saved = { values: internationalValues(), step: 2 };
    expect(startingState("full", saved, typed({}, { advance: true }))).toMatchObject({
      step: 2,
      advance: false,
      values: { mode: "international" },
    });
    const picked = withAction(initialIntent("full"), { type: "mode", mode: "international" });
    expect(startingState("full", { values: domesticValues(), step: 1 }, picked)).toMatchObject({
      step: 0,
      values: defaultFormValues("international"),
    });
  });

  it("drops what was typed on the skeleton when the saved progress is past step 1", () => {
    const start = startingState(
      "full",
      { values: domesticValues(), step: 1 },
      typed({ originQuery: "Chic" }, { advance: true }),
    );
    expect(start).toMatchObject({ step: 1, advance: false, values: { originQuery: "Doral, FL 33172" } });
  });
});
