import { lookupHandler } from "@/lib/lookups/respond";
import { placeQuerySchema } from "@/lib/lookups/schemas";
import { searchNorthAmerica } from "@/lib/lookups/north-america";

// The indexes live in this server process's memory (read from disk once).
export const runtime = "nodejs";

export const GET = lookupHandler(placeQuerySchema, (q) => searchNorthAmerica(q.input));
