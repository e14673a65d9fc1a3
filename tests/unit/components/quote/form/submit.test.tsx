// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "@/components/quote/form/quote-form";
import { CONSENT_TEXT } from "@/components/quote/form/consent";
import { CONFIRMATION_EMAIL_SKIPPED } from "@/lib/quote";
import { arrivalCaptureScript } from "@/components/inline-scripts/arrival-capture";
import { completeRouteStep, completeVehiclesStep, fillContact } from "./form-driver";
import { stubNetwork } from "../../../support/network";

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  window.history.replaceState(null, "", "/");
});
afterEach(() => vi.unstubAllGlobals());

async function reachSubmit() {
  const user = userEvent.setup();
  render(<QuoteForm />);
  await completeRouteStep(user);
  await completeVehiclesStep(user);
  await fillContact(user);
  return user;
}

describe("quote form submit", () => {
  it("posts the domestic lead with consent, estimate and an Idempotency-Key, then shows the lead number and resets", async () => {
    const { sent } = stubNetwork();
    const user = await reachSubmit();
    await user.click(screen.getByRole("checkbox", { name: /may contact me/ }));
    // The ad-measurement box is the international form's only.
    expect(screen.queryByRole("checkbox", { name: /may tell Meta and Google/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(/Q-2611-0042 was received/)).toBeInTheDocument();
    expect(screen.getByText(/What happens next/)).toBeInTheDocument();
    expect(screen.getByText(/Step 1 \/ 3/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Pick up from" })).toHaveValue("");
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.url.pathname).toBe("/api/leads/simple-create-sdk");
    expect(request.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).not.toHaveProperty("adConsent");
    expect(request.body).toMatchObject({
      origin_city: "Miami",
      origin_postal_code: "33101",
      destination_city: "New York",
      Vehicles: [
        { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: 0, vehicle_type: "Car" },
      ],
      transport_type: "Open",
      first_name: "Ana",
      phone: "(305) 871-2345",
      consent: { given: true, text: CONSENT_TEXT },
      estimate: { currency: "USD" },
    });
    // The lead number is the event id; no name, e-mail or phone reaches the tag manager.
    expect(window.dataLayer).toContainEqual({
      event: "quote_submit",
      status: "success",
      lead_number: "Q-2611-0042",
      event_id: "Q-2611-0042",
    });
    const pushed = JSON.stringify(window.dataLayer);
    for (const contact of ["Ana", "ana.perez@example.com", "305", "871"]) expect(pushed).not.toContain(contact);
  });

  it("on a network failure shows 'Something went wrong.' with the phone number and keeps what was typed", async () => {
    stubNetwork({ submit: () => Promise.reject(new TypeError("Failed to fetch")) });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong.");
    expect(alert).toHaveTextContent("(855) 427-2370");
    expect(screen.getByLabelText("Email")).toHaveValue("ana.perez@example.com");
    expect(logged).toHaveBeenCalled();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "quote_submit", status: "error" }));
  });

  it("treats an unreadable answer as 'Something went wrong.'", async () => {
    stubNetwork({ submit: () => new Response("<html>bad gateway</html>", { status: 502 }) });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
  });

  it("sends one request for a double click, and a retry of the same details reuses its Idempotency-Key", async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const { sent } = stubNetwork({
      submit: () => {
        calls += 1;
        if (calls === 1)
          return new Promise<Response>((resolve) => (release = () => resolve(new Response("oops", { status: 500 }))));
        return new Response(JSON.stringify({ status_code: 200, description: "ok", lead_number: "Q-2611-0043" }));
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await reachSubmit();
    const button = screen.getByRole("button", { name: "Get my quote" });
    await user.dblClick(button);
    await waitFor(() => expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled());
    expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true");
    release();
    await screen.findByRole("alert");
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(/Q-2611-0043/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get("Idempotency-Key")).toBe(sent[0]!.headers.get("Idempotency-Key"));
  });

  it("sends the same details once more under a new key when the server says the key was spent on another request", async () => {
    let calls = 0;
    const { sent } = stubNetwork({
      submit: () => {
        calls += 1;
        if (calls === 1) {
          return new Response(JSON.stringify({ status_code: 422, description: "key reused", lead_number: "" }), {
            status: 422,
          });
        }
        return new Response(JSON.stringify({ status_code: 200, description: "ok", lead_number: "Q-2611-0044" }));
      },
    });
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText(/Q-2611-0044/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get("Idempotency-Key")).not.toBe(sent[0]!.headers.get("Idempotency-Key"));
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  it("shows the API's per-field message beside the field on a 400", async () => {
    stubNetwork({
      submit: () =>
        new Response(
          JSON.stringify({
            status_code: 400,
            description: "Please check the highlighted fields.",
            lead_number: "",
            errors: { phone: "Phone number is not valid" },
          }),
          { status: 400 },
        ),
    });
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(await screen.findByText("Phone number is not valid")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
  });

  it("says in the thank-you when no confirmation e-mail was sent, and not otherwise", async () => {
    stubNetwork({
      submit: () =>
        new Response(
          JSON.stringify({
            status_code: 200,
            description: `Thank you! Your quote request was received. ${CONFIRMATION_EMAIL_SKIPPED}`,
            lead_number: "Q-2611-0043",
            email_sent: false,
          }),
          { status: 200 },
        ),
    });
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    const thanks = await screen.findByTestId("submit-status");
    expect(thanks).toHaveTextContent("Q-2611-0043 was received");
    expect(thanks).toHaveTextContent(CONFIRMATION_EMAIL_SKIPPED);
  });

  it("does not say so when the confirmation e-mail was sent", async () => {
    stubNetwork();
    const user = await reachSubmit();
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    const thanks = await screen.findByTestId("submit-status");
    expect(thanks).toHaveTextContent("Q-2611-0042 was received");
    expect(thanks).not.toHaveTextContent(CONFIRMATION_EMAIL_SKIPPED);
  });

  it("carries attribution kept from the landing URL", async () => {
    window.history.replaceState(null, "", "/?marketing_id=abc&fbclid=xyz");
    // What the root layout's inline script does as the landing page arrives; it stores after the first paint.
    new Function(arrivalCaptureScript)();
    await vi.waitFor(() => expect(window.sessionStorage.length).toBeGreaterThan(0), { timeout: 10_000 });
    const { sent } = stubNetwork();
    const user = await reachSubmit();
    window.history.replaceState(null, "", "/quote");
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    await screen.findByText(/was received/);
    expect(sent[0]!.body).toMatchObject({ marketing_id: "abc", fbclid: "xyz" });
  });

  it("sends the honeypot only when a bot filled it", async () => {
    const { sent } = stubNetwork();
    const user = await reachSubmit();
    const trap = document.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    await user.click(screen.getByRole("button", { name: "Get my quote" }));
    await screen.findByText(/was received/);
    expect(sent[0]!.body).not.toHaveProperty("company_website");
  });
});
