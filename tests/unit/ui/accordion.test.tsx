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

  it("flat below lg: every panel is in the document once, closed ones hidden by class from lg only", () => {
    const { container } = render(<Accordion items={items} defaultOpenId="europe" flat="below-lg" />);
    expect(screen.getAllByText("Japan")).toHaveLength(1);
    const closed = screen.getByText("Japan").closest("[role=region]");
    expect(closed).not.toHaveAttribute("hidden");
    expect(closed).toHaveClass("lg:hidden");
    expect(screen.getByText("France").closest("[role=region]")).not.toHaveClass("lg:hidden");
    // The heading's plain title for phones and its button for desktops, shown by breakpoint.
    const heading = container.querySelector("h3");
    expect(heading?.querySelector("span.lg\\:hidden")).toHaveTextContent("Europe");
    expect(heading?.querySelector("button")).toHaveClass("hidden", "lg:flex");
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
