import { cutText } from "@/lib/content";

/**
 * Review excerpts. On the home carousel and on phones a review over 100 characters is shortened to 150;
 * elsewhere a review over 250 characters is shortened to 230. Cuts are word-safe and end with an ellipsis;
 * a text already within the cut length is shown whole (there is nothing to hide).
 */
const REVIEW_CUTS = {
  compact: { over: 100, cutTo: 150 },
  full: { over: 250, cutTo: 230 },
} as const;

export type ReviewCut = keyof typeof REVIEW_CUTS;

export function shortenReview(text: string, cut: ReviewCut): string {
  const { over, cutTo } = REVIEW_CUTS[cut];
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > over ? cutText(clean, cutTo) : clean;
}

export type RatedReview = { stars: number };

/** schema.org AggregateRating computed from the review data itself. */
export function aggregateRating(reviews: RatedReview[]): { ratingValue: number; reviewCount: number } | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, r) => sum + r.stars, 0);
  return { ratingValue: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}
