// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { OptOutControl } from "@/components/privacy/opt-out-control";
import { hasOptOutCookie } from "@/lib/privacy";

afterEach(() => {
  document.cookie = "shiplux_opt_out=; Max-Age=0; Path=/";
});

describe("OptOutControl", () => {
  it("keeps the choice in the browser's cookie, says so, and undoes it", async () => {
    const user = userEvent.setup();
    render(<OptOutControl />);
    expect(screen.getByRole("status")).toHaveTextContent("This browser has not opted out.");
    await user.click(screen.getByRole("button", { name: "Opt out of sale and sharing" }));
    expect(hasOptOutCookie(document.cookie)).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent(
      /This browser has opted out: .* in any tab or on a later visit/,
    );
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(hasOptOutCookie(document.cookie)).toBe(false);
    expect(screen.getByRole("status")).toHaveTextContent("This browser has not opted out.");
  });

  it("shows the choice already made in another tab", () => {
    document.cookie = "shiplux_opt_out=1; Path=/";
    render(<OptOutControl />);
    expect(screen.getByRole("status")).toHaveTextContent("This browser has opted out");
    expect(screen.getByRole("button", { name: "Opt out of sale and sharing" })).toBeDisabled();
  });
});
