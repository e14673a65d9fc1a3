// npm run test:soak: the whole suite (npm test) with two busy CPU loops beside it, as a loaded CI machine would
// run it. By hand only, not in CI: it shows that no test leans on a wall-clock window a busy machine misses.
// Prints the suite's own stage table and final line, then the soak's wall time.
import { spawn } from "node:child_process";

const LOOPS = Number(process.env.SOAK_LOOPS ?? 2);
const busy = Array.from({ length: LOOPS }, () =>
  spawn(process.execPath, ["-e", "for (;;) Math.sqrt(Math.random());"], { stdio: "ignore" }),
);
const stopBusy = () => busy.forEach((child) => child.kill("SIGKILL"));
process.on("SIGINT", () => (stopBusy(), process.exit(130)));

const started = performance.now();
const suite = spawn("npm", ["test"], { stdio: "inherit" });
suite.on("exit", (code, signal) => {
  stopBusy();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`soak: npm test beside ${LOOPS} busy loops took ${minutes} min and exited ${code ?? signal}`);
  process.exit(code ?? 1);
});
