/**
 * The browser's face of lib/booking: the pickup windows' rules, the confirm form's schema and client, the
 * formatting the booking page and its e-mails share, and the route map's view. Opportunities, their storage and
 * the API handlers are server-only, behind @/lib/booking/server.
 */
export * from "./api-client";
export * from "./confirm-schema";
export * from "./constants";
export * from "./format";
export * from "./route-map";
export type { RoutePoint } from "./route-points";
export * from "./windows";
