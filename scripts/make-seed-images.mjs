#!/usr/bin/env node
/**
 * Generates the small SVG images the seed data refers to, so the app looks complete offline.
 *
 * It scans seeds/*.ts for every "/images/<folder>/<name>.svg" string and writes one file per
 * path under public/, drawn from the folder and the file name:
 *   tokens/   coin logo: coloured circle with the ticker
 *   avatars/  initials on a coloured circle
 *   banners/  16:9 gradient art with simple shapes, no text: a card's square thumbnail would cut it
 *   nft/      square character art
 *   icons/    rounded-square app icon with the service's initial
 * plus public/images/logo.svg. Colours come from a hash of the name, so output is stable.
 *
 * Usage: node scripts/make-seed-images.mjs [--force]   (existing files are kept unless --force)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/** FNV-1a, 32 bits. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hsl = (h, s, l) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

const UPPER = new Set([
  'l2',
  'id',
  'da',
  'usdc',
  'sol',
  'eth',
  'btc',
  'nft',
  'ai',
  'op',
  'arb',
  'pol',
]);
function titleOf(name) {
  return name
    .replace(/-\d+$/, '')
    .split('-')
    .map((w) => (UPPER.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

// ---- tokens ---------------------------------------------------------------------------------
const TOKEN_COLORS = {
  btc: ['#f7931a', '#fbb040'],
  eth: ['#627eea', '#8fa4f3'],
  sol: ['#9945ff', '#14f195'],
  arb: ['#28a0f0', '#1b4add'],
  link: ['#2a5ada', '#4f7df0'],
  avax: ['#e84142', '#f0696a'],
  op: ['#ff0420', '#ff5a6e'],
  doge: ['#c2a633', '#dcc46a'],
  inj: ['#0082fa', '#00f2fe'],
};
function token(name) {
  const h = hash(name);
  const [a, b] = TOKEN_COLORS[name] ?? [hsl(h, 70, 50), hsl(h + 40, 75, 60)];
  const ticker = name.toUpperCase().slice(0, 4);
  const size = ticker.length <= 2 ? 26 : ticker.length === 3 ? 21 : 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${ticker}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="32" cy="32" r="31" fill="url(#g)"/>
<circle cx="32" cy="32" r="26" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>
<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${ticker}</text>
</svg>
`;
}

// ---- avatars --------------------------------------------------------------------------------
const INITIALS = { alphascout: 'AS' };
function avatar(name) {
  const h = hash(name);
  const words = name.split('-');
  const initials =
    INITIALS[name] ?? (words.length > 1 ? words[0][0] + words[1][0] : words[0][0]).toUpperCase();
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${esc(titleOf(name))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 55)}"/><stop offset="1" stop-color="${hsl(hue + 35, 70, 38)}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff">${initials}</text>
</svg>
`;
}

// ---- banners --------------------------------------------------------------------------------
function banner(name) {
  const h = hash(name);
  const hue = h % 360;
  const hue2 = hue + 50 + ((h >>> 9) % 80);
  const variant = (h >>> 5) % 3;
  const shapes = [
    `<circle cx="520" cy="70" r="150" fill="#fff" fill-opacity=".12"/><circle cx="110" cy="320" r="120" fill="#000" fill-opacity=".15"/><circle cx="470" cy="250" r="60" fill="${hsl(hue2 + 90, 90, 70)}" fill-opacity=".5"/>`,
    `<path d="M0 260 L160 150 L300 230 L450 110 L640 200 L640 360 L0 360Z" fill="#000" fill-opacity=".18"/><path d="M0 300 L200 220 L380 290 L640 230 L640 360 L0 360Z" fill="#fff" fill-opacity=".1"/><circle cx="520" cy="80" r="36" fill="${hsl(hue2 + 90, 95, 75)}" fill-opacity=".7"/>`,
    `<rect x="380" y="-60" width="260" height="260" rx="40" transform="rotate(20 510 70)" fill="#fff" fill-opacity=".12"/><rect x="40" y="230" width="180" height="180" rx="30" transform="rotate(-15 130 320)" fill="#000" fill-opacity=".15"/><polygon points="300,90 360,200 240,200" fill="${hsl(hue2 + 90, 90, 72)}" fill-opacity=".55"/>`,
  ][variant];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${esc(titleOf(name))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue2, 75, 22)}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${shapes}
<g stroke="#fff" stroke-opacity=".12">${[60, 120, 180, 240, 300].map((y) => `<path d="M0 ${y}H640"/>`).join('')}</g>
</svg>
`;
}

// ---- nft ------------------------------------------------------------------------------------
function nft(name) {
  const h = hash(name);
  const hue = h % 360;
  const skin = hsl(hue + 180, 60, 70);
  const variant = (h >>> 7) % 3;
  const hat = [
    `<path d="M130 150 Q200 70 270 150Z" fill="${hsl(hue + 60, 80, 55)}"/>`,
    `<rect x="120" y="175" width="160" height="34" rx="17" fill="${hsl(hue + 120, 70, 25)}"/>`,
    `<path d="M140 140 L160 95 L185 135 L200 90 L215 135 L240 95 L260 140Z" fill="${hsl(hue + 40, 90, 60)}"/>`,
  ][variant];
  const eyes =
    variant === 1
      ? ''
      : `<circle cx="175" cy="195" r="10" fill="#111"/><circle cx="225" cy="195" r="10" fill="#111"/><circle cx="178" cy="192" r="3" fill="#fff"/><circle cx="228" cy="192" r="3" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${esc(titleOf(name))}">
<defs><radialGradient id="g" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${hsl(hue, 75, 62)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 28)}"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${60 + (h % 280)}" cy="70" r="28" fill="#fff" fill-opacity=".18"/>
<path d="M90 400 Q100 290 200 285 Q300 290 310 400Z" fill="${hsl(hue + 200, 55, 40)}"/>
<circle cx="200" cy="200" r="80" fill="${skin}"/>
${hat}
${eyes}
<path d="M180 235 Q200 250 220 235" stroke="#111" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>
`;
}

// ---- icons ----------------------------------------------------------------------------------
const ICONS = {
  binance: ['#f3ba2f', '#1e2026', 'B'],
  coinbase: ['#0052ff', '#fff', 'C'],
  kraken: ['#5741d9', '#fff', 'K'],
  metamask: ['#f6851b', '#fff', 'M'],
  phantom: ['#ab9ff2', '#1c1c33', 'P'],
  rabby: ['#7084ff', '#fff', 'R'],
  uniswap: ['#ff007a', '#fff', 'U'],
  aave: ['#b6509e', '#fff', 'Aa'],
  opensea: ['#2081e2', '#fff', 'OS'],
  'magic-eden': ['#e42575', '#fff', 'ME'],
  ledger: ['#111111', '#fff', 'L'],
  trezor: ['#00854d', '#fff', 'T'],
  etherscan: ['#21325b', '#fff', 'E'],
  defillama: ['#445ed0', '#fff', 'DL'],
  coingecko: ['#8dc63f', '#0b2e13', 'CG'],
  'revoke-cash': ['#facc15', '#111', 'R'],
};
function icon(name) {
  const h = hash(name);
  const [bg, fg, letters] = ICONS[name] ?? [hsl(h, 65, 45), '#fff', name[0].toUpperCase()];
  const size = letters.length === 1 ? 34 : 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${esc(titleOf(name))}">
<rect width="64" height="64" rx="14" fill="${bg}"/>
<rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="${fg}" stroke-opacity=".2" stroke-width="2"/>
<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fg}">${letters}</text>
</svg>
`;
}

// ---- logo -----------------------------------------------------------------------------------
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="AlphaScout">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs>
<g fill="none" stroke="url(#g)" stroke-linecap="round">
<circle cx="32" cy="32" r="29" stroke-width="3" stroke-opacity=".9"/>
<circle cx="32" cy="32" r="20" stroke-width="1.5" stroke-opacity=".45"/>
<path d="M32 32 L52 14" stroke-width="2" stroke-opacity=".6"/>
<path d="M19 47 L32 15 L45 47" stroke-width="5" stroke-linejoin="round"/>
<path d="M24 37 H40" stroke-width="4"/>
</g>
<circle cx="49" cy="18" r="3.5" fill="#22d3ee"/>
</svg>
`;

const MAKERS = { tokens: token, avatars: avatar, banners: banner, nft, icons: icon };

// ---- collect references and write -----------------------------------------------------------
const seedDir = join(root, 'seeds');
const refs = new Set(['/images/logo.svg']);
for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.ts'))) {
  const text = readFileSync(join(seedDir, file), 'utf8');
  for (const match of text.matchAll(/\/images\/[a-z0-9/_-]+\.svg/g)) refs.add(match[0]);
}

let written = 0;
let kept = 0;
const sizes = [];
for (const ref of [...refs].sort()) {
  const target = join(root, 'public', ref);
  if (existsSync(target) && !force) {
    kept += 1;
    continue;
  }
  let svg;
  if (ref === '/images/logo.svg') svg = LOGO;
  else {
    const [, , folder, file] = ref.split('/');
    const make = MAKERS[folder];
    if (!make || !file) throw new Error(`No generator for ${ref}`);
    svg = make(file.replace(/\.svg$/, ''));
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  sizes.push([Buffer.byteLength(svg), ref]);
  written += 1;
}
sizes.sort((a, b) => b[0] - a[0]);
console.log(
  `${written} written, ${kept} kept; largest: ${
    sizes
      .slice(0, 3)
      .map(([n, r]) => `${r} (${n} B)`)
      .join(', ') || 'n/a'
  }`,
);
