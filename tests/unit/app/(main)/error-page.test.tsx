// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import ErrorPage from "@/app/(main)/error";
import { phones } from "@/lib/config/phones";

describe("the main layout's error page", () => {
  it("offers the main line and a retry, and logs the error for us rather than showing it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    onTestFinished(() => log.mockRestore());
    const reset = vi.fn();
    const error = new Error("lookup index missing");
    render(<ErrorPage error={error} reset={reset} />);

    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phones.main.display })).toHaveAttribute("href", `tel:${phones.main.tel}`);
    expect(screen.queryByText(/lookup index missing/)).toBeNull();
    expect(log).toHaveBeenCalledWith(error);

    await userEvent.click(screen.getByRole("button", { name: "try again" }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
