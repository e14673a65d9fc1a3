import { readBodyText } from "@/lib/http/read-body-text";
import { MAX_BODY_BYTES } from "./limits";
import { submitError } from "./responses";

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread, so it is refused. */
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

/** Reads a UTF-8 JSON body of at most MAX_BODY_BYTES; anything else gets its 4xx answer. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) return refuse(415, "Content-Type must be application/json.");
  const charset = CHARSET_PARAM.exec(type)?.[1];
  if (charset !== undefined && !UTF8.test(charset)) return refuse(415, "The request body must be UTF-8 (charset=utf-8).");
  if (!request.body) return refuse(400, "The request body is empty.");

  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (!body.ok) {
    switch (body.reason) {
      case "too-large":
        return refuse(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
      case "not-utf8":
        return refuse(400, "The request body is not valid UTF-8.");
      case "aborted":
        // The client went away mid-body: nothing failed on our side, and nobody is left to answer.
        console.info("Lead intake: the client closed the request before its body arrived");
        return refuse(400, "The request body did not arrive.");
    }
  }
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
}

function refuse(status: number, description: string): BodyResult {
  return { ok: false, response: submitError(status, description) };
}
