import { sqliteEngine } from "../leads/engines";
import { defineConfirmSuite } from "./confirm-suite";

// Every request speaks from its own address; the limit itself is the lead tests' subject.
process.env.RATE_LIMIT_LEADS = "1000";

describe("booking confirm on SQLite", () => {
  defineConfirmSuite(async () => sqliteEngine());
});
