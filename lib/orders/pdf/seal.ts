import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import type { PDFDocument } from "pdf-lib";
import type { OrderSealPem } from "@/lib/config/env";
import { SIGNATURE_PLACEHOLDER_BYTES } from "../constants";
import { CadesSigner } from "./cades-signer";

export type SealDetails = { reason: string; name: string; contactInfo: string; location: string; signingTime: Date };

/**
 * Seals a laid-out PDF as PAdES (ETSI.CAdES.detached): a signature field whose byte range covers the whole file
 * but the signature itself, so any PDF reader shows a change made after sealing. The seal's time is the signing's.
 */
export async function sealPdf(doc: PDFDocument, seal: OrderSealPem, details: SealDetails): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    name: details.name,
    contactInfo: details.contactInfo,
    location: details.location,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_PLACEHOLDER_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  // The placeholder must stay findable as plain text: no object streams.
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new CadesSigner(seal.keyPem, seal.chainDer), details.signingTime);
}
