/**
 * A visitor e-mail written once as blocks: render.ts turns it into the plain-text part and render-html.ts into the
 * HTML part, so both always say the same thing. Each domain writes its own e-mails' words in these blocks (a
 * quote's confirmation in lib/leads, a booking's in lib/booking, a shipment update's in lib/shipments, a signed
 * order's in lib/orders, the money e-mails in lib/payments).
 */
export type Block =
  | { kind: "paragraph"; text: string; strong?: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; rows: FactRow[] }
  | { kind: "breakdown"; caption: string; rows: { label: string; amount: string }[]; total: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "phones" };

export type FactRow = { label: string; value: string | string[] };
export type Section = { heading: string; blocks: Block[] };
export type EmailContent = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  sections: Section[];
  footer: string[];
};

/** A visitor e-mail as the domain that owns it wrote it: the subject line, the plain-text part, the HTML part. */
export type RenderedEmail = { subject: string; text: string; html: string };

/** A file sent with a visitor's e-mail (the signed order's PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Buffer };
