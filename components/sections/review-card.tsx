export type CarouselReview = {
  id: string;
  name: string;
  stars: number;
  date: string;
  dateLabel: string;
  sourceName: string;
  sourceUrl: string;
  /** Text for phones (and the home carousel); `wide` is shown from the md breakpoint up. */
  compact: string;
  wide: string;
};

/** One review's card inside a carousel slide: stars, the text (one cut per screen size when they differ), who and where. */
export function ReviewCard({ review }: { review: CarouselReview }) {
  return (
    <>
      <p className="text-accent-fg">
        <span
          role="img"
          aria-label={`${review.stars} out of 5 stars`}
          className="rounded bg-accent px-1.5 py-0.5 text-sm tracking-widest"
        >
          {"★".repeat(review.stars)}
          {"☆".repeat(5 - review.stars)}
        </span>
      </p>
      <blockquote className="mt-3 text-fg">
        {review.compact === review.wide ? (
          <p>{review.compact}</p>
        ) : (
          <>
            <p className="md:hidden">{review.compact}</p>
            <p className="hidden md:block">{review.wide}</p>
          </>
        )}
      </blockquote>
      <p className="mt-4 font-semibold">{review.name}</p>
      <p className="text-sm text-muted">
        <time dateTime={review.date}>{review.dateLabel}</time> ·{" "}
        <a
          href={review.sourceUrl}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex min-h-6 items-center underline"
        >
          {review.sourceName}
        </a>
      </p>
    </>
  );
}
