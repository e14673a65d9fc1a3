import { readFileSync } from "node:fs";
import path from "node:path";
import { shipmentEventSchema } from "@/lib/shipments";
import { signWebhook, verifyWebhook } from "@/lib/webhooks";

/** The worked example in docs/booking.md, read from the doc itself so the doc and the code cannot drift. */
type Example = Record<"secret" | "webhook-id" | "webhook-timestamp" | "body" | "webhook-signature", string>;

function docExample(): Example {
  const doc = readFileSync(path.join(process.cwd(), "docs/booking.md"), "utf8");
  const block = /<!-- signature-example -->\s*```text\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/booking.md lost its signature example");
  const fields = new Map(
    block
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
  );
  const field = (name: keyof Example) => {
    const value = fields.get(name);
    if (!value) throw new Error(`docs/booking.md's signature example lost its ${name}`);
    return value;
  };
  return {
    secret: field("secret"),
    "webhook-id": field("webhook-id"),
    "webhook-timestamp": field("webhook-timestamp"),
    body: field("body"),
    "webhook-signature": field("webhook-signature"),
  };
}

describe("the signature example in docs/booking.md", () => {
  const ex = docExample();
  const timestamp = Number(ex["webhook-timestamp"]);

  it("signs the example's body to the signature the doc shows", () => {
    expect(signWebhook(ex.secret, ex["webhook-id"], timestamp, ex.body)).toBe(ex["webhook-signature"]);
  });

  it("is accepted by the endpoint's check at its own time, and its body is a valid event", () => {
    const headers = new Headers({
      "webhook-id": ex["webhook-id"],
      "webhook-timestamp": ex["webhook-timestamp"],
      "webhook-signature": ex["webhook-signature"],
    });
    expect(verifyWebhook([ex.secret], headers, ex.body, new Date(timestamp * 1000)).ok).toBe(true);
    expect(shipmentEventSchema.safeParse(JSON.parse(ex.body)).success).toBe(true);
  });
});
