import { defineCustomerEmailSuite } from "./customer-email-suite";
import { postgresEngine } from "./engines";

describe("the visitor's confirmation e-mail on PostgreSQL", () => {
  defineCustomerEmailSuite(postgresEngine);
});
