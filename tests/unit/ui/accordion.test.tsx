// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "@/components/ui/accordion";

const items = [
  { id: "europe", title: "Europe", content: <a href="/europe">France</a> },
  { id: "asia", title: "Asia", content: <a href="/asia">Japan</a> },
];

describe("Accordion", () => {
  it("opens one panel at a time, hiding the closed ones", async () => {
    render(<Accordion items={items} defaultOpenId="europe" />);
    const europe = screen.getByRole("button", { name: "Europe" });
    const asia = screen.getByRole("button", { name: "Asia" });
    expect(europe).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Japan").closest("[role=region]")).toHaveAttribute("hidden");
    await userEvent.click(asia);
    expect(asia).toHaveAttribute("aria-expanded", "true");
    expect(europe).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("France").closest("[role=region]")).toHaveAttribute("hidden");
    expect(screen.getByText("Japan").closest("[role=region]")).not.toHaveAttribute("hidden");
  });

  it("flat from md: closed panels are hidden below md only, and the buttons are for phones", async () => {
    render(<Accordion items={items} flat="from-md" />);
    const asia = screen.getByRole("button", { name: "Asia" });
    expect(asia).toHaveClass("flex", "md:hidden");
    expect(screen.getByText("Japan").closest("[role=region]")).toHaveClass("max-md:hidden");
    await userEvent.click(asia);
    expect(screen.getByText("Japan").closest("[role=region]")).not.toHaveClass("max-md:hidden");
  });
});
