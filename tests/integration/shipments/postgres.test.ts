import { postgresEngine } from "../leads/engines";
import { defineShipmentSuite } from "./events-suite";
import { SECRETS } from "./signing";

process.env.SHIPMENT_WEBHOOK_SECRETS = SECRETS;

describe("shipment events on PostgreSQL", () => {
  defineShipmentSuite(postgresEngine);
});
