import { TEST_RATE_LIMIT, defineEndpointSuite } from "./endpoints-suite";
import { postgresEngine } from "./engines";

process.env.RATE_LIMIT_LEADS = String(TEST_RATE_LIMIT);

describe("lead endpoints on PostgreSQL", () => {
  defineEndpointSuite(postgresEngine);
});
