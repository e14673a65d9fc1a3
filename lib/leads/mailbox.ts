/**
 * The mail providers that deliver several spellings of an address to one mailbox, as ONE table: each entry's
 * domains share one namespace of mailboxes, `ignored` lists the characters its local parts ignore, `tags` the
 * characters that start a tag ("alice+shop"), and `subdomains` says that `anything@alice.<domain>` reaches
 * alice (Fastmail's subdomain addressing). A domain not listed here is its own, with `+` tags.
 */
type Provider = { domains: readonly string[]; ignored: string; tags: string; subdomains?: boolean };

const MAILBOX_PROVIDERS: readonly Provider[] = [
  { domains: ["gmail.com", "googlemail.com"], ignored: ".", tags: "+" },
  { domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"], ignored: ".-_", tags: "+" },
  { domains: ["icloud.com", "me.com", "mac.com"], ignored: "", tags: "+" },
  { domains: ["fastmail.com", "fastmail.fm"], ignored: "", tags: "+", subdomains: true },
  // Yahoo's disposable addresses are "base-keyword@yahoo.com".
  { domains: ["yahoo.com"], ignored: "", tags: "-" },
  { domains: ["outlook.com"], ignored: "", tags: "+" },
  { domains: ["hotmail.com"], ignored: "", tags: "+" },
];

const OTHER: Provider = { domains: [], ignored: "", tags: "+" };

const byDomain = new Map(MAILBOX_PROVIDERS.flatMap((p) => p.domains.map((d) => [d, p] as const)));

/** The provider of a domain, and the domain its mailboxes are counted under (the entry's first). */
function providerOf(domain: string): { provider: Provider; home: string; subdomainUser?: string } {
  const direct = byDomain.get(domain);
  if (direct) return { provider: direct, home: direct.domains[0] ?? domain };
  const dot = domain.indexOf(".");
  const parent = byDomain.get(domain.slice(dot + 1));
  if (dot > 0 && parent?.subdomains) {
    return { provider: parent, home: parent.domains[0] ?? domain, subdomainUser: domain.slice(0, dot) };
  }
  return { provider: OTHER, home: domain };
}

const cutAtTag = (local: string, tags: string) => {
  const at = [...local].findIndex((ch) => tags.includes(ch));
  return at < 0 ? local : local.slice(0, at);
};

/**
 * The mailbox an address reaches, as one key: lower-cased, without its tag, without the characters its
 * provider ignores, on the provider's home domain, so `A.Lice+1@GoogleMail.com` and `alice@gmail.com`, or
 * `x@alice.fastmail.com` and `alice@fastmail.com`, share one budget. Only for counting: mail goes to the
 * address as typed.
 */
export function mailboxOf(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  const { provider, home, subdomainUser } = providerOf(text.slice(at + 1));
  const typed = subdomainUser ?? text.slice(0, Math.max(at, 0));
  const local = [...cutAtTag(typed, provider.tags)].filter((ch) => !provider.ignored.includes(ch)).join("");
  return `${local}@${home}`;
}
