// The bench's report as Markdown tables, to paste into a note or an issue.
import { GUARD_BOUNDS, describeBound, guardBreaches } from "./guard.ts";
import { LCP_PHASES } from "./lighthouse.mjs";
import { versusFloor } from "./stats.mjs";

const ms = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "–");
const score = (v) => (Number.isFinite(v) ? String(Math.round(v)) : "–");
const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : "–");
const kb = (v) => (Number.isFinite(v) ? (v / 1024).toFixed(1) : "–");
const times = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : "–");
const signed = (digits) => (v) => (Number.isFinite(v) ? `${v >= 0 ? "+" : "−"}${Math.abs(v).toFixed(digits)}` : "–");

/** "median (min–max)", or the median alone when every run agreed. */
function cell(stat, format) {
  if (!stat || stat.n === 0) return "–";
  const m = format(stat.median);
  return stat.min === stat.max ? m : `${m} (${format(stat.min)}–${format(stat.max)})`;
}

const text = (s, max = 48) => {
  const clean = String(s ?? "–")
    .replace(/\s+/g, " ")
    .replace(/\|/g, "\\|")
    .replace(/`/g, "'");
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

function table(headings, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(headings), line(headings.map(() => "---")), ...rows.map(line)].join("\n");
}

function summaryTable(floor, pages) {
  const headings = [
    "page",
    "perf",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "main-thread ms",
    "JS KB (decoded)",
    "LCP ×",
    "TBT +ms",
    "main-thread ×",
    "JS +KB",
    "a11y",
    "BP",
    "SEO",
    "runs",
  ];
  const row = (label, s, r) => [
    label,
    cell(s.performance, score),
    cell(s.fcp, ms),
    cell(s.lcp, ms),
    cell(s.tbt, ms),
    cell(s.cls, cls),
    cell(s.mainThread, ms),
    cell(s.jsBytes, kb),
    r ? times(r.lcpTimes) : "1×",
    r ? signed(0)(r.tbtPlusMs) : "±0",
    r ? times(r.mainThreadTimes) : "1×",
    r ? signed(1)(r.jsPlusKB) : "±0",
    cell(s.accessibility, score),
    cell(s.bestPractices, score),
    cell(s.seo, score),
    s.failed ? `${s.runs} (${s.failed} failed)` : String(s.runs),
  ];
  return table(headings, [
    row("**floor** (empty Next.js page)", floor, null),
    ...pages.flatMap((p) => [
      row(`\`${p.path}\``, p.summary, p.versusFloor),
      ...(p.twin ? [row(`\`${p.path}\` (twin)`, p.twin, versusFloor(p.twin, floor))] : []),
    ]),
  ]);
}

function lcpPhaseTable(targets) {
  const headings = [
    "page",
    "LCP element",
    "LCP ms",
    "TTFB",
    "load delay",
    "load time",
    "render delay",
    "render delay %",
    "scripts in the LCP graph",
  ];
  return table(
    headings,
    targets.map(({ label, summary: s }) => {
      const p = s.lcpPhases;
      return [
        label,
        text(s.lcpElement),
        ms(s.lcp.median),
        ...LCP_PHASES.map((k) => ms(p[k])),
        Number.isFinite(p.renderDelay) ? `${Math.round((100 * p.renderDelay) / s.lcp.median)} %` : "–",
        Number.isFinite(s.lcpGraphScripts)
          ? `${s.lcpGraphScripts} (${(s.lcpGraphScriptBytes / 1024).toFixed(1)} KB sent)`
          : "–",
      ];
    }),
  );
}

/** @type {[string, string][]} */
const GROUPS = [
  ["scriptEvaluation", "script eval"],
  ["scriptParseCompile", "parse/compile"],
  ["styleLayout", "style & layout"],
  ["paintCompositeRender", "paint"],
  ["parseHTML", "parse HTML"],
  ["garbageCollection", "GC"],
  ["other", "other"],
];

function mainThreadTable(targets) {
  const headings = ["page", "main-thread ms", ...GROUPS.map(([, label]) => label), "DOM elements", "JS KB sent"];
  return table(
    headings,
    targets.map(({ label, summary: s }) => [
      label,
      ms(s.mainThread.median),
      ...GROUPS.map(([key]) => ms(s.mainThreadGroups[key] ?? 0)),
      ms(s.domElements.median),
      kb(s.jsTransferBytes.median),
    ]),
  );
}

/** What the main thread did before the observed LCP, by kind, and the scripts that took most of it. */
function beforeLcpTable(targets) {
  const headings = ["page", "before LCP ms", ...GROUPS.map(([, label]) => label), "scripts before the LCP (ms)"];
  return table(
    headings,
    targets.map(({ label, summary: s }) => [
      label,
      ms(s.beforeLcp.total),
      ...GROUPS.map(([key]) => ms(s.beforeLcp.groups[key] ?? 0)),
      s.beforeLcp.scripts.length
        ? s.beforeLcp.scripts.map((script) => `\`${text(script.url, 40)}\` ${ms(script.ms)}`).join(", ")
        : "–",
    ]),
  );
}

function bootupTable(targets) {
  const rows = targets.flatMap(({ label, summary: s }) =>
    s.topScripts.map((script, i) => [
      i === 0 ? label : "",
      `\`${text(script.url, 64)}\``,
      ms(script.total),
      ms(script.scripting),
      ms(script.parseCompile),
    ]),
  );
  return table(["page", "script (bootup-time)", "total ms", "scripting", "parse/compile"], rows);
}

/** How each figure of the guard is printed, by its key in guard.ts. */
const GUARD_FORMATS = {
  lcpTimesTwin: times,
  mainThreadTimesTwinAndFloor: times,
  tbtOverFloorMs: signed(0),
  perfOverFloor: signed(0),
  jsOverFloorKB: signed(1),
};

/** The guard's figures per page (those with a twin), each bound a page breaks in bold, and its verdict. */
function guardTable(pages) {
  const guarded = pages.filter((p) => p.guard);
  if (!guarded.length) return null;
  const rows = guarded.map((p) => {
    const broken = new Set(guardBreaches(p.path, p.guard).map((b) => b.bound.figure));
    const cells = GUARD_BOUNDS.map(({ figure }) => {
      const value = GUARD_FORMATS[figure](p.guard[figure]);
      return broken.has(figure) ? `**${value}**` : value;
    });
    return [
      `\`${p.path}\``,
      `${ms(p.summary.lcp.median)} / ${ms(p.twin.lcp.median)}`,
      ...cells,
      broken.size ? `over ${broken.size}` : "within",
    ];
  });
  return table(["page", "LCP ms (page / twin)", ...GUARD_BOUNDS.map((b) => b.label), "guard"], rows);
}

/** After ÷ before for each page measured on both origins (--baseline): same rounds, same machine. */
function beforeAfterTable(pages) {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const pairs = pages.filter((p) => byPath.has(`${p.path} (before)`)).map((p) => [byPath.get(`${p.path} (before)`), p]);
  if (!pairs.length) return null;
  const ratio = (key) => (b, a) => times(a.summary[key].median / b.summary[key].median);
  const delta = (key, format) => (b, a) => `${format(b.summary[key].median)} → ${format(a.summary[key].median)}`;
  /** @type {[string, (b: any, a: any) => string][]} */
  const columns = [
    ["perf", delta("performance", score)],
    ["FCP ×", ratio("fcp")],
    ["LCP ×", ratio("lcp")],
    ["LCP ms", delta("lcp", ms)],
    ["TBT ms", delta("tbt", ms)],
    ["main-thread ×", ratio("mainThread")],
    ["main-thread ms", delta("mainThread", ms)],
    ["DOM elements", delta("domElements", ms)],
    ["JS KB", delta("jsBytes", kb)],
  ];
  return table(
    ["page", ...columns.map(([h]) => h)],
    pairs.map(([b, a]) => [`\`${a.path}\``, ...columns.map(([, f]) => f(b, a))]),
  );
}

export function markdownReport({ meta, floor, pages }) {
  const beforeAfter = beforeAfterTable(pages);
  const guard = guardTable(pages);
  const targets = [
    { label: "**floor**", summary: floor },
    ...pages.flatMap((p) => [
      { label: `\`${p.path}\``, summary: p.summary },
      ...(p.twin ? [{ label: `\`${p.path}\` (twin)`, summary: p.twin }] : []),
    ]),
  ];
  return [
    `### Pages against the floor: Lighthouse ${meta.lighthouseVersion}, mobile, ${meta.throttling === "devtools" ? "devtools (applied) throttling" : "simulated throttling"}, ${meta.rounds} interleaved rounds`,
    "",
    `${meta.date} · site ${meta.site} · floor: next ${meta.nextVersion} \`next start\` · ${meta.chromium} · host CPU: Lighthouse benchmarkIndex ${cell(meta.benchmarkIndex, ms)}`,
    "Cells are median (min–max); ratios compare medians from this run only. JS is decoded bytes of every script.",
    "",
    summaryTable(floor, pages),
    "",
    ...(guard
      ? [
          "#### The guard: each page against its no-JavaScript twin and the floor (medians of this run)",
          "",
          guard,
          "",
          `Bounds (scripts/lib/bench-pages/guard.ts), set under applied throttling: ${GUARD_BOUNDS.map(describeBound).join("; ")}. A figure over its bound is in bold.`,
          "",
        ]
      : []),
    ...(beforeAfter
      ? [`#### After ÷ before (before: ${meta.baseline}, measured in the same rounds)`, "", beforeAfter, ""]
      : []),
    `#### LCP phases (ms, medians; Lighthouse's ${meta.throttling === "devtools" ? "" : "simulated "}phases, which add up to the LCP)`,
    "",
    lcpPhaseTable(targets),
    "",
    ...(meta.throttling === "devtools"
      ? []
      : [
          "Scripts in the LCP graph: those the simulation waits for before the LCP, each a request that finished before",
          "the observed paint (lighthouse.mjs says which it leaves out). Their transfer at the simulated speed lands in",
          "the LCP's render delay, whether or not the observed paint waited for them.",
          "",
        ]),
    "#### Main-thread work before the observed LCP (ms, medians; an inline script counts as its page)",
    "",
    beforeLcpTable(targets),
    "",
    "#### Main-thread work by kind (ms, medians)",
    "",
    mainThreadTable(targets),
    "",
    "#### Top scripts by bootup time (ms, medians)",
    "",
    bootupTable(targets),
    "",
  ].join("\n");
}
