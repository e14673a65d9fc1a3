import type Mail from "nodemailer/lib/mailer";
import { siteConfig } from "@/lib/config/site";
import type { RenderedEmail } from "./content";

/** The sales team reads the site's e-mails (a lead, an alert, a money notice) as the website's. */
export const SALES_FROM = `${siteConfig.name} website <${siteConfig.emails.noReply}>`;
/** The visitor reads theirs as the brand's. */
const VISITOR_FROM = `${siteConfig.name} <${siteConfig.emails.noReply}>`;

/**
 * The visitor's message as nodemailer sends it. The Message-ID comes from the outbox row, so a resend after a
 * crash carries the same id and the visitor's mail system can recognise the copy; replies go to sales.
 */
export function visitorMailOptions(rendered: RenderedEmail, to: string, deliveryId: string): Mail.Options {
  return {
    from: VISITOR_FROM,
    to,
    replyTo: siteConfig.emails.sales,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${deliveryId}@shiplux.customer>`,
    headers: { "List-Unsubscribe": `<mailto:${siteConfig.emails.info}?subject=stop>` },
  };
}
