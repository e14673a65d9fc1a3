/** The server's face of lib/booking: opportunities (the quick calculator's requests), their confirmation, the booking page's data, the API handlers, and the booking's confirmation e-mail. */
import "server-only";
export * from "./index";
export * from "./confirm";
export * from "./confirm-handler";
export * from "./load-booking";
export * from "./opportunity";
export * from "./opportunity-handler";
export * from "./route-map";
export * from "./route-points";
export * from "./booking-email";
export { opportunityExists } from "./repository";
