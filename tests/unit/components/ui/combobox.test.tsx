// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Combobox } from "@/components/ui/combobox";

const cities = ["Miami, FL", "Miami Beach, FL"];

function Box({ typedBeforeLive }: { typedBeforeLive?: boolean }) {
  return (
    <Combobox
      id="city"
      label="City"
      value="Mia"
      onValueChange={() => {}}
      options={cities}
      optionKey={(c) => c}
      optionLabel={(c) => c}
      onPick={() => {}}
      typedBeforeLive={typedBeforeLive}
    />
  );
}

describe("Combobox", () => {
  it("opens its suggestions on the first focus when its text was typed before it was live, and only then", async () => {
    const user = userEvent.setup();
    render(<Box typedBeforeLive />);
    const box = screen.getByRole("combobox", { name: "City" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    act(() => box.focus());
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(cities);
    await user.keyboard("{Escape}");
    act(() => box.blur());
    act(() => box.focus());
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps its list closed on focus when its text came from the visitor's typing here or a value set", () => {
    render(<Box />);
    const box = screen.getByRole("combobox", { name: "City" });
    act(() => box.focus());
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
