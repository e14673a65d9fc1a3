/** The Next.js route handler of a lookup endpoint: a thin wrapper over answerLookup(). */
import { NextResponse, type NextRequest } from "next/server";
import { clientOf } from "@/lib/http";
import { answerLookup, type LookupEndpoint } from "./answer";

export function lookupRoute(name: LookupEndpoint): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    const { status, body, headers } = answerLookup(name, request.nextUrl.searchParams, clientOf(request).ip);
    return NextResponse.json(body, { status, headers });
  };
}
