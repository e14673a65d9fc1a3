import { lookupHandler } from "@/lib/lookups/respond";
import { placeQuerySchema } from "@/lib/lookups/schemas";
import { searchAnyPlace } from "@/lib/lookups/world";

// The indexes live in this server process's memory (read from disk once).
export const runtime = "nodejs";

export const GET = lookupHandler(placeQuerySchema, (q) => searchAnyPlace(q.input));
