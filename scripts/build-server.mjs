// Runs after `next build` (Next empties .next first): compiles server.ts to the file `npm start` runs with plain
// Node (scripts/lib/build-server.mjs says how).
import path from "node:path";
import { buildServer } from "./lib/build-server.mjs";
import { SERVER_ENTRY } from "./lib/server-command.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { inputs, external } = await buildServer(root, path.join(root, SERVER_ENTRY));
console.log(
  `built ${SERVER_ENTRY}: server.ts and ${inputs.length - 1} modules it imports; ${external.length} packages left to node_modules`,
);
