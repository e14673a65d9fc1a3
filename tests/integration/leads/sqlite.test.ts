import { TEST_RATE_LIMIT, defineEndpointSuite } from "./endpoints-suite";
import { sqliteEngine } from "./engines";

process.env.RATE_LIMIT_LEADS = String(TEST_RATE_LIMIT);

describe("lead endpoints on SQLite", () => {
  defineEndpointSuite(async () => sqliteEngine());
});
