/**
 * The browser's face of lib/booking: the pickup windows' rules, the confirm form's schema and client, the
 * formatting the booking page and its e-mails share. Opportunities, their storage, the API handlers and the
 * route map (rendered on the server, with the world outline) are behind @/lib/booking/server.
 */
export * from "./api-client";
export * from "./confirm-schema";
export * from "./constants";
export * from "./format";
export type { RoutePoint } from "./route-points";
export * from "./windows";
