// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_STORAGE_PREFIX } from "@/components/quote/form/constants";
import { ISLAND_WAKE_EVENTS } from "@/components/quote/island/constants";
import { QuoteFormIsland } from "@/components/quote/island/quote-form-island";
import { QUOTE_FORM_ANCHOR, QUOTE_HREF } from "@/lib/config/quote-link";
import { defaultFormValues } from "@/lib/quote";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  stubNetwork();
});
afterEach(() => vi.unstubAllGlobals());

const realForm = (name = "Get a free quote") => screen.findByRole("form", { name });

describe("quote form island", () => {
  it("shows a labelled step-1 skeleton with a loading status and no form until the visitor does something", async () => {
    const { container } = render(<QuoteFormIsland variant="full" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the quote form");
    expect(screen.getByRole("heading", { name: "Get a free quote" })).toBeInTheDocument();
    expect(screen.getByLabelText("Pick up from")).toHaveAttribute("id", "quote-full-origin");
    expect(screen.getByLabelText("Deliver to")).toHaveAttribute("id", "quote-full-destination");
    expect(screen.getByLabelText("Ship date")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("form")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("data-quote-island", "waiting");
  });

  it.each(ISLAND_WAKE_EVENTS)("loads the real form on the first %s on the window", async (type) => {
    const { container } = render(<QuoteFormIsland variant="full" />);
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    expect(await realForm()).toBeInTheDocument();
    expect(screen.queryByText("Loading the quote form")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("data-quote-island", "ready");
  });

  it("moves focus to the real origin field when the visitor focused the skeleton's", async () => {
    render(<QuoteFormIsland variant="full" />);
    act(() => screen.getByLabelText("Pick up from").focus());
    await realForm();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveFocus());
  });

  it("moves focus to the same mode button of the international form", async () => {
    render(<QuoteFormIsland variant="international-side" title="Get an international quote" />);
    expect(screen.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
    act(() => screen.getByRole("button", { name: "USA / Canada" }).focus());
    await realForm("Get an international quote");
    await waitFor(() => expect(screen.getByRole("button", { name: "USA / Canada" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
  });

  it("loads at once when the URL hash points at the section holding the form", async () => {
    window.history.replaceState(null, "", QUOTE_HREF);
    render(
      <div id={QUOTE_FORM_ANCHOR}>
        <QuoteFormIsland variant="full" />
      </div>,
    );
    expect(await realForm()).toBeInTheDocument();
  });

  it("stays a skeleton when the hash points elsewhere, and loads when it changes to the form", async () => {
    window.history.replaceState(null, "", "/#reviews");
    render(
      <div id="international-sideform">
        <QuoteFormIsland variant="international-side" title="Get an international quote" />
      </div>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("form")).toBeNull();
    act(() => {
      window.history.replaceState(null, "", "/#international-sideform");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await realForm("Get an international quote")).toBeInTheDocument();
  });

  it("loads at once and restores progress saved earlier in the visit", async () => {
    const values = { ...defaultFormValues("domestic"), originQuery: "Miami, FL" };
    window.sessionStorage.setItem(`${PROGRESS_STORAGE_PREFIX}full`, JSON.stringify({ values, step: 1 }));
    render(<QuoteFormIsland variant="full" />);
    await realForm();
    expect(await screen.findByText(/Step 2 \/ 3/)).toBeInTheDocument();
  });

  it("renders the quick calculator's skeleton with its vehicle fields and button", () => {
    render(<QuoteFormIsland variant="quick" title="Quick price calculator" />);
    expect(screen.getByLabelText("Year")).toHaveAttribute("id", "quote-quick-vehicle-0-year");
    expect(screen.getByRole("button", { name: "See my price" })).toBeInTheDocument();
    expect(screen.queryByText(/Step 1/)).toBeNull();
  });
});
