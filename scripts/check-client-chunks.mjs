// npm run check:budgets (after the build): fails when a browser chunk carries a quote payload schema. The
// API's request schemas (calls 6, 7, 8 and 9 in lib/quote/payload-*.ts) are reached through the server face
// (@/lib/quote/server); the form needs only their types and the builders. One value import of a schema into
// a client module would ship all of them (and their field rules) in the form chunk again.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const chunksDir = path.join(process.cwd(), ".next", "static", "chunks");
if (!existsSync(chunksDir)) {
  console.error("No production build in .next: run `npm run build` first.");
  process.exit(1);
}

/**
 * Each marker is how a schema survives minification, and what a builder (which fills in the same field names
 * with values, and does ship) never produces: the schema binds a field to a zod piece, the builder to a value.
 * - call 9: `vehicle_model_year` bound to an imported field schema (`s.X,`); buildSimpleCreatePayload writes `Number(…)`.
 * - calls 6, 7, 8: the CRM constants pinned with `z.literal(…)`; the builders write the constant itself.
 * - calls 6 and 8: `Vehicles` as `z.array(…)`; the builders write `values.vehicles.map(…)` or a JSON string.
 */
export const SERVER_SCHEMA_MARKERS = [
  { schema: "call 9 simpleCreateSchema", pattern: /vehicle_model_year:[A-Za-z_$][\w$]*\.[\w$]+,/ },
  { schema: "calls 6/7/8 CRM literals", pattern: /(?:lead_type|leadType|templateId):[\w$.]+\.literal\(/ },
  { schema: "calls 6/8 Vehicles array", pattern: /Vehicles:[\w$.]+\.array\(/ },
];

const found = [];
for (const name of readdirSync(chunksDir, { recursive: true, encoding: "utf8" })) {
  if (!name.endsWith(".js")) continue;
  const text = readFileSync(path.join(chunksDir, name), "utf8");
  for (const { schema, pattern } of SERVER_SCHEMA_MARKERS) {
    if (pattern.test(text)) found.push(`${name}: ${schema} (${pattern})`);
  }
}

if (found.length) {
  console.error(`Server-only payload schemas in browser chunks (import them from @/lib/quote/server, and only on the server):\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log(`No payload schema in the browser chunks (${SERVER_SCHEMA_MARKERS.length} markers).`);
