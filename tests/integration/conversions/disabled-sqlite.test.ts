import { sqliteEngine } from "../leads/engines";
import { defineDisabledSuite } from "./disabled-suite";

process.env.CONVERSIONS_ENABLED = "false";

describe("conversion exports turned off, on SQLite", () => {
  defineDisabledSuite(async () => sqliteEngine());
});
