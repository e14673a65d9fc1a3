// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DisclosureList } from "@/components/ui/disclosure-list";

const items = [
  { id: "europe", title: "Europe", content: <a href="/europe">France</a> },
  { id: "asia", title: "Asia", content: <a href="/asia">Japan</a> },
];

describe("DisclosureList", () => {
  it("is one exclusive group of native details, with the default item open and no buttons", () => {
    const { container } = render(<DisclosureList name="regions" items={items} defaultOpenId="asia" />);
    const details = [...container.querySelectorAll("details")];
    expect(details.map((d) => d.getAttribute("name"))).toEqual(["regions", "regions"]);
    expect(details.map((d) => d.open)).toEqual([false, true]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("puts each item's fragment target inside its answer, so a link to it opens the item", () => {
    const { container } = render(<DisclosureList name="regions" items={items} />);
    const target = container.querySelector("#asia");
    expect(target?.closest("details")?.querySelector("summary")?.textContent).toContain("Asia");
    expect(target?.parentElement).toBe(container.querySelector("#asia-answer"));
    expect(target?.parentElement?.textContent).toBe("Japan");
  });

  it("laid flat from md: the summaries are for phones and a plain heading shows each item on wider screens", () => {
    const { container } = render(<DisclosureList name="regions" items={items} flat="from-md" className="md:grid" />);
    expect(container.firstElementChild).toHaveClass("md:grid");
    const summary = container.querySelector("summary");
    expect(summary?.className).toMatch(/(^| )md:supports-\[selector\(::details-content\)\]:hidden( |$)/);
    const titles = screen.getAllByRole("heading", { level: 3, name: "Europe" });
    expect(titles).toHaveLength(2);
    expect(titles[1]).toHaveClass("hidden", "md:supports-[selector(::details-content)]:block");
  });
});
