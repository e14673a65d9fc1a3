// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { addDays, format } from "date-fns";
import { lastShipDate, messages } from "@/lib/quote";
import { completeRouteStep, completeVehiclesStep, fillContact, fillVehicle, next, pickLocation } from "./form-driver";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  stubNetwork();
});
afterEach(() => vi.unstubAllGlobals());

describe("quote form steps", () => {
  it("shows step 1 / 3 and refuses Next with 'Please enter a location' on both empty places, focusing the first", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    expect(screen.getByText(/Step 1 \/ 3/)).toBeInTheDocument();
    await next(user);
    expect(await screen.findAllByText(messages.location)).toHaveLength(2);
    const origin = screen.getByRole("combobox", { name: "Pick up from" });
    await waitFor(() => expect(origin).toHaveFocus());
    expect(origin).toHaveAttribute("aria-invalid", "true");
    expect(origin.getAttribute("aria-describedby")).toBe("quote-full-origin-error");
    expect(screen.getByText(/Step 1 \/ 3/)).toBeInTheDocument();
  });

  it("says 'Please click some location' when text was typed but no suggestion picked", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await user.type(screen.getByRole("combobox", { name: "Pick up from" }), "Miami");
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(await screen.findByText(messages.pickLocation)).toBeInTheDocument();
  });

  it("says 'Please click some location', not 'Please enter a location', when a picked place was emptied", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await user.clear(screen.getByRole("combobox", { name: "Pick up from" }));
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(await screen.findByText(messages.pickLocation)).toBeInTheDocument();
    expect(screen.queryByText(messages.location)).toBeNull();
  });

  it("treats editing a picked place as unpicked again", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await user.type(screen.getByRole("combobox", { name: "Pick up from" }), "x");
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(await screen.findByText(messages.pickLocation)).toBeInTheDocument();
  });

  it("moves to Vehicles with valid places, focuses its first field, and Back returns to step 1", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText(/Step 1 \/ 3/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("Miami, FL 33101");
  });

  it("asks for year, make and model with their exact messages", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await next(user);
    expect(await screen.findByText(messages.year)).toBeInTheDocument();
    expect(screen.getByText(messages.make)).toBeInTheDocument();
    expect(screen.getByText(messages.model)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
  });

  it.each([["1876"], ["20"], [String(new Date().getFullYear() + 2)]])("refuses the year %s", async (year) => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await fillVehicle(user, year, "Toyota", "Camry");
    await next(user);
    expect(await screen.findByText(messages.year)).toBeInTheDocument();
  });

  it("offers ship dates up to the horizon and refuses a typed date after it with its message", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    for (let month = 0; month < 12; month++) await user.click(screen.getByRole("button", { name: "Next month" }));
    const last = lastShipDate();
    expect(screen.getByRole("button", { name: format(last, "EEEE, MMMM d, yyyy") })).toBeEnabled();
    // The day after shows in this grid unless the horizon ends a week; shown or not, it cannot be picked.
    const after = screen.queryByRole("button", { name: format(addDays(last, 1), "EEEE, MMMM d, yyyy") });
    if (after) expect(after).toBeDisabled();
    await user.keyboard("{Escape}");
    await user.clear(box);
    await user.type(box, format(addDays(last, 1), "yyyy-MM-dd"));
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(await screen.findByText(messages.dateHorizon)).toBeInTheDocument();
  });

  it("accepts next year's model", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await fillVehicle(user, String(new Date().getFullYear() + 1), "Toyota", "Camry");
    await next(user);
    expect(await screen.findByText(/Step 3 \/ 3/)).toBeInTheDocument();
  });

  it("asks for name, email and phone, and checks the email pattern and the phone number", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await completeVehiclesStep(user);
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(messages.name)).toBeInTheDocument();
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.phone)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus());
    await user.type(screen.getByLabelText("Email"), "ana@example");
    await user.type(screen.getByLabelText("Phone"), "123");
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
  });

  it("formats the phone number as it is typed", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await completeVehiclesStep(user);
    await user.type(screen.getByLabelText("Phone"), "3058712345");
    expect(screen.getByLabelText("Phone")).toHaveValue("(305) 871-2345");
  });

  it("shows the consent box unchecked, naming the broker, with the privacy link and the never-sold promise", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await completeVehiclesStep(user);
    const box = screen.getByRole("checkbox", { name: /ShipLux may contact me/ });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/not a condition of purchase/)).toBeInTheDocument();
    expect(screen.getByText(/Message and data rates may apply/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByText(/We never sell your details/)).toBeInTheDocument();
  });

  it("shows the estimate once the vehicles are valid, and it grows with Enclosed transport", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(screen.queryByTestId("estimate-range")).toBeNull();
    await completeVehiclesStep(user);
    const open = screen.getByTestId("estimate-range").textContent;
    expect(open).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("radio", { name: "Enclosed" }));
    await next(user);
    await waitFor(() => expect(screen.getByTestId("estimate-range").textContent).not.toBe(open));
  });

  it("keeps the contact step's typed values in sessionStorage and restores them after a remount", async () => {
    const user = userEvent.setup();
    const first = render(<QuoteForm />);
    await completeRouteStep(user);
    await completeVehiclesStep(user);
    await fillContact(user);
    await waitFor(() =>
      expect(window.sessionStorage.getItem("shiplux.quote.progress.full")).toContain("ana.perez@example.com"),
    );
    first.unmount();
    render(<QuoteForm />);
    expect(await screen.findByText(/Step 3 \/ 3/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ana.perez@example.com");
  });
});
