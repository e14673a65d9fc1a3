import { MAX_BODY_BYTES } from "./limits";
import { submitError } from "./responses";

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of at most MAX_BODY_BYTES. Content-Length is checked first, then the bytes actually
 * read, so a missing or lying header cannot slip a large body past.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: submitError(415, "Content-Type must be application/json.") };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  if (!request.body) return { ok: false, response: submitError(400, "The request body is empty.") };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: tooLarge() };
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: submitError(400, "The request body is not valid JSON.") };
  }
}

function tooLarge(): Response {
  return submitError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
}
