import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/** Drives the quote form the way a visitor does: typing, picking suggestions by keyboard, pressing Next. */
export async function pickLocation(user: UserEvent, label: string, text: string, option: RegExp) {
  const box = screen.getByRole("combobox", { name: label });
  await user.clear(box);
  await user.type(box, text);
  const list = await screen.findByRole("listbox", { name: label });
  await within(list).findByRole("option", { name: option });
  await user.keyboard("{ArrowDown}{Enter}");
}

export async function fillVehicle(user: UserEvent, year: string, make: string, model: string) {
  const yearBox = screen.getByLabelText("Year");
  await user.clear(yearBox);
  await user.type(yearBox, year);
  const makeBox = screen.getByRole("combobox", { name: "Make" });
  await user.clear(makeBox);
  await user.type(makeBox, make);
  const modelBox = screen.getByRole("combobox", { name: "Model" });
  await user.clear(modelBox);
  await user.type(modelBox, model);
}

export async function next(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Next" }));
}

export async function completeRouteStep(user: UserEvent) {
  await pickLocation(user, "Pick up from", "Mia", /Miami/);
  await pickLocation(user, "Deliver to", "New Y", /New York/);
  await next(user);
  await screen.findByText(/Step 2 \/ 3/);
  // The form moves focus to the new step's first field on the next frame; a visitor types after that.
  await waitFor(() => expect(screen.getByLabelText("Year")).toHaveFocus());
}

export async function completeVehiclesStep(user: UserEvent) {
  await fillVehicle(user, "2021", "Toyota", "Camry");
  await next(user);
  await screen.findByText(/Step 3 \/ 3/);
  await waitFor(() => expect(screen.getByLabelText("First name")).toHaveFocus());
}

export async function fillContact(user: UserEvent, phone = "3058712345") {
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Email"), "ana.perez@example.com");
  await user.type(screen.getByLabelText("Phone"), phone);
}
