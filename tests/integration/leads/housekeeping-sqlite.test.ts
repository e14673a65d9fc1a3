import { sqliteEngine } from "./engines";
import { defineHousekeepingSuite } from "./housekeeping-suite";

describe("the delivery worker's housekeeping on SQLite", () => {
  defineHousekeepingSuite(async () => sqliteEngine());
});
