import type Mail from "nodemailer/lib/mailer";
import { siteConfig } from "@/lib/config/site";
import type { RenderedEmail } from "./content";
import { confirmationContent, quoteWords, type Block, type EmailContent } from "./customer-email-content";
import { customerEmailHtml } from "./customer-email-html";
import { customerMessage } from "./customer-message";
import type { LeadDocument } from "./lead-document";

/** The visitor's e-mails: subject, plain-text part and HTML part, from the same words. */

function textBlock(b: Block): string {
  switch (b.kind) {
    case "paragraph":
      return b.strong ? `${b.strong} ${b.text}` : b.text;
    case "list":
      return b.items.map((item) => `- ${item}`).join("\n");
    case "facts":
      return b.rows
        .map((row) =>
          Array.isArray(row.value)
            ? `${row.label}:\n${row.value.map((v) => `  - ${v}`).join("\n")}`
            : `${row.label}: ${row.value}`,
        )
        .join("\n");
    case "breakdown":
      return [
        `${b.caption}:`,
        ...b.rows.map((row) => `  ${row.label}: ${row.amount}`),
        `  Estimated total: ${b.total}`,
      ].join("\n");
    case "link":
      return `${b.text}: ${b.href}`;
    case "phones":
      return Object.values(siteConfig.phones)
        .map((p) => `- ${p.label}: ${p.display}`)
        .join("\n");
  }
}

/** The plain-text part of any visitor e-mail written as content blocks. */
function customerEmailText(content: EmailContent): string {
  const sections = content.sections.map((s) =>
    [`${s.heading}\n${"-".repeat(s.heading.length)}`, ...s.blocks.map(textBlock)].join("\n\n"),
  );
  return [content.title, content.greeting, content.intro, ...sections, "--", ...content.footer].join("\n\n") + "\n";
}

/** Any visitor e-mail written as content blocks, as the channel sends it. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: customerEmailText(content), html: customerEmailHtml(content) };
}

/** The confirmation of a quote from the forms (a confirmed booking's is lib/booking's). */
export function quoteConfirmation(lead: LeadDocument): RenderedEmail {
  const message = customerMessage(lead);
  return renderEmail(confirmationContent(message, quoteWords(message)));
}

/**
 * The message as nodemailer sends it. The Message-ID comes from the outbox row, so a resend after a crash
 * carries the same id and the visitor's mail system can recognise the copy; replies go to sales.
 */
export function visitorMailOptions(
  rendered: RenderedEmail,
  to: string,
  deliveryId: string,
  from: string,
): Mail.Options {
  return {
    from,
    to,
    replyTo: siteConfig.emails.sales,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${deliveryId}@shiplux.customer>`,
    headers: { "List-Unsubscribe": `<mailto:${siteConfig.emails.info}?subject=stop>` },
  };
}
