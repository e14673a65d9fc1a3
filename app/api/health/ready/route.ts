import { NextResponse } from "next/server";
import { databaseReadiness } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Readiness for load balancers: 200 when this instance can store a lead, 503 while its database is unreachable. */
export async function GET() {
  const readiness = await databaseReadiness();
  return NextResponse.json(
    readiness.ready ? { status: "ready" } : { status: "unavailable", reason: readiness.reason },
    {
      status: readiness.ready ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    },
  );
}
