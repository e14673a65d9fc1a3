import { cache } from "react";
import { rewriteAssetUrl } from "../asset-url";
import { sanitizeContentHtml } from "../sanitize";
import { FAQ_QUERY, LOCATIONS_QUERY, PRESS_QUERY, REVIEWS_QUERY, TRANSPORT_TYPES_QUERY } from "../queries/data";
import type { FaqQuery, LocationsQuery, PressQuery, ReviewsQuery, TransportTypesQuery } from "../queries/generated/graphql";
import { runQuery } from "./run-query";

export type LocationRegion = LocationsQuery["locations"][number];
export type FaqGroup = FaqQuery["faq"][number];
export type Review = ReviewsQuery["reviews"]["items"][number];
export type PressOutlet = PressQuery["pressOutlets"][number];
export type TransportType = TransportTypesQuery["transportTypes"][number];

export const getLocations = cache(async (): Promise<LocationRegion[]> => (await runQuery(LOCATIONS_QUERY, {})).locations);

export const getFaq = cache(async (): Promise<FaqGroup[]> =>
  (await runQuery(FAQ_QUERY, {})).faq.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, answerHtml: sanitizeContentHtml(item.answerHtml) })),
  })),
);

/** Reviews with the file's note; shipped ones are examples and must be shown as such. */
export const getReviews = cache(async (): Promise<{ note: string; reviews: Review[] }> => {
  const { reviews } = await runQuery(REVIEWS_QUERY, {});
  return { note: reviews.note, reviews: reviews.items };
});

export const getPressOutlets = cache(async (): Promise<PressOutlet[]> =>
  (await runQuery(PRESS_QUERY, {})).pressOutlets.map((o) => ({ ...o, logo: rewriteAssetUrl(o.logo) })),
);

export const getTransportTypes = cache(async (): Promise<TransportType[]> =>
  (await runQuery(TRANSPORT_TYPES_QUERY, {})).transportTypes.map((t) => ({ ...t, image: rewriteAssetUrl(t.image) })),
);
