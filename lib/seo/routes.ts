/** Indexable routes owned by the site shell; content routes come from lib/content's getContentRoutes(). */
export const shellRoutes = ["/", "/credits"];
