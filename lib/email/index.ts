/**
 * The face of lib/email (server-only): the frame every e-mail of the site is written in, whatever domain writes its
 * words. Content as blocks, rendered as a plain-text and an escaped HTML part; the footer and questions every
 * visitor e-mail ends with; who the e-mails are from; and where they go (SMTP, or .eml files without it).
 */
import "server-only";
export type { Block, EmailAttachment, EmailContent, FactRow, RenderedEmail, Section } from "./content";
export { SALES_FROM, visitorMailOptions } from "./envelope";
export { QUESTIONS, emailFooter } from "./frame";
export { mailerFromEnv, type Mailer } from "./mailer";
export { renderEmail } from "./render";
