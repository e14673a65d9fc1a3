import { postgresEngine } from "./engines";
import { defineHousekeepingSuite } from "./housekeeping-suite";

describe("the delivery worker's housekeeping on PostgreSQL", () => {
  defineHousekeepingSuite(postgresEngine);
});
