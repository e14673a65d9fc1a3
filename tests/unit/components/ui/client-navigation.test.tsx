// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listenForLinkNavigation } from "@/components/ui/client-navigation";
import { Link } from "@/components/ui/link";

const router = { push: vi.fn(), prefetch: vi.fn() };
let stop: () => void;
let cancelled: boolean | null = null;

/** Last in the bubbling order: notes whether the page's listeners cancelled the page load, then cancels it
 * (jsdom cannot load another document). */
function settleClick(event: MouseEvent) {
  cancelled = event.defaultPrevented;
  event.preventDefault();
}

beforeEach(() => {
  window.history.replaceState(null, "", "/services/enclosed-auto-shipping");
  window.addEventListener("click", settleClick);
  stop = listenForLinkNavigation(router);
});

afterEach(() => {
  stop();
  window.removeEventListener("click", settleClick);
  vi.clearAllMocks();
});

/** A click as the browser dispatches it; returns whether the page load it would start was cancelled. */
function click(element: Element, init: MouseEventInit = {}) {
  cancelled = null;
  fireEvent.click(element, { button: 0, ...init });
  return cancelled;
}

describe("Link", () => {
  it("is a plain anchor marked for client navigation", () => {
    render(
      <Link href="/blog" className="underline">
        Blog
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Blog" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/blog");
    expect(link).toHaveAttribute("data-nav", "");
    expect(link).toHaveClass("underline");
  });
});

describe("listenForLinkNavigation", () => {
  it("follows a plain click on a Link through the router, with its query and fragment", () => {
    render(
      <Link href="/frequently-asked-questions?topic=cost#deposit">
        <span>FAQ</span>
      </Link>,
    );
    expect(click(screen.getByText("FAQ"))).toBe(true);
    expect(router.push).toHaveBeenCalledWith("/frequently-asked-questions?topic=cost#deposit");
  });

  it("leaves to the browser what it does itself: new tabs, other buttons, handled clicks, other targets, downloads", () => {
    render(
      <>
        <Link href="/blog">Blog</Link>
        <Link href="/blog" target="_blank">
          New tab
        </Link>
        <Link href="/guide.pdf" download>
          Download
        </Link>
        <Link href="/blog" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    const blog = screen.getByRole("link", { name: "Blog" });
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(click(blog, { [modifier]: true }), modifier).toBe(false);
    }
    expect(click(blog, { button: 1 })).toBe(false);
    expect(click(screen.getByRole("link", { name: "New tab" }))).toBe(false);
    expect(click(screen.getByRole("link", { name: "Download" }))).toBe(false);
    click(screen.getByRole("link", { name: "Handled" }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves plain anchors, other origins and a fragment of the page shown to the browser", () => {
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an unmarked anchor is the case under test */}
        <a href="/blog">Plain</a>
        <Link href="https://example.com/blog">Elsewhere</Link>
        <Link href="/services/enclosed-auto-shipping#price">Price</Link>
      </>,
    );
    for (const name of ["Plain", "Elsewhere", "Price"])
      expect(click(screen.getByRole("link", { name })), name).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("goes to a fragment of another page through the router", () => {
    render(<Link href="/#main-form">Quote</Link>);
    expect(click(screen.getByRole("link", { name: "Quote" }))).toBe(true);
    expect(router.push).toHaveBeenCalledWith("/#main-form");
  });

  it("prefetches a Link once on intent (pointer, focus, touch), never the page shown or a plain anchor", () => {
    render(
      <>
        <Link href="/blog#latest">
          <span>Blog</span>
        </Link>
        <Link href="/services/enclosed-auto-shipping#price">Price</Link>
        <a href="/quote">Plain</a>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseOver(screen.getByText("Blog"));
    fireEvent.focusIn(screen.getByRole("link", { name: "Blog" }));
    fireEvent.touchStart(screen.getByRole("link", { name: "Blog" }));
    fireEvent.mouseOver(screen.getByRole("link", { name: "Price" }));
    fireEvent.mouseOver(screen.getByRole("link", { name: "Plain" }));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith("/blog");
  });

  it("stops listening when removed", () => {
    stop();
    render(<Link href="/blog">Blog</Link>);
    fireEvent.mouseOver(screen.getByRole("link", { name: "Blog" }));
    expect(click(screen.getByRole("link", { name: "Blog" }))).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
