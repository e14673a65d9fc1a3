import { sqliteEngine } from "../leads/engines";
import { definePaymentsSuite } from "./payments-suite";

describe("payments on SQLite", () => {
  definePaymentsSuite(async () => sqliteEngine());
});
