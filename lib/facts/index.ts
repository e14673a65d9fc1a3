/**
 * The broker's facts (content/broker.yaml): FMCSA numbers, support hours, the legal texts' approval, the reviews
 * file, press mentions and the claims the broker may switch on. A low domain: it reads its own file and imports
 * only lib/text, so lib/config, lib/content and lib/leads can all read it.
 */
export { CLAIMS, CLAIM_NAMES, type ClaimName } from "./claims";
export {
  brokerFileSchema,
  contentDateSchema,
  pressOutletSchema,
  reviewsFileSchema,
  type BrokerFacts,
  type BrokerFile,
  type PressOutlet,
  type ReviewsFile,
} from "./schema";
export { CONTENT_DIR, FACTS_FILE, getBrokerFacts, loadBrokerFacts } from "./load";
export { factFlags, resolveFactMarks, type FactFlag } from "./marks";
export { isLaunching, launchPlaceholders, launchReport, type Placeholder } from "./launch-check";
export { FMCSA_PENDING, fmcsaNumberText, supportHoursText } from "./display";
