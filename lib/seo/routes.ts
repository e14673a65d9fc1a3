/** Indexable routes owned by the site shell; content routes come from lib/content's getContentRoutes(). */
export const shellRoutes = ["/", "/credits"];

/**
 * Where a quick-calculator request's booking page lives. The segment after it is a bearer token: robots,
 * analytics and referrers must never see it.
 */
export const BOOKING_PATH = "/booking";
