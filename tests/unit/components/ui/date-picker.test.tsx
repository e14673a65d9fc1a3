// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, addMonths, format, subDays } from "date-fns";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatePicker } from "@/components/ui/date-picker";

function DateBox({ max }: { max?: Date }) {
  const [value, setValue] = useState("");
  return (
    <>
      <DatePicker id="ship" label="Ship date" value={value} onChange={setValue} max={max} />
      <button type="button">Elsewhere</button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const dayName = (day: Date) => format(day, "EEEE, MMMM d, yyyy");

describe("date picker", () => {
  it("opens on focus with past days disabled and full-date labels", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    const today = new Date();
    expect(screen.getByRole("button", { name: format(today, "EEEE, MMMM d, yyyy") })).toBeEnabled();
    const yesterday = subDays(today, 1);
    const past = screen.queryByRole("button", { name: format(yesterday, "EEEE, MMMM d, yyyy") });
    if (past) expect(past).toBeDisabled();
  });

  it("is keyboard operable: ArrowDown enters the grid, arrows move by day and week, Enter picks and closes", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    await user.keyboard("{ArrowDown}");
    const today = new Date();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: format(today, "EEEE, MMMM d, yyyy") })).toHaveFocus(),
    );
    await user.keyboard("{ArrowRight}{ArrowDown}");
    const target = addDays(today, 8);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: format(target, "EEEE, MMMM d, yyyy") })).toHaveFocus(),
    );
    await user.keyboard("{Enter}");
    expect(box).toHaveValue(format(target, "MM/dd/yyyy"));
    expect(screen.getByTestId("value")).toHaveTextContent(format(target, "yyyy-MM-dd"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box).toHaveFocus();
  });

  it("keeps keyboard focus in the grid when a move crosses into another month", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    const today = new Date();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: format(today, "EEEE, MMMM d, yyyy") })).toHaveFocus(),
    );
    await user.keyboard("{PageDown}");
    const nextMonth = addMonths(today, 1);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: format(nextMonth, "EEEE, MMMM d, yyyy") })).toHaveFocus(),
    );
    expect(screen.getByRole("dialog")).toHaveTextContent(format(nextMonth, "MMMM yyyy"));
  });

  it("closes on Escape and on a click outside", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("date picker with a last day", () => {
  // Only the clock is faked: a fixed today keeps the last day and the day after it in one month's grid.
  const today = new Date(2026, 2, 10, 12);
  afterEach(() => vi.useRealTimers());

  it("disables the days after it, as it does the days before today", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = userEvent.setup();
    render(<DateBox max={new Date(2026, 2, 20)} />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    expect(screen.getByRole("button", { name: dayName(new Date(2026, 2, 20)) })).toBeEnabled();
    expect(screen.getByRole("button", { name: dayName(new Date(2026, 2, 21)) })).toBeDisabled();
    expect(screen.getByRole("button", { name: dayName(new Date(2026, 2, 9)) })).toBeDisabled();
  });

  it("stops the keyboard and the next-month button at the last day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = userEvent.setup();
    render(<DateBox max={new Date(2026, 3, 2)} />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("April 2026");
    await user.click(screen.getByRole("button", { name: dayName(new Date(2026, 3, 2)) }));
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("button", { name: dayName(new Date(2026, 3, 2)) })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("button", { name: dayName(new Date(2026, 3, 2)) })).toHaveFocus());
  });
});

describe("date picker column headers", () => {
  it("names each weekday in full for assistive technology and shows its two-letter abbreviation", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((th) => th.textContent)).toEqual([
      "SuSunday",
      "MoMonday",
      "TuTuesday",
      "WeWednesday",
      "ThThursday",
      "FrFriday",
      "SaSaturday",
    ]);
    const monday = screen.getByRole("columnheader", { name: "Monday" });
    expect(monday).toHaveAttribute("scope", "col");
    expect(monday.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Mo$/);
  });
});

describe("date picker keys (WAI-ARIA APG date picker dialog)", () => {
  // Wednesday 11 March 2026; the last day a year on. Only the clock is faked.
  const today = new Date(2026, 2, 11, 12);
  const last = new Date(2027, 2, 11);
  afterEach(() => vi.useRealTimers());

  async function openGrid() {
    const user = userEvent.setup();
    render(<DateBox max={last} />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("button", { name: dayName(new Date(2026, 2, 11)) })).toHaveFocus());
    return user;
  }
  const expectFocusOn = (day: Date) =>
    waitFor(() => expect(screen.getByRole("button", { name: dayName(day) })).toHaveFocus());

  it("moves to the week's last day with End and its first with Home, stopping at today", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = await openGrid();
    await user.keyboard("{End}");
    await expectFocusOn(new Date(2026, 2, 14));
    await user.keyboard("{ArrowDown}{Home}");
    await expectFocusOn(new Date(2026, 2, 15));
    await user.keyboard("{ArrowUp}{Home}");
    // Sunday 8 March is past, so Home lands on the nearest day that can be picked.
    await expectFocusOn(new Date(2026, 2, 11));
  });

  it("moves a month with PageDown/PageUp and a year with Shift, clamped to today and the last day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = await openGrid();
    await user.keyboard("{End}{PageDown}");
    await expectFocusOn(new Date(2026, 3, 14));
    expect(screen.getByRole("dialog")).toHaveTextContent("April 2026");
    await user.keyboard("{Shift>}{PageDown}{/Shift}");
    await expectFocusOn(last);
    expect(screen.getByRole("dialog")).toHaveTextContent("March 2027");
    await user.keyboard("{Shift>}{PageUp}{/Shift}");
    await expectFocusOn(new Date(2026, 2, 11));
    await user.keyboard("{PageDown}{PageUp}{PageUp}");
    await expectFocusOn(new Date(2026, 2, 11));
  });

  it("keeps the day of the month across PageDown, or the month's last when it is shorter", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 0, 31, 12) });
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    await expectFocusOn(new Date(2026, 0, 31));
    await user.keyboard("{PageDown}");
    await expectFocusOn(new Date(2026, 1, 28));
    await user.keyboard("{Shift>}{PageDown}{/Shift}");
    await expectFocusOn(new Date(2027, 1, 28));
  });
});

describe("date picker focus", () => {
  // jsdom lays nothing out; give every element a box so the focus trap counts it as shown.
  afterEach(() => vi.restoreAllMocks());
  const withLayout = () =>
    vi
      .spyOn(HTMLElement.prototype, "getClientRects")
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);

  it("cycles Tab and Shift+Tab among the calendar's controls once focus is inside it", async () => {
    withLayout();
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    const day = screen.getByRole("button", { name: dayName(new Date()) });
    await waitFor(() => expect(day).toHaveFocus());
    const close = screen.getByRole("button", { name: "Close" });
    const previous = screen.getByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    for (const expected of [close, previous, next, day, close]) {
      await user.tab();
      expect(expected).toHaveFocus();
    }
    for (const expected of [day, next, previous, close]) {
      await user.tab({ shift: true });
      expect(expected).toHaveFocus();
    }
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes on Escape from inside and gives focus back to the box without reopening", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with its Close button, focus back on the box", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box).toHaveFocus();
  });

  it("gives focus back to the box when a day is picked with the mouse", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    const tomorrow = addDays(new Date(), 1);
    if (screen.queryByRole("button", { name: dayName(tomorrow) }) === null)
      await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: dayName(tomorrow) }));
    expect(box).toHaveValue(format(tomorrow, "MM/dd/yyyy"));
    expect(box).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets Tab from the box leave the field instead of entering the calendar", async () => {
    withLayout();
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});

describe("date picker typed dates", () => {
  const today = new Date(2026, 2, 11, 12);
  afterEach(() => vi.useRealTimers());

  it.each([["12/04/2026"], ["12/4/2026"], ["2026-12-04"]])(
    "reads %s as 2026-12-04 and keeps the text as typed",
    async (text) => {
      vi.useFakeTimers({ toFake: ["Date"], now: today });
      const user = userEvent.setup();
      render(<DateBox />);
      const box = screen.getByRole("combobox", { name: "Ship date" });
      await user.click(box);
      await user.type(box, text);
      expect(screen.getByTestId("value")).toHaveTextContent(/^2026-12-04$/);
      expect(box).toHaveValue(text);
      // The open calendar follows the typed day.
      expect(screen.getByRole("dialog")).toHaveTextContent("December 2026");
      expect(screen.getByRole("button", { name: dayName(new Date(2026, 11, 4)) })).toHaveAttribute("tabindex", "0");
    },
  );

  it.each([["02/30/2026"], ["13/01/2026"]])("passes %s on as typed, no date, for the form to refuse", async (text) => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    await user.type(box, text);
    expect(screen.getByTestId("value")).toHaveTextContent(text);
    expect(box).toHaveValue(text);
  });

  it("shows the picked day once a pick replaces the typed text", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: today });
    const user = userEvent.setup();
    render(<DateBox />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    await user.click(box);
    await user.type(box, "3/20/2026");
    await user.click(screen.getByRole("button", { name: dayName(new Date(2026, 2, 21)) }));
    expect(box).toHaveValue("03/21/2026");
    expect(screen.getByTestId("value")).toHaveTextContent(/^2026-03-21$/);
  });

  it("shows a day it is given as MM/DD/YYYY, the way a US visitor types it, and hints at that format", () => {
    render(<DatePicker id="ship" label="Ship date" value="2026-12-04" onChange={() => undefined} />);
    const box = screen.getByRole("combobox", { name: "Ship date" });
    expect(box).toHaveValue("12/04/2026");
    expect(box).toHaveAttribute("placeholder", "MM/DD/YYYY");
  });
});
