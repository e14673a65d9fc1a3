/**
 * The broker's facts (content/broker.yaml): FMCSA numbers, support hours, the legal texts' approval, the reviews
 * file, press mentions and the claims the broker may switch on. A low domain: it reads its own file and imports
 * only lib/text, so lib/config (types only), lib/content and lib/leads can all read it.
 */
export { CLAIMS, CLAIM_NAMES } from "./claims";
export {
  brokerFileSchema,
  contentDateSchema,
  reviewsFileSchema,
  type BrokerFacts,
  type OrderTermsFact,
} from "./schema";
export { CONTENT_DIR, getBrokerFacts, loadBrokerFacts } from "./load";
export { resolveFactMarks } from "./marks";
export { isLaunching, launchPlaceholders, launchReport } from "./launch-check";
export { fmcsaNumberText, supportHoursText } from "./display";
