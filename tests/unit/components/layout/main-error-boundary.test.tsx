// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { MainErrorBoundary } from "@/components/layout/main-error-boundary";
import { phones } from "@/lib/config/phones";

describe("the main layout's error boundary", () => {
  it("offers the main line and a retry, logs the error for us rather than showing it, and shows the page again after the retry", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    onTestFinished(() => log.mockRestore());
    const error = new Error("lookup index missing");
    let failing = true;
    function Page() {
      if (failing) throw error;
      return <p>The page</p>;
    }
    render(
      <MainErrorBoundary>
        <Page />
      </MainErrorBoundary>,
    );

    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phones.main.display })).toHaveAttribute("href", `tel:${phones.main.tel}`);
    expect(screen.queryByText(/lookup index missing/)).toBeNull();
    expect(log).toHaveBeenCalledWith(error);

    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "try again" }));
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });
});
