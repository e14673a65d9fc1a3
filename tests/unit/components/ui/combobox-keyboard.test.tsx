// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Combobox } from "@/components/ui/combobox";

const CITIES = ["Austin", "Atlanta", "Anchorage"];

function CityBox({ onPick }: { onPick?: (city: string) => void }) {
  const [value, setValue] = useState("");
  const options = value ? CITIES.filter((c) => c.toLowerCase().startsWith(value.toLowerCase().slice(0, 1))) : [];
  return (
    <Combobox
      id="city"
      label="City"
      value={value}
      onValueChange={setValue}
      options={options}
      optionKey={(c) => c}
      optionLabel={(c) => c}
      onPick={(c) => {
        setValue(c);
        onPick?.(c);
      }}
    />
  );
}

const STOPS = Array.from({ length: 10 }, (_, i) => `Stop ${i + 1}`);

function ManyBox() {
  const [value, setValue] = useState("");
  return (
    <Combobox
      id="stop"
      label="Stop"
      value={value}
      onValueChange={setValue}
      options={value ? STOPS : []}
      optionKey={(s) => s}
      optionLabel={(s) => s}
      onPick={setValue}
    />
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
