import { postgresEngine } from "../leads/engines";
import { definePaymentsSuite } from "./payments-suite";

describe("payments on PostgreSQL", () => {
  definePaymentsSuite(postgresEngine);
});
