// How scripts and tests start the production server (server.ts, as `npm start` does) on 127.0.0.1:
// one Node process (tsx as a loader, not as a wrapper process), so its PID is the server's own.
export const SERVER_ARGS = ["--import", "tsx", "server.ts"];

/**
 * The environment of a production server on this machine. ALLOW_INSECURE_SITE_URL=true lets it run with
 * the build's SITE_URL (http://localhost:3000 unless set), which production otherwise refuses
 * (lib/config/site-url.ts); pass ALLOW_INSECURE_SITE_URL: "" in `env` to see the refusal.
 */
export function serverEnv(port, env = {}) {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ALLOW_INSECURE_SITE_URL: "true",
    ...env,
  };
}
