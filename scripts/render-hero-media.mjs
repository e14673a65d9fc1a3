// Renders the home hero's artwork: an original SVG scene (the poster, shown at once) and a short muted
// loop made from the same scene, frame by frame, with Debian's ffmpeg (librsvg + VP9/H.264).
// Run by hand after changing the scene: `npx node scripts/render-hero-media.mjs` (needs `apt-get install ffmpeg`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const W = 1200;
const H = 800;
const FPS = 12;
const SECONDS = 4;

/** The scene at loop phase t ∈ [0, 1): road dashes and clouds move one period, the truck bobs gently. */
function scene(t) {
  const dashShift = -t * 160;
  const cloudShift = t * 240;
  const bob = Math.sin(t * Math.PI * 4) * 2;
  const dashes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${(i * 160 + dashShift).toFixed(1)}" y="676" width="80" height="10" rx="5" fill="#ffd27a"/>`,
  ).join("");
  const cloud = (x, y, s) =>
    `<g transform="translate(${(((x + cloudShift) % 1440) - 120).toFixed(1)} ${y}) scale(${s})" fill="#ffffff" opacity="0.9"><ellipse cx="60" cy="30" rx="60" ry="26"/><ellipse cx="110" cy="20" rx="46" ry="30"/><ellipse cx="150" cy="34" rx="44" ry="22"/></g>`;
  const car = (x, y, body) =>
    `<g transform="translate(${x} ${y})"><path d="M10 40 L30 18 H110 L138 40 H160 V62 H0 V40Z" fill="${body}"/><path d="M38 22 H72 V40 H24Z M80 22 H106 L126 40 H80Z" fill="#cfe0ff"/><circle cx="36" cy="64" r="13" fill="#0a1f44"/><circle cx="124" cy="64" r="13" fill="#0a1f44"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<title>A car carrier truck driving along a highway at sunrise</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a58ec"/><stop offset="1" stop-color="#8ab6ff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="960" cy="250" r="90" fill="#ffb020"/>
${cloud(100, 120, 1)}${cloud(620, 80, 0.8)}${cloud(1000, 170, 0.7)}
<path d="M0 560 C200 470 380 500 560 540 C760 585 940 470 1200 520 V800 H0Z" fill="#1f7a4d"/>
<path d="M0 600 C260 540 480 580 700 600 C900 620 1040 560 1200 580 V800 H0Z" fill="#2b9a61"/>
<rect y="620" width="${W}" height="120" fill="#27324a"/>
${dashes}
<rect y="740" width="${W}" height="60" fill="#1f6b44"/>
<g transform="translate(230 ${(444 + bob).toFixed(1)})">
  <rect x="0" y="120" width="560" height="16" rx="6" fill="#0a1f44"/>
  <rect x="0" y="40" width="560" height="10" rx="5" fill="#0a1f44"/>
  <path d="M20 50 L20 120 M200 50 L200 120 M380 50 L380 120 M540 50 L540 120" stroke="#0a1f44" stroke-width="10"/>
  ${car(30, -30, "#ff5a5f")}${car(220, -30, "#ffffff")}${car(390, -30, "#ffb020")}
  ${car(40, 52, "#6ea0ff")}${car(230, 52, "#e8eefc")}
  <path d="M580 30 H690 L750 90 V136 H580Z" fill="#ffb020"/>
  <path d="M600 46 H680 L720 88 H600Z" fill="#cfe0ff"/>
  <circle cx="80" cy="150" r="26" fill="#0a1f44"/><circle cx="150" cy="150" r="26" fill="#0a1f44"/>
  <circle cx="430" cy="150" r="26" fill="#0a1f44"/><circle cx="500" cy="150" r="26" fill="#0a1f44"/>
  <circle cx="690" cy="150" r="26" fill="#0a1f44"/>
</g>
</svg>`;
}

const root = process.cwd();
writeFileSync(path.join(root, "public/images/hero/hero-poster.svg"), scene(0));

const dir = mkdtempSync(path.join(tmpdir(), "hero-frames-"));
try {
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i += 1)
    writeFileSync(path.join(dir, `f${String(i).padStart(3, "0")}.svg`), scene(i / frames));
  const input = [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    path.join(dir, "f%03d.svg"),
    "-vf",
    "scale=960:640",
    "-an",
  ];
  execFileSync("ffmpeg", [
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    path.join(root, "public/media/hero-loop.webm"),
  ]);
  execFileSync("ffmpeg", [
    ...input,
    "-c:v",
    "libx264",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "30",
    "-preset",
    "veryslow",
    "-movflags",
    "+faststart",
    path.join(root, "public/media/hero-loop.mp4"),
  ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log("wrote public/images/hero/hero-poster.svg, public/media/hero-loop.webm, public/media/hero-loop.mp4");
