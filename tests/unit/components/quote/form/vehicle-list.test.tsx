// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { VEHICLE_EDITS_KEPT } from "@/components/quote/form/form-labels";
import { messages } from "@/lib/quote";
import { completeRouteStep, fillContact, fillVehicle, next } from "./form-driver";
import { stubNetwork, type SentRequest } from "../../../support/network";

let sent: SentRequest[];
beforeEach(() => {
  window.sessionStorage.clear();
  sent = stubNetwork().sent;
});
afterEach(() => vi.unstubAllGlobals());

const nameBox = () => screen.getByLabelText("Vehicle name (optional)");
const listItems = () => within(screen.getByRole("list")).getAllByRole("button");

async function openList(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: /^All vehicles/ }));
}

async function choose(user: UserEvent, index: number) {
  await openList(user);
  await user.click(listItems()[index]!);
}

/** Step 2 with two saved entries, a named Toyota and an unnamed Ford, the Ford on screen. */
async function twoVehicles(user: UserEvent) {
  render(<QuoteForm />);
  await completeRouteStep(user);
  await fillVehicle(user, "2021", "Toyota", "Camry");
  await user.type(nameBox(), "Dad's truck");
  await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
  await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
  await fillVehicle(user, "2018", "Ford", "F-150");
}

async function submitLead(user: UserEvent) {
  await next(user);
  await screen.findByText(/Step 3 \/ 3/);
  await fillContact(user);
  await user.click(screen.getByRole("button", { name: "Get my quote" }));
  await screen.findByText(/was received/);
  return sent.at(-1)!.body as { Vehicles: Record<string, unknown>[] };
}

describe("vehicle names", () => {
  it("lists each entry by the visitor's own name, or by year, make and model when it has none", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await openList(user);
    expect(listItems().map((item) => item.textContent)).toEqual(["Dad's truck✓ Complete", "2018 Ford F-150✓ Complete"]);
  });

  it("offers the generated name as the name box's placeholder", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    expect(nameBox()).toHaveAttribute("placeholder", "e.g. Dad's truck");
    await fillVehicle(user, "2021", "Ford", "F-150");
    expect(nameBox()).toHaveAttribute("placeholder", "2021 Ford F-150");
  });

  it("sends the visitor's own name with its vehicle and no name for a vehicle without one", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    const body = await submitLead(user);
    expect(body.Vehicles).toEqual([
      expect.objectContaining({ vehicle_make: "Toyota", vehicle_name: "Dad's truck" }),
      expect.not.objectContaining({ vehicle_name: expect.anything() }),
    ]);
  });

  it("has no name field on the quick calculator", () => {
    render(<QuoteForm variant="quick" />);
    expect(screen.queryByLabelText("Vehicle name (optional)")).toBeNull();
  });
});

describe("editing an entry already in the list", () => {
  it("says an entry already in the list keeps its changes as typed, with no Save button to miss", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    expect(screen.queryByText(VEHICLE_EDITS_KEPT)).toBeNull();
    await choose(user, 0);
    expect(screen.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeInTheDocument();
    expect(screen.getByText(VEHICLE_EDITS_KEPT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Undo changes" })).toBeNull();
  });

  it("puts an edited entry back as it was when opened with Undo changes, messages cleared", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    const make = screen.getByRole("combobox", { name: "Make" });
    await user.clear(make);
    await user.clear(nameBox());
    await user.type(nameBox(), "Mom's car");
    await choose(user, 1);
    expect(await screen.findByText(messages.make)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo changes" }));
    expect(screen.getByRole("combobox", { name: "Make" })).toHaveValue("Toyota");
    expect(nameBox()).toHaveValue("Dad's truck");
    expect(screen.queryByText(messages.make)).toBeNull();
    expect(screen.queryByRole("button", { name: "Undo changes" })).toBeNull();
    const body = await submitLead(user);
    expect(body.Vehicles[0]).toMatchObject({ vehicle_make: "Toyota", vehicle_name: "Dad's truck" });
  });

  it("keeps the visitor on an entry with invalid changes when they choose another entry", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    await user.clear(screen.getByLabelText("Year"));
    await choose(user, 1);
    expect(await screen.findByText(messages.year)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
  });

  it("puts focus on the chosen entry's first field, not on the page, once the list closes", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    expect(screen.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
    expect(screen.getByLabelText("Year")).toHaveValue("2021");
    // The entry already on screen chosen again: the list closes and focus still lands on the entry.
    await choose(user, 0);
    await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
  });

  it("keeps valid unsaved changes when the visitor moves to another entry", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    await user.clear(nameBox());
    await user.type(nameBox(), "Grandpa's sedan");
    await choose(user, 1);
    expect(screen.getByRole("heading", { name: "Vehicle 2 of 2" })).toBeInTheDocument();
    await openList(user);
    expect(listItems()[0]).toHaveTextContent("Grandpa's sedan");
  });

  it("sends valid unsaved changes when the visitor goes on to step 3 without saving", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    const model = screen.getByRole("combobox", { name: "Model" });
    await user.clear(model);
    await user.type(model, "Corolla");
    const body = await submitLead(user);
    expect(body.Vehicles[0]).toMatchObject({ vehicle_model: "Corolla", vehicle_name: "Dad's truck" });
  });

  it("keeps the visitor on step 2 with the messages when an edited entry is invalid", async () => {
    const user = userEvent.setup();
    await twoVehicles(user);
    await choose(user, 0);
    await user.clear(screen.getByRole("combobox", { name: "Model" }));
    await next(user);
    expect(await screen.findByText(messages.model)).toBeInTheDocument();
    expect(screen.getByText(/Step 2 \/ 3/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeInTheDocument();
  });

  it("lets a just-added entry that is still blank be left for another entry", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
    await choose(user, 0);
    expect(screen.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeInTheDocument();
    expect(screen.queryByText(messages.make)).toBeNull();
    // Add another goes back to the entry being added instead of starting a third.
    await user.click(screen.getByRole("button", { name: "Add another vehicle" }));
    expect(screen.getByRole("heading", { name: "Vehicle 2 of 2" })).toBeInTheDocument();
  });

  it("says changes are kept on the entry once step 3 was reached and the visitor came back", async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await completeRouteStep(user);
    await fillVehicle(user, "2021", "Toyota", "Camry");
    await next(user);
    await screen.findByText(/Step 3 \/ 3/);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByText(VEHICLE_EDITS_KEPT)).toBeInTheDocument();
  });
});
