// @ts-check
/**
 * Writes the Inter file the site loads: @fontsource-variable/inter's latin file, cut to the weights the site
 * uses (400–800 on the wght axis) with the same latin characters. Run before `next build` and `next dev`
 * (app/layout.tsx loads the result through next/font/local); the output is git-ignored, made from the
 * installed package every time. Nothing is downloaded. 48 KB → about 28 KB.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const PACKAGE = path.join(ROOT, "node_modules", "@fontsource-variable", "inter");
export const OUTPUT = path.join(ROOT, "app", "fonts", "generated", "inter-latin-wght-400-800.woff2");
/** The lightest and heaviest weights the stylesheet asks for (font-normal … font-extrabold). */
const WEIGHTS = { min: 400, max: 800 };
/**
 * The OpenType features kept: those a browser applies to Latin text by itself, and `tnum` (Tailwind's
 * `tabular-nums`). Inter's stylistic sets and character variants, which no style here asks for, are dropped with
 * the alternate glyphs only they reach: 30.8 → 28.3 KB, the same text drawn the same way.
 */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rclt", "rvrn", "tnum"];

/** Every code point of a CSS unicode-range list such as "U+0000-00FF,U+0131". */
function codePoints(unicodeRange) {
  return unicodeRange.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from ?? "", 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

const ranges = JSON.parse(readFileSync(path.join(PACKAGE, "unicode.json"), "utf8"));
const source = readFileSync(path.join(PACKAGE, "files", "inter-latin-wght-normal.woff2"));
const text = String.fromCodePoint(...codePoints(ranges.latin));
const subset = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
  keepFeatures: FEATURES,
});
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, subset);
console.log(
  `font: ${path.relative(ROOT, OUTPUT)} (${(subset.length / 1024).toFixed(1)} KB, from ${(source.length / 1024).toFixed(1)} KB)`,
);
