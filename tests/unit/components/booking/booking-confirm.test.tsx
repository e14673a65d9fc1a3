// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { BookingConfirm } from "@/components/booking/booking-confirm";
import { CONSENT_TEXT } from "@/components/quote/form/consent";
import { bookingMessages } from "@/lib/booking/constants";
import { pickupWindows } from "@/lib/booking/windows";
import { siteConfig } from "@/lib/config/site";
import { messages } from "@/lib/quote";

// The App Router's refresh, which a confirm asks for so the page's server parts show the booking.
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const windows = pickupWindows("2026-12-01", { low: 845, high: 1045 }, new Date(2026, 10, 20));

type Sent = { url: string; body: Record<string, unknown> };

/** fetch replaced at the network boundary: records what the form sends and answers with a real Response. */
function network(answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ url: String(input), body });
      return answer(body);
    }),
  );
  return sent;
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const confirmed = (body: Record<string, unknown>) => {
  const w = windows.find((x) => x.kind === body.window);
  return json(
    {
      status_code: 200,
      description: bookingMessages.confirmed,
      window: { kind: w?.kind, from: w?.from, to: w?.to, low: w?.price?.low, high: w?.price?.high },
    },
    200,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

describe("BookingConfirm", () => {
  it("offers the three windows with their days and prices, standard chosen first", () => {
    render(<BookingConfirm token={TOKEN} windows={windows} missing={[]} />);
    const group = screen.getByRole("group", { name: "Choose your pickup window" });
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole("radio", { name: /Standard/ })).toBeChecked();
    expect(within(group).getByRole("radio", { name: /Flexible/ })).toHaveAccessibleName(
      "Flexible Wed, Dec 2 – Tue, Dec 8 $775 – $995 Pickup any day within a week of your date, for a lower price.",
    );
    expect(within(group).getByRole("radio", { name: /Expedited/ })).toHaveAccessibleName(/\$970 – \$1,305/);
  });

  it("asks only for the contact details the opportunity lacks", () => {
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["email"]} />);
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Phone")).not.toBeInTheDocument();
  });

  it("shows the quote form's messages beside empty fields and sends nothing", async () => {
    const sent = network(confirmed);
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["first_name", "email", "phone"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    expect(await screen.findByText(messages.name)).toBeInTheDocument();
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.phone)).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(messages.name);
    expect(sent).toHaveLength(0);
  });

  it("refuses a phone number that is not a valid US number", async () => {
    network(confirmed);
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["phone"]} />);
    await userEvent.type(screen.getByLabelText("Phone"), "555");
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
  });

  it("sends the chosen window, the missing details and the consent as shown, then says what happens next", async () => {
    const sent = network(confirmed);
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["first_name", "email", "phone"]} />);
    await userEvent.click(screen.getByRole("radio", { name: /Flexible/ }));
    await userEvent.type(screen.getByLabelText("First name"), "Ana");
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
    await userEvent.type(screen.getByLabelText("Phone"), "3058712345");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));

    const heading = await screen.findByRole("heading", { name: "Your pickup window is booked" });
    expect(heading).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`/api/opportunity/${TOKEN}/confirm`);
    expect(sent[0]?.body).toMatchObject({
      window: "flexible",
      first_name: "Ana",
      email: "ana@example.com",
      phone: "(305) 871-2345",
      consent: { given: true, text: CONSENT_TEXT, shownAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Flexible: pickup Wed, Dec 2 – Tue, Dec 8, estimated $775 – $995.");
    expect(status).toHaveTextContent("Nothing is charged until a carrier is assigned");
    expect(within(status).getByRole("link", { name: siteConfig.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${siteConfig.phones.main.tel}`,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps its booked heading, and its focus, when the refreshed page brings the number, the order and the timeline", async () => {
    network(confirmed);
    const { rerender } = render(<BookingConfirm token={TOKEN} windows={windows} missing={[]} />);
    await userEvent.click(screen.getByRole("radio", { name: /Flexible/ }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    const heading = await screen.findByRole("heading", { name: "Your pickup window is booked" });
    expect(heading).toHaveFocus();

    const window = { kind: "flexible", from: "2026-12-02", to: "2026-12-08", low: 775, high: 995 };
    const booked = { window, bookingNumber: "Q-2026-11-0042", nextSteps: true, signOnline: true };
    rerender(
      <BookingConfirm token={TOKEN} windows={windows} missing={[]} booked={booked}>
        <ol aria-label="Shipment steps" />
      </BookingConfirm>,
    );
    expect(screen.getByRole("heading", { name: "Your pickup window is booked" })).toBe(heading);
    expect(heading).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Booking number Q-2026-11-0042");
    expect(screen.getByRole("status")).toHaveTextContent("Read and sign your order below");
    expect(screen.getByRole("list", { name: "Shipment steps" })).toBeInTheDocument();
  });

  it("records an unticked consent box as not given", async () => {
    const sent = network(confirmed);
    render(<BookingConfirm token={TOKEN} windows={windows} missing={[]} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    await screen.findByRole("heading", { name: "Your pickup window is booked" });
    expect(sent[0]?.body).toMatchObject({ window: "standard", consent: { given: false, text: CONSENT_TEXT } });
  });

  it("puts the server's field messages beside their fields", async () => {
    network(() =>
      json(
        {
          status_code: 400,
          description: "Please check the highlighted fields.",
          errors: { email: messages.emailInvalid },
        },
        400,
      ),
    );
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["email"]} />);
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
  });

  it("explains a conflict with a window confirmed earlier and gives the phone number", async () => {
    network(() => json({ status_code: 409, description: bookingMessages.conflict }, 409));
    render(<BookingConfirm token={TOKEN} windows={windows} missing={[]} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(bookingMessages.conflict);
    expect(alert).toHaveTextContent(siteConfig.phones.main.display);
  });

  it("keeps what was typed and offers the phone number when the network fails", async () => {
    network(() => Promise.reject(new TypeError("Failed to fetch")));
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<BookingConfirm token={TOKEN} windows={windows} missing={["first_name"]} />);
    await userEvent.type(screen.getByLabelText("First name"), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Confirm pickup window" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
