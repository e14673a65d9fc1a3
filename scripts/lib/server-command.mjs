// How scripts and tests start the production server (server.ts, as `npm start` does) on 127.0.0.1:
// one Node process (tsx as a loader, not as a wrapper process), so its PID is the server's own.
export const SERVER_ARGS = ["--import", "tsx", "server.ts"];

export function serverEnv(port, env = {}) {
  return { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env };
}
