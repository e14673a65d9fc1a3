// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUGGESTIONS_UNAVAILABLE } from "@/components/quote/form/location-combobox";
import { AD_CONSENT_TEXT } from "@/components/quote/form/consent";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { siteConfig } from "@/lib/config/site";
import { messages } from "@/lib/quote";
import { completeRouteStep, fillVehicle, next, pickLocation } from "./form-driver";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("vehicles", () => {
  it("adds another only when the current one validates, then switches, marks complete and deletes", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
    expect(await screen.findByText(messages.make)).toBeInTheDocument();
    expect(screen.queryByText(/All vehicles/)).toBeNull();

    await fillVehicle(user, "2021", "Toyota", "Camry");
    await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
    expect(await screen.findByRole("button", { name: "All vehicles (2/2)" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
    await fillVehicle(user, "2018", "Ford", "F-150");
    await user.selectOptions(screen.getByLabelText("Vehicle type"), "Pickup");
    await user.click(screen.getByRole("radio", { name: "No" }));

    await user.click(screen.getByRole("button", { name: "All vehicles (2/2)" }));
    const list = screen.getByRole("list");
    const items = within(list).getAllByRole("button");
    expect(items[0]).toHaveTextContent("2021 Toyota Camry✓ Complete");
    expect(items[1]).toHaveTextContent("2018 Ford F-150✓ Complete");
    await user.click(items[0]!);
    expect(screen.getByRole("button", { name: "All vehicles (1/2)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("Toyota");

    await user.click(screen.getByRole("button", { name: "All vehicles (1/2)" }));
    await user.click(within(screen.getByRole("list")).getAllByRole("button")[1]!);
    await user.click(screen.getByRole("button", { name: "Delete vehicle 2" }));
    expect(screen.queryByText(/All vehicles/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Vehicle 1" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("Toyota");
  });

  it("marks an entry without a model as incomplete", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
    await user.type(await screen.findByLabelText("Year"), "2019");
    await user.click(screen.getByRole("button", { name: "All vehicles (2/2)" }));
    expect(within(screen.getByRole("list")).getAllByRole("button")[1]).toHaveTextContent("Incomplete");
  });

  it("suggests makes from make-lookup and models of that make", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await user.type(screen.getByLabelText("Year"), "2021");
    await user.type(screen.getByRole("combobox", { name: "Make" }), "Fo");
    await screen.findByRole("option", { name: "Ford" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("Ford");
    await user.type(screen.getByRole("combobox", { name: "Model" }), "F");
    await screen.findByRole("option", { name: "F-150" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveValue("F-150");
    expect(screen.getByLabelText("Vehicle type")).toHaveValue("Pickup");
  });
});

describe("domestic and international", () => {
  it("falls back to auto-complete when city-zip-lookup fails", async () => {
    stubNetwork({ failLookup: "city-zip-lookup" });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<QuoteForm />);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Miami, FL 33101");
  });

  it("says suggestions are unavailable, with the number to call, when the lookup and its fallback both fail", async () => {
    stubNetwork({ failLookup: ["city-zip-lookup", "auto-complete"] });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<QuoteForm />);
    const unavailable = () =>
      screen.queryByText((_, node) => node?.tagName === "P" && node.textContent === SUGGESTIONS_UNAVAILABLE);
    expect(unavailable()).toBeNull();
    await user.type(screen.getByRole("combobox", { name: "Pick up from" }), "Mia");
    await waitFor(() => expect(unavailable()).toBeVisible());
    expect(SUGGESTIONS_UNAVAILABLE).toContain(siteConfig.phones.main.display);
    const call = within(unavailable()!).getByRole("link", { name: siteConfig.phones.main.display });
    expect(call).toHaveAttribute("href", `tel:${siteConfig.phones.main.tel}`);
    // The live region says the notice alone, not "0 results" run into it.
    expect(unavailable()!.closest('[role="status"]')?.textContent).toBe(SUGGESTIONS_UNAVAILABLE);
    await user.clear(screen.getByRole("combobox", { name: "Pick up from" }));
    expect(unavailable()).toBeNull();
  });

  it("switching to international resets to step 1 and clears vehicles, date and errors", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    await next(user);
    expect(await screen.findAllByText(messages.location)).toHaveLength(2);
    await completeRouteStep(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "International" }));
    expect(screen.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByText(messages.location)).toBeNull();
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("");
    expect(screen.getByLabelText("Shipping method")).toHaveValue("");
    await pickLocation(user, "Pick up from", "Ham", /Hamburg/);
    await pickLocation(user, "Deliver to", "Mia", /Miami/);
    await next(user);
    expect(await screen.findByText(/Step 2 \/ 3/)).toBeInTheDocument();
    expect(screen.getByLabelText("Year")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("");
  });

  it("offers Port to door (preselected) and Port to port for an origin outside the USA and Canada", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="international-side" />);
    await pickLocation(user, "Pick up from", "Ham", /Hamburg/);
    const select = screen.getByLabelText("Shipping method");
    expect(select).toHaveValue("Port to door");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a shipping method", "Port to door", "Port to port"]);
  });

  it("offers Door to port (preselected) and Port to port for an origin in the USA", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="international-side" />);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    const select = screen.getByLabelText("Shipping method");
    expect(select).toHaveValue("Door to port");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a shipping method", "Door to port", "Port to port"]);
  });

  it("asks for a shipping method before leaving step 1", async () => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="international-side" />);
    await pickLocation(user, "Pick up from", "Ham", /Hamburg/);
    await pickLocation(user, "Deliver to", "Mia", /Miami/);
    await user.selectOptions(screen.getByLabelText("Shipping method"), "");
    await next(user);
    expect(await screen.findByText(messages.shippingMethod)).toBeInTheDocument();
  });

  it("posts an international lead camelCase with templateId International", async () => {
    const { sent } = stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="international-side" />);
    await pickLocation(user, "Pick up from", "Ham", /Hamburg/);
    await pickLocation(user, "Deliver to", "Mia", /Miami/);
    await next(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await next(user);
    await user.type(await screen.findByLabelText("First name"), "Jonas");
    await user.type(screen.getByLabelText("Email"), "jonas@example.de");
    await user.type(screen.getByLabelText("Phone"), "+49 30 901820");
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    await screen.findByText(/was received/);
    expect(sent[0]!.url.pathname).toBe("/api/lead");
    expect(sent[0]!.body).toMatchObject({
      originCity: "Hamburg",
      originCountry: "DE",
      templateId: "International",
      shippingMethod: "Port to door",
      firstName: "Jonas",
    });
    // The ad-measurement box starts unticked and is sent as shown, with its exact text, like the contact consent.
    expect(sent[0]!.body).toMatchObject({ adConsent: { given: false, text: AD_CONSENT_TEXT } });
  });

  it("sends the ad-measurement consent ticked only when the visitor ticks its box", async () => {
    const { sent } = stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm variant="international-side" />);
    await pickLocation(user, "Pick up from", "Ham", /Hamburg/);
    await pickLocation(user, "Deliver to", "Mia", /Miami/);
    await next(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await next(user);
    await user.type(await screen.findByLabelText("First name"), "Jonas");
    await user.type(screen.getByLabelText("Email"), "jonas@example.de");
    await user.type(screen.getByLabelText("Phone"), "+49 30 901820");
    const box = screen.getByRole("checkbox", { name: /may tell Meta and Google/ });
    expect(box).not.toBeChecked();
    expect(box.closest("div")?.textContent?.replace(/\s+/g, " ").trim()).toBe(AD_CONSENT_TEXT);
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    await screen.findByText(/was received/);
    expect(sent[0]!.body).toMatchObject({ adConsent: { given: true, text: AD_CONSENT_TEXT } });
  });
});
