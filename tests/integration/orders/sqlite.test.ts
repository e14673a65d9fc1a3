import { sqliteEngine } from "../leads/engines";
import { defineSignSuite } from "./sign-suite";

// Every request speaks from its own address; the limit itself is the lead tests' subject.
process.env.RATE_LIMIT_LEADS = "1000";

describe("order signing on SQLite", () => {
  defineSignSuite(async () => sqliteEngine());
});
