import { lookupHandler } from "@/lib/lookups/respond";
import { modelQuerySchema } from "@/lib/lookups/schemas";
import { searchModels } from "@/lib/lookups/vehicles";

// The indexes live in this server process's memory (read from disk once).
export const runtime = "nodejs";

export const GET = lookupHandler(modelQuerySchema, searchModels);
