/**
 * A worker thread that holds an attack's sockets (./connections.mjs, holdSockets), so that the thousands of
 * sockets' events and timers run on an event loop of their own: the visitor's timings and the samples taken in
 * the main thread then measure the server, not the test's own backlog of socket events.
 *
 * workerData: { port, addresses, perAddress, reopenMs, attack } where attack is
 *   { kind: "pipeline", request } (send `request` twice every 200 ms, never read) or
 *   { kind: "trickle", head } (send `head`, then a byte a second).
 * Messages in: { heldFor: ms } (answered with the count of sockets open longer than ms), { stop: true }
 * (answered with { opened }, the connections opened in all; the main thread then ends the worker).
 */
import { connect } from "node:net";
import { parentPort, workerData } from "node:worker_threads";

if (!parentPort) throw new Error("socket-holder.mjs runs as a worker thread (./connections.mjs starts it)");
const parent = parentPort;
const { port, addresses, perAddress, reopenMs, attack } = workerData;

/** What each kind of client sends once connected; the intervals are cleared when its socket closes. */
const STARTS = {
  pipeline(socket, timers) {
    socket.pause();
    const pipeline = () => socket.writable && socket.write(attack.request.repeat(2));
    pipeline();
    timers.push(setInterval(pipeline, 200));
  },
  trickle(socket, timers) {
    socket.write(attack.head);
    timers.push(setInterval(() => socket.writable && socket.write(" "), 1000));
  },
};
const start = STARTS[attack.kind];

let stopped = false;
let opened = 0;
/** Each open socket and when it connected. */
const open = new Map();

function one(localAddress) {
  if (stopped) return;
  opened += 1;
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  const timers = [];
  socket.on("error", () => undefined);
  socket.on("connect", () => {
    if (stopped) return void socket.destroy();
    open.set(socket, performance.now());
    start(socket, timers);
  });
  socket.on("close", () => {
    timers.forEach(clearInterval);
    open.delete(socket);
    setTimeout(() => one(localAddress), reopenMs);
  });
}

for (const address of addresses) for (let i = 0; i < perAddress; i++) one(address);

parent.on("message", (message) => {
  if (message.heldFor !== undefined) {
    const now = performance.now();
    let held = 0;
    for (const at of open.values()) if (now - at > message.heldFor) held += 1;
    parent.postMessage({ held });
  } else if (message.stop) {
    stopped = true;
    for (const socket of open.keys()) socket.destroy();
    parent.postMessage({ opened });
  }
});
