import { readBodyText } from "@/lib/http";
import { GRAPHQL_LIMITS } from "../../constants";
import { parseGraphqlRequest, type GraphqlRequest } from "../execute";

export type ReadRequest = { ok: true; request: GraphqlRequest } | { ok: false; status: 400 | 413; message: string };

function fromBody(body: unknown): ReadRequest {
  const parsed = parseGraphqlRequest(body);
  return parsed.ok ? parsed : { ok: false, status: 400, message: parsed.message };
}

/** A POST's JSON body, read up to GRAPHQL_LIMITS.maxBodyBytes (413 beyond). */
export async function readPostRequest(request: Request): Promise<ReadRequest> {
  const body = await readBodyText(request, GRAPHQL_LIMITS.maxBodyBytes);
  if (!body.ok && body.reason === "too-large") {
    return { ok: false, status: 413, message: `Request body is larger than ${GRAPHQL_LIMITS.maxBodyBytes / 1024} KB` };
  }
  if (!body.ok) return { ok: false, status: 400, message: "Request body must be UTF-8 JSON" };
  try {
    return fromBody(JSON.parse(body.text) as unknown);
  } catch {
    return { ok: false, status: 400, message: "Request body must be JSON" };
  }
}

/** A GET's query, variables and operationName from the URL (its length is capped by the server). */
export function readGetRequest(url: URL): ReadRequest {
  const params = url.searchParams;
  let variables: unknown = undefined;
  const rawVariables = params.get("variables");
  if (rawVariables) {
    try {
      variables = JSON.parse(rawVariables);
    } catch {
      return { ok: false, status: 400, message: "variables must be JSON" };
    }
  }
  return fromBody({ query: params.get("query") ?? "", variables, operationName: params.get("operationName") });
}
