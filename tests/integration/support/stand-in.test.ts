import { connect, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { absorbSmtpPeerErrors } from "../../support/stand-in";

/** Writes `line` and resolves with the next chunk the server sends. */
const say = (socket: Socket, line?: string) =>
  new Promise<string>((resolve) => {
    socket.once("data", (chunk: Buffer) => resolve(chunk.toString()));
    if (line !== undefined) socket.write(`${line}\r\n`);
  });

const relay = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS", "AUTH"], logger: false });
absorbSmtpPeerErrors(relay);
const port = await new Promise<number>((resolve) =>
  relay.listen(0, "127.0.0.1", () => resolve((relay.server.address() as { port: number }).port)),
);
afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

describe("a stand-in SMTP relay", () => {
  it("outlives a sender reset in the middle of DATA and greets the next one", async () => {
    const sender = connect(port, "127.0.0.1");
    expect(await say(sender)).toMatch(/^220 /);
    expect(await say(sender, "EHLO crash.test")).toMatch(/^250/);
    expect(await say(sender, "MAIL FROM:<a@example.com>")).toMatch(/^250/);
    expect(await say(sender, "RCPT TO:<b@example.com>")).toMatch(/^250/);
    expect(await say(sender, "DATA")).toMatch(/^354/);
    sender.write("Subject: half a message\r\n\r\nThe site dies here");
    // A reset (RST), as a SIGKILLed sender's kernel sends it: the relay's socket errors with ECONNRESET.
    sender.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const next = connect(port, "127.0.0.1");
    expect(await say(next)).toMatch(/^220 /);
    next.destroy();
  });
});
