import type { Server as HttpServer } from "node:http";
import type { AddressInfo, Server as NetServer, Socket } from "node:net";

/**
 * What every stand-in for the outside world (an ad platform, a CRM, an OAuth endpoint, an SMTP relay) needs
 * before it listens: the tests exist to kill the site mid-exchange, so a reset, a half-sent body or a dead
 * peer must end that one exchange, never the test process, which an unhandled 'error' event would crash.
 */
const ignore = () => undefined;

/** Errors on the server and on each connection's socket are absorbed; that exchange simply ends. */
function absorbPeerErrors(server: NetServer | HttpServer): void {
  server.on("error", ignore);
  server.on("connection", (socket: Socket) => socket.on("error", ignore));
}

/** The same for an `smtp-server` SMTPServer, which re-emits each connection's error on itself. */
export function absorbSmtpPeerErrors(smtp: { on(event: "error", listener: () => void): unknown; server: NetServer }) {
  smtp.on("error", ignore);
  absorbPeerErrors(smtp.server);
}

/** Listens on a free loopback port with peer errors absorbed; resolves to the port. */
export async function listenStandIn(server: NetServer | HttpServer): Promise<number> {
  absorbPeerErrors(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}
