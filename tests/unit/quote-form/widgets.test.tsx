// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, addMonths, format, subDays } from "date-fns";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Combobox } from "@/components/ui/combobox";
import { DatePicker } from "@/components/ui/date-picker";

const CITIES = ["Austin", "Atlanta", "Anchorage"];

function CityBox({ onPick }: { onPick?: (city: string) => void }) {
  const [value, setValue] = useState("");
  const options = value ? CITIES.filter((c) => c.toLowerCase().startsWith(value.toLowerCase().slice(0, 1))) : [];
  return (
    <Combobox id="city" label="City" value={value} onValueChange={setValue} options={options} optionKey={(c) => c} optionLabel={(c) => c}
      onPick={(c) => { setValue(c); onPick?.(c); }} />
  );
}

const STOPS = Array.from({ length: 10 }, (_, i) => `Stop ${i + 1}`);

function ManyBox() {
  const [value, setValue] = useState("");
  return (
    <Combobox id="stop" label="Stop" value={value} onValueChange={setValue} options={value ? STOPS : []} optionKey={(s) => s}
      optionLabel={(s) => s} onPick={setValue} />
  );
}

describe("combobox keyboard pattern", () => {
  it("opens a listbox, moves aria-activedescendant with the arrows, picks with Enter and announces the count", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "a");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("3 results");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    const options = screen.getAllByRole("option");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Anchorage");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveFocus();
  });

  it("closes on Escape without changing the text, and reopens with ArrowDown", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    await user.type(box, "at");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("at");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);
  });

  it("scrolls the active option into view as the arrows move past the list's visible part", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const user = userEvent.setup();
    render(<ManyBox />);
    await user.type(screen.getByRole("combobox", { name: "Stop" }), "s");
    await user.keyboard("{ArrowDown}".repeat(10));
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(10);
    expect(scroll).toHaveBeenCalledTimes(10);
    expect(scroll.mock.contexts.at(-1)).toBe(options[9]);
    expect(scroll).toHaveBeenLastCalledWith({ block: "nearest" });
    await user.keyboard("{ArrowDown}");
    expect(scroll.mock.contexts.at(-1)).toBe(options[0]);
    await user.keyboard("{ArrowUp}");
    expect(scroll.mock.contexts.at(-1)).toBe(options[9]);
    scroll.mockRestore();
  });

  it("picks with a click without losing focus", async () => {
    const user = userEvent.setup();
    render(<CityBox />);
    const box = screen.getByRole("combobox", { name: "City" });
    await user.type(box, "a");
    await user.click(screen.getByRole("option", { name: "Atlanta" }));
    expect(box).toHaveValue("Atlanta");
  });
});

function DateBox({ max }: { max?: Date }) {
  const [value, setValue] = useState("");
  return (
    <>
      <DatePicker id="ship" label="Ship date" value={value} onChange={setValue} max={max} />
      <button type="button">Elsewhere</button>
    </>
  );
}

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
    await waitFor(() => expect(screen.getByRole("button", { name: format(today, "EEEE, MMMM d, yyyy") })).toHaveFocus());
    await user.keyboard("{ArrowRight}{ArrowDown}");
    const target = addDays(today, 8);
    await waitFor(() => expect(screen.getByRole("button", { name: format(target, "EEEE, MMMM d, yyyy") })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(box).toHaveValue(format(target, "yyyy-MM-dd"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box).toHaveFocus();
  });

  it("keeps keyboard focus in the grid when a move crosses into another month", async () => {
    const user = userEvent.setup();
    render(<DateBox />);
    await user.click(screen.getByRole("combobox", { name: "Ship date" }));
    await user.keyboard("{ArrowDown}");
    const today = new Date();
    await waitFor(() => expect(screen.getByRole("button", { name: format(today, "EEEE, MMMM d, yyyy") })).toHaveFocus());
    await user.keyboard("{PageDown}");
    const nextMonth = addMonths(today, 1);
    await waitFor(() => expect(screen.getByRole("button", { name: format(nextMonth, "EEEE, MMMM d, yyyy") })).toHaveFocus());
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
  const dayName = (day: Date) => format(day, "EEEE, MMMM d, yyyy");
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
