import { MAX_MESSAGE, SHIP_DATE_HORIZON_MONTHS } from "@/lib/quote-bounds";

/**
 * Every validation message of the quote form, exactly as the visitor reads them. The API answers with
 * these same texts, so a message changes here and nowhere else.
 */
export const messages = {
  transportType: "Please select a transport type",
  location: "Please enter a location",
  shippingMethod: "Please select a shipping method",
  date: "Please select a date",
  make: "Please enter a make",
  vehicleType: "Please select a type",
  state: "Please select a state",
  model: "Please enter a model",
  year: "Please enter a valid year",
  name: "Please enter a name",
  email: "Please enter a email.",
  emailInvalid: "Please enter a valid email address.",
  phone: "Please enter a phone number",
  pickLocation: "Please click some location",
  phoneInvalid: "Phone number is not valid",
  phoneCountryCode: "Please add the country code, starting with + (for example +44 for the UK)",
  dateHorizon: `Please choose a date within the next ${SHIP_DATE_HORIZON_MONTHS} months`,
  zip: "Please enter a valid ZIP code",
  postalCode: "Please enter a valid postal code",
  controlCharacters: "Please remove tabs, line breaks and other control characters",
  message: "Please write your message",
  messageLength: `Please keep your message under ${MAX_MESSAGE} characters`,
} as const;

/**
 * What the visitor reads when a request failed without saying why (no answer, an unreadable one): the quote
 * form's submit and the booking page's confirm. The phone number shown beside it is the way forward.
 */
export const REQUEST_FAILED_MESSAGE = "Something went wrong.";

/**
 * What the API's answer and the form's thank-you say when a visitor e-mail budget (a few a day per address and per
 * device, a ceiling an hour for the site: lib/leads/visitor-email-budget.ts) left this request without its
 * confirmation e-mail, so the visitor does not wait for one.
 */
export const CONFIRMATION_EMAIL_SKIPPED =
  "No confirmation e-mail was sent for this request: we limit how many we send. Your request is stored, and an agent will contact you.";
