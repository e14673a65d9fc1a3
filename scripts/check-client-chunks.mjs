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
 * The bundler may hoist a module's imports into bare names (`s.X` in one build, `lH` in another), so the
 * markers rest on the field names and on zod's methods, which stay property calls whatever the bundler does.
 * - call 9: `vehicle_model_year` bound to a field schema (a name), then `vehicle_make`; buildSimpleCreatePayload writes `Number(…)`.
 * - calls 6, 7, 8: the CRM constants pinned with `z.literal(…).default(…)`; the builders write the constant itself.
 * - call 6: `Vehicles` as an array schema with `.min(1, …).max(…)`; the builder writes `values.vehicles.map(…)`.
 */
export const SERVER_SCHEMA_MARKERS = [
  { schema: "call 9 simpleCreateSchema", pattern: /vehicle_model_year:[A-Za-z_$][\w$.]*,vehicle_make:/ },
  { schema: "calls 6/7/8 CRM literals", pattern: /(?:lead_type|leadType|templateId):[^,{}]*?\.default\(/ },
  { schema: "call 6 Vehicles array", pattern: /Vehicles:[^;]*?\.min\(1,[^)]*\)\.max\(/ },
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
  console.error(
    `Server-only payload schemas in browser chunks (import them from @/lib/quote/server, and only on the server):\n  ${found.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`No payload schema in the browser chunks (${SERVER_SCHEMA_MARKERS.length} markers).`);
