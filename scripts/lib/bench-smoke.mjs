// The benchmarks' smoke mode (`--smoke` or BENCH_SMOKE=1; `npm run test:bench-smoke` runs all four): a second or
// two of the same load through the same code, a few queries, one page once. It checks that a benchmark still
// runs and that its requests are answered, never how fast: no targets, so a slow or busy machine cannot fail it.
export const SMOKE = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";
