// Shared helpers for the illustrated image set: seeded randomness, palette,
// colour maths and a tiny SVG scene builder (gradients, blur filters, paths).

export const C = {
  cream: '#f7f1e8',
  sand: '#efe6d8',
  walnut: '#6b4f2e',
  ink: '#2b2118',
  saffron: '#e0a526',
  terracotta: '#b5563c',
  olive: '#6b7a3a',
  wine: '#7a2233',
  copper: '#b87333',
  linen: '#f3ece0',
  gold: '#d9a93a',
  night: '#1d2230',
  leaf: '#4f7a2c',
  sage: '#8a9a76',
} as const;

export type Rng = {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(arr: readonly T[]): T;
  jitter(v: number, amt: number): number;
};

export function rng(seed: number | string): Rng {
  let s = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (a, b) => a + (b - a) * next();
  next.int = (a, b) => Math.floor(a + (b - a + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)]!;
  next.jitter = (v, amt) => v + (next() * 2 - 1) * amt;
  return next;
}

export function hash(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---------- colour ----------
function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function fmt(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return fmt(x.map((v, i) => v + (y[i]! - v) * t));
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export function vary(r: Rng, c: string, amt = 0.08): string {
  const v = r.range(-amt, amt);
  return v > 0 ? lighten(c, v) : darken(c, -v);
}

// ---------- numbers / paths ----------
export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();
export type Pt = [number, number];

/** Smooth closed (or open) curve through points, Catmull-Rom converted to cubic Béziers. */
export function smooth(pts: Pt[], closed = true, tension = 1): string {
  const n = pts.length;
  if (n < 2) return '';
  const get = (i: number): Pt => (closed ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f1(pts[0]![0])},${f1(pts[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** Irregular round blob. */
export function blob(r: Rng, cx: number, cy: number, rx: number, ry: number, irr = 0.12, n = 12, rot = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + r.range(-irr, irr);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  return smooth(pts);
}

export function poly(pts: Pt[]): string {
  return 'M' + pts.map((p) => `${f1(p[0])},${f1(p[1])}`).join('L') + 'Z';
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Stop = [number, string, number?];

/** A scene under construction: collects defs and body markup. */
// ids are unique across all scenes, so sub-scenes can be merged into a parent safely
let idCounter = 0;

export class Scene {
  defs: string[] = [];
  body: string[] = [];
  private blurs = new Map<string, string>();
  constructor(
    public w: number,
    public h: number,
    public r: Rng,
  ) {}
  id(p = 'g'): string {
    return `${p}${(idCounter++).toString(36)}`;
  }
  add(...s: string[]): this {
    this.body.push(...s);
    return this;
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user?: boolean): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, rr = 0.5, fx?: number, fy?: number): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** radial gradient in user space (absolute coordinates) */
  radU(stops: Stop[], cx: number, cy: number, rr: number, sy = 1): string {
    const id = this.id('r');
    const tf = sy !== 1 ? ` gradientTransform="translate(${f1(cx)} ${f1(cy)}) scale(1 ${sy}) translate(${f1(-cx)} ${f1(-cy)})"` : '';
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}"${tf}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std: number): string {
    const key = f1(std);
    let id = this.blurs.get(key);
    if (!id) {
      id = this.id('b');
      this.blurs.set(key, id);
      this.defs.push(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${key}"/></filter>`);
    }
    return `url(#${id})`;
  }
  clip(inner: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  /** soft light glow */
  glow(cx: number, cy: number, rr: number, color: string, a = 0.6, sy = 1): this {
    const g = this.radU(
      [
        [0, color, a],
        [0.35, color, a * 0.45],
        [1, color, 0],
      ],
      cx,
      cy,
      rr,
      sy,
    );
    return this.add(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rr)}" ry="${f1(rr * sy)}" fill="${g}"/>`);
  }
  /** soft drop shadow under an arbitrary path */
  shadow(d: string, dx: number, dy: number, std: number, a = 0.35, color = '#1a120a'): this {
    return this.add(
      `<path d="${d}" transform="translate(${f1(dx)} ${f1(dy)})" fill="${color}" opacity="${a}" filter="${this.blur(std)}"/>`,
    );
  }
  vignette(a = 0.45, color = '#1a120a', inner = 0.55): this {
    const g = this.rad(
      [
        [0, color, 0],
        [inner, color, 0],
        [1, color, a],
      ],
      0.5,
      0.5,
      0.75,
    );
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="${g}"/>`);
  }
  /** film grain + warm unifying wash */
  finish(opts: { grain?: number; warm?: number; vignette?: number } = {}): this {
    const { grain = 0.07, warm = 0.06, vignette = 0.35 } = opts;
    if (vignette > 0) this.vignette(vignette);
    if (warm > 0) this.add(`<rect width="${this.w}" height="${this.h}" fill="#e8b86a" opacity="${warm}" style="mix-blend-mode:multiply"/>`);
    if (grain > 0) {
      const id = this.id('n');
      this.defs.push(
        `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.floor(this.r() * 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.42  0 0 0 0 0.33  0 0 0 1.6 -0.55"/></filter>`,
      );
      this.add(`<rect width="${this.w}" height="${this.h}" filter="url(#${id})" opacity="${grain}"/>`);
    }
    return this;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export const g = (inner: string, attrs = '') => `<g ${attrs}>${inner}</g>`;
export const tr = (x: number, y: number, rot = 0, s = 1) =>
  `transform="translate(${f1(x)} ${f1(y)})${rot ? ` rotate(${f1(rot)})` : ''}${s !== 1 ? ` scale(${s.toFixed(3)})` : ''}"`;
