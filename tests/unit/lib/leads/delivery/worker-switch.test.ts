import { afterEach, describe, expect, it } from "vitest";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getEnv } from "@/lib/config/env";
import { startDeliveryWorker, stopDeliveryWorker } from "@/lib/leads/delivery/worker";

afterEach(() => stopDeliveryWorker());

describe("the delivery worker switch", () => {
  it("does not start on a web-only instance (DELIVERY_WORKER=off)", () => {
    expect(startDeliveryWorker(DELIVERY_CONTENT, getEnv({ DELIVERY_WORKER: "off" }))).toBe(false);
  });

  it("starts once by default", () => {
    expect(startDeliveryWorker(DELIVERY_CONTENT, getEnv({}))).toBe(true);
    expect(startDeliveryWorker(DELIVERY_CONTENT, getEnv({}))).toBe(false);
  });

  it("refuses a value other than on or off", () => {
    expect(() => getEnv({ DELIVERY_WORKER: "maybe" })).toThrow(/DELIVERY_WORKER/);
  });
});
