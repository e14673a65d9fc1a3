import { sqliteEngine } from "../leads/engines";
import { definePrivacySuite } from "./privacy-suite";

describe("conversion privacy rules on SQLite", () => {
  definePrivacySuite(async () => sqliteEngine());
});
