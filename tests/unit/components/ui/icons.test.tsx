// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, type IconName } from "@/components/ui/icons";

const NAMES: IconName[] = ["home", "services", "solutions", "quote", "locations", "guide", "blog", "contact"];

describe("Icon", () => {
  it("draws each icon as one stroked path, hidden from assistive technology", () => {
    for (const name of NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector("svg");
      expect(svg?.children, name).toHaveLength(1);
      expect(svg?.firstElementChild?.tagName, name).toBe("path");
      expect(svg?.firstElementChild?.getAttribute("d"), name).toMatch(/^[Mm]/);
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg).toHaveAttribute("fill", "none");
      unmount();
    }
  });

  it("takes the caller's size and class", () => {
    const { container } = render(<Icon name="phone" width={18} height={18} className="rotate-180" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("width", "18");
    expect(svg).toHaveClass("rotate-180");
  });
});
