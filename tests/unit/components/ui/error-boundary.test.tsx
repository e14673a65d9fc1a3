// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notFound } from "next/navigation";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ErrorBoundary, type Failure } from "@/components/ui/error-boundary";

const shown = vi.hoisted(() => ({ pathname: "/services" }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => shown.pathname,
}));

function quietConsole() {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  onTestFinished(() => log.mockRestore());
  return log;
}

function Fallback({ error, reset }: Failure) {
  return (
    <button type="button" onClick={reset}>
      Failed: {error instanceof Error ? error.message : String(error)}
    </button>
  );
}

const fallback = (failure: Failure) => <Fallback {...failure} />;

function Widget({ fails, label = "The widget" }: { fails: boolean; label?: string }) {
  if (fails) throw new Error("chunk failed");
  return <p>{label}</p>;
}

describe("ErrorBoundary", () => {
  it("gives the fallback what was thrown, and its reset renders the children again", async () => {
    quietConsole();
    let fails = true;
    function Flaky() {
      return <Widget fails={fails} />;
    }
    render(
      <ErrorBoundary fallback={fallback}>
        <Flaky />
      </ErrorBoundary>,
    );
    const button = screen.getByRole("button", { name: "Failed: chunk failed" });

    fails = false;
    await userEvent.click(button);
    expect(screen.getByText("The widget")).toBeInTheDocument();
  });

  it("counts a thrown undefined as a failure", () => {
    quietConsole();
    function ThrowsNothing(): React.ReactNode {
      throw undefined;
    }
    render(
      <ErrorBoundary fallback={fallback}>
        <ThrowsNothing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("button", { name: "Failed: undefined" })).toBeInTheDocument();
  });

  it("clears the error when the visitor goes to another page, and keeps it while the page stays", () => {
    quietConsole();
    shown.pathname = "/services";
    const { rerender } = render(
      <ErrorBoundary fallback={fallback}>
        <Widget fails />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary fallback={fallback}>
        <Widget fails={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("button", { name: "Failed: chunk failed" })).toBeInTheDocument();

    shown.pathname = "/frequently-asked-questions";
    rerender(
      <ErrorBoundary fallback={fallback}>
        <Widget fails={false} label="Another page" />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Another page")).toBeInTheDocument();
  });

  it("lets Next.js's not-found signal through to the boundary that shows the 404", () => {
    quietConsole();
    function Missing(): React.ReactNode {
      notFound();
    }
    expect(() =>
      render(
        <ErrorBoundary fallback={fallback}>
          <Missing />
        </ErrorBoundary>,
      ),
    ).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
