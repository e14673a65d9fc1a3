import { postgresEngine } from "../leads/engines";
import { defineConversionSuite } from "./suite";

describe("conversion exports on PostgreSQL", () => {
  defineConversionSuite(postgresEngine);
});
