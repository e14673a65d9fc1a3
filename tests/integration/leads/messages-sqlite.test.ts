import { TEST_RATE_LIMIT } from "./endpoints-suite";
import { sqliteEngine } from "./engines";
import { defineMessageSuite } from "./messages-suite";

process.env.RATE_LIMIT_LEADS = String(TEST_RATE_LIMIT);

describe("message leads on SQLite", () => {
  defineMessageSuite(async () => sqliteEngine());
});
