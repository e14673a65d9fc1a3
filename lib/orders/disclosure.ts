import { createHmac } from "node:crypto";
import { siteConfig } from "@/lib/config/site";
import { ipHashSalt } from "@/lib/leads";
import { DISCLOSURE_CODE_ALPHABET, DISCLOSURE_CODE_LENGTH } from "./constants";
import type { Clause } from "./terms";

/**
 * The E-SIGN Act consumer disclosure (15 U.S.C. §7001(c)(1)) shown before signing. Its version is stored with
 * each signing; change it with any change to these words.
 *
 * How the visitor shows they can open the record (§7001(c)(1)(C)(ii): consent given "in a manner that reasonably
 * demonstrates" access to the electronic form used): the signed order is a PDF, so the disclosure is a PDF too,
 * and it prints a short code that appears nowhere else. Typing the code proves the visitor opened a PDF from us
 * on the device they sign with, which a tick box alone ("I can open PDFs") does not.
 */
export const DISCLOSURE_VERSION = "esign-2026-11-27.1";

export function disclosureClauses(): Clause[] {
  const { emails, phones, name } = siteConfig;
  const contact = `e-mail ${emails.sales} or call ${phones.main.display}`;
  return [
    {
      heading: "Consent to electronic records",
      lines: [
        `By typing the code below on the booking page, you agree that ${name} may give you your shipping order, its terms and the notices about it electronically: on the booking page and by e-mail, as PDF documents. You sign the order electronically by typing your name.`,
        "This consent covers this order only, from signing until its shipment ends.",
      ],
    },
    {
      heading: "Your right to paper",
      lines: [
        `You may ask for a paper copy of your signed order and of any notice about it, at no charge: ${contact}, giving your booking number.`,
        `You may instead agree the order on paper: do not sign online, and ${contact}.`,
      ],
    },
    {
      heading: "Withdrawing your consent",
      lines: [
        `You may withdraw this consent at any time, at no charge: ${contact}. From then on we send your order's notices on paper to the address you give us. Withdrawing does not undo an order already signed.`,
        `Keep your e-mail address up to date with us: ${contact} to change it.`,
      ],
    },
    {
      heading: "What you need",
      lines: [
        "A device with a web browser, an e-mail account, and a program that opens PDF files (every current browser does, as do Adobe Acrobat Reader and the phones' own viewers). To keep a copy, you need to be able to save or print a PDF.",
      ],
    },
  ];
}

/**
 * The code printed in the disclosure PDF for one booking: derived from its token with the server's secret, so it
 * needs no storage and cannot be guessed from the page, which never shows it.
 */
export function disclosureCode(token: string, secret: string = ipHashSalt()): string {
  const digest = createHmac("sha256", secret).update(`esign-disclosure:${DISCLOSURE_VERSION}:${token}`).digest();
  return Array.from(digest.subarray(0, DISCLOSURE_CODE_LENGTH), (b) => DISCLOSURE_CODE_ALPHABET[b % 32]).join("");
}

/** Compares a typed code with the booking's, ignoring case, spaces and hyphens (people type what they read). */
export function disclosureCodeMatches(token: string, typed: string, secret?: string): boolean {
  return typed.replace(/[\s-]/g, "").toUpperCase() === disclosureCode(token, secret);
}
