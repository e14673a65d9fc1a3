/**
 * The browser's face of lib/booking: the pickup windows' rules and the confirm form's schema and client.
 * Opportunities, their storage, the API handlers, the booking's e-mail and the route map (rendered on the
 * server, with the world outline) are behind @/lib/booking/server.
 */
export * from "./api-client";
export * from "./confirm-schema";
export * from "./constants";
export type { RoutePoint } from "./route-points";
export * from "./windows";
