import { defineDeliverySuite } from "./delivery-suite";
import { sqliteEngine } from "./engines";

// Every lead here writes to the same visitor; the visitor e-mail budget is the customer e-mail tests' subject.
process.env.RATE_LIMIT_VISITOR_EMAILS = "1000";

describe("lead delivery on SQLite", () => {
  defineDeliverySuite(async () => sqliteEngine());
});
