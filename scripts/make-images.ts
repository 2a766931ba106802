/**
 * Generates the demo image assets from code (SVG built here, rasterised with sharp).
 * No network access and no external artwork: everything is drawn below.
 *
 *   npx tsx scripts/make-images.ts
 *
 * Writes:
 *   server/seed/images/<ref>-<n>.webp   800×800 product shots (n = 1..images)
 *   public/img/slide-{1,2,3}.webp       1600×700 landing carousel banners
 *   public/img/logo.svg, logo-mark.svg, public/favicon.svg
 *   public/img/cib-edahabia.svg         neutral payment badge
 *   public/img/default-product.webp     placeholder product image
 *   server/assets/logo.png              600 px wide logo (invoice PDFs)
 */
import sharp from 'sharp';
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, PRODUCTS, type CategorySeed, type ProductSeed } from '../server/seed/data/catalogue.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_PRODUCTS = join(ROOT, 'server/seed/images');
const OUT_PUBLIC = join(ROOT, 'public');
const OUT_IMG = join(OUT_PUBLIC, 'img');
const OUT_ASSETS = join(ROOT, 'server/assets');

const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";
const WEBP = { quality: 80, effort: 6, smartSubsample: true } as const;

// ───────────────────────────── colour helpers ─────────────────────────────
type RGB = [number, number, number];
const hexToRgb = (h: string): RGB => {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const rgbToHex = (c: RGB) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a: string, b: string, t: number) => {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as RGB);
};
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f1 = (n: number) => Math.round(n * 10) / 10;

/** Small deterministic PRNG so the output is stable between runs. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

let uidCounter = 0;
const uid = (p: string) => `${p}${++uidCounter}`;

// ───────────────────────────── shared SVG pieces ─────────────────────────────
/** Horizontal shading laid over cylindrical bodies (dark rims, a soft highlight). */
const shadeGradient = (id: string, strength = 1) => `
  <linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="${0.3 * strength}"/>
    <stop offset=".09" stop-color="#000" stop-opacity="${0.1 * strength}"/>
    <stop offset=".24" stop-color="#fff" stop-opacity="${0.42 * strength}"/>
    <stop offset=".33" stop-color="#fff" stop-opacity="${0.1 * strength}"/>
    <stop offset=".55" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".84" stop-color="#000" stop-opacity="${0.08 * strength}"/>
    <stop offset="1" stop-color="#000" stop-opacity="${0.32 * strength}"/>
  </linearGradient>`;

const blurFilter = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Pharmacy cross path centred on (cx, cy), arm length s, rounded corners. */
function crossPath(cx: number, cy: number, s: number, arm = 0.34) {
  const a = s * arm; // half thickness
  const h = s / 2;
  const r = a * 0.35;
  return `M${f1(cx - a + r)},${f1(cy - h)} H${f1(cx + a - r)} Q${f1(cx + a)},${f1(cy - h)} ${f1(cx + a)},${f1(cy - h + r)} V${f1(cy - a)} H${f1(cx + h - r)} Q${f1(cx + h)},${f1(cy - a)} ${f1(cx + h)},${f1(cy - a + r)} V${f1(cy + a - r)} Q${f1(cx + h)},${f1(cy + a)} ${f1(cx + h - r)},${f1(cy + a)} H${f1(cx + a)} V${f1(cy + h - r)} Q${f1(cx + a)},${f1(cy + h)} ${f1(cx + a - r)},${f1(cy + h)} H${f1(cx - a + r)} Q${f1(cx - a)},${f1(cy + h)} ${f1(cx - a)},${f1(cy + h - r)} V${f1(cy + a)} H${f1(cx - h + r)} Q${f1(cx - h)},${f1(cy + a)} ${f1(cx - h)},${f1(cy + a - r)} V${f1(cy - a + r)} Q${f1(cx - h)},${f1(cy - a)} ${f1(cx - h + r)},${f1(cy - a)} H${f1(cx - a)} V${f1(cy - h + r)} Q${f1(cx - a)},${f1(cy - h)} ${f1(cx - a + r)},${f1(cy - h)} Z`;
}

/** Leaf pointing up from (0,0), length L, in local coordinates. */
function leaf(x: number, y: number, L: number, rot: number, fill: string, vein = '#ffffff', opacity = 1) {
  const w = L * 0.36;
  return `<g transform="translate(${f1(x)},${f1(y)}) rotate(${f1(rot)})" opacity="${opacity}">
    <path d="M0,0 C${f1(w)},${f1(-L * 0.22)} ${f1(w)},${f1(-L * 0.72)} 0,${f1(-L)} C${f1(-w)},${f1(-L * 0.72)} ${f1(-w)},${f1(-L * 0.22)} 0,0 Z" fill="${fill}"/>
    <path d="M0,${f1(-L * 0.04)} L0,${f1(-L * 0.9)} M0,${f1(-L * 0.3)} L${f1(w * 0.55)},${f1(-L * 0.48)} M0,${f1(-L * 0.3)} L${f1(-w * 0.55)},${f1(-L * 0.48)} M0,${f1(-L * 0.55)} L${f1(w * 0.45)},${f1(-L * 0.7)} M0,${f1(-L * 0.55)} L${f1(-w * 0.45)},${f1(-L * 0.7)}" stroke="${vein}" stroke-opacity=".45" stroke-width="${f1(Math.max(1, L * 0.018))}" fill="none" stroke-linecap="round"/>
  </g>`;
}

/** Rounded five-point star. */
function star(x: number, y: number, r: number, fill: string, rot: number) {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr2 = i % 2 ? r * 0.48 : r;
    pts.push(`${f1(Math.cos(a) * rr2)},${f1(Math.sin(a) * rr2)}`);
  }
  return `<path d="M${pts.join(' L')} Z" fill="${fill}" stroke="${fill}" stroke-width="${f1(r * 0.25)}" stroke-linejoin="round" transform="translate(${f1(x)},${f1(y)}) rotate(${f1(rot)})"/>`;
}

function capsule(x: number, y: number, len: number, rot: number, a: string, b: string) {
  const h = len * 0.42;
  const id = uid('cap');
  return `<g transform="translate(${f1(x)},${f1(y)}) rotate(${f1(rot)})">
    <defs><clipPath id="${id}"><rect x="${f1(-len / 2)}" y="${f1(-h / 2)}" width="${f1(len)}" height="${f1(h)}" rx="${f1(h / 2)}"/></clipPath></defs>
    <ellipse cx="3" cy="${f1(h * 0.55)}" rx="${f1(len * 0.48)}" ry="${f1(h * 0.22)}" fill="#000" opacity=".12"/>
    <g clip-path="url(#${id})">
      <rect x="${f1(-len / 2)}" y="${f1(-h / 2)}" width="${f1(len / 2)}" height="${f1(h)}" fill="${a}"/>
      <rect x="0" y="${f1(-h / 2)}" width="${f1(len / 2)}" height="${f1(h)}" fill="${b}"/>
      <rect x="${f1(-len / 2)}" y="${f1(-h / 2)}" width="${f1(len)}" height="${f1(h * 0.5)}" fill="#fff" opacity=".22"/>
      <rect x="${f1(-len / 2)}" y="${f1(h * 0.18)}" width="${f1(len)}" height="${f1(h * 0.32)}" fill="#000" opacity=".1"/>
    </g>
    <rect x="${f1(-len * 0.36)}" y="${f1(-h * 0.3)}" width="${f1(len * 0.55)}" height="${f1(h * 0.12)}" rx="${f1(h * 0.06)}" fill="#fff" opacity=".6"/>
  </g>`;
}

function tablet(x: number, y: number, r: number, color: string) {
  return `<g transform="translate(${f1(x)},${f1(y)})">
    <ellipse cx="2" cy="${f1(r * 0.55)}" rx="${f1(r)}" ry="${f1(r * 0.4)}" fill="#000" opacity=".12"/>
    <ellipse cx="0" cy="${f1(r * 0.12)}" rx="${f1(r)}" ry="${f1(r * 0.62)}" fill="${darken(color, 0.12)}"/>
    <ellipse cx="0" cy="0" rx="${f1(r)}" ry="${f1(r * 0.58)}" fill="${color}"/>
    <path d="M${f1(-r * 0.7)},0 L${f1(r * 0.7)},0" stroke="${darken(color, 0.18)}" stroke-width="${f1(r * 0.08)}" stroke-linecap="round"/>
    <ellipse cx="${f1(-r * 0.35)}" cy="${f1(-r * 0.25)}" rx="${f1(r * 0.3)}" ry="${f1(r * 0.12)}" fill="#fff" opacity=".6"/>
  </g>`;
}

function droplet(x: number, y: number, s: number, color: string, opacity = 0.85) {
  const d = `M0,${f1(-s)} C${f1(s * 0.12)},${f1(-s * 0.62)} ${f1(s * 0.62)},${f1(-s * 0.12)} ${f1(s * 0.62)},${f1(s * 0.28)} A${f1(s * 0.62)},${f1(s * 0.62)} 0 0 1 ${f1(-s * 0.62)},${f1(s * 0.28)} C${f1(-s * 0.62)},${f1(-s * 0.12)} ${f1(-s * 0.12)},${f1(-s * 0.62)} 0,${f1(-s)} Z`;
  return `<g transform="translate(${f1(x)},${f1(y)})">
    <path d="${d}" fill="${color}" opacity="${opacity}"/>
    <path d="M${f1(s * 0.62)},${f1(s * 0.28)} A${f1(s * 0.62)},${f1(s * 0.62)} 0 0 1 ${f1(-s * 0.62)},${f1(s * 0.28)}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="${f1(s * 0.06)}" opacity=".35"/>
    <ellipse cx="${f1(-s * 0.22)}" cy="${f1(s * 0.05)}" rx="${f1(s * 0.12)}" ry="${f1(s * 0.22)}" fill="#fff" opacity=".75" transform="rotate(20 ${f1(-s * 0.22)} ${f1(s * 0.05)})"/>
    <circle cx="${f1(s * 0.25)}" cy="${f1(s * 0.45)}" r="${f1(s * 0.06)}" fill="#fff" opacity=".5"/>
  </g>`;
}

function bubble(x: number, y: number, r: number, tint: string) {
  return `<g>
    <circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${tint}" fill-opacity=".14" stroke="#fff" stroke-opacity=".85" stroke-width="${f1(Math.max(1.2, r * 0.07))}"/>
    <path d="M${f1(x - r * 0.6)},${f1(y - r * 0.15)} A${f1(r * 0.62)},${f1(r * 0.62)} 0 0 1 ${f1(x - r * 0.1)},${f1(y - r * 0.62)}" stroke="#fff" stroke-width="${f1(Math.max(1.5, r * 0.12))}" fill="none" stroke-linecap="round" opacity=".9"/>
  </g>`;
}

/** A soft cream dollop (texture swatch) resting on y. */
function creamDollop(x: number, y: number, s: number, tint: string) {
  const g = uid('cream');
  const c1 = lighten(tint, 0.86);
  const c2 = lighten(tint, 0.6);
  return `<g transform="translate(${f1(x)},${f1(y)}) scale(${f1(s / 100)})">
    <defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".55" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
    <ellipse cx="0" cy="6" rx="150" ry="20" fill="#000" opacity=".1"/>
    <path d="M-190,4 C-150,-26 -90,-24 -40,-14 C10,-4 60,-30 120,-22 C160,-16 190,-4 196,4 Z" fill="${c2}" opacity=".75"/>
    <path d="M-120,4 C-130,-40 -90,-60 -60,-62 C-70,-96 -30,-120 0,-118 C-8,-140 10,-164 34,-160 C60,-156 64,-128 52,-116 C92,-112 104,-80 86,-62 C122,-56 136,-20 118,4 Z" fill="url(#${g})" stroke="${lighten(tint, 0.45)}" stroke-opacity=".45" stroke-width="2.5"/>
    <path d="M-84,-30 C-40,-44 20,-40 70,-48 M-40,-82 C-8,-92 30,-90 56,-84 M8,-128 C20,-134 34,-132 44,-126" stroke="${c2}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>
    <path d="M-96,-12 C-90,-30 -70,-40 -50,-44 M-20,-98 C-10,-108 6,-112 18,-110" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".95"/>
  </g>`;
}

/** A swirl of gel / foam. */
function foamPatch(x: number, y: number, s: number, tint: string, rand: () => number) {
  let out = `<ellipse cx="${f1(x)}" cy="${f1(y + s * 0.06)}" rx="${f1(s * 1.2)}" ry="${f1(s * 0.2)}" fill="#000" opacity=".08"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - s * 0.12)}" rx="${f1(s * 1.1)}" ry="${f1(s * 0.34)}" fill="#fff" opacity=".75"/>`;
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    const bx = x + Math.cos(a) * d * s * 1.05;
    const by = y - s * 0.2 + Math.sin(a) * d * s * 0.34 - rand() * s * 0.25;
    out += bubble(bx, by, s * (0.05 + rand() * 0.13), tint);
  }
  return out;
}

// ───────────────────────────── product packaging ─────────────────────────────
type Shape = 'tube' | 'jar' | 'pump' | 'dropper' | 'bottle' | 'spray' | 'box' | 'stick' | 'rollon' | 'pillbottle';
type Texture = 'cream' | 'drops' | 'foam' | 'pills' | 'oil';

/** Packaging chosen per product (varied inside each category). */
const PACK: Record<string, { shape: Shape; size: string; texture: Texture }> = {
  'PF-0001': { shape: 'jar', size: '50 ml', texture: 'cream' },
  'PF-0002': { shape: 'tube', size: '150 ml', texture: 'foam' },
  'PF-0003': { shape: 'dropper', size: '30 ml', texture: 'drops' },
  'PF-0004': { shape: 'bottle', size: '400 ml', texture: 'drops' },
  'PF-0005': { shape: 'jar', size: '40 ml', texture: 'cream' },
  'PF-0006': { shape: 'tube', size: '15 ml', texture: 'cream' },
  'PF-0007': { shape: 'tube', size: '75 ml', texture: 'cream' },
  'PF-0008': { shape: 'pump', size: '400 ml', texture: 'cream' },
  'PF-0009': { shape: 'tube', size: '50 ml', texture: 'cream' },
  'PF-0010': { shape: 'spray', size: '100 ml', texture: 'oil' },
  'PF-0011': { shape: 'bottle', size: '500 ml', texture: 'foam' },
  'PF-0012': { shape: 'tube', size: '100 ml', texture: 'cream' },
  'PF-0013': { shape: 'rollon', size: '50 ml', texture: 'drops' },
  'PF-0014': { shape: 'pump', size: '200 ml', texture: 'cream' },
  'PF-0015': { shape: 'tube', size: '75 ml', texture: 'foam' },
  'PF-0016': { shape: 'bottle', size: '300 ml', texture: 'drops' },
  'PF-0017': { shape: 'box', size: 'Souple', texture: 'foam' },
  'PF-0018': { shape: 'box', size: '50 m', texture: 'foam' },
  'PF-0019': { shape: 'tube', size: '75 ml', texture: 'foam' },
  'PF-0020': { shape: 'tube', size: '15 ml', texture: 'drops' },
  'PF-0021': { shape: 'tube', size: '100 ml', texture: 'cream' },
  'PF-0022': { shape: 'pump', size: '500 ml', texture: 'cream' },
  'PF-0023': { shape: 'bottle', size: '500 ml', texture: 'foam' },
  'PF-0024': { shape: 'bottle', size: '200 ml', texture: 'oil' },
  'PF-0025': { shape: 'jar', size: '150 ml', texture: 'cream' },
  'PF-0026': { shape: 'box', size: '30 x 5 ml', texture: 'drops' },
  'PF-0027': { shape: 'tube', size: '40 ml', texture: 'cream' },
  'PF-0028': { shape: 'pillbottle', size: '60 comprimés', texture: 'pills' },
  'PF-0029': { shape: 'dropper', size: '20 ml', texture: 'oil' },
  'PF-0030': { shape: 'box', size: '30 gélules', texture: 'pills' },
  'PF-0031': { shape: 'pillbottle', size: '90 capsules', texture: 'oil' },
  'PF-0032': { shape: 'box', size: '20 ampoules', texture: 'oil' },
  'PF-0033': { shape: 'box', size: '30 gélules', texture: 'pills' },
  'PF-0034': { shape: 'pillbottle', size: '60 comprimés', texture: 'pills' },
  'PF-0035': { shape: 'bottle', size: '200 ml', texture: 'cream' },
  'PF-0036': { shape: 'tube', size: '50 ml', texture: 'cream' },
  'PF-0037': { shape: 'spray', size: '200 ml', texture: 'drops' },
  'PF-0038': { shape: 'pump', size: '50 ml', texture: 'drops' },
  'PF-0039': { shape: 'pump', size: '400 ml', texture: 'cream' },
  'PF-0040': { shape: 'stick', size: '4 g', texture: 'cream' },
  'PF-0041': { shape: 'bottle', size: '200 ml', texture: 'foam' },
  'PF-0042': { shape: 'bottle', size: '400 ml', texture: 'foam' },
  'PF-0043': { shape: 'jar', size: '200 ml', texture: 'cream' },
  'PF-0044': { shape: 'box', size: '12 ampoules', texture: 'drops' },
  'PF-0045': { shape: 'tube', size: '200 ml', texture: 'cream' },
};

interface Style {
  body: string;
  cap: string;
  accent: string;
  /** white label band over a coloured body, or null when printed straight on a white body */
  labelBg: string | null;
  ink: string;
  /** coloured band printed on white bodies */
  band: string;
}

function styleFor(p: ProductSeed, cat: CategorySeed): Style {
  const accent = cat.color;
  const n = parseInt(p.ref.slice(-2), 10);
  const variant = n % 3;
  if (variant === 0) {
    // white body, coloured cap
    return { body: '#f6f6f3', cap: accent, accent, labelBg: null, ink: darken(accent, 0.5), band: accent };
  }
  if (variant === 1) {
    // coloured body, white label
    return { body: accent, cap: '#f3f3f1', accent, labelBg: '#ffffff', ink: darken(accent, 0.5), band: accent };
  }
  // pastel body, deep cap
  return {
    body: lighten(accent, 0.62),
    cap: darken(accent, 0.12),
    accent,
    labelBg: null,
    ink: darken(accent, 0.55),
    band: darken(accent, 0.05),
  };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Advance widths (1/1000 em) of Arial / Liberation Sans Bold, enough to lay out the labels. */
const BOLD_WIDTHS: Record<string, number> = {
  ' ': 278,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
};
/** Width of a string in em for the bold label font (accents do not change the advance). */
function emWidth(text: string): number {
  let w = 0;
  for (const ch of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) w += BOLD_WIDTHS[ch] ?? 560;
  return w / 1000;
}

/** Greedy word wrap by measured width; null when a single word is too wide. */
function wrap(text: string, maxEm: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (emWidth(w) > maxEm) return null;
    const candidate = line ? `${line} ${w}` : w;
    if (emWidth(candidate) <= maxEm) line = candidate;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (≤ maxFs) at which the wrapped text fits the w×h box. */
function fitText(text: string, w: number, h: number, maxFs: number, minFs = 8) {
  for (let fs = maxFs; fs >= minFs; fs -= 0.5) {
    const lines = wrap(text, w / fs);
    if (lines && lines.length * fs * 1.14 <= h) return { fs, lines };
  }
  return { fs: minFs, lines: wrap(text, w / minFs) ?? [text] };
}

/** The printed label: cross + wordmark, product name, size. */
function labelContent(b: Box, p: ProductSeed, st: Style, size: string): string {
  const cx = b.x + b.w / 2;
  const fsB = Math.max(7, Math.min(15, b.w * 0.072));
  const pad = Math.min(b.h * 0.07, b.w * 0.09);
  let y = b.y + pad;
  let out = '';
  const cs = fsB * 1.5;
  out += `<path d="${crossPath(cx, y + cs / 2, cs, 0.17)}" fill="${st.accent}"/>`;
  y += cs + fsB * 1.35;
  out += `<text x="${f1(cx)}" y="${f1(y)}" font-family="${FONT}" font-weight="700" font-size="${f1(fsB)}" letter-spacing="${f1(fsB * 0.16)}" fill="${st.ink}" text-anchor="middle">PARAPHARM DZ</text>`;
  y += fsB * 0.9;
  out += `<rect x="${f1(cx - b.w * 0.14)}" y="${f1(y)}" width="${f1(b.w * 0.28)}" height="${f1(Math.max(1.5, fsB * 0.16))}" rx="1" fill="${st.accent}"/>`;
  y += fsB * 0.9;
  const fsS = Math.max(7, fsB * 0.95);
  const bottom = b.y + b.h - pad - fsS * 1.6;
  const t = fitText(p.name, b.w * 0.92, bottom - y, Math.min(40, b.w * 0.17), 8);
  const blockH = t.lines.length * t.fs * 1.14;
  let ty = y + (bottom - y - blockH) / 2 + t.fs * 0.92;
  for (const line of t.lines) {
    out += `<text x="${f1(cx)}" y="${f1(ty)}" font-family="${FONT}" font-weight="700" font-size="${f1(t.fs)}" fill="${st.ink}" text-anchor="middle">${esc(line)}</text>`;
    ty += t.fs * 1.14;
  }
  out += `<text x="${f1(cx)}" y="${f1(b.y + b.h - pad)}" font-family="${FONT}" font-size="${f1(fsS)}" letter-spacing="${f1(fsS * 0.08)}" fill="${mix(st.ink, '#ffffff', 0.25)}" text-anchor="middle">${esc(size)}</text>`;
  return out;
}

interface Pack {
  /** SVG in local coordinates: origin at the bottom centre, y grows downwards (so the pack sits at y ≤ 0) */
  svg: string;
  w: number;
  h: number;
  label: Box;
}

/**
 * A cylindrical-ish body: flat fill, label band (clipped to the body), label text,
 * then a shading overlay so the label looks printed on a curved surface.
 */
function body(d: string, st: Style, band: Box, labelBox: Box, p: ProductSeed, size: string, shadeStrength = 1): string {
  const clip = uid('clip');
  const shade = uid('shade');
  const bandFill = st.labelBg ?? 'none';
  let out = `<defs><clipPath id="${clip}"><path d="${d}"/></clipPath>${shadeGradient(shade, shadeStrength)}</defs>`;
  out += `<path d="${d}" fill="${st.body}"/>`;
  out += `<g clip-path="url(#${clip})">`;
  if (st.labelBg) {
    out += `<rect x="${band.x}" y="${band.y}" width="${band.w}" height="${band.h}" fill="${bandFill}"/>`;
    out += `<rect x="${band.x}" y="${band.y + band.h - 5}" width="${band.w}" height="5" fill="${darken(st.accent, 0.1)}" opacity=".5"/>`;
  } else {
    out += `<rect x="${band.x}" y="${band.y + band.h - 10}" width="${band.w}" height="10" fill="${st.band}" opacity=".9"/>`;
    out += `<rect x="${band.x}" y="${band.y + band.h + 4}" width="${band.w}" height="3" fill="${st.band}" opacity=".5"/>`;
  }
  out += labelContent(labelBox, p, st, size);
  out += `</g>`;
  out += `<path d="${d}" fill="url(#${shade})"/>`;
  return out;
}

/** A cap / closure part with its own shading. */
function part(d: string, color: string, strength = 1) {
  const sh = uid('sh');
  return `<defs>${shadeGradient(sh, strength)}</defs><path d="${d}" fill="${color}"/><path d="${d}" fill="url(#${sh})"/>`;
}

const rr = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r},${y} H${x + w - r} Q${x + w},${y} ${x + w},${y + r} V${y + h - r} Q${x + w},${y + h} ${x + w - r},${y + h} H${x + r} Q${x},${y + h} ${x},${y + h - r} V${y + r} Q${x},${y} ${x + r},${y} Z`;

function drawPack(shape: Shape, p: ProductSeed, st: Style, size: string, sideLeft = false): Pack {
  switch (shape) {
    case 'tube': {
      const d = 'M-64,-62 C-72,-160 -104,-280 -104,-380 L-104,-430 L104,-430 L104,-380 C104,-280 72,-160 64,-62 Z';
      let svg = part(rr(-58, -66, 116, 66, 12), st.cap);
      svg += `<rect x="-58" y="-16" width="116" height="4" fill="#000" opacity=".08"/>`;
      svg += body(d, st, { x: -110, y: -402, w: 220, h: 222 }, { x: -82, y: -400, w: 164, h: 216 }, p, size);
      const seal = uid('seal');
      svg += `<defs><pattern id="${seal}" width="7" height="22" patternUnits="userSpaceOnUse"><rect width="7" height="22" fill="${darken(st.body, 0.06)}"/><rect width="2" height="22" fill="#000" opacity=".1"/></pattern></defs>`;
      svg += `<rect x="-106" y="-452" width="212" height="24" rx="3" fill="url(#${seal})"/>`;
      svg += `<rect x="-106" y="-452" width="212" height="4" rx="2" fill="#fff" opacity=".4"/>`;
      return { svg, w: 212, h: 452, label: { x: -82, y: -400, w: 164, h: 216 } };
    }
    case 'jar': {
      const d = rr(-150, -200, 300, 200, 26);
      let svg = body(d, st, { x: -150, y: -186, w: 300, h: 170 }, { x: -128, y: -184, w: 256, h: 166 }, p, size, 0.8);
      svg += part(rr(-160, -290, 320, 96, 16), st.cap, 0.9);
      for (let x = -150; x <= 150; x += 10)
        svg += `<rect x="${x}" y="-284" width="2" height="84" fill="#000" opacity=".06"/>`;
      svg += `<rect x="-156" y="-290" width="312" height="7" rx="3" fill="#fff" opacity=".35"/>`;
      svg += `<rect x="-160" y="-200" width="320" height="6" fill="#000" opacity=".12"/>`;
      return { svg, w: 320, h: 290, label: { x: -128, y: -184, w: 256, h: 166 } };
    }
    case 'pump': {
      const d =
        'M-100,-22 Q-100,0 -78,0 L78,0 Q100,0 100,-22 L100,-292 Q100,-340 54,-346 L-54,-346 Q-100,-340 -100,-292 Z';
      let svg = body(d, st, { x: -110, y: -296, w: 220, h: 258 }, { x: -84, y: -294, w: 168, h: 252 }, p, size);
      svg += part(rr(-42, -380, 84, 38, 8), st.cap);
      svg += part(rr(-11, -420, 22, 44, 3), darken(st.cap === '#f3f3f1' ? '#dcdcd8' : st.cap, 0.08));
      svg += part(
        'M-44,-420 Q-44,-452 -20,-452 L34,-452 Q44,-452 44,-440 L98,-440 Q106,-440 106,-432 L106,-428 Q106,-420 98,-420 Z',
        st.cap,
      );
      for (let y = -376; y < -346; y += 6)
        svg += `<rect x="-42" y="${y}" width="84" height="2" fill="#000" opacity=".07"/>`;
      return { svg, w: 212, h: 452, label: { x: -84, y: -294, w: 168, h: 252 } };
    }
    case 'dropper': {
      const glass = darken(st.accent, 0.25);
      const gst: Style = { ...st, body: glass, labelBg: '#fbfaf7' };
      const d =
        'M-92,-22 Q-92,0 -70,0 L70,0 Q92,0 92,-22 L92,-196 C92,-244 42,-250 38,-270 L-38,-270 C-42,-250 -92,-244 -92,-196 Z';
      let svg = body(d, gst, { x: -100, y: -206, w: 200, h: 176 }, { x: -80, y: -204, w: 160, h: 170 }, p, size, 1.2);
      svg += `<path d="M-70,-205 C-70,-236 -50,-240 -42,-252" stroke="#fff" stroke-width="5" opacity=".35" fill="none" stroke-linecap="round"/>`;
      svg += part(rr(-42, -304, 84, 38, 6), '#2f3436', 0.9);
      for (let x = -38; x <= 36; x += 6)
        svg += `<rect x="${x}" y="-300" width="2" height="30" fill="#fff" opacity=".09"/>`;
      svg += part(
        'M-27,-302 L-27,-360 Q-27,-402 0,-402 Q27,-402 27,-360 L27,-302 Z',
        st.cap === '#f3f3f1' ? st.accent : st.cap,
      );
      return { svg, w: 184, h: 402, label: { x: -80, y: -204, w: 160, h: 170 } };
    }
    case 'bottle': {
      const d = 'M-94,-24 Q-94,0 -70,0 L70,0 Q94,0 94,-24 L94,-296 Q94,-350 50,-362 L-50,-362 Q-94,-350 -94,-296 Z';
      let svg = body(d, st, { x: -100, y: -312, w: 200, h: 270 }, { x: -80, y: -310, w: 160, h: 262 }, p, size);
      svg += part(rr(-58, -436, 116, 80, 12), st.cap);
      svg += `<rect x="-58" y="-414" width="116" height="3" fill="#000" opacity=".15"/>`;
      svg += `<rect x="-20" y="-436" width="40" height="6" rx="3" fill="#000" opacity=".1"/>`;
      return { svg, w: 188, h: 436, label: { x: -80, y: -310, w: 160, h: 262 } };
    }
    case 'spray': {
      const d = rr(-80, -340, 160, 340, 24);
      let svg = body(d, st, { x: -90, y: -300, w: 180, h: 262 }, { x: -68, y: -298, w: 136, h: 256 }, p, size);
      svg += part(rr(-34, -364, 68, 28, 6), '#e4e4e0');
      svg += part(rr(-22, -396, 44, 34, 6), st.cap === '#f3f3f1' ? '#dedfdb' : st.cap);
      svg += `<circle cx="-12" cy="-384" r="4" fill="#000" opacity=".35"/>`;
      const oc = uid('oc');
      svg += `<defs><linearGradient id="${oc}" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".25" stop-color="#fff" stop-opacity=".15"/><stop offset=".6" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#fff" stop-opacity=".45"/></linearGradient></defs>`;
      svg += `<path d="${rr(-74, -446, 148, 120, 20)}" fill="url(#${oc})" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`;
      svg += `<rect x="-50" y="-436" width="10" height="96" rx="5" fill="#fff" opacity=".35"/>`;
      return { svg, w: 160, h: 446, label: { x: -68, y: -298, w: 136, h: 256 } };
    }
    case 'box': {
      // carton seen slightly from the right (side face on the right) or, with sideLeft, from the left
      const fw = 230;
      const h = 340;
      const dy = 24;
      const dx = sideLeft ? -56 : 56;
      const x0 = sideLeft ? -90 : -140;
      const xs = sideLeft ? x0 : x0 + fw; // edge shared by front and side
      const bandColor = st.labelBg ? darken(st.accent, 0.15) : st.band;
      const g = uid('bx');
      let svg = `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".08"/></linearGradient></defs>`;
      const side = (y1: number, y2: number) =>
        `M${xs},${y2} L${xs + dx},${y2 - dy} L${xs + dx},${y1 - dy} L${xs},${y1} Z`;
      svg += `<path d="${side(-h, 0)}" fill="${darken(st.body, 0.2)}"/>`;
      svg += `<path d="${side(-h, -h + 44)}" fill="${darken(bandColor, 0.3)}"/>`;
      svg += `<path d="${side(-36, 0)}" fill="${darken(bandColor, 0.3)}"/>`;
      svg += `<path d="M${x0},${-h} L${x0 + dx},${-h - dy} L${x0 + fw + dx},${-h - dy} L${x0 + fw},${-h} Z" fill="${lighten(st.body, 0.25)}"/>`;
      svg += `<rect x="${x0}" y="${-h}" width="${fw}" height="${h}" fill="${st.body}"/>`;
      svg += `<rect x="${x0}" y="${-h}" width="${fw}" height="44" fill="${bandColor}"/>`;
      svg += `<rect x="${x0}" y="-36" width="${fw}" height="36" fill="${bandColor}"/>`;
      if (st.labelBg)
        svg += `<rect x="${x0 + 12}" y="${-h + 56}" width="${fw - 24}" height="${h - 104}" rx="10" fill="${st.labelBg}"/>`;
      const lb = { x: x0 + 16, y: -h + 56, w: fw - 32, h: h - 104 };
      svg += labelContent(lb, p, st, size);
      svg += `<rect x="${x0}" y="${-h}" width="${fw}" height="${h}" fill="url(#${g})"/>`;
      svg += `<path d="M${xs},0 L${xs},${-h}" stroke="#fff" stroke-opacity=".5" stroke-width="1.5"/>`;
      const left = Math.min(x0, x0 + dx);
      const right = Math.max(x0 + fw, x0 + fw + dx);
      return { svg, w: 2 * Math.max(-left, right), h: h + dy, label: lb };
    }
    case 'stick': {
      const d = rr(-44, -250, 88, 250, 10);
      const clip = uid('clip');
      const sh = uid('shade');
      let svg = `<defs><clipPath id="${clip}"><path d="${d}"/></clipPath>${shadeGradient(sh)}</defs>`;
      svg += `<path d="${d}" fill="${st.body}"/>`;
      const lb: Box = { x: -44, y: -240, w: 88, h: 226 };
      svg += `<g clip-path="url(#${clip})">`;
      if (st.labelBg) svg += `<rect x="-44" y="-240" width="88" height="226" fill="${st.labelBg}"/>`;
      // label printed along the stick (rotated)
      const fsB = 10;
      const t = fitText(p.name, 180, 42, 20, 8);
      // rotate(-90) maps (x, y) to (y, -x): x runs up the stick, y across it
      svg += `<g transform="rotate(-90)">`;
      svg += `<text x="122" y="-22" font-family="${FONT}" font-weight="700" font-size="${fsB}" letter-spacing="1.6" fill="${st.ink}" text-anchor="middle">PARAPHARM DZ</text>`;
      let ty = -8 + (42 - t.lines.length * t.fs * 1.14) / 2 + t.fs * 0.9;
      for (const line of t.lines) {
        svg += `<text x="122" y="${f1(ty)}" font-family="${FONT}" font-weight="700" font-size="${f1(t.fs)}" fill="${st.ink}" text-anchor="middle">${esc(line)}</text>`;
        ty += t.fs * 1.14;
      }
      svg += `</g>`;
      svg += `<path d="${crossPath(0, -226, 18, 0.17)}" fill="${st.accent}"/>`;
      svg += `</g>`;
      svg += `<path d="${d}" fill="url(#${sh})"/>`;
      svg += part(rr(-48, -352, 96, 108, 12), st.cap);
      svg += `<rect x="-48" y="-256" width="96" height="6" fill="#000" opacity=".15"/>`;
      return { svg, w: 96, h: 352, label: lb };
    }
    case 'rollon': {
      const d = 'M-82,-22 Q-82,0 -60,0 L60,0 Q82,0 82,-22 L82,-214 Q82,-236 62,-240 L-62,-240 Q-82,-236 -82,-214 Z';
      let svg = body(d, st, { x: -90, y: -226, w: 180, h: 196 }, { x: -70, y: -224, w: 140, h: 190 }, p, size);
      svg += part('M-70,-236 L-70,-372 Q-70,-406 -36,-406 L36,-406 Q70,-406 70,-372 L70,-236 Z', st.cap);
      svg += `<rect x="-70" y="-242" width="140" height="6" fill="#000" opacity=".14"/>`;
      return { svg, w: 164, h: 406, label: { x: -70, y: -224, w: 140, h: 190 } };
    }
    case 'pillbottle': {
      const d =
        'M-116,-20 Q-116,0 -96,0 L96,0 Q116,0 116,-20 L116,-246 Q116,-272 90,-276 L-90,-276 Q-116,-272 -116,-246 Z';
      let svg = body(d, st, { x: -120, y: -246, w: 240, h: 210 }, { x: -98, y: -244, w: 196, h: 204 }, p, size, 0.9);
      svg += part(rr(-84, -294, 168, 22, 4), lighten(st.body === '#f6f6f3' ? '#dddddd' : st.body, 0.1));
      svg += part(rr(-102, -378, 204, 88, 12), st.cap);
      for (let x = -96; x <= 94; x += 8)
        svg += `<rect x="${x}" y="-372" width="3" height="76" fill="#000" opacity=".07"/>`;
      svg += `<rect x="-98" y="-378" width="196" height="6" rx="3" fill="#fff" opacity=".35"/>`;
      return { svg, w: 232, h: 378, label: { x: -98, y: -244, w: 196, h: 204 } };
    }
  }
}

/** The outer carton used in the second shot (box drawn for the same product). */
function carton(p: ProductSeed, st: Style, size: string): Pack {
  const cst: Style = st.labelBg ? { ...st, body: st.accent } : { ...st, body: '#fbfbf9', labelBg: null, band: st.band };
  return drawPack('box', p, cst, size);
}

// ───────────────────────────── scenes ─────────────────────────────
function background(accent: string, variant: number) {
  const bg = uid('bg');
  const fl = uid('fl');
  const top = lighten(accent, 0.95);
  const mid = lighten(accent, 0.84);
  const floorTone = lighten(accent, 0.78);
  const cx = [400, 330, 470][variant % 3];
  return {
    defs: `
      <radialGradient id="${bg}" cx="${cx}" cy="260" r="720" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#ffffff"/><stop offset=".35" stop-color="${top}"/><stop offset="1" stop-color="${mid}"/>
      </radialGradient>
      <linearGradient id="${fl}" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${floorTone}" stop-opacity="0"/>
        <stop offset=".25" stop-color="${floorTone}" stop-opacity=".55"/>
        <stop offset="1" stop-color="${darken(floorTone, 0.06)}" stop-opacity=".9"/>
      </linearGradient>`,
    svg: `<rect width="800" height="800" fill="url(#${bg})"/><rect y="560" width="800" height="240" fill="url(#${fl})"/>`,
  };
}

/** Places a pack with a soft shadow and a faded floor reflection. */
function placed(pack: Pack, cx: number, baseY: number, scale: number, reflect = true) {
  const gid = uid('pk');
  const blur = uid('bl');
  const blur2 = uid('bl');
  const mask = uid('mk');
  const mg = uid('mg');
  const w = pack.w * scale;
  let defs = `<g id="${gid}">${pack.svg}</g>${blurFilter(blur, 12)}${blurFilter(blur2, 3)}`;
  defs += `<linearGradient id="${mg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  defs += `<mask id="${mask}" maskUnits="userSpaceOnUse" x="0" y="0" width="800" height="800"><rect x="0" y="${f1(baseY)}" width="800" height="${f1(pack.h * scale)}" fill="url(#${mg})"/></mask>`;
  let svg = `<ellipse cx="${f1(cx + w * 0.06)}" cy="${f1(baseY + 4)}" rx="${f1(w * 0.62)}" ry="${f1(16 + w * 0.03)}" fill="#000" opacity=".2" filter="url(#${blur})"/>`;
  if (reflect) {
    svg += `<g mask="url(#${mask})" opacity=".15"><use href="#${gid}" transform="translate(${f1(cx)},${f1(baseY + 2)}) scale(${scale},${-scale})"/></g>`;
  }
  svg += `<ellipse cx="${f1(cx)}" cy="${f1(baseY)}" rx="${f1(w * 0.47)}" ry="6" fill="#000" opacity=".28" filter="url(#${blur2})"/>`;
  svg += `<use href="#${gid}" transform="translate(${f1(cx)},${f1(baseY)}) scale(${scale})"/>`;
  return { defs, svg };
}

/** Category motif drawn faintly in the background of the hero shot. */
function motif(catKey: string, accent: string, rand: () => number): string {
  switch (catKey) {
    case 'sun':
      return `<circle cx="610" cy="200" r="120" fill="${lighten('#f6c453', 0.35)}" opacity=".7"/><circle cx="610" cy="200" r="165" fill="none" stroke="${lighten('#f6c453', 0.4)}" stroke-width="10" opacity=".45"/>`;
    case 'supplements':
      return (
        capsule(640, 600, 90, -25, accent, '#f7f3e8') +
        capsule(160, 640, 80, 18, '#f0c75e', '#f7f3e8') +
        tablet(700, 660, 26, '#f7f5ef')
      );
    case 'oral':
    case 'hair': {
      let s = '';
      for (let i = 0; i < 9; i++) s += bubble(90 + rand() * 620, 90 + rand() * 330, 10 + rand() * 26, accent);
      return `<g opacity=".8">${s}</g>`;
    }
    case 'baby': {
      let s = '';
      for (let i = 0; i < 8; i++) {
        const x = 70 + rand() * 660;
        const y = 70 + rand() * 330;
        s += star(x, y, 10 + rand() * 14, lighten(accent, 0.35), rand() * 40);
      }
      return `<g opacity=".6">${s}</g>`;
    }
    default:
      return (
        leaf(120, 660, 170, -38, lighten('#6aa66b', 0.15), '#fff', 0.55) +
        leaf(150, 670, 120, -8, lighten('#6aa66b', 0.35), '#fff', 0.5) +
        leaf(690, 650, 150, 40, lighten('#6aa66b', 0.25), '#fff', 0.45)
      );
  }
}

function texture(kind: Texture, x: number, y: number, s: number, accent: string, rand: () => number): string {
  switch (kind) {
    case 'cream':
      return creamDollop(x, y, s, accent);
    case 'foam':
      return foamPatch(x, y, s * 1.1, accent, rand);
    case 'pills': {
      let out = '';
      for (let i = 0; i < 6; i++) {
        const px = x + (rand() - 0.5) * s * 2.6;
        const py = y - rand() * s * 0.5;
        out += i % 2 ? tablet(px, py, s * 0.22, '#f7f5ef') : capsule(px, py, s * 0.6, rand() * 180, accent, '#f7f3e8');
      }
      return out;
    }
    case 'oil':
    case 'drops': {
      const col = kind === 'oil' ? '#e2a93b' : lighten(accent, 0.25);
      let out = `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(s * 1.3)}" ry="${f1(s * 0.22)}" fill="${col}" opacity=".28"/>`;
      out += `<ellipse cx="${f1(x - s * 0.2)}" cy="${f1(y - 2)}" rx="${f1(s * 0.7)}" ry="${f1(s * 0.12)}" fill="#fff" opacity=".35"/>`;
      out += droplet(x - s * 0.55, y - s * 0.55, s * 0.55, col);
      out += droplet(x + s * 0.4, y - s * 0.35, s * 0.38, col);
      out += droplet(x + s * 0.95, y - s * 0.8, s * 0.24, col);
      out += droplet(x - s * 1.1, y - s * 0.25, s * 0.2, col);
      return out;
    }
  }
}

/** A small white ceramic dish, seen from the front, with a texture swatch on it. */
function plate(kind: Texture, x: number, y: number, r: number, accent: string, rand: () => number): string {
  const g = uid('pl');
  const bl = uid('bl');
  let out = `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9ecea"/></linearGradient>${blurFilter(bl, 8)}</defs>`;
  out += `<ellipse cx="${f1(x + r * 0.08)}" cy="${f1(y + r * 0.2)}" rx="${f1(r * 1.05)}" ry="${f1(r * 0.26)}" fill="#000" opacity=".18" filter="url(#${bl})"/>`;
  out += `<path d="M${f1(x - r)},${f1(y)} A${f1(r)},${f1(r * 0.3)} 0 0 0 ${f1(x + r)},${f1(y)} L${f1(x + r * 0.92)},${f1(y + r * 0.1)} A${f1(r * 0.92)},${f1(r * 0.3)} 0 0 1 ${f1(x - r * 0.92)},${f1(y + r * 0.1)} Z" fill="#d9dedc"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r)}" ry="${f1(r * 0.3)}" fill="url(#${g})"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y + r * 0.02)}" rx="${f1(r * 0.74)}" ry="${f1(r * 0.2)}" fill="#f1f3f2" stroke="#e1e5e3" stroke-width="2"/>`;
  out += texture(kind, x, y + r * 0.06, r * 0.5, accent, rand);
  return out;
}

/** Studio arch backdrop. */
function arch(cx: number, bottom: number, w: number, h: number, fill: string, opacity: number) {
  const r = w / 2;
  return `<path d="M${cx - r},${bottom} L${cx - r},${bottom - h + r} A${r},${r} 0 0 1 ${cx + r},${bottom - h + r} L${cx + r},${bottom} Z" fill="${fill}" opacity="${opacity}"/>`;
}

const svgDoc = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

function productShot(p: ProductSeed, cat: CategorySeed, n: number): string {
  const info = PACK[p.ref] ?? { shape: 'bottle', size: '', texture: 'cream' };
  const st = styleFor(p, cat);
  const rand = rng(`${p.ref}-${n}`);
  const pack = drawPack(info.shape, p, st, info.size);
  const bg = background(cat.color, n + parseInt(p.ref.slice(-1), 10));
  let defs = bg.defs;
  let out = bg.svg;

  if (n === 1) {
    // hero: centred pack, halo, faint category motif
    out += `<circle cx="400" cy="330" r="250" fill="#fff" opacity=".55"/>`;
    out += `<circle cx="400" cy="330" r="290" fill="none" stroke="${lighten(cat.color, 0.6)}" stroke-width="2" opacity=".7"/>`;
    out += motif(cat.key, cat.color, rand);
    const scale = Math.min(470 / pack.h, 420 / pack.w);
    const pl = placed(pack, 400, 640, scale);
    defs += pl.defs;
    out += pl.svg;
  } else if (n === 2) {
    // second angle: with its carton (or, for cartons, turned the other way) and a texture dish
    out += arch(400, 600, 520, 500, lighten(cat.color, 0.55), 0.45);
    out += arch(400, 600, 520, 500, '#ffffff', 0.25);
    if (info.shape === 'box') {
      const turned = drawPack('box', p, st, info.size, true);
      const scale = Math.min(470 / turned.h, 380 / turned.w);
      const pl = placed(turned, 430, 640, scale);
      defs += pl.defs;
      out += pl.svg;
      out += plate(info.texture, 180, 690, 120, cat.color, rand);
    } else {
      const box = carton(p, st, info.size);
      const bs = Math.min(460 / box.h, 310 / box.w);
      const pb = placed(box, 300, 600, bs, false);
      const ps = Math.min(400 / pack.h, 250 / pack.w);
      const pp = placed(pack, 520, 650, ps);
      defs += pb.defs + pp.defs;
      out += pb.svg + pp.svg;
      out += plate(info.texture, 165, 700, 105, cat.color, rand);
    }
  } else {
    // close-up of the label at a slight angle, texture dish in the foreground
    const lb = pack.label;
    const lcx = lb.x + lb.w / 2;
    const lcy = lb.y + lb.h / 2;
    const zoom = Math.min(520 / lb.h, 430 / lb.w, 2.4);
    const gid = uid('pk');
    const blur = uid('bl');
    defs += `<g id="${gid}">${pack.svg}</g>${blurFilter(blur, 18)}`;
    out += `<circle cx="640" cy="130" r="220" fill="#fff" opacity=".45"/>`;
    out += motif(cat.key, cat.color, rand);
    out += `<use href="#${gid}" transform="translate(${f1(500 + 14)},${f1(330 + 18)}) rotate(-7) scale(${f1(zoom)}) translate(${f1(-lcx)},${f1(-lcy)})" opacity=".3" filter="url(#${blur})"/>`;
    out += `<use href="#${gid}" transform="translate(500,330) rotate(-7) scale(${f1(zoom)}) translate(${f1(-lcx)},${f1(-lcy)})"/>`;
    out += plate(info.texture, 190, 665, 165, cat.color, rand);
  }
  return svgDoc(800, 800, defs, out);
}

// ───────────────────────────── logo ─────────────────────────────
const TEAL = '#0f766e';
const TEAL_DARK = '#115e59';
const LEAF = '#65a30d';
const LEAF_LIGHT = '#84cc16';
const WARM = '#f59e0b';

/** Logo mark: rounded green cross with a leaf growing from its centre. 100×100 box. */
function logoMarkBody(): string {
  return `
    <defs>
      <linearGradient id="lmCross" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="${TEAL}"/></linearGradient>
      <linearGradient id="lmLeaf" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${LEAF}"/><stop offset="1" stop-color="${LEAF_LIGHT}"/></linearGradient>
    </defs>
    <path d="${crossPath(46, 54, 84, 0.17)}" fill="url(#lmCross)"/>
    <path d="M46,70 C46,46 60,26 90,12 C92,42 78,64 46,70 Z" fill="url(#lmLeaf)" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M50,64 C58,48 68,36 82,22" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round" opacity=".9"/>
`;
}

const logoMarkSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" role="img" aria-label="ParaPharm DZ">${logoMarkBody()}</svg>\n`;

const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 100 100"><rect x="2" y="2" width="96" height="96" rx="22" fill="#f0fdfa"/><g transform="translate(6 4) scale(.88)">${logoMarkBody()}</g></svg>\n`;

function logoSvg(fontFamily: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="100" viewBox="0 0 420 100" role="img" aria-label="ParaPharm DZ">
  ${logoMarkBody()}
  <text x="108" y="62" font-family="${fontFamily}" font-weight="700" font-size="42" letter-spacing="-0.5" fill="${TEAL_DARK}">Para<tspan fill="${TEAL}">Pharm</tspan><tspan fill="${WARM}" dx="8">DZ</tspan></text>
  <text x="110" y="86" font-family="${fontFamily}" font-size="13.5" letter-spacing="3.1" fill="#5b6b69">PARAPHARMACIE · FRANCHISE</text>
</svg>\n`;
}

// ───────────────────────────── payment badge ─────────────────────────────
const cibSvg =
  () => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="CIB / EDAHABIA">
  <rect x="1" y="1" width="198" height="46" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>
  <rect x="8" y="8" width="62" height="32" rx="8" fill="#334155"/>
  <rect x="16" y="16" width="12" height="9" rx="2" fill="#e2e8f0" opacity=".9"/>
  <text x="50" y="30" font-family="${FONT}" font-weight="700" font-size="14" fill="#ffffff" text-anchor="middle">CIB</text>
  <rect x="78" y="8" width="114" height="32" rx="8" fill="#fef3c7" stroke="#d97706" stroke-width="1.5"/>
  <text x="135" y="29.5" font-family="${FONT}" font-weight="700" font-size="13" letter-spacing="1.2" fill="#92400e" text-anchor="middle">EDAHABIA</text>
</svg>\n`;

// ───────────────────────────── default product ─────────────────────────────
function defaultProductSvg() {
  const st: Style = {
    body: '#eef1f0',
    cap: '#cfd6d4',
    accent: '#94a3a0',
    labelBg: null,
    ink: '#6b7a77',
    band: '#b6c2bf',
  };
  const d = 'M-94,-24 Q-94,0 -70,0 L70,0 Q94,0 94,-24 L94,-296 Q94,-350 50,-362 L-50,-362 Q-94,-350 -94,-296 Z';
  const clip = uid('c');
  const sh = uid('s');
  let pack = `<defs><clipPath id="${clip}"><path d="${d}"/></clipPath>${shadeGradient(sh, 0.8)}</defs>`;
  pack += `<path d="${d}" fill="${st.body}"/>`;
  pack += `<path d="${crossPath(0, -190, 90, 0.3)}" fill="#d5dcda"/>`;
  pack += `<path d="${d}" fill="url(#${sh})"/>`;
  pack += part(rr(-58, -436, 116, 80, 12), st.cap, 0.8);
  const bg = uid('bg');
  const p = placed({ svg: pack, w: 188, h: 436, label: { x: 0, y: 0, w: 0, h: 0 } }, 400, 630, 1.05);
  return svgDoc(
    800,
    800,
    `<radialGradient id="${bg}" cx="400" cy="280" r="700" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e5e9e8"/></radialGradient>${p.defs}`,
    `<rect width="800" height="800" fill="url(#${bg})"/><circle cx="400" cy="330" r="250" fill="#fff" opacity=".6"/>${p.svg}`,
  );
}

// ───────────────────────────── carousel slides ─────────────────────────────
function miniBottle(x: number, base: number, w: number, h: number, color: string, kind: number) {
  const sh = uid('ms');
  let s = `<defs>${shadeGradient(sh, 0.9)}</defs>`;
  let d: string;
  let cap = '';
  if (kind === 0) {
    d = rr(x - w / 2, base - h, w, h, Math.min(w, h) * 0.18);
    cap = rr(x - w * 0.3, base - h - h * 0.2, w * 0.6, h * 0.22, 4);
  } else if (kind === 1) {
    d = rr(x - w / 2, base - h, w, h, 6);
    cap = rr(x - w * 0.55, base - h - h * 0.28, w * 1.1, h * 0.3, 6);
  } else if (kind === 2) {
    d = `M${x - w * 0.3},${base} L${x + w * 0.3},${base} L${x + w / 2},${base - h} L${x - w / 2},${base - h} Z`;
    cap = rr(x - w * 0.5, base - h - 8, w, 10, 2);
  } else {
    d = rr(x - w / 2, base - h, w, h, w * 0.45);
    cap = rr(x - w * 0.22, base - h - h * 0.3, w * 0.44, h * 0.34, 4);
  }
  s += `<path d="${d}" fill="${color}"/>`;
  s += `<rect x="${f1(x - w * 0.36)}" y="${f1(base - h * 0.68)}" width="${f1(w * 0.72)}" height="${f1(h * 0.36)}" rx="3" fill="#fff" opacity=".85"/>`;
  s += `<rect x="${f1(x - w * 0.22)}" y="${f1(base - h * 0.6)}" width="${f1(w * 0.44)}" height="3" rx="1.5" fill="${color}" opacity=".8"/>`;
  s += `<rect x="${f1(x - w * 0.26)}" y="${f1(base - h * 0.5)}" width="${f1(w * 0.52)}" height="2.5" rx="1" fill="#94a3b8" opacity=".6"/>`;
  s += `<path d="${d}" fill="url(#${sh})"/>`;
  s += `<path d="${cap}" fill="${kind === 1 ? darken(color, 0.2) : '#f1f5f4'}"/><path d="${cap}" fill="url(#${sh})"/>`;
  return s;
}

function slideShelves() {
  const rand = rng('slide-1');
  const palette = ['#ffffff', '#99f6e4', '#5eead4', '#fcd34d', '#fdba74', '#f0fdfa', '#a7f3d0', '#fb923c', '#e0f2fe'];
  const defs = `
    <linearGradient id="s1bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f4a"/><stop offset=".55" stop-color="#0f766e"/><stop offset="1" stop-color="#14918a"/></linearGradient>
    <radialGradient id="s1glow" cx="1180" cy="120" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#5eead4" stop-opacity=".45"/><stop offset="1" stop-color="#5eead4" stop-opacity="0"/></radialGradient>
    <radialGradient id="s1warm" cx="300" cy="700" r="600" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f59e0b" stop-opacity=".28"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
    <linearGradient id="s1wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d9b1"/><stop offset="1" stop-color="#c99a63"/></linearGradient>
    <linearGradient id="s1cab" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0d5f59"/><stop offset="1" stop-color="#0a4a45"/></linearGradient>
    ${blurFilter('s1b', 22)}${blurFilter('s1b2', 6)}
    <pattern id="s1dots" width="34" height="34" patternUnits="userSpaceOnUse"><path d="${crossPath(17, 17, 8, 0.22)}" fill="#ffffff" opacity=".06"/></pattern>`;
  let s = `<rect width="1600" height="700" fill="url(#s1bg)"/><rect width="1600" height="700" fill="url(#s1dots)"/>`;
  s += `<rect width="1600" height="700" fill="url(#s1glow)"/><rect width="1600" height="700" fill="url(#s1warm)"/>`;
  // large soft cross in the background
  s += `<path d="${crossPath(360, 330, 460, 0.2)}" fill="#ffffff" opacity=".05"/>`;
  s += `<path d="${crossPath(360, 330, 300, 0.2)}" fill="none" stroke="#5eead4" stroke-width="2" opacity=".25"/>`;
  // shelving unit on the right
  const x0 = 820;
  const x1 = 1540;
  s += `<rect x="${x0 - 30}" y="70" width="${x1 - x0 + 60}" height="640" rx="18" fill="#000" opacity=".22" filter="url(#s1b)"/>`;
  s += `<rect x="${x0 - 20}" y="60" width="${x1 - x0 + 40}" height="660" rx="16" fill="url(#s1cab)"/>`;
  s += `<rect x="${x0}" y="80" width="${x1 - x0}" height="640" rx="8" fill="#f0fdfa" opacity=".1"/>`;
  const shelves = [340, 500, 660];
  for (const sy of shelves) {
    // products on shelf
    let x = x0 + 36;
    while (x < x1 - 60) {
      const w = 34 + rand() * 36;
      const h = 62 + rand() * 52;
      const kind = Math.floor(rand() * 4);
      const col = palette[Math.floor(rand() * palette.length)]!;
      s += miniBottle(x + w / 2, sy, w, h, col, kind);
      x += w + 14 + rand() * 12;
    }
    s += `<rect x="${x0 - 6}" y="${sy}" width="${x1 - x0 + 12}" height="16" rx="3" fill="url(#s1wood)"/>`;
    s += `<rect x="${x0 - 6}" y="${sy + 16}" width="${x1 - x0 + 12}" height="10" fill="#000" opacity=".22"/>`;
    s += `<rect x="${x0}" y="${sy + 26}" width="${x1 - x0}" height="30" fill="#000" opacity=".12" filter="url(#s1b2)"/>`;
  }
  // header panel with a glowing pharmacy cross sign
  s += `<rect x="${x0}" y="80" width="${x1 - x0}" height="96" rx="8" fill="#083d3a" opacity=".55"/>`;
  s += `<rect x="${x0 + 40}" y="172" width="${x1 - x0 - 80}" height="3" rx="1.5" fill="#5eead4" opacity=".35"/>`;
  s += `<path d="${crossPath(1180, 128, 84, 0.19)}" fill="#2dd4bf" filter="url(#s1b)" opacity=".9"/>`;
  s += `<path d="${crossPath(1180, 128, 78, 0.19)}" fill="#34d399"/>`;
  s += `<path d="${crossPath(1180, 128, 54, 0.19)}" fill="#a7f3d0" opacity=".75"/>`;
  for (const dx of [-1, 1]) {
    s += `<rect x="${1180 + dx * 90 - (dx < 0 ? 230 : 0)}" y="123" width="230" height="10" rx="5" fill="#ccfbf1" opacity=".16"/>`;
  }
  // floating leaves and sparkles on the left
  s += leaf(120, 640, 170, -30, '#34d399', '#fff', 0.35) + leaf(170, 660, 120, 12, '#a3e635', '#fff', 0.3);
  s += leaf(700, 700, 140, 35, '#34d399', '#fff', 0.25);
  for (let i = 0; i < 18; i++) {
    s += `<circle cx="${f1(60 + rand() * 700)}" cy="${f1(40 + rand() * 620)}" r="${f1(1.5 + rand() * 3.5)}" fill="#fde68a" opacity="${f1(0.25 + rand() * 0.5)}"/>`;
  }
  return svgDoc(1600, 700, defs, s);
}

function slideWellness() {
  const rand = rng('slide-2');
  const defs = `
    <linearGradient id="s2bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#f0fdfa"/><stop offset=".55" stop-color="#ccfbf1"/><stop offset="1" stop-color="#99e6d6"/></linearGradient>
    <radialGradient id="s2sun" cx="1150" cy="280" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fde68a"/><stop offset=".7" stop-color="#fcd34d" stop-opacity=".7"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>
    <linearGradient id="s2pod" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9f3ee"/></linearGradient>
    <linearGradient id="s2pod2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c6ebe4"/><stop offset=".35" stop-color="#ffffff"/><stop offset="1" stop-color="#b3e0d7"/></linearGradient>
    ${blurFilter('s2b', 18)}${blurFilter('s2b2', 40)}`;
  let s = `<rect width="1600" height="700" fill="url(#s2bg)"/>`;
  s += `<circle cx="1150" cy="280" r="330" fill="url(#s2sun)"/>`;
  s += `<circle cx="1150" cy="280" r="200" fill="#fef3c7" opacity=".65"/>`;
  // soft waves at the bottom
  s += `<path d="M0,560 C300,500 520,620 820,560 C1100,505 1350,590 1600,540 L1600,700 L0,700 Z" fill="#0f766e" opacity=".12"/>`;
  s += `<path d="M0,610 C260,570 560,660 880,610 C1150,570 1400,640 1600,600 L1600,700 L0,700 Z" fill="#0f766e" opacity=".16"/>`;
  // big leaves behind the podium
  const lv = [
    [900, 560, 360, -52, '#0f766e'],
    [960, 560, 420, -28, '#14b8a6'],
    [1350, 570, 420, 30, '#0d9488'],
    [1420, 580, 330, 58, '#10b981'],
    [1040, 560, 300, -8, '#65a30d'],
    [1290, 560, 300, 12, '#84cc16'],
  ] as const;
  for (const [x, y, L, r, c] of lv) s += leaf(x, y, L, r, c, '#ecfdf5', 0.92);
  // podium
  s += `<ellipse cx="1160" cy="600" rx="300" ry="40" fill="#0f766e" opacity=".25" filter="url(#s2b)"/>`;
  s += `<path d="M880,520 L880,585 A280,40 0 0 0 1440,585 L1440,520 Z" fill="url(#s2pod2)"/>`;
  s += `<ellipse cx="1160" cy="520" rx="280" ry="40" fill="url(#s2pod)"/>`;
  // products on the podium: jar, dropper, tube
  const jarSt: Style = {
    body: '#ffffff',
    cap: '#0f766e',
    accent: '#0f766e',
    labelBg: null,
    ink: '#134e4a',
    band: '#0f766e',
  };
  const plain = (d: string, fill: string, strength = 1) => part(d, fill, strength);
  let prods = '';
  // jar
  prods += `<g transform="translate(1040,530)">${plain(rr(-95, -120, 190, 120, 18), jarSt.body, 0.8)}${plain(rr(-100, -175, 200, 60, 10), '#0f766e')}<rect x="-60" y="-80" width="120" height="4" rx="2" fill="#0f766e" opacity=".7"/><path d="${crossPath(0, -45, 26, 0.22)}" fill="#14b8a6"/></g>`;
  // dropper bottle
  prods += `<g transform="translate(1240,535)">${plain('M-62,-16 Q-62,0 -46,0 L46,0 Q62,0 62,-16 L62,-150 C62,-186 30,-190 27,-204 L-27,-204 C-30,-190 -62,-186 -62,-150 Z', '#b45309', 1.2)}<rect x="-50" y="-140" width="100" height="100" rx="6" fill="#fffbeb" opacity=".95"/><path d="${crossPath(0, -104, 26, 0.22)}" fill="#f59e0b"/><rect x="-30" y="-78" width="60" height="4" rx="2" fill="#b45309" opacity=".6"/><rect x="-36" y="-66" width="72" height="3" rx="1.5" fill="#b45309" opacity=".35"/>${plain(rr(-30, -232, 60, 30, 5), '#1f2937')}${plain('M-19,-232 L-19,-270 Q-19,-300 0,-300 Q19,-300 19,-270 L19,-232 Z', '#f59e0b')}</g>`;
  // tube lying
  prods += `<g transform="translate(1150,560) rotate(-4)">${plain('M-130,-40 L90,-46 Q110,-46 112,-30 L112,-10 Q110,6 90,6 L-130,0 Z', '#f8fafc', 0.5)}<rect x="-150" y="-40" width="22" height="40" rx="3" fill="#e2e8f0"/>${plain(rr(112, -34, 34, 34, 6), '#14b8a6', 0.6)}<path d="${crossPath(-40, -20, 22, 0.22)}" fill="#0f766e"/><rect x="-10" y="-26" width="80" height="4" rx="2" fill="#0f766e" opacity=".6"/><rect x="-10" y="-16" width="60" height="3" rx="1.5" fill="#64748b" opacity=".5"/></g>`;
  s += prods;
  // droplets, bubbles and sparkles
  s +=
    droplet(860, 320, 40, '#5eead4', 0.8) +
    droplet(1480, 240, 28, '#5eead4', 0.8) +
    droplet(820, 430, 20, '#fcd34d', 0.8);
  for (let i = 0; i < 10; i++) s += bubble(700 + rand() * 880, 60 + rand() * 380, 8 + rand() * 20, '#14b8a6');
  // left side: a calm area with a faint cross pattern and a few leaves
  s += `<path d="${crossPath(170, 160, 120, 0.2)}" fill="#0f766e" opacity=".06"/>`;
  s += leaf(60, 720, 260, 24, '#14b8a6', '#fff', 0.25) + leaf(40, 720, 200, 58, '#65a30d', '#fff', 0.2);
  return svgDoc(1600, 700, defs, s);
}

/** Rough outline of Algeria (longitude, latitude), simplified by hand. */
const ALGERIA: Array<[number, number]> = [
  [-2.2, 35.1],
  [-1.3, 35.3],
  [-0.6, 35.8],
  [0.1, 35.9],
  [1.2, 36.5],
  [2.5, 36.6],
  [3.2, 36.8],
  [4.3, 36.9],
  [5.1, 36.7],
  [6.2, 37.0],
  [7.2, 37.0],
  [8.6, 36.9],
  [8.3, 36.3],
  [8.4, 35.6],
  [8.2, 34.9],
  [7.6, 34.2],
  [7.5, 33.6],
  [7.8, 33.2],
  [8.3, 32.5],
  [9.1, 32.0],
  [9.5, 30.2],
  [9.8, 29.4],
  [9.9, 27.6],
  [9.5, 26.4],
  [10.2, 25.0],
  [11.0, 24.4],
  [12.0, 23.5],
  [8.5, 21.6],
  [5.8, 19.4],
  [4.2, 19.1],
  [3.3, 19.0],
  [3.2, 19.8],
  [2.2, 20.3],
  [1.4, 20.8],
  [-1.6, 22.8],
  [-4.8, 25.0],
  [-6.6, 26.2],
  [-8.7, 27.3],
  [-8.7, 28.7],
  [-7.0, 29.5],
  [-5.5, 29.9],
  [-4.4, 30.6],
  [-3.6, 30.9],
  [-3.6, 31.7],
  [-2.9, 32.1],
  [-1.2, 32.1],
  [-1.1, 32.8],
  [-1.6, 33.4],
  [-1.7, 34.7],
];

function slideDelivery() {
  const rand = rng('slide-3');
  // map projection: lon -9..12.5 → x, lat 18.5..37.5 → y (with a cos(lat) factor)
  const k = 24;
  const mx = (lon: number) => 960 + (lon + 9) * k * 0.88;
  const my = (lat: number) => 95 + (37.5 - lat) * k;
  const pt = (lon: number, lat: number) => `${f1(mx(lon))},${f1(my(lat))}`;
  const outline = 'M' + ALGERIA.map(([lo, la]) => pt(lo, la)).join(' L') + ' Z';
  const cities: Array<[string, number, number, number]> = [
    ['Alger', 3.06, 36.75, 9],
    ['Oran', -0.63, 35.7, 7],
    ['Constantine', 6.6, 36.35, 7],
    ['Béjaïa', 5.08, 36.75, 5],
    ['Blida', 2.83, 36.47, 5],
    ['Sétif', 5.41, 36.19, 5],
    ['Tlemcen', -1.32, 34.88, 5],
    ['Biskra', 5.73, 34.85, 5],
    ['Ghardaïa', 3.67, 32.49, 6],
    ['Béchar', -2.22, 31.62, 5],
    ['Ouargla', 5.33, 31.95, 5],
    ['Adrar', -0.29, 27.87, 5],
    ['Tamanrasset', 5.52, 22.79, 6],
    ['Annaba', 7.76, 36.9, 5],
  ];
  const hub = cities[0]!;
  const defs = `
    <linearGradient id="s3bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#083d3a"/><stop offset=".6" stop-color="#0f766e"/><stop offset="1" stop-color="#128178"/></linearGradient>
    <radialGradient id="s3sun" cx="380" cy="470" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fbbf24" stop-opacity=".55"/><stop offset=".5" stop-color="#f59e0b" stop-opacity=".18"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
    <linearGradient id="s3map" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#14b8a6" stop-opacity=".55"/><stop offset="1" stop-color="#0d9488" stop-opacity=".3"/></linearGradient>
    <linearGradient id="s3dune1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#e39b4b"/></linearGradient>
    <linearGradient id="s3dune2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd9a4"/><stop offset="1" stop-color="#f0b066"/></linearGradient>
    <linearGradient id="s3truck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dbe7e5"/></linearGradient>
    <linearGradient id="s3cab" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f766e"/></linearGradient>
    ${blurFilter('s3b', 10)}${blurFilter('s3b2', 4)}
    <pattern id="s3grid" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.4" fill="#ccfbf1" opacity=".18"/></pattern>`;
  let s = `<rect width="1600" height="700" fill="url(#s3bg)"/><rect width="1600" height="700" fill="url(#s3grid)"/>`;
  s += `<rect width="1600" height="700" fill="url(#s3sun)"/>`;
  s += `<circle cx="380" cy="430" r="120" fill="#fde68a" opacity=".85"/>`;
  for (let i = 0; i < 40; i++) {
    s += `<circle cx="${f1(rand() * 1600)}" cy="${f1(rand() * 260)}" r="${f1(0.8 + rand() * 1.6)}" fill="#fff" opacity="${f1(0.2 + rand() * 0.5)}"/>`;
  }
  // map
  s += `<path d="${outline}" fill="#000" opacity=".25" filter="url(#s3b)" transform="translate(8 12)"/>`;
  s += `<path d="${outline}" fill="url(#s3map)" stroke="#99f6e4" stroke-width="2.5" stroke-linejoin="round" opacity=".95"/>`;
  // routes from Alger
  for (const c of cities.slice(1)) {
    const [x1, y1] = [mx(hub[1]), my(hub[2])];
    const [x2, y2] = [mx(c[1]), my(c[2])];
    const cxm = (x1 + x2) / 2 + (y2 - y1) * 0.18;
    const cym = (y1 + y2) / 2 - Math.abs(x2 - x1) * 0.25 - 10;
    s += `<path d="M${f1(x1)},${f1(y1)} Q${f1(cxm)},${f1(cym)} ${f1(x2)},${f1(y2)}" fill="none" stroke="#fcd34d" stroke-width="2" stroke-dasharray="6 7" stroke-linecap="round" opacity=".85"/>`;
  }
  for (const [, lon, lat, r] of cities) {
    s += `<circle cx="${f1(mx(lon))}" cy="${f1(my(lat))}" r="${r * 2.2}" fill="#fcd34d" opacity=".22"/>`;
    s += `<circle cx="${f1(mx(lon))}" cy="${f1(my(lat))}" r="${r * 0.75}" fill="#fff7ed" stroke="#f59e0b" stroke-width="2"/>`;
  }
  // hub pin
  const hx = mx(hub[1]);
  const hy = my(hub[2]);
  s += `<g transform="translate(${f1(hx)},${f1(hy - 10)})"><path d="M0,0 C-22,-26 -26,-40 -26,-50 A26,26 0 0 1 26,-50 C26,-40 22,-26 0,0 Z" fill="#f59e0b" stroke="#fff" stroke-width="3"/><path d="${crossPath(0, -50, 24, 0.2)}" fill="#fff"/></g>`;
  // dunes
  s += `<path d="M0,560 C180,500 360,520 520,560 C700,605 860,540 1040,560 C1260,585 1420,540 1600,555 L1600,700 L0,700 Z" fill="url(#s3dune1)" opacity=".95"/>`;
  s += `<path d="M0,610 C240,575 420,600 640,620 C880,642 1080,600 1320,612 C1450,618 1540,605 1600,600 L1600,700 L0,700 Z" fill="url(#s3dune2)"/>`;
  // road
  s += `<path d="M0,668 C400,640 800,650 1600,640 L1600,700 L0,700 Z" fill="#334155"/>`;
  s += `<path d="M0,680 C400,655 800,664 1600,656" stroke="#fde68a" stroke-width="4" stroke-dasharray="40 30" fill="none" opacity=".9"/>`;
  // palm trees
  const palm = (x: number, y: number, h: number) => {
    let p = `<path d="M${x},${y} C${x + 6},${y - h * 0.5} ${x - 4},${y - h * 0.8} ${x + 8},${y - h}" stroke="#7c4a21" stroke-width="${f1(h * 0.07)}" fill="none" stroke-linecap="round"/>`;
    for (const a of [-150, -115, -70, -30, 10]) {
      const rad = (a * Math.PI) / 180;
      const ex = x + 8 + Math.cos(rad) * h * 0.45;
      const ey = y - h + Math.sin(rad) * h * 0.25 + h * 0.1;
      p += `<path d="M${x + 8},${y - h} Q${f1((x + 8 + ex) / 2)},${f1(y - h - h * 0.18)} ${f1(ex)},${f1(ey)}" stroke="#166534" stroke-width="${f1(h * 0.08)}" fill="none" stroke-linecap="round"/>`;
    }
    return p;
  };
  s += palm(90, 590, 150) + palm(150, 600, 110) + palm(1520, 590, 130);
  // delivery truck
  const tx = 520;
  const ty = 648;
  let t = `<ellipse cx="${tx + 170}" cy="${ty + 4}" rx="210" ry="14" fill="#000" opacity=".35" filter="url(#s3b2)"/>`;
  t += `<rect x="${tx}" y="${ty - 170}" width="250" height="140" rx="12" fill="url(#s3truck)"/>`;
  t += `<rect x="${tx}" y="${ty - 60}" width="250" height="14" fill="#0f766e" opacity=".85"/>`;
  t += `<path d="${crossPath(tx + 125, ty - 112, 64, 0.2)}" fill="#10b981"/>`;
  t += `<path d="${crossPath(tx + 125, ty - 112, 40, 0.2)}" fill="#a7f3d0" opacity=".6"/>`;
  t += `<path d="M${tx + 258},${ty - 132} L${tx + 320},${ty - 132} Q${tx + 332},${ty - 132} ${tx + 338},${ty - 120} L${tx + 362},${ty - 78} Q${tx + 368},${ty - 68} ${tx + 368},${ty - 56} L${tx + 368},${ty - 34} Q${tx + 368},${ty - 28} ${tx + 362},${ty - 28} L${tx + 258},${ty - 28} Z" fill="url(#s3cab)"/>`;
  t += `<path d="M${tx + 282},${ty - 122} L${tx + 320},${ty - 122} Q${tx + 326},${ty - 122} ${tx + 330},${ty - 116} L${tx + 348},${ty - 84} L${tx + 282},${ty - 84} Z" fill="#e0f2fe" opacity=".9"/>`;
  t += `<rect x="${tx + 356}" y="${ty - 58}" width="14" height="8" rx="2" fill="#fde68a"/>`;
  t += `<path d="M${tx + 370},${ty - 54} L${tx + 520},${ty - 80} L${tx + 520},${ty - 26} Z" fill="#fde68a" opacity=".12"/>`;
  t += `<rect x="${tx - 6}" y="${ty - 34}" width="380" height="10" rx="4" fill="#1f2937"/>`;
  for (const wx of [tx + 60, tx + 190, tx + 312]) {
    t += `<circle cx="${wx}" cy="${ty - 20}" r="24" fill="#111827"/><circle cx="${wx}" cy="${ty - 20}" r="11" fill="#cbd5e1"/><circle cx="${wx}" cy="${ty - 20}" r="4" fill="#475569"/>`;
  }
  for (const [i, ly] of [ty - 150, ty - 118, ty - 86].entries()) {
    t += `<rect x="${tx - 150 + i * 30}" y="${ly}" width="${110 - i * 20}" height="5" rx="2.5" fill="#ccfbf1" opacity="${0.55 - i * 0.12}"/>`;
  }
  s += t;
  return svgDoc(1600, 700, defs, s);
}

// ───────────────────────────── output ─────────────────────────────
const written: Array<[string, number]> = [];

async function writeWebp(file: string, svg: string, width: number, height: number) {
  const buf = await sharp(Buffer.from(svg)).resize(width, height).webp(WEBP).toBuffer();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, buf);
  written.push([file, buf.length]);
}

function writeText(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push([file, Buffer.byteLength(text)]);
}

async function main() {
  mkdirSync(OUT_PRODUCTS, { recursive: true });
  // remove stale product images (e.g. a product that now has fewer images)
  for (const f of readdirSync(OUT_PRODUCTS)) if (/^PF-\d+-\d+\.webp$/.test(f)) unlinkSync(join(OUT_PRODUCTS, f));

  const cats = new Map(CATEGORIES.map((c) => [c.key, c]));
  for (const p of PRODUCTS) {
    const cat = cats.get(p.category);
    if (!cat) throw new Error(`unknown category ${p.category} for ${p.ref}`);
    for (let n = 1; n <= p.images; n++) {
      await writeWebp(join(OUT_PRODUCTS, `${p.ref}-${n}.webp`), productShot(p, cat, n), 800, 800);
    }
  }

  await writeWebp(join(OUT_IMG, 'slide-1.webp'), slideShelves(), 1600, 700);
  await writeWebp(join(OUT_IMG, 'slide-2.webp'), slideWellness(), 1600, 700);
  await writeWebp(join(OUT_IMG, 'slide-3.webp'), slideDelivery(), 1600, 700);
  await writeWebp(join(OUT_IMG, 'default-product.webp'), defaultProductSvg(), 800, 800);

  const webFonts = "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
  writeText(join(OUT_IMG, 'logo.svg'), logoSvg(webFonts));
  writeText(join(OUT_IMG, 'logo-mark.svg'), logoMarkSvg());
  writeText(join(OUT_PUBLIC, 'favicon.svg'), faviconSvg());
  writeText(join(OUT_IMG, 'cib-edahabia.svg'), cibSvg());

  const png = await sharp(Buffer.from(logoSvg(FONT)), { density: 72 * (600 / 420) })
    .resize({ width: 600 })
    .png({ compressionLevel: 9 })
    .toBuffer();
  mkdirSync(OUT_ASSETS, { recursive: true });
  writeFileSync(join(OUT_ASSETS, 'logo.png'), png);
  written.push([join(OUT_ASSETS, 'logo.png'), png.length]);

  const total = written.reduce((a, [, n]) => a + n, 0);
  const products = written.filter(([f]) => f.startsWith(OUT_PRODUCTS));
  const maxProduct = Math.max(...products.map(([, n]) => n));
  for (const [f, n] of written.filter(([f]) => !f.startsWith(OUT_PRODUCTS))) {
    console.log(`${relative(ROOT, f).padEnd(36)} ${(n / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(
    `${products.length} product images, ${(products.reduce((a, [, n]) => a + n, 0) / 1024).toFixed(0)} KB (largest ${(maxProduct / 1024).toFixed(1)} KB)`,
  );
  console.log(`total ${(total / 1024).toFixed(0)} KB in ${written.length} files`);
}

await main();
