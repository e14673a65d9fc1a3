import { defineDeliverySuite } from "./delivery-suite";
import { sqliteEngine } from "./engines";

describe("lead delivery on SQLite", () => {
  defineDeliverySuite(async () => sqliteEngine());
});
