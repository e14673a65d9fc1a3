import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness for tests and load balancers: answers as soon as the server takes requests. */
export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
