import { createHash } from "node:crypto";
import fc from "fast-check";
import { buildOrder, canonicalJson, orderSha256 } from "@/lib/orders";
import { DEPOSIT_TERMS, orderInput, testOrder } from "../../../support/orders";

describe("the order's canonical JSON and its SHA-256", () => {
  it("writes keys sorted and no spaces, whatever order the object was built in", () => {
    expect(canonicalJson({ b: 1, a: [true, null, "x"], c: { z: "é", y: 2 } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"y":2,"z":"é"}}',
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
        expect(JSON.parse(canonicalJson(record))).toEqual(record);
      }),
    );
  });

  it("refuses a fraction, so an amount is never written two ways", () => {
    expect(() => canonicalJson({ priceCents: 1.5 })).toThrow(/whole numbers/);
  });

  it("is the SHA-256 of the canonical JSON's UTF-8 bytes, anyone can recompute it", () => {
    const order = testOrder();
    const expected = createHash("sha256")
      .update(Buffer.from(canonicalJson(order as never), "utf8"))
      .digest("hex");
    expect(orderSha256(order)).toBe(expected);
    expect(orderSha256(order)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with anything signed: the price, the window, the terms, how the money is taken", () => {
    const base = orderSha256(testOrder());
    const variants = [
      testOrder({ price: { low: 1200, high: 1355 } }),
      testOrder({ window: { kind: "standard", from: "2026-12-02", to: "2026-12-05" } }),
      buildOrder(orderInput(), { ...DEPOSIT_TERMS, brokerFee: { percent: 21, minimumDollars: 150 } }, "phone"),
      buildOrder(orderInput(), DEPOSIT_TERMS, "card"),
      buildOrder(orderInput(), { ...DEPOSIT_TERMS, latePickup: null }, "phone"),
    ];
    for (const variant of variants) expect(orderSha256(variant)).not.toBe(base);
  });

  it("locks the window's price at the top of its range and splits it between the fee and the driver", () => {
    const order = testOrder();
    expect(order).toMatchObject({
      priceCents: 135_000,
      brokerFeeCents: 27_000,
      depositCents: 27_000,
      dueAtDeliveryCents: 108_000,
    });
    const small = testOrder({ price: { low: 500, high: 600 } });
    expect(small.brokerFeeCents).toBe(15_000);
  });
});
