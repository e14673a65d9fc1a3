// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { addDays, format } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { messages } from "@/lib/quote";
import { completeVehiclesStep, fillContact, next, pickLocation } from "./form-driver";
import { stubNetwork } from "../../../support/network";

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function typeShipDate(user: UserEvent, text: string) {
  const box = screen.getByRole("combobox", { name: "Ship date" });
  await user.clear(box);
  await user.type(box, text);
  await user.keyboard("{Escape}");
  return box;
}

describe("a typed ship date in the quote form", () => {
  it.each([["02/30/2026"], ["13/01/2026"]])("refuses %s with the date message", async (text) => {
    stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    const box = await typeShipDate(user, text);
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    expect(await screen.findByText(messages.date)).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveValue(text);
  });

  it("sends a date typed as M/D/YYYY in the payload as YYYY-MM-DD", async () => {
    const { sent } = stubNetwork();
    const user = userEvent.setup();
    render(<QuoteForm />);
    const day = addDays(new Date(), 10);
    await typeShipDate(user, format(day, "M/d/yyyy"));
    await pickLocation(user, "Pick up from", "Mia", /Miami/);
    await pickLocation(user, "Deliver to", "New Y", /New York/);
    await next(user);
    await screen.findByText(/Step 2 \/ 3/);
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
    await completeVehiclesStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(/was received/)).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ ship_date: format(day, "yyyy-MM-dd") });
  });
});
