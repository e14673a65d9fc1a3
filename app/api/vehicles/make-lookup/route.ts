import { lookupHandler } from "@/lib/lookups/respond";
import { makeQuerySchema } from "@/lib/lookups/schemas";
import { searchMakes } from "@/lib/lookups/vehicles";

// The indexes live in this server process's memory (read from disk once).
export const runtime = "nodejs";

export const GET = lookupHandler(makeQuerySchema, (q) => searchMakes(q.input));
