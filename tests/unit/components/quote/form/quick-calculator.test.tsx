// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { QUICK_COUNTRY } from "@/lib/quote";
import { fillVehicle, pickLocation } from "./form-driver";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  window.history.replaceState(null, "", "/");
});
afterEach(() => vi.unstubAllGlobals());

/** Types into a place box and waits for `expected` among its options: every option offered, by its text. */
async function suggestionsFor(user: UserEvent, label: string, text: string, expected: RegExp) {
  const box = screen.getByRole("combobox", { name: label });
  await user.clear(box);
  await user.type(box, text);
  const list = await screen.findByRole("listbox", { name: label });
  await within(list).findByRole("option", { name: expected });
  return within(list)
    .getAllByRole("option")
    .map((o) => o.textContent);
}

const badRequest = (errors: Record<string, string>) => () =>
  new Response(
    JSON.stringify({ status_code: 400, description: "Please check the highlighted fields.", url: "/", errors }),
    { status: 400 },
  );

/** The calculator filled with a Miami → New York Camry and sent, whatever the stubbed API answers. */
async function submitMiamiToNewYork() {
  const user = userEvent.setup();
  render(<QuoteForm variant="quick" />);
  await pickLocation(user, "Pick up from", "Mia", /Miami/);
  await pickLocation(user, "Deliver to", "New Y", /New York/);
  await fillVehicle(user, "2021", "Toyota", "Camry");
  await user.click(screen.getByRole("button", { name: "See my price" }));
}

describe("the quick calculator", () => {
  it("asks its place lookup for the calculator's country only, and offers no Canadian place", async () => {
    const { fetchMock } = stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="quick" />);
    expect(await suggestionsFor(user, "Pick up from", "M", /Miami/)).toHaveLength(1);
    const lookups = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname.endsWith("city-zip-lookup"));
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((url) => url.searchParams.get("country") === QUICK_COUNTRY)).toBe(true);
    // Toronto and Torrance both start so; only Torrance is a place the calculator prices.
    expect(await suggestionsFor(user, "Deliver to", "Tor", /Torrance/)).toEqual([expect.stringMatching(/^Torrance/)]);
  });

  it("offers Canadian places on the full form, which quotes them", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    expect(await suggestionsFor(user, "Deliver to", "Tor", /Torrance/)).toEqual([
      expect.stringMatching(/^Toronto/),
      expect.stringMatching(/^Torrance/),
    ]);
  });

  it("offers no Canadian place from the fallback either, when the main lookup is down", async () => {
    stubNetwork({ failLookup: "city-zip-lookup" });
    const user = userEvent.setup();
    render(<QuoteForm variant="quick" />);
    expect(await suggestionsFor(user, "Deliver to", "Tor", /Torrance/)).toEqual([expect.stringMatching(/^Torrance/)]);
  });

  it("shows each of the API's field errors beside its field, marked invalid and described by the message", async () => {
    stubNetwork({
      submit: badRequest({
        destination_state: "Please choose a place in the United States",
        "Vehicles.0.vehicle_model": "Please enter the model",
        transport_type: "Please choose open or enclosed transport",
      }),
    });
    await submitMiamiToNewYork();

    const expectOnField = async (control: HTMLElement, message: string) => {
      const shown = await screen.findByText(message);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control.getAttribute("aria-describedby")?.split(" ")).toContain(shown.id);
    };
    await expectOnField(
      screen.getByRole("combobox", { name: "Deliver to" }),
      "Please choose a place in the United States",
    );
    await expectOnField(screen.getByRole("combobox", { name: "Model" }), "Please enter the model");
    const transport = screen.getByRole("group", { name: /transport/i });
    expect(transport.getAttribute("aria-describedby")).toBe(
      (await screen.findByText("Please choose open or enclosed transport")).id,
    );
  });

  it("says in its status a field error the calculator has no field for", async () => {
    stubNetwork({ submit: badRequest({ ship_date: "Ship date can't be in the past" }) });
    await submitMiamiToNewYork();
    expect(await screen.findByText("Ship date can't be in the past.")).toBeInTheDocument();
    expect(screen.queryByText("Please check the highlighted fields.")).not.toBeInTheDocument();
  });
});
