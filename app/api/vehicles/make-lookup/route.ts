import { lookupRoute } from "@/lib/lookups/route";

// The indexes live in this server process's memory (read from disk once). In production, server.ts
// answers this path before Next.js routing, through the same answerLookup().
export const runtime = "nodejs";

export const GET = lookupRoute("vehicles/make-lookup");
