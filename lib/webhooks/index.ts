/**
 * The face of lib/webhooks (server-only): Standard Webhooks signing and verification, written once for the
 * shipment events we receive (lib/shipments) and the leads we send (lib/leads/delivery/channels.ts).
 */
export {
  secretProblem,
  signingSecretProblem,
  signWebhook,
  splitSecrets,
  verifyWebhook,
  webhookHeaders,
  type Verified,
} from "./signature";
