/**
 * Issue 37's smaller server findings, replayed against a running production server (called by
 * tests/server/hardening-test.mjs): HTML under a percent-encoded path, /api/ or /_next/ runs its own scripts
 * under its CSP; every response says Cross-Origin-Resource-Policy; the same-site test ignores Host; aborted
 * bodies are logged once a minute, not once each; DATA_DIR and its files are private; and start-up refuses
 * SITE_URL's remaining gaps, a hop count on a public HOST and a published IP_HASH_SALT.
 */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { sdkBody } from "../../../support/lead-payloads.ts";

/** What the attacker of issue 37 measured before the fixes, printed beside today's. */
const BEFORE = {
  csp: "HTML 404s under /api/* and /_next/*, and percent-encoded page paths, got a CSP that blocked their own scripts",
  corp: "no Cross-Origin-Resource-Policy header",
  sameSite: "the same-site test trusted Host (DNS rebinding)",
  abortLog: "each aborted slow body logged a line (8,883 during the probe)",
  modes: "the SQLite file, .eml and conversion JSON were 0644",
  startup:
    "SITE_URL accepted https://localhost., https://[::ffff:127.0.0.1], private addresses and a path; known salts were accepted",
};

/** The inline scripts of `html` that `policy` would block: neither its nonce nor its hash is named. */
function blockedInlineScripts(html, policy) {
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  const blocked = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes) || /type="application\/(?:ld\+)?json"/i.test(attributes)) continue;
    const nonce = /\bnonce="([^"]+)"/i.exec(attributes)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    if (!(nonce && scriptSrc.includes(`'nonce-${nonce}'`)) && !scriptSrc.includes(hash))
      blocked.push(body.slice(0, 40));
  }
  return blocked;
}

export async function cspOnUnlistedHtml(base, check) {
  console.log("CSP of HTML the build's manifest does not list (issue 37):");
  const results = [];
  for (const target of ["/%71uote", "/api/no-such-route", "/_next/no-such-file", "/blog/%7Eno-such-post"]) {
    const res = await fetch(`${base}${target}`, { headers: { accept: "text/html" } });
    const html = await res.text();
    const isHtml = /text\/html/.test(res.headers.get("content-type") ?? "");
    const blocked = isHtml ? blockedInlineScripts(html, res.headers.get("content-security-policy") ?? "") : [];
    results.push({ target, status: res.status, isHtml, scripts: (html.match(/<script\b/gi) ?? []).length, blocked });
  }
  console.log(
    `        before: ${BEFORE.csp}\n        after: ${results
      .map(
        (r) =>
          `${r.target} ${r.status}${r.isHtml ? ` HTML, ${r.blocked.length} of ${r.scripts} scripts blocked` : " not HTML"}`,
      )
      .join("; ")}`,
  );
  check(
    results.every((r) => r.blocked.length === 0),
    "every inline script of HTML under an unlisted path is allowed by its CSP",
  );
}

export async function crossOriginResourcePolicy(base, check) {
  const paths = ["/", "/api/health", "/robots.txt", "/api/no-such-route"];
  const values = await Promise.all(
    paths.map(async (p) =>
      (await fetch(`${base}${p}`, { redirect: "manual" })).headers.get("cross-origin-resource-policy"),
    ),
  );
  console.log(`        before: ${BEFORE.corp}\n        after: ${paths.map((p, i) => `${p} ${values[i]}`).join(", ")}`);
  check(
    values.every((v) => v === "same-site"),
    "every response says Cross-Origin-Resource-Policy: same-site",
  );
}

/** A DNS-rebinding page: its Origin and the Host its browser sends name the same (attacker's) host. */
export async function sameSiteIgnoresHost(base, check) {
  const host = new URL(base).host;
  const res = await fetch(`${base}/api/leads/simple-create-sdk`, {
    method: "POST",
    // fetch sends Host: 127.0.0.1:<port> itself, the host the Origin names.
    headers: { "content-type": "application/json", origin: `http://${host}` },
    body: JSON.stringify(sdkBody({ first_name: "Rebind", email: "rebind@example.com" })),
  });
  console.log(
    `        before: ${BEFORE.sameSite}\n        after: Origin = Host = ${host}, SITE_URL elsewhere: ${res.status}`,
  );
  check(res.status === 403, "a request whose Origin matches only its own Host is refused as cross-site");
}

/** `count` lead bodies cut off after their head, one after another. */
export async function abortLogThrottled(port, stderr, check, count = 30) {
  const before = stderr.text.length;
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /api/leads/simple-create-sdk HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{",
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on("error", () => undefined);
      socket.on("close", resolve);
    });
  }
  await new Promise((r) => setTimeout(r, 1000));
  const lines = stderr.text
    .slice(before)
    .split("\n")
    .filter((l) => /closed the request before its body arrived/.test(l));
  console.log(
    `        before: ${BEFORE.abortLog}\n        after: ${count} aborted bodies, ${lines.length} log line(s)`,
  );
  check(lines.length <= 1, "a run of aborted bodies is logged once a minute, not once each");
}

/** Every folder under DATA_DIR (itself included) is 0700 and every file 0600. */
export function dataDirPrivate(dataDir, check) {
  const entries = [
    dataDir,
    ...readdirSync(dataDir, { recursive: true, encoding: "utf8" }).map((e) => path.join(dataDir, e)),
  ];
  const loose = entries.filter((e) => (statSync(e).mode & 0o777) !== (statSync(e).isDirectory() ? 0o700 : 0o600));
  const kinds = new Set(entries.map((e) => path.extname(e)).filter(Boolean));
  console.log(
    `        before: ${BEFORE.modes}\n        after: ${entries.length} entries (${[...kinds].join(" ")}), not private: ${loose.map((e) => path.relative(dataDir, e)).join(", ") || "none"}`,
  );
  check(loose.length === 0 && entries.some((e) => e.endsWith(".sqlite")), "DATA_DIR is 0700 and every file in it 0600");
}

/** Start-up refusals: each setting alone on a production server that would otherwise start. */
export async function startupRefusals(startupOutcome, check) {
  /** @type {[string, Record<string, string>, RegExp][]} */
  const cases = [
    ["SITE_URL=https://localhost.", { SITE_URL: "https://localhost." }, /its host is this machine/],
    ["SITE_URL=https://[::ffff:127.0.0.1]", { SITE_URL: "https://[::ffff:127.0.0.1]" }, /its host is this machine/],
    ["SITE_URL=https://10.0.0.8", { SITE_URL: "https://10.0.0.8" }, /private network address/],
    [
      "SITE_URL=https://www.shiplux.example/shop?x=1",
      { SITE_URL: "https://www.shiplux.example/shop?x=1" },
      /path, query/,
    ],
    ["TRUSTED_PROXIES=1 on HOST=0.0.0.0", { TRUSTED_PROXIES: "1", HOST: "0.0.0.0" }, /ALLOW_HOP_COUNT_ON_PUBLIC_HOST/],
    ["IP_HASH_SALT=shiplux-development-salt", { IP_HASH_SALT: "shiplux-development-salt" }, /published example value/],
    ["IP_HASH_SALT of 64 zeros", { IP_HASH_SALT: "0".repeat(64) }, /published example value/],
  ];
  const base = { ALLOW_INSECURE_SITE_URL: "", SITE_URL: "https://www.shiplux.example" };
  // Two at a time: seven servers starting at once on a loaded two-core runner outlast any start-up deadline.
  const outcomes = [];
  for (let i = 0; i < cases.length; i += 2) {
    const pair = cases.slice(i, i + 2).map(([, env]) => startupOutcome({ ...base, ...env }));
    outcomes.push(...(await Promise.all(pair)));
  }
  console.log(
    `        before: ${BEFORE.startup}\n        after: ${cases.map(([name], i) => `${name} → exit ${outcomes[i].code}`).join("; ")}`,
  );
  cases.forEach(([name, , reason], i) =>
    check(
      outcomes[i].code === 1 && reason.test(outcomes[i].stderr),
      `production refuses to start with ${name}, saying why`,
    ),
  );
}
