// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notFound } from "next/navigation";
import { describe, expect, it, onTestFinished, vi } from "vitest";

const shown = vi.hoisted(() => ({ pathname: "/services" }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => shown.pathname,
}));
import { MainErrorBoundary } from "@/components/layout/main-error-boundary";
import { phones } from "@/lib/config/phones";

function quietConsole() {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  onTestFinished(() => log.mockRestore());
  return log;
}

describe("the main layout's error boundary", () => {
  it("offers the main line and a retry, logs the error for us rather than showing it, and shows the page again after the retry", async () => {
    const log = quietConsole();
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

  it("clears the error when the visitor goes to another page", () => {
    quietConsole();
    function Page({ fails }: { fails: boolean }) {
      if (fails) throw new Error("carousel index out of range");
      return <p>Another page</p>;
    }
    shown.pathname = "/services";
    const { rerender } = render(
      <MainErrorBoundary>
        <Page fails />
      </MainErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();

    shown.pathname = "/frequently-asked-questions";
    rerender(
      <MainErrorBoundary>
        <Page fails={false} />
      </MainErrorBoundary>,
    );
    expect(screen.getByText("Another page")).toBeInTheDocument();
  });

  it("keeps showing the error while the page stays the same", () => {
    quietConsole();
    let renders = 0;
    function Page(): React.ReactNode {
      renders += 1;
      throw new Error("still broken");
    }
    shown.pathname = "/services";
    const { rerender } = render(
      <MainErrorBoundary>
        <Page />
      </MainErrorBoundary>,
    );
    const tries = renders;
    rerender(
      <MainErrorBoundary>
        <Page />
      </MainErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(renders).toBe(tries);
  });

  it("lets Next.js's not-found signal through to the boundary that shows the 404", () => {
    quietConsole();
    function Missing(): React.ReactNode {
      notFound();
    }
    expect(() =>
      render(
        <MainErrorBoundary>
          <Missing />
        </MainErrorBoundary>,
      ),
    ).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
