import { sqliteEngine } from "../leads/engines";
import { defineConversionSuite } from "./suite";

describe("conversion exports on SQLite", () => {
  defineConversionSuite(async () => sqliteEngine());
});
