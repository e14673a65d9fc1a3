import { TEST_RATE_LIMIT } from "./endpoints-suite";
import { postgresEngine } from "./engines";
import { defineMessageSuite } from "./messages-suite";

process.env.RATE_LIMIT_LEADS = String(TEST_RATE_LIMIT);

describe("message leads on PostgreSQL", () => {
  defineMessageSuite(postgresEngine);
});
