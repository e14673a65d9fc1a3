// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ReviewCard, type CarouselReview } from "@/components/sections/review-card";
import { ReviewsCarousel } from "@/components/sections/reviews-carousel";

const review = (id: string, compact: string, wide: string): CarouselReview => ({
  id,
  name: "Dana R.",
  stars: 4,
  date: "2026-10-02",
  dateLabel: "October 2, 2026",
  sourceName: "Google",
  sourceUrl: "https://example.com/review",
  compact,
  wide,
});

describe("ReviewCard", () => {
  it("writes a review's text once when the phone and desktop cuts are the same", () => {
    render(<ReviewCard review={review("a", "Smooth pickup.", "Smooth pickup.")} />);
    const text = screen.getByText("Smooth pickup.");
    expect(text.className).toBe("");
    expect(screen.getAllByText("Smooth pickup.")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toHaveTextContent("★★★★☆");
  });

  it("keeps the short cut for phones and the long one for wider screens when they differ", () => {
    render(
      <ReviewCard review={review("b", "The driver called ahead…", "The driver called ahead and arrived on time.")} />,
    );
    expect(screen.getByText("The driver called ahead…")).toHaveClass("md:hidden");
    expect(screen.getByText("The driver called ahead and arrived on time.")).toHaveClass("hidden", "md:block");
  });
});

describe("ReviewsCarousel", () => {
  // jsdom has no IntersectionObserver; the carousel only uses it to load its engine near the viewport.
  beforeAll(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it("puts each slide the server rendered in a numbered slide of one carousel region", () => {
    render(
      <ReviewsCarousel
        slides={[<ReviewCard key="a" review={review("a", "Smooth.", "Smooth.")} />, <p key="b">Second</p>]}
        label="Customer reviews"
        arrow="›"
      />,
    );
    const region = screen.getByRole("region", { name: "Customer reviews" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.querySelectorAll("[data-slide]");
    expect([...slides].map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 2", "2 of 2"]);
    expect(slides[1]).toHaveTextContent("Second");
    expect(screen.getByRole("button", { name: "Previous reviews" })).toBeDisabled();
  });
});
