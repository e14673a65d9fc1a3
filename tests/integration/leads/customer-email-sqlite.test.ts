import { defineCustomerEmailSuite } from "./customer-email-suite";
import { sqliteEngine } from "./engines";

describe("the visitor's confirmation e-mail on SQLite", () => {
  defineCustomerEmailSuite(async () => sqliteEngine());
});
