import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Clause } from "../terms";

/** A document as the PDFs of lib/orders are written: a title, lines under it, then headed clauses. */
export type PdfSpec = { title: string; intro: string[]; clauses: Clause[]; meta: { subject: string; date: Date } };

/** US Letter, one-inch margins: how the broker's paper orders are printed. */
const PAGE = { width: 612, height: 792, margin: 72 };
const SIZE = { title: 18, heading: 12, body: 10 };
const LEADING = 1.4;

/**
 * The standard Helvetica writes WinAnsi only; a character outside it (a name in another script) is written as its
 * code point, U+XXXX, instead of failing or silently changing: the exact text is in the stored record.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize("NFC"), (ch) => {
    const code = ch.codePointAt(0)!;
    return known.has(code) ? ch : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  }).join("");
}

/** Breaks a paragraph into lines that fit the page's width. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  paragraph(text: string, size: number, bold = false, gapAfter = 4): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, size, printable(font, text), PAGE.width - 2 * PAGE.margin)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size * (LEADING - 1);
    }
    this.y -= gapAfter;
  }
}

/** The document as a pdf-lib PDFDocument, its metadata dated `meta.date` so the same input writes the same PDF. */
export async function layoutPdf(spec: PdfSpec, author: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(spec.title);
  doc.setSubject(spec.meta.subject);
  doc.setAuthor(author);
  doc.setProducer(author);
  doc.setCreator(author);
  doc.setCreationDate(spec.meta.date);
  doc.setModificationDate(spec.meta.date);
  doc.setLanguage("en-US");
  const w = new Writer(doc, fonts);
  w.paragraph(spec.title, SIZE.title, true, 10);
  for (const line of spec.intro) w.paragraph(line, SIZE.body);
  for (const clause of spec.clauses) {
    w.paragraph("", 4, false, 6);
    w.paragraph(clause.heading, SIZE.heading, true);
    for (const line of clause.lines) w.paragraph(line, SIZE.body);
  }
  return doc;
}
