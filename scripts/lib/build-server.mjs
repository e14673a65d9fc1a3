// Compiles server.ts, with the lib/ code it imports, to one CommonJS file that Node runs without a TypeScript
// loader. Packages stay outside the bundle and load from node_modules, with the CommonJS resolution tsx gave
// server.ts (Next's subpaths such as `next/server` have no extension and no exports map, which ESM would
// refuse); `server-only` resolves through tsconfig.json's paths, as for tsc. Not minified, so a stack trace reads.
import { build } from "esbuild";
import path from "node:path";

/**
 * Writes the compiled server to `outfile`; the files it holds (relative to `root`) and the modules it leaves
 * to Node and node_modules.
 * @param {string} root the project's root (server.ts and tsconfig.json)
 * @param {string} outfile
 */
export async function buildServer(root, outfile) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "server.ts")],
    outfile,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "cjs",
    target: "node24",
    tsconfig: path.join(root, "tsconfig.json"),
    metafile: true,
    logLevel: "warning",
  });
  const output = Object.values(metafile.outputs)[0];
  return {
    inputs: Object.keys(metafile.inputs).sort(),
    external: [...new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path))].sort(),
  };
}
