import { createHash, sign } from "node:crypto";
import { Signer } from "@signpdf/utils";
import forge from "node-forge";

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** The object identifiers a CAdES-BES detached signature names (RFC 5652, RFC 5035, RFC 5754). */
const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
};

const U = asn1.Class.UNIVERSAL;
const seq = (items: Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, items);
const set = (items: Asn1[]) => asn1.create(U, asn1.Type.SET, true, items);
const oid = (id: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString("binary"));
const int = (n: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(U, asn1.Type.NULL, false, "");
const tagged = (n: number, items: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, true, items);
const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

/** The signer's certificate as ASN.1, with the issuer and serial number exactly as its own bytes write them. */
function certificateParts(certDer: Buffer) {
  const cert = asn1.fromDer(certDer.toString("binary"));
  const tbs = (cert.value as Asn1[])[0]!.value as Asn1[];
  // tbsCertificate starts with an explicit [0] version unless the certificate is version 1.
  const at = tbs[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { cert, serial: tbs[at]!, issuer: tbs[at + 2]! };
}

/**
 * The signed attributes of a PAdES baseline signature: content type, the digest of the signed byte ranges, and
 * the signing certificate's hash (ESS signing-certificate-v2, which PAdES requires so the certificate cannot be
 * swapped). No signing-time attribute: PAdES puts the time in the signature dictionary (/M) instead.
 */
function signedAttributes(content: Buffer, certDer: Buffer): Asn1[] {
  const digest = createHash("sha256").update(content).digest();
  const certHash = createHash("sha256").update(certDer).digest();
  const attrs = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(digest)),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2's hash algorithm defaults to SHA-256.
    attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
  ];
  // DER writes a SET OF in the order of its elements' encodings.
  return attrs.sort((a, b) => Buffer.compare(der(a), der(b)));
}

/**
 * A CMS SignedData (RFC 5652), detached, as PAdES's ETSI.CAdES.detached sub-filter wants it: RSA with SHA-256
 * over the signed attributes, the signer's certificate and its chain embedded. node-forge writes the ASN.1 and
 * parses the certificates; node:crypto signs. forge's own PKCS#7 signer cannot add signing-certificate-v2.
 */
function cadesDetachedSignature(content: Buffer, keyPem: string, chainDer: Buffer[]): Buffer {
  const [signerDer, ...rest] = chainDer;
  if (!signerDer) throw new Error("A seal needs the signer's certificate");
  const { serial, issuer } = certificateParts(signerDer);
  const attrs = signedAttributes(content, signerDer);
  const signature = sign("sha256", der(set(attrs)), keyPem);
  const sha256 = seq([oid(OID.sha256)]);
  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    sha256,
    tagged(0, attrs),
    seq([oid(OID.rsaEncryption), nul()]),
    octets(signature),
  ]);
  const certificates = [signerDer, ...rest].map((c) => certificateParts(c).cert);
  const signedData = seq([int(1), set([sha256]), seq([oid(OID.data)]), tagged(0, certificates), set([signerInfo])]);
  return der(seq([oid(OID.signedData), tagged(0, [signedData])]));
}

/** @signpdf's signer interface around cadesDetachedSignature: it hands over the PDF without the signature's hole. */
export class CadesSigner extends Signer {
  constructor(
    private readonly keyPem: string,
    private readonly chainDer: Buffer[],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(pdfBuffer, this.keyPem, this.chainDer);
  }
}
