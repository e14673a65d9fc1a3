import type { Migration, MigrationProvider } from "kysely";
import { initial } from "./0001-initial";
import { opportunityConfirmation } from "./0002-opportunity-confirmation";
import { idempotencyRequestHash } from "./0003-idempotency-request-hash";
import { leadAttribution } from "./0004-lead-attribution";
import { outboxOpportunities } from "./0005-outbox-opportunities";
import { calculatorMailSkipped } from "./0006-calculator-mail-skipped";
import { conversionExports } from "./0008-conversion-exports";
import { shipments } from "./0009-shipments";
import { consumerOptOuts } from "./0010-consumer-opt-outs";
import { deliveryTruth } from "./0011-delivery-truth";
import { signedOrders } from "./0013-signed-orders";
import { payments } from "./0014-payments";
import { messageLeads } from "./0015-message-leads";

/**
 * Numbered migrations, listed here rather than read from a folder so the Next.js server bundle carries
 * them. Add the next one (numbered after the last) below; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-opportunity-confirmation": opportunityConfirmation,
  "0003-idempotency-request-hash": idempotencyRequestHash,
  "0004-lead-attribution": leadAttribution,
  "0005-outbox-opportunities": outboxOpportunities,
  "0006-calculator-mail-skipped": calculatorMailSkipped,
  "0008-conversion-exports": conversionExports,
  "0009-shipments": shipments,
  "0010-consumer-opt-outs": consumerOptOuts,
  "0011-delivery-truth": deliveryTruth,
  "0013-signed-orders": signedOrders,
  "0014-payments": payments,
  "0015-message-leads": messageLeads,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
