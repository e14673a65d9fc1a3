// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ReviewsCarousel, type CarouselReview } from "@/components/sections/reviews-carousel";

const review = (id: string, compact: string, wide: string): CarouselReview => ({
  id,
  name: "Dana R.",
  stars: 5,
  date: "2026-10-02",
  dateLabel: "October 2, 2026",
  sourceName: "Google",
  sourceUrl: "https://example.com/review",
  compact,
  wide,
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

  it("writes a review's text once when the phone and desktop cuts are the same", () => {
    render(
      <ReviewsCarousel
        reviews={[review("a", "Smooth pickup.", "Smooth pickup.")]}
        label="Customer reviews"
        arrow="›"
      />,
    );
    const text = screen.getByText("Smooth pickup.");
    expect(text.className).toBe("");
    expect(screen.getAllByText("Smooth pickup.")).toHaveLength(1);
  });

  it("keeps the short cut for phones and the long one for wider screens when they differ", () => {
    render(
      <ReviewsCarousel
        reviews={[review("b", "The driver called ahead…", "The driver called ahead and arrived on time.")]}
        label="Customer reviews"
        arrow="›"
      />,
    );
    expect(screen.getByText("The driver called ahead…")).toHaveClass("md:hidden");
    expect(screen.getByText("The driver called ahead and arrived on time.")).toHaveClass("hidden", "md:block");
  });
});
