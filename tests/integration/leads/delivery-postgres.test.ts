import { defineDeliverySuite } from "./delivery-suite";
import { postgresEngine } from "./engines";

describe("lead delivery on PostgreSQL", () => {
  defineDeliverySuite(postgresEngine);
});
