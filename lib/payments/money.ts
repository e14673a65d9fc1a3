const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$250.00": an amount in cents as the visitor reads it, in the page, the e-mails and the report alike. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
