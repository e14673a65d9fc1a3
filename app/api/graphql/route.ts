import { executeGraphql, parseGraphqlRequest } from "@/lib/content/graphql/execute";

/** The content service over HTTP: the same schema the build uses in-process, for a CMS or a remote site. */
function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }] }, { status: 400 });
}

async function answer(body: unknown): Promise<Response> {
  const parsed = parseGraphqlRequest(body);
  if (!parsed.ok) return badRequest(parsed.message);
  const result = await executeGraphql(parsed.request);
  // Per GraphQL-over-HTTP, a request that fails validation has no data and is a client error.
  return Response.json(result, { status: result.data === undefined && result.errors ? 400 : 200 });
}

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest("Request body must be JSON");
  }
  return answer(body);
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  let variables: unknown = undefined;
  const rawVariables = params.get("variables");
  if (rawVariables) {
    try {
      variables = JSON.parse(rawVariables);
    } catch {
      return badRequest("variables must be JSON");
    }
  }
  return answer({ query: params.get("query") ?? "", variables, operationName: params.get("operationName") });
}
