import { expect, test, type Locator } from "@playwright/test";
import { leadNumberFrom, pickByKeyboard, readLead, uniqueEmail, wakeQuoteForms } from "./support";

async function fillVehicle(form: Locator, year: string, make: string, model: string) {
  await form.getByLabel("Year").fill(year);
  await form.getByRole("combobox", { name: "Make" }).fill(make);
  await form.getByRole("combobox", { name: "Model" }).fill(model);
}

async function choose(form: Locator, name: RegExp) {
  await form.getByRole("button", { name: /^All vehicles/ }).click();
  await form.getByRole("list").getByRole("button", { name }).click();
}

test("a vehicle's name and its edits reach the request and the stored lead", async ({ page }) => {
  const email = uniqueEmail("vehicles");
  await page.goto("/");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Chicago", /Chicago, IL/);
  await form.getByRole("button", { name: "Next" }).click();

  await fillVehicle(form, "2021", "Ford", "F-150");
  await form.getByLabel("Vehicle name (optional)").fill("Dad's truck");
  await form.getByRole("button", { name: "Add another vehicle" }).click();
  await expect(form.getByRole("heading", { name: "Vehicle 2 of 2" })).toBeVisible();
  await fillVehicle(form, "2018", "Toyota", "Camry");

  // Back to the first entry: it is in the list now, so its edits are kept as typed, and checked on leaving.
  await choose(form, /Dad's truck/);
  await expect(form.getByRole("heading", { name: "Vehicle 1 of 2" })).toBeVisible();
  await expect(form.getByText("Changes are kept as you type.")).toBeVisible();
  await form.getByRole("combobox", { name: "Model" }).fill("");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Please enter a model")).toBeVisible();
  await form.getByRole("combobox", { name: "Model" }).fill("Ranger");
  await form.getByLabel("Vehicle name (optional)").fill("Dad's pickup");

  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText(/Step 3 \/ 3/)).toBeVisible();
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone", { exact: true }).pressSequentially("3058712345");
  const request = page.waitForRequest((r) => r.url().includes("/api/leads/simple-create-sdk") && r.method() === "POST");
  await form.getByRole("button", { name: "Get my quote" }).click();

  const sent = (await request).postDataJSON() as { Vehicles: Record<string, unknown>[] };
  expect(sent.Vehicles).toEqual([
    expect.objectContaining({
      vehicle_year: 2021,
      vehicle_make: "Ford",
      vehicle_model: "Ranger",
      vehicle_name: "Dad's pickup",
    }),
    expect.not.objectContaining({ vehicle_name: expect.anything() }),
  ]);
  const received = form.getByText(/was received/);
  await expect(received).toBeVisible();
  const lead = readLead(leadNumberFrom((await received.textContent()) ?? ""));
  expect(JSON.parse(String(lead?.vehicles_json))).toEqual([
    expect.objectContaining({ year: 2021, make: "Ford", model: "Ranger", name: "Dad's pickup" }),
    { year: 2018, make: "Toyota", model: "Camry", inop: 0, type: "Car" },
  ]);
});
