/**
 * The claims the spec makes that the site does not keep by itself: each is off until the broker switches it on
 * in content/broker.yaml (claims:), because it is true of the broker's own service. Content says a claim only
 * inside a {{if <claim>}} mark (marks.ts); the home page's words are built from the same switches
 * (lib/config/section-copy). `words` is how a sentence making the claim reads: the test that no page promises
 * a claim that is off (tests/unit/lib/facts/claims-in-content.test.tsx) looks for it.
 */
export const CLAIMS = {
  support24x7: {
    promise: "24/7 service: a person to talk to at any hour",
    words: /24\/7|around the clock|day or night|24 hours a day|(call|reach) us[^.]*at any time/i,
  },
  eSigning: {
    promise: "The order is reviewed and signed online (e-signing)",
    words: /\be-?sign|electronic signature|agree electronically|sign[^.]*online/i,
  },
  onlinePayment: {
    promise: "Payment online (not only by phone)",
    words: /pay(s|ing|ment)? online|online (payment|or by phone)|online checkout/i,
  },
  debitCards: {
    promise: "Debit cards accepted",
    words: /debit/i,
  },
  carrierConfirmedNotice: {
    promise: "The customer is told the moment a carrier is confirmed",
    words:
      /(know|notif\w*|told|tell you)[^.]*carrier is (confirmed|assigned)|carrier is confirmed[^.]*(you receive|we notify|by e-mail|by text)/i,
  },
} as const satisfies Record<string, { promise: string; words: RegExp }>;

export type ClaimName = keyof typeof CLAIMS;

export const CLAIM_NAMES = Object.keys(CLAIMS) as ClaimName[];
