import { readBodyText } from "./read-body-text";
import { throttledLog } from "./throttled-log";

/** JSON request bodies (and the quick calculator's query string) over this size are refused with 413. */
export const MAX_JSON_BODY_BYTES = 32 * 1024;

/**
 * A refused body carries its status and the sentence to tell the client; each API shapes its own answer.
 * An accepted one carries its `text` as received too, for a caller that checks a signature over it.
 */
export type JsonBody =
  { ok: true; value: unknown; text: string } | { ok: false; status: 400 | 413 | 415; description: string };

const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread, so it is refused. */
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

/** A client can abort bodies at will (8,883 lines in one probe): one line a minute says how many. */
const logAborted = throttledLog(
  console.info,
  (count) => `API: ${count} client(s) closed the request before its body arrived`,
);

const refuse = (status: 400 | 413 | 415, description: string): JsonBody => ({ ok: false, status, description });

/** Reads a UTF-8 JSON body of at most `maxBytes`; anything else is refused with its 4xx status. */
export async function readJsonBody(request: Request, maxBytes: number = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) return refuse(415, "Content-Type must be application/json.");
  const charset = CHARSET_PARAM.exec(type)?.[1];
  if (charset !== undefined && !UTF8.test(charset))
    return refuse(415, "The request body must be UTF-8 (charset=utf-8).");
  if (!request.body) return refuse(400, "The request body is empty.");

  const body = await readBodyText(request, maxBytes);
  if (!body.ok) {
    switch (body.reason) {
      case "too-large":
        return refuse(413, `The request body is larger than ${maxBytes / 1024} KB.`);
      case "not-utf8":
        return refuse(400, "The request body is not valid UTF-8.");
      case "bom":
        return refuse(400, "The request body starts with a byte order mark; send the JSON without one.");
      case "aborted":
        // The client went away mid-body: nothing failed on our side, and nobody is left to answer.
        logAborted("");
        return refuse(400, "The request body did not arrive.");
    }
  }
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown, text: body.text };
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
}
