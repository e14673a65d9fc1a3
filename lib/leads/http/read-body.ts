import { MAX_BODY_BYTES } from "./limits";
import { submitError } from "./responses";

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread, so it is refused. */
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

/**
 * Reads a JSON body of at most MAX_BODY_BYTES. Content-Length is checked first, then the bytes actually
 * read, so a missing or lying header cannot slip a large body past. Bytes that are not UTF-8 are refused.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) return refuse(415, "Content-Type must be application/json.");
  const charset = CHARSET_PARAM.exec(type)?.[1];
  if (charset !== undefined && !UTF8.test(charset)) return refuse(415, "The request body must be UTF-8 (charset=utf-8).");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  if (!request.body) return refuse(400, "The request body is empty.");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      // The client went away mid-body: nothing to answer and nothing failed on our side.
      console.info(new Error("Client closed the request before its body arrived", { cause: error }).message);
      return refuse(400, "The request body did not arrive.");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: tooLarge() };
    }
    chunks.push(chunk.value);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return refuse(400, "The request body is not valid UTF-8.");
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
}

function refuse(status: number, description: string): BodyResult {
  return { ok: false, response: submitError(status, description) };
}

function tooLarge(): Response {
  return submitError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
}
