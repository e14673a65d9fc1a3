import type { IncomingMessage, ServerResponse } from "node:http";

/** What Node.js itself sends when a request overruns its requestTimeout; the connection closes after it. */
const REQUEST_TIMEOUT_RESPONSE = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/** Whether the request announces a body (a Content-Length above 0 or a Transfer-Encoding). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Gives a request with a body `ms` from its parsed head to send all of it (Node.js has one timeout for
 * the head and body together). Past it, the client gets Node's own 408 and the connection is closed, as a
 * client hanging up mid-body would be; a body that has arrived is never cut, however long the answer takes.
 */
export function armBodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number): void {
  if (!hasBody(req)) return;
  const timer = setTimeout(() => {
    if (req.complete || res.writableEnded) return;
    const socket = req.socket;
    if (!res.headersSent && socket.writable) socket.write(REQUEST_TIMEOUT_RESPONSE);
    socket.destroy();
  }, ms);
  const clear = () => clearTimeout(timer);
  req.once("end", clear);
  res.once("close", clear);
}
