// One load run for bench-lookups.mjs, in its own small process so the bench's in-memory indexes (and
// their garbage collections) cannot pause the load generator. Reads a JSON job on stdin, warms the
// endpoint up (JIT, caches) at the same rate without recording, then prints the measured run as JSON
// (or null when asked for a warm-up only). The measured run lasts durationS, or until `amount` requests are
// answered when the job gives one (the smoke run's, so a busy machine still gets its answers).
import autocannon from "autocannon";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { base, path, queries, rate, connections, durationS, warmupS, amount } = JSON.parse(
  Buffer.concat(chunks).toString("utf8"),
);
// One request template that walks the mix: autocannon overshoots its rate, in bursts, when given a long
// list of request templates (seen here: 1,158 req/s asked 1,000, p99 95 ms, with 1,000 templates; 1,000
// req/s, p99 4 ms, with one).
let next = 0;
const requests = [
  { method: "GET", setupRequest: (req) => ({ ...req, path: `${path}?${queries[next++ % queries.length]}` }) },
];
/** @param {{ duration: number } | { amount: number }} length */
const run = (length) => autocannon({ url: base, connections, overallRate: rate, ...length, requests });

if (warmupS > 0) await run({ duration: warmupS });
if (amount > 0 || durationS > 0) {
  const result = await run(amount > 0 ? { amount } : { duration: durationS });
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }),
  );
} else process.stdout.write("null");
