#!/usr/bin/env node
// Generates the flat seed artwork under public/media/ (node built-ins only).
//   node scripts/make-art.mjs
// - public/media/listings/<kind>-{1,2,3}.svg for every directory kind
// - public/media/tools/<id>.svg for every image referenced in content/tools.json
// - public/media/articles/*.svg for every image referenced in content/articles/*.md
// - public/media/placeholder-tool.svg
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const media = join(root, 'public', 'media');

// [background top, background bottom, accent, light, dark]
const PALETTES = [
  ['#fde7c8', '#f6b67a', '#e8692f', '#fffaf2', '#7a3413'],
  ['#d7efe6', '#8fd0b5', '#1f8a67', '#f4fffa', '#0f4a37'],
  ['#dde6ff', '#9db1f5', '#3451c7', '#f7f9ff', '#1c2b70'],
  ['#fbe0e6', '#f2a2b5', '#c93d63', '#fff6f8', '#6b1a33'],
  ['#fff3c4', '#f7d46b', '#c98a07', '#fffdf3', '#5e4003'],
  ['#e4ddf7', '#b3a1e8', '#6b4cc4', '#fbf9ff', '#35246e'],
  ['#d9f0f7', '#8ccbe0', '#19799b', '#f3fcff', '#0b3f52'],
  ['#e9eee0', '#b8c99a', '#5b7a2a', '#fbfdf6', '#2d3d14'],
  ['#f3e3d8', '#d8ab8c', '#9a4f24', '#fffaf6', '#4a230c'],
  ['#e3e7eb', '#aab6c1', '#3f5566', '#fafcfd', '#1d2a33'],
];

const st = (c, w) => `stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

// Icons are drawn in a 200x200 box centred on 0,0. c = {a, l, d, b}
const ICONS = {
  cafe: (c) =>
    `<rect x="-62" y="-28" width="100" height="88" rx="16" fill="${c.l}"/><path d="M38-8h14a22 22 0 0 1 0 44H38" fill="none" ${st(c.l, 12)}/><rect x="-80" y="62" width="140" height="12" rx="6" fill="${c.d}"/><path d="M-38-42q-10-14 0-28t0-28M-12-42q-10-14 0-28t0-28M14-42q-10-14 0-28t0-28" fill="none" ${st(c.a, 7)}/>`,
  bakery: (c) =>
    `<path d="M-82 8q0-62 82-62t82 62v46H-82z" fill="${c.l}"/><path d="M-42-28l14 30M-4-34l14 30M34-28l14 30" ${st(c.a, 9)}/><rect x="-92" y="54" width="184" height="12" rx="6" fill="${c.d}"/>`,
  restaurant: (c) =>
    `<circle r="60" fill="${c.l}"/><circle r="40" fill="none" stroke="${c.a}" stroke-width="6"/><path d="M-92-62v36q0 12 10 12v86M-82-62v36M-72-62v36q0 12-10 12" fill="none" ${st(c.d, 6)}/><path d="M86-62q-18 22-12 62h12v74" fill="none" ${st(c.d, 8)}/>`,
  construction: (c) =>
    `<path d="M-76 26a76 76 0 0 1 152 0z" fill="${c.l}"/><rect x="-13" y="-50" width="26" height="44" rx="7" fill="${c.a}"/><path d="M-42-30l-10 40M42-30l10 40" ${st(c.a, 8)}/><rect x="-98" y="24" width="196" height="20" rx="10" fill="${c.d}"/>`,
  trades: (c) =>
    `<g transform="rotate(-40)"><rect x="-13" y="-30" width="26" height="120" rx="13" fill="${c.l}"/><circle cy="-52" r="38" fill="${c.l}"/><rect x="-14" y="-96" width="28" height="44" fill="${c.b}"/><circle cy="70" r="6" fill="${c.a}"/></g>`,
  landscaping: (c) =>
    `<path d="M-40-92L-86 0h92z" fill="${c.l}"/><path d="M-40-56L-94 40h108z" fill="${c.l}"/><rect x="-48" y="40" width="16" height="36" fill="${c.d}"/><circle cx="40" cy="38" r="42" fill="${c.a}"/><circle cx="74" cy="52" r="28" fill="${c.a}"/><rect x="-96" y="72" width="192" height="12" rx="6" fill="${c.d}"/>`,
  salon: (c) =>
    `<circle cx="-36" cy="56" r="22" fill="none" stroke="${c.l}" stroke-width="11"/><circle cx="36" cy="56" r="22" fill="none" stroke="${c.l}" stroke-width="11"/><path d="M-22 38L42-82M22 38L-42-82" ${st(c.d, 12)}/><circle cy="0" r="7" fill="${c.a}"/>`,
  fitness: (c) =>
    `<rect x="-62" y="-8" width="124" height="16" rx="8" fill="${c.d}"/><rect x="-94" y="-46" width="28" height="92" rx="9" fill="${c.l}"/><rect x="66" y="-46" width="28" height="92" rx="9" fill="${c.l}"/><rect x="-62" y="-32" width="16" height="64" rx="6" fill="${c.a}"/><rect x="46" y="-32" width="16" height="64" rx="6" fill="${c.a}"/>`,
  auto: (c) =>
    `<path d="M-94 32V6q0-10 10-12l26-6 26-36h66l32 36q28 4 28 18v26z" fill="${c.l}"/><path d="M-44-16l18-24h30v24zM16-16v-24h26l22 24z" fill="${c.a}"/><circle cx="-50" cy="34" r="21" fill="${c.d}"/><circle cx="56" cy="34" r="21" fill="${c.d}"/>`,
  retail: (c) =>
    `<path d="M-66-30H66l10 112H-76z" fill="${c.l}"/><path d="M-30-30v-22a30 30 0 0 1 60 0v22" fill="none" stroke="${c.d}" stroke-width="10"/><rect x="-69" y="8" width="138" height="14" fill="${c.a}"/>`,
  florist: (c) =>
    `<path d="M0 10v84" ${st(c.d, 8)}/><path d="M0 64q32-32 54-10-22 26-54 10z" fill="${c.d}"/><g fill="${c.l}">${[0, 72, 144, 216, 288].map((a) => `<circle cx="${Math.round(Math.sin((a * Math.PI) / 180) * 34)}" cy="${Math.round(-34 - Math.cos((a * Math.PI) / 180) * 34)}" r="27"/>`).join('')}</g><circle cy="-34" r="18" fill="${c.a}"/>`,
  pets: (c) =>
    `<ellipse cy="38" rx="46" ry="38" fill="${c.l}"/><g fill="${c.a}"><ellipse cx="-62" cy="-12" rx="17" ry="22"/><ellipse cx="-24" cy="-50" rx="17" ry="23"/><ellipse cx="24" cy="-50" rx="17" ry="23"/><ellipse cx="62" cy="-12" rx="17" ry="22"/></g>`,
  health: (c) =>
    `<circle r="80" fill="${c.l}"/><path d="M-20-56h40v36h36v40h-36v36h-40V20h-36v-40h36z" fill="${c.a}"/>`,
  office: (c) =>
    `<rect x="-60" y="-84" width="120" height="168" rx="6" fill="${c.l}"/><g fill="${c.a}">${[-62, -30, 2].map((y) => [-40, -10, 20].map((x) => `<rect x="${x}" y="${y}" width="20" height="22" rx="3"/>`).join('')).join('')}</g><rect x="-14" y="46" width="28" height="38" fill="${c.d}"/>`,
  realestate: (c) =>
    `<path d="M-80-4L0-76l80 72" fill="none" ${st(c.d, 14)}/><path d="M-60-8H60v88H-60z" fill="${c.l}"/><rect x="-14" y="28" width="28" height="52" rx="3" fill="${c.a}"/><rect x="22" y="6" width="24" height="22" rx="3" fill="${c.a}"/><rect x="40" y="-70" width="16" height="34" fill="${c.d}"/>`,
  photography: (c) =>
    `<rect x="-90" y="-46" width="180" height="120" rx="18" fill="${c.l}"/><rect x="-44" y="-68" width="56" height="26" rx="8" fill="${c.d}"/><circle cy="14" r="44" fill="${c.d}"/><circle cy="14" r="28" fill="${c.a}"/><circle cx="62" cy="-24" r="8" fill="${c.a}"/>`,
  church: (c) =>
    `<path d="M-6-98h12v18h14v12H6v16H-6v-16h-14v-12h14z" fill="${c.d}"/><path d="M-30-20L0-52l30 32v100h-60z" fill="${c.l}"/><path d="M-84 10h54v70h-54zM30 10h54v70H30z" fill="${c.l}"/><path d="M-12 80V48a12 12 0 0 1 24 0v32z" fill="${c.a}"/><circle cy="4" r="10" fill="${c.a}"/>`,
  hotel: (c) =>
    `<rect x="-92" y="-40" width="16" height="116" rx="6" fill="${c.d}"/><rect x="-76" y="14" width="168" height="40" rx="8" fill="${c.l}"/><rect x="-70" y="-12" width="50" height="28" rx="12" fill="${c.a}"/><rect x="-14" y="-14" width="106" height="30" rx="10" fill="${c.l}"/><rect x="76" y="48" width="16" height="28" rx="6" fill="${c.d}"/>`,
  tech: (c) =>
    `<rect x="-74" y="-62" width="148" height="100" rx="10" fill="${c.l}"/><rect x="-98" y="42" width="196" height="16" rx="8" fill="${c.d}"/><path d="M-22-32l-24 20 24 20M22-32l24 20-24 20" fill="none" ${st(c.a, 9)}/>`,
  cleaning: (c) =>
    `<path d="M-40-40h56l12 24v100h-80v-100z" fill="${c.l}"/><path d="M-34-40v-26h44l20 12v14z" fill="${c.d}"/><rect x="-32" y="10" width="56" height="40" rx="6" fill="${c.a}"/><path d="M60-70v28M46-56h28M74 0v20M64 10h20" ${st(c.l, 7)}/>`,
  // extra motifs for tools and articles
  browser: (c) =>
    `<rect x="-96" y="-70" width="192" height="140" rx="12" fill="${c.l}"/><rect x="-96" y="-70" width="192" height="26" rx="12" fill="${c.d}"/><circle cx="-80" cy="-57" r="5" fill="${c.a}"/><rect x="-78" y="-28" width="80" height="14" rx="7" fill="${c.a}"/><rect x="-78" y="-4" width="156" height="8" rx="4" fill="${c.b}"/><rect x="-78" y="12" width="130" height="8" rx="4" fill="${c.b}"/><rect x="-78" y="34" width="60" height="22" rx="6" fill="${c.a}"/>`,
  gear: (c) =>
    `<g fill="${c.l}">${[0, 45, 90, 135].map((a) => `<rect x="-14" y="-86" width="28" height="172" rx="6" transform="rotate(${a})"/>`).join('')}<circle r="64"/></g><circle r="26" fill="${c.a}"/>`,
  checklist: (c) =>
    `<rect x="-70" y="-86" width="140" height="172" rx="12" fill="${c.l}"/>${[-50, -6, 38].map((y, i) => `<path d="M-46 ${y}l9 9 16-18" fill="none" ${st(i < 2 ? c.a : c.b, 7)}/><rect x="-6" y="${y - 4}" width="56" height="10" rx="5" fill="${c.d}"/>`).join('')}`,
  chat: (c) =>
    `<path d="M-90-66h128a14 14 0 0 1 14 14v62a14 14 0 0 1-14 14H-40l-30 26v-26h-20a14 14 0 0 1-14-14v-62a14 14 0 0 1 14-14z" fill="${c.l}"/><path d="M10 34h70a12 12 0 0 1 12 12v34l-20-14H10z" fill="${c.a}"/><g fill="${c.d}"><circle cx="-56" cy="-20" r="8"/><circle cx="-26" cy="-20" r="8"/><circle cx="4" cy="-20" r="8"/></g>`,
  server: (c) =>
    `${[-78, -22, 34].map((y) => `<rect x="-84" y="${y}" width="168" height="46" rx="10" fill="${c.l}"/><circle cx="-60" cy="${y + 23}" r="7" fill="${c.a}"/><rect x="10" y="${y + 19}" width="54" height="8" rx="4" fill="${c.d}"/>`).join('')}`,
  chart: (c) =>
    `<rect x="-90" y="-84" width="180" height="168" rx="12" fill="${c.l}"/><rect x="-62" y="10" width="26" height="52" rx="4" fill="${c.a}"/><rect x="-20" y="-24" width="26" height="86" rx="4" fill="${c.d}"/><rect x="22" y="-54" width="26" height="116" rx="4" fill="${c.a}"/><path d="M-62-30l40-26 34 14 46-28" fill="none" ${st(c.d, 6)}/>`,
  people: (c) =>
    `<circle cx="-36" cy="-34" r="28" fill="${c.l}"/><path d="M-90 70a54 54 0 0 1 108 0z" fill="${c.l}"/><circle cx="42" cy="-20" r="24" fill="${c.a}"/><path d="M0 76a46 46 0 0 1 92 0z" fill="${c.a}"/>`,
  document: (c) =>
    `<path d="M-64-90h92l36 36v144H-64z" fill="${c.l}"/><path d="M28-90v36h36" fill="${c.b}"/>${[-40, -16, 8, 32].map((y, i) => `<rect x="-42" y="${y}" width="${i % 2 ? 64 : 86}" height="10" rx="5" fill="${i ? c.d : c.a}"/>`).join('')}`,
  sparkle: (c) =>
    `<rect x="-90" y="-74" width="180" height="148" rx="14" fill="${c.l}"/><path d="M-80 60l50-56 36 36 26-24 58 44z" fill="${c.a}"/><circle cx="40" cy="-34" r="16" fill="${c.d}"/><path d="M-50-64l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="${c.d}"/>`,
  mail: (c) =>
    `<rect x="-92" y="-60" width="184" height="124" rx="12" fill="${c.l}"/><path d="M-86-52L0 12l86-64" fill="none" ${st(c.a, 10)}/><path d="M-86 56l60-46M86 56L26 10" ${st(c.d, 6)}/>`,
  calendar: (c) =>
    `<rect x="-84" y="-70" width="168" height="156" rx="14" fill="${c.l}"/><rect x="-84" y="-70" width="168" height="38" rx="14" fill="${c.a}"/><path d="M-44-88v30M44-88v30" ${st(c.d, 10)}/><g fill="${c.d}">${[-12, 22, 56].map((y) => [-56, -22, 12, 46].map((x) => `<rect x="${x}" y="${y}" width="18" height="16" rx="3"/>`).join('')).join('')}</g>`,
  store: (c) =>
    `<rect x="-80" y="-20" width="160" height="100" fill="${c.l}"/><path d="M-90-20l14-56h152l14 56z" fill="${c.a}"/><path d="M-46-76l-8 56M0-76v56M46-76l8 56" ${st(c.l, 4)}/><rect x="-62" y="10" width="50" height="70" fill="${c.d}"/><rect x="6" y="10" width="56" height="40" rx="4" fill="${c.b}"/>`,
  star: (c) =>
    `<path d="M0-86l24 52 56 6-42 38 12 56-50-28-50 28 12-56-42-38 56-6z" fill="${c.l}"/><circle cy="4" r="18" fill="${c.a}"/>`,
  share: (c) =>
    `<path d="M-50 0L50-56M-50 0l100 56" ${st(c.d, 10)}/><circle cx="-50" r="30" fill="${c.l}"/><circle cx="50" cy="-56" r="28" fill="${c.a}"/><circle cx="50" cy="56" r="28" fill="${c.a}"/>`,
  qr: (c) =>
    `<rect x="-86" y="-86" width="172" height="172" rx="12" fill="${c.l}"/><g fill="${c.d}"><path d="M-70-70h50v50h-50zM20-70h50v50H20zM-70 20h50v50h-50z"/><rect x="20" y="20" width="18" height="18"/><rect x="52" y="52" width="18" height="18"/><rect x="52" y="20" width="18" height="18"/><rect x="20" y="52" width="18" height="18"/><rect x="-8" y="-8" width="16" height="16"/></g><g fill="${c.l}"><rect x="-58" y="-58" width="26" height="26"/><rect x="32" y="-58" width="26" height="26"/><rect x="-58" y="32" width="26" height="26"/></g>`,
  ticket: (c) =>
    `<path d="M-92-48h184v28a20 20 0 0 0 0 40v28H-92V20a20 20 0 0 0 0-40z" fill="${c.l}"/><path d="M30-40v80" stroke="${c.a}" stroke-width="6" stroke-dasharray="8 8"/><rect x="-66" y="-18" width="70" height="12" rx="6" fill="${c.d}"/><rect x="-66" y="6" width="46" height="10" rx="5" fill="${c.a}"/>`,
  map: (c) =>
    `<path d="M-90-60l56-20 68 20 56-20v140l-56 20-68-20-56 20z" fill="${c.l}"/><path d="M-34-80v140M34-60v140" stroke="${c.b}" stroke-width="4"/><path d="M20-36a24 24 0 0 1 48 0c0 20-24 44-24 44S20-16 20-36z" fill="${c.a}"/><path d="M-70 40q30-40 60-10t50-30" fill="none" stroke="${c.d}" stroke-width="5" stroke-dasharray="8 8"/>`,
  book: (c) =>
    `<path d="M0-56q-44-24-92-10v130q48-14 92 10z" fill="${c.l}"/><path d="M0-56q44-24 92-10v130q-48-14-92 10z" fill="${c.a}"/><path d="M0-56v130" ${st(c.d, 5)}/>`,
  coin: (c) =>
    `<ellipse cx="-20" cy="40" rx="64" ry="22" fill="${c.d}"/><ellipse cx="-20" cy="26" rx="64" ry="22" fill="${c.l}"/><circle cx="34" cy="-26" r="54" fill="${c.a}"/><circle cx="34" cy="-26" r="38" fill="none" stroke="${c.l}" stroke-width="6"/>`,
  frame: (c) =>
    `<rect x="-96" y="-70" width="84" height="64" rx="8" fill="${c.l}"/><rect x="0" y="-70" width="96" height="64" rx="8" fill="${c.a}"/><rect x="-96" y="6" width="120" height="64" rx="8" fill="${c.a}"/><rect x="36" y="6" width="60" height="64" rx="8" fill="${c.l}"/>`,
  bell: (c) =>
    `<path d="M-60 40q10-10 10-50a50 50 0 0 1 100 0q0 40 10 50z" fill="${c.l}"/><rect x="-74" y="38" width="148" height="14" rx="7" fill="${c.d}"/><circle cy="66" r="14" fill="${c.a}"/><circle cx="62" cy="-58" r="18" fill="${c.a}"/>`,
  megaphone: (c) =>
    `<path d="M-70-24h40l80-46v140l-80-46h-40z" fill="${c.l}"/><path d="M-52 24l12 50h22l-8-50z" fill="${c.d}"/><path d="M72-30q16 30 0 60" fill="none" ${st(c.a, 8)}/>`,
  globe: (c) =>
    `<circle r="80" fill="${c.l}"/><g fill="none" stroke="${c.a}" stroke-width="6"><ellipse rx="36" ry="80"/><path d="M-80 0h160M-68-40h136M-68 40h136M0-80v160"/></g>`,
  rocket: (c) =>
    `<path d="M0-92q40 34 34 112H-34Q-40-58 0-92z" fill="${c.l}"/><circle cy="-28" r="16" fill="${c.a}"/><path d="M-34 0l-28 46 30-8zM34 0l28 46-30-8z" fill="${c.d}"/><path d="M-16 28q16 60 32 0z" fill="${c.a}"/>`,
  form: (c) =>
    `<rect x="-80" y="-86" width="160" height="172" rx="12" fill="${c.l}"/>${[-62, -16].map((y) => `<rect x="-58" y="${y}" width="60" height="8" rx="4" fill="${c.d}"/><rect x="-58" y="${y + 14}" width="116" height="20" rx="5" fill="none" stroke="${c.b}" stroke-width="4"/>`).join('')}<rect x="-58" y="38" width="116" height="22" rx="5" fill="none" stroke="${c.b}" stroke-width="4"/><rect x="-58" y="66" width="54" height="12" rx="6" fill="${c.a}"/>`,
  search: (c) =>
    `<circle cx="-16" cy="-16" r="58" fill="${c.l}"/><circle cx="-16" cy="-16" r="36" fill="${c.a}"/><path d="M28 28l54 54" ${st(c.d, 20)}/>`,
};

const LABELS = {
  cafe: 'Cafe',
  bakery: 'Bakery',
  restaurant: 'Restaurant',
  construction: 'Construction',
  trades: 'Trades',
  landscaping: 'Landscaping',
  salon: 'Salon',
  fitness: 'Fitness',
  auto: 'Auto service',
  retail: 'Retail',
  florist: 'Florist',
  pets: 'Pets',
  health: 'Health clinic',
  office: 'Office',
  realestate: 'Real estate',
  photography: 'Photography',
  church: 'Church',
  hotel: 'Hotel',
  tech: 'Tech',
  cleaning: 'Cleaning',
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
const grad = (id, p, vertical = true) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>`;
const colors = (p, b = p[0]) => ({ a: p[2], l: p[3], d: p[4], b });
const icon = (name, p, x, y, s, b) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${ICONS[name](colors(p, b))}</g>`;

function listing(kind, variant, k) {
  const p = PALETTES[(k * 3 + variant * 4) % PALETTES.length];
  const title = `${LABELS[kind]} illustration ${variant + 1}`;
  let body = grad('g', p, variant !== 1);
  if (variant === 0) {
    body += `<rect width="800" height="500" fill="url(#g)"/><circle cx="400" cy="230" r="170" fill="${p[3]}" opacity=".35"/><rect y="420" width="800" height="80" fill="${p[4]}" opacity=".18"/>${icon(kind, p, 400, 240, 1.45, p[1])}`;
  } else if (variant === 1) {
    body += `<rect width="800" height="500" fill="url(#g)"/><path d="M470 0h330v500H300z" fill="${p[2]}" opacity=".22"/><circle cx="640" cy="140" r="60" fill="${p[3]}" opacity=".5"/><circle cx="700" cy="360" r="90" fill="${p[3]}" opacity=".3"/><circle cx="560" cy="300" r="26" fill="${p[4]}" opacity=".25"/>${icon(kind, p, 270, 250, 1.6, p[1])}`;
  } else {
    body += `<rect width="800" height="500" fill="url(#g)"/><circle cx="150" cy="120" r="54" fill="${p[3]}" opacity=".7"/><path d="M0 400q200-90 400-20t400-30v150H0z" fill="${p[4]}" opacity=".25"/><path d="M0 440q260-60 520 0t280-20v80H0z" fill="${p[4]}" opacity=".35"/><rect x="400" y="70" width="300" height="300" rx="40" fill="${p[2]}"/>${icon(kind, [p[0], p[1], p[1], p[3], p[4]], 550, 220, 1.15, p[2])}`;
  }
  return svg(800, 500, title, body);
}

function toolArt(id, motif, k, title) {
  const p = PALETTES[k % PALETTES.length];
  const body = `${grad('g', p, false)}<rect width="800" height="500" fill="url(#g)"/><rect x="70" y="80" width="330" height="340" rx="24" fill="${p[3]}" opacity=".9"/><rect x="100" y="120" width="150" height="18" rx="9" fill="${p[2]}"/><rect x="100" y="160" width="260" height="12" rx="6" fill="${p[4]}" opacity=".3"/><rect x="100" y="186" width="220" height="12" rx="6" fill="${p[4]}" opacity=".3"/><rect x="100" y="212" width="240" height="12" rx="6" fill="${p[4]}" opacity=".3"/><rect x="100" y="340" width="120" height="40" rx="12" fill="${p[4]}"/><circle cx="570" cy="250" r="150" fill="${p[4]}" opacity=".15"/>${icon(motif, p, 570, 250, 1.2, p[1])}`;
  return svg(800, 500, title, body);
}

function articleArt(name, motif, k, banner) {
  const p = PALETTES[k % PALETTES.length];
  const title = `Illustration: ${name.replace(/-/g, ' ')}`;
  if (banner) {
    const body = `${grad('g', p, false)}<rect width="1200" height="300" fill="url(#g)"/><path d="M0 230q300-80 600-10t600-40v120H0z" fill="${p[4]}" opacity=".2"/><circle cx="180" cy="90" r="120" fill="${p[3]}" opacity=".35"/><circle cx="960" cy="150" r="110" fill="${p[2]}" opacity=".35"/>${icon(motif, p, 960, 150, 0.95, p[1])}`;
    return svg(1200, 300, title, body);
  }
  const body = `${grad('g', p)}<rect width="800" height="500" fill="url(#g)"/><circle cx="680" cy="90" r="140" fill="${p[3]}" opacity=".35"/><circle cx="110" cy="430" r="160" fill="${p[2]}" opacity=".2"/><rect x="120" y="110" width="560" height="280" rx="28" fill="${p[3]}" opacity=".55"/><circle cx="400" cy="250" r="125" fill="${p[2]}"/>${icon(motif, [p[0], p[1], p[1], p[3], p[4]], 400, 250, 0.95, p[2])}`;
  return svg(800, 500, title, body);
}

const TOOL_MOTIF = {
  'website-maintenance': 'gear',
  'ai-website-generation': 'browser',
  'task-manager': 'checklist',
  'user-agents': 'chat',
  'web-hosting': 'server',
  reporting: 'chart',
  'user-manager': 'people',
  'seo-article-generation': 'document',
  'ai-image-generation': 'sparkle',
  'business-mail': 'mail',
  calendar: 'calendar',
  'my-business': 'store',
  'invoice-helper': 'document',
  'review-responder': 'star',
  'social-scheduler': 'share',
  'qr-menu-builder': 'qr',
  'bid-estimator': 'construction',
  'class-booking': 'fitness',
  'appointment-reminders': 'bell',
  'listing-syndication': 'realestate',
  'donation-page': 'church',
  'online-store': 'retail',
  'event-tickets': 'ticket',
  'room-availability': 'hotel',
  'tour-itinerary-builder': 'map',
  'course-pages': 'book',
  'expense-tracker': 'coin',
  'gst-calculator': 'coin',
  'portfolio-gallery': 'frame',
  'vehicle-service-log': 'auto',
  newsletter: 'megaphone',
  waitlist: 'cafe',
  'launch-page': 'rocket',
  'contact-forms': 'form',
  'domain-manager': 'globe',
};

const ARTICLE_KEYWORDS = [
  ['faq', 'chat'],
  ['map', 'map'],
  ['coming', 'map'],
  ['opens', 'store'],
  ['holiday', 'retail'],
  ['photo', 'photography'],
  ['week', 'calendar'],
  ['workshop', 'people'],
  ['hosting', 'server'],
  ['agent', 'chat'],
  ['domain', 'globe'],
  ['email', 'mail'],
  ['mail', 'mail'],
  ['directory', 'search'],
  ['listing', 'store'],
  ['search', 'search'],
  ['review', 'star'],
  ['seo', 'document'],
  ['rank', 'document'],
  ['image', 'sparkle'],
  ['payment', 'coin'],
  ['gst', 'coin'],
  ['billing', 'coin'],
  ['plan', 'coin'],
  ['tool', 'gear'],
  ['update', 'rocket'],
  ['launch', 'rocket'],
  ['shop', 'retail'],
  ['staff', 'people'],
  ['hiring', 'people'],
  ['edit', 'form'],
  ['website', 'browser'],
  ['page', 'browser'],
  ['winter', 'landscaping'],
  ['social', 'share'],
];

const hash = (s) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
const write = (rel, text) => {
  const file = join(media, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

let count = 0;
Object.keys(LABELS).forEach((kind, k) => {
  for (let v = 0; v < 3; v++) {
    write(`listings/${kind}-${v + 1}.svg`, listing(kind, v, k));
    count++;
  }
});

const toolsFile = join(root, 'content', 'tools.json');
if (existsSync(toolsFile)) {
  JSON.parse(readFileSync(toolsFile, 'utf8')).forEach((tool, k) => {
    for (const url of tool.images || []) {
      const m = url.match(/^\/media\/tools\/([a-z0-9-]+)\.svg$/);
      if (!m) continue;
      write(`tools/${m[1]}.svg`, toolArt(m[1], TOOL_MOTIF[m[1]] || 'gear', k, `${tool.name} illustration`));
      count++;
    }
  });
}

const articlesDir = join(root, 'content', 'articles');
const seen = new Set();
if (existsSync(articlesDir)) {
  for (const f of readdirSync(articlesDir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const m = readFileSync(join(articlesDir, f), 'utf8').match(/^---json\n([\s\S]*?)\n---/);
    if (!m) continue;
    for (const img of JSON.parse(m[1]).images || []) {
      const mm = img.url.match(/^\/media\/articles\/([a-z0-9-]+)\.svg$/);
      if (!mm || seen.has(mm[1])) continue;
      seen.add(mm[1]);
      const name = mm[1];
      const motif =
        (ARTICLE_KEYWORDS.find(([kw]) => name.includes(kw)) || [])[1] ||
        Object.keys(ICONS)[hash(name) % Object.keys(ICONS).length];
      write(`articles/${name}.svg`, articleArt(name, motif, hash(name), img.location === 'banner'));
      count++;
    }
  }
}

const g = PALETTES[9];
write(
  'placeholder-tool.svg',
  svg(
    800,
    500,
    'No image available',
    `${grad('g', ['#f1f3f5', '#dde2e7'])}<rect width="800" height="500" fill="url(#g)"/><rect x="250" y="120" width="300" height="220" rx="24" fill="#fff" stroke="#c3ccd4" stroke-width="6" stroke-dasharray="16 12"/>${icon('gear', g, 400, 230, 0.7, '#fff')}<rect x="300" y="380" width="200" height="16" rx="8" fill="#c3ccd4"/>`,
  ),
);
count++;

console.log(`make-art: wrote ${count} SVG files to public/media`);
