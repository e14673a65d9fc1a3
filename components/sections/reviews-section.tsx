import { Icon } from "@/components/ui/icons";
import { JsonLd } from "@/components/ui/json-ld";
import { getReviews } from "@/lib/content";
import { formatContentDate } from "@/lib/content";
import { siteConfig } from "@/lib/config/site";
import { aggregateRating, shortenReview } from "@/lib/reviews";
import { ReviewCard, type CarouselReview } from "./review-card";
import { StaticReviewsCarousel } from "./reviews-carousel-parts";
import { ReviewsCarouselIsland } from "./reviews-carousel-island";

/**
 * Reviews with an aggregate rating computed from the same data. `home` uses the compact cut everywhere;
 * other pages use it on phones only.
 */
export async function ReviewsSection({
  variant = "home",
  id = "reviews",
}: {
  variant?: "home" | "landing";
  id?: string;
}) {
  const { note, reviews } = await getReviews();
  const items: CarouselReview[] = reviews.map((r) => ({
    id: r.id,
    name: r.name,
    stars: r.stars,
    date: r.date,
    dateLabel: formatContentDate(r.date),
    sourceName: r.source.name,
    sourceUrl: r.source.url,
    compact: shortenReview(r.text, "compact"),
    wide: shortenReview(r.text, variant === "home" ? "compact" : "full"),
  }));
  const rating = aggregateRating(reviews);
  const carousel = {
    slides: items.map((review) => <ReviewCard key={review.id} review={review} />),
    label: "Customer reviews",
    arrow: <Icon name="chevronRight" />,
  };
  const examples = reviews.some((r) => r.example);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-extrabold">
          What customers say
        </h2>
        {rating ? (
          <p className="mt-2 text-muted">
            Rated {rating.ratingValue} out of 5 across {rating.reviewCount} reviews.
          </p>
        ) : null}
        {examples ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
        <div className="mt-8">
          <ReviewsCarouselIsland {...carousel}>
            <StaticReviewsCarousel {...carousel} />
          </ReviewsCarouselIsland>
        </div>
      </div>
      {rating && !examples ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Organization",
            name: siteConfig.name,
            aggregateRating: { "@type": "AggregateRating", ...rating, bestRating: 5, worstRating: 1 },
          }}
        />
      ) : null}
    </section>
  );
}
