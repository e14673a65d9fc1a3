import { postgresEngine } from "../leads/engines";
import { definePrivacySuite } from "./privacy-suite";

describe("conversion privacy rules on PostgreSQL", () => {
  definePrivacySuite(postgresEngine);
});
