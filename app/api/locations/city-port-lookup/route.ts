import { lookupHandler } from "@/lib/lookups/respond";
import { cityPortQuerySchema } from "@/lib/lookups/schemas";
import { searchCityPort } from "@/lib/lookups/world";

// The indexes live in this server process's memory (read from disk once).
export const runtime = "nodejs";

export const GET = lookupHandler(cityPortQuerySchema, (q) => searchCityPort(q.input, q.searchPort));
