// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_STORAGE_PREFIX } from "@/components/quote/form/constants";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { RESTORED_NOTICE } from "@/components/quote/form/restored-notice";
import { defaultFormValues } from "@/lib/quote";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  stubNetwork();
});
afterEach(() => vi.unstubAllGlobals());

function saveProgress(values: ReturnType<typeof defaultFormValues>, step = 0) {
  window.sessionStorage.setItem(`${PROGRESS_STORAGE_PREFIX}full`, JSON.stringify({ values, step }));
}

describe("a form restored from another page's progress", () => {
  it("says it kept what was entered earlier, and Start over empties the form and forgets the progress", async () => {
    saveProgress({ ...defaultFormValues(), originQuery: "Chicago" });
    const user = userEvent.setup();
    render(<QuoteForm />);
    expect(screen.getByText(RESTORED_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Chicago");

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("");
    expect(screen.queryByText(RESTORED_NOTICE)).toBeNull();
    const kept = window.sessionStorage.getItem(`${PROGRESS_STORAGE_PREFIX}full`);
    expect(kept === null || !kept.includes("Chicago")).toBe(true);
  });

  it("puts focus on the form's first field after Start over, not on the page", async () => {
    saveProgress({ ...defaultFormValues(), originQuery: "Chicago" });
    const user = userEvent.setup();
    render(<QuoteForm />);
    await user.click(screen.getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveFocus());
  });

  it("says nothing when the saved progress is only the untouched form", () => {
    saveProgress(defaultFormValues());
    render(<QuoteForm />);
    expect(screen.queryByText(RESTORED_NOTICE)).toBeNull();
  });
});
