import { siteConfig } from "@/lib/config/site";
import type { Block, EmailContent, RenderedEmail } from "./content";
import { customerEmailHtml } from "./render-html";

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
