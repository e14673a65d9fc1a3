export type BodyText =
  | { ok: true; text: string }
  /**
   * too-large: over the limit; not-utf8: bytes that are not UTF-8; bom: the body starts with a byte order mark
   * (JSON forbids one, and a decoder that drops it would verify a signature over other bytes than were signed);
   * aborted: the client went away mid-body.
   */
  | { ok: false; reason: "too-large" | "not-utf8" | "bom" | "aborted" };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A request body as UTF-8 text, reading at most `maxBytes`. Content-Length is checked first, then the
 * bytes actually read, so a missing or lying header cannot slip a large body past; reading stops at the
 * limit. Bytes that are not UTF-8 are refused rather than silently replaced.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return { ok: false, reason: "aborted" };
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "too-large" };
    }
    chunks.push(chunk.value);
  }
  const bytes = Buffer.concat(chunks);
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) return { ok: false, reason: "bom" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf8" };
  }
}
