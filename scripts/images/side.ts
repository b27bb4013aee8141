// Side-view objects (glasses, bottles, candles, panettone, saxophone...) and
// a "still life" stage: a wall with bokeh lights and a table top in front.
import { C, type Scene, blob, darken, esc, f1, lighten, tr, vary } from './lib.ts';

/** Every sprite takes the base point (x, y) on the table and a height h in px. */

export function wineGlass(s: Scene, x: number, y: number, h: number, wine: string | null = C.wine, fill = 0.4): void {
  const bw = h * 0.26;
  const bowlTop = y - h;
  const bowlBot = y - h * 0.45;
  const bowl = `M${f1(x - bw * 0.8)},${f1(bowlTop)} C${f1(x - bw * 1.1)},${f1(bowlTop + h * 0.25)} ${f1(x - bw * 0.9)},${f1(bowlBot)} ${f1(x)},${f1(bowlBot)} C${f1(x + bw * 0.9)},${f1(bowlBot)} ${f1(x + bw * 1.1)},${f1(bowlTop + h * 0.25)} ${f1(x + bw * 0.8)},${f1(bowlTop)}Z`;
  let out = `<ellipse cx="${f1(x + h * 0.05)}" cy="${f1(y + 2)}" rx="${f1(h * 0.2)}" ry="${f1(h * 0.03)}" fill="#120a04" opacity="0.35" filter="${s.blur(h * 0.02)}"/>`;
  out += `<path d="${bowl}" fill="#ffffff" opacity="0.12"/>`;
  if (wine) {
    const wl = bowlBot - (bowlBot - bowlTop) * fill;
    const cl = s.clip(`<rect x="${f1(x - bw * 1.2)}" y="${f1(wl)}" width="${f1(bw * 2.4)}" height="${f1(h)}"/>`);
    out += `<path d="${bowl}" clip-path="${cl}" fill="${s.lin(
      [
        [0, lighten(wine, 0.15)],
        [0.6, wine],
        [1, darken(wine, 0.45)],
      ],
      0,
      0,
      1,
      0,
    )}" opacity="0.95"/>`;
    out += `<ellipse cx="${f1(x)}" cy="${f1(wl)}" rx="${f1(bw * 0.92)}" ry="${f1(h * 0.025)}" fill="${lighten(wine, 0.25)}" opacity="0.9"/>`;
  }
  out += `<path d="${bowl}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f1(Math.max(1, h * 0.008))}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(bowlTop)}" rx="${f1(bw * 0.8)}" ry="${f1(h * 0.03)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f1(Math.max(1, h * 0.007))}"/>`;
  out += `<path d="M${f1(x - bw * 0.55)},${f1(bowlTop + h * 0.08)} Q${f1(x - bw * 0.85)},${f1(bowlTop + h * 0.3)} ${f1(x - bw * 0.4)},${f1(bowlBot - h * 0.06)}" stroke="#fff" stroke-width="${f1(h * 0.025)}" fill="none" opacity="0.75" stroke-linecap="round"/>`;
  out += `<path d="M${f1(x)},${f1(bowlBot)} L${f1(x)},${f1(y - h * 0.02)}" stroke="#f2efe8" stroke-opacity="0.75" stroke-width="${f1(h * 0.02)}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - h * 0.01)}" rx="${f1(h * 0.16)}" ry="${f1(h * 0.025)}" fill="#ffffff" opacity="0.35" stroke="#fff" stroke-opacity="0.6"/>`;
  s.add(out);
}

export function bottle(
  s: Scene,
  x: number,
  y: number,
  h: number,
  glass = '#1f3a24',
  label: string = C.cream,
  text = '',
  capsule: string = C.wine,
): void {
  const w = h * 0.26;
  const sh = y - h * 0.62;
  const d = `M${f1(x - w / 2)},${f1(y)} L${f1(x - w / 2)},${f1(sh)} C${f1(x - w / 2)},${f1(sh - h * 0.12)} ${f1(x - w * 0.16)},${f1(sh - h * 0.1)} ${f1(x - w * 0.15)},${f1(sh - h * 0.22)} L${f1(x - w * 0.15)},${f1(y - h)} L${f1(x + w * 0.15)},${f1(y - h)} L${f1(x + w * 0.15)},${f1(sh - h * 0.22)} C${f1(x + w * 0.16)},${f1(sh - h * 0.1)} ${f1(x + w / 2)},${f1(sh - h * 0.12)} ${f1(x + w / 2)},${f1(sh)} L${f1(x + w / 2)},${f1(y)}Z`;
  let out = `<ellipse cx="${f1(x + h * 0.04)}" cy="${f1(y)}" rx="${f1(w * 0.7)}" ry="${f1(h * 0.025)}" fill="#120a04" opacity="0.45" filter="${s.blur(h * 0.02)}"/>`;
  out += `<path d="${d}" fill="${s.lin(
    [
      [0, darken(glass, 0.4)],
      [0.3, lighten(glass, 0.12)],
      [0.55, glass],
      [1, darken(glass, 0.55)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<rect x="${f1(x - w * 0.16)}" y="${f1(y - h)}" width="${f1(w * 0.32)}" height="${f1(h * 0.16)}" fill="${s.lin(
    [
      [0, darken(capsule, 0.3)],
      [0.4, lighten(capsule, 0.2)],
      [1, darken(capsule, 0.4)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  if (label) {
    out += `<rect x="${f1(x - w / 2)}" y="${f1(y - h * 0.45)}" width="${f1(w)}" height="${f1(h * 0.28)}" fill="${s.lin(
      [
        [0, darken(label, 0.25)],
        [0.35, label],
        [1, darken(label, 0.35)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    if (text && h > 120)
      out += `<text x="${f1(x)}" y="${f1(y - h * 0.3)}" font-family="DejaVu Serif" font-size="${f1(w * 0.2)}" text-anchor="middle" fill="${C.ink}">${esc(text)}</text>`;
    out += `<rect x="${f1(x - w * 0.3)}" y="${f1(y - h * 0.25)}" width="${f1(w * 0.6)}" height="${f1(h * 0.012)}" fill="${C.wine}" opacity="0.7"/>`;
  }
  out += `<path d="M${f1(x - w * 0.28)},${f1(y - h * 0.05)} L${f1(x - w * 0.28)},${f1(sh + h * 0.02)}" stroke="#fff" stroke-width="${f1(w * 0.08)}" opacity="0.35" stroke-linecap="round"/>`;
  s.add(out);
}

export function candle(s: Scene, x: number, y: number, h: number, glow = true): void {
  const w = h * 0.16;
  let out = '';
  if (glow) {
    s.glow(x, y - h * 1.05, h * 2.2, '#ffb347', 0.35);
    s.glow(x, y - h * 1.05, h * 0.6, '#ffd27a', 0.5);
  }
  // brass holder
  out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w * 1.5)}" ry="${f1(w * 0.35)}" fill="${s.lin(
    [
      [0, '#6a4a1a'],
      [0.4, '#e8c36a'],
      [1, '#6a4a1a'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<path d="M${f1(x - w * 0.4)},${f1(y)} L${f1(x - w * 0.3)},${f1(y - h * 0.22)} L${f1(x + w * 0.3)},${f1(y - h * 0.22)} L${f1(x + w * 0.4)},${f1(y)}Z" fill="${s.lin(
    [
      [0, '#5a3a12'],
      [0.4, '#d9b45a'],
      [1, '#5a3a12'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - h * 0.22)}" rx="${f1(w * 0.8)}" ry="${f1(w * 0.2)}" fill="#c9a04a"/>`;
  out += `<rect x="${f1(x - w / 2)}" y="${f1(y - h * 0.95)}" width="${f1(w)}" height="${f1(h * 0.73)}" fill="${s.lin(
    [
      [0, '#d9ccb4'],
      [0.4, '#fbf4e6'],
      [1, '#b8a88c'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - h * 0.95)}" rx="${f1(w / 2)}" ry="${f1(w * 0.12)}" fill="#fff6e0"/>`;
  // flame
  const fy = y - h * 0.97;
  out += `<path d="M${f1(x)},${f1(fy - h * 0.2)} C${f1(x + w * 0.45)},${f1(fy - h * 0.08)} ${f1(x + w * 0.35)},${f1(fy)} ${f1(x)},${f1(fy)} C${f1(x - w * 0.35)},${f1(fy)} ${f1(x - w * 0.45)},${f1(fy - h * 0.08)} ${f1(x)},${f1(fy - h * 0.2)}Z" fill="${s.lin(
    [
      [0, '#fff6c8'],
      [0.6, '#ffc64a'],
      [1, '#e8702a'],
    ],
  )}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(fy - h * 0.05)}" rx="${f1(w * 0.1)}" ry="${f1(h * 0.04)}" fill="#fff"/>`;
  s.add(out);
}

export function spritz(s: Scene, x: number, y: number, h: number): void {
  const bw = h * 0.34;
  const top = y - h;
  const bot = y - h * 0.42;
  const bowl = `M${f1(x - bw * 0.85)},${f1(top)} C${f1(x - bw * 1.15)},${f1(top + h * 0.3)} ${f1(x - bw * 0.9)},${f1(bot)} ${f1(x)},${f1(bot)} C${f1(x + bw * 0.9)},${f1(bot)} ${f1(x + bw * 1.15)},${f1(top + h * 0.3)} ${f1(x + bw * 0.85)},${f1(top)}Z`;
  const lvl = top + h * 0.12;
  const cl = s.clip(`<rect x="${f1(x - bw * 1.3)}" y="${f1(lvl)}" width="${f1(bw * 2.6)}" height="${f1(h)}"/>`);
  let out = `<ellipse cx="${f1(x + h * 0.05)}" cy="${f1(y + 2)}" rx="${f1(h * 0.22)}" ry="${f1(h * 0.03)}" fill="#120a04" opacity="0.35" filter="${s.blur(h * 0.02)}"/>`;
  s.glow(x, y - h * 0.65, h * 0.7, '#ff7a2a', 0.25);
  out += `<path d="${bowl}" clip-path="${cl}" fill="${s.lin(
    [
      [0, '#ffb04a'],
      [0.5, '#f26a1b'],
      [1, '#c8440e'],
    ],
    0,
    0,
    1,
    1,
  )}" opacity="0.95"/>`;
  // ice
  for (let i = 0; i < 4; i++) {
    const ix = x + s.r.range(-bw * 0.5, bw * 0.4);
    const iy = lvl + s.r.range(0, h * 0.25);
    out += `<rect x="${f1(ix)}" y="${f1(iy)}" width="${f1(h * 0.12)}" height="${f1(h * 0.11)}" rx="${f1(h * 0.02)}" transform="rotate(${f1(s.r.range(-25, 25))} ${f1(ix)} ${f1(iy)})" fill="#fff" opacity="0.35" stroke="#fff" stroke-opacity="0.6"/>`;
  }
  // orange slice
  const ox = x + bw * 0.25;
  const oy = lvl + h * 0.2;
  out += `<circle cx="${f1(ox)}" cy="${f1(oy)}" r="${f1(h * 0.13)}" fill="#f7a21b" stroke="#f9d38a" stroke-width="${f1(h * 0.015)}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += `<path d="M${f1(ox)},${f1(oy)} l${f1(Math.cos(a) * h * 0.11)},${f1(Math.sin(a) * h * 0.11)}" stroke="#fcd58a" stroke-width="${f1(h * 0.008)}"/>`;
  }
  out += `<ellipse cx="${f1(x)}" cy="${f1(lvl)}" rx="${f1(bw * 1.02)}" ry="${f1(h * 0.03)}" fill="#ffc27a" opacity="0.9"/>`;
  out += `<path d="${bowl}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${f1(Math.max(1, h * 0.008))}"/>`;
  out += `<path d="M${f1(x - bw * 0.6)},${f1(top + h * 0.1)} Q${f1(x - bw * 0.95)},${f1(top + h * 0.35)} ${f1(x - bw * 0.45)},${f1(bot - h * 0.05)}" stroke="#fff" stroke-width="${f1(h * 0.025)}" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  out += `<path d="M${f1(x)},${f1(bot)} L${f1(x)},${f1(y)}" stroke="#f2efe8" stroke-opacity="0.7" stroke-width="${f1(h * 0.02)}"/><ellipse cx="${f1(x)}" cy="${f1(y - h * 0.01)}" rx="${f1(h * 0.16)}" ry="${f1(h * 0.025)}" fill="#fff" opacity="0.35"/>`;
  // straw
  out += `<path d="M${f1(x + bw * 0.1)},${f1(bot - h * 0.1)} L${f1(x + bw * 0.7)},${f1(top - h * 0.18)}" stroke="#2b2118" stroke-width="${f1(h * 0.02)}" stroke-linecap="round"/>`;
  s.add(out);
}

export function bowlSide(s: Scene, x: number, y: number, w: number, kind: 'olives' | 'chips' | 'nuts' = 'olives', col = '#f3ede2'): void {
  const r = s.r;
  const h = w * 0.35;
  let out = `<ellipse cx="${f1(x + 6)}" cy="${f1(y + 2)}" rx="${f1(w * 0.55)}" ry="${f1(w * 0.07)}" fill="#120a04" opacity="0.35" filter="${s.blur(w * 0.03)}"/>`;
  // heap
  for (let i = 0; i < 16; i++) {
    const ox = x + r.range(-w * 0.4, w * 0.4);
    const oy = y - h - r.range(-h * 0.05, h * 0.35) * (1 - Math.abs(ox - x) / (w * 0.5));
    const sz = w * 0.09;
    const c = kind === 'olives' ? (i % 3 === 0 ? '#3b2a33' : '#7d8a2e') : kind === 'chips' ? '#f0c86a' : '#b07a40';
    out += `<ellipse cx="${f1(ox)}" cy="${f1(oy)}" rx="${f1(sz)}" ry="${f1(sz * 0.75)}" fill="${s.rad(
      [
        [0, lighten(c, 0.3)],
        [1, darken(c, 0.25)],
      ],
      0.35,
      0.35,
      0.7,
    )}"/>`;
  }
  out += `<path d="M${f1(x - w / 2)},${f1(y - h)} Q${f1(x - w * 0.45)},${f1(y)} ${f1(x)},${f1(y)} Q${f1(x + w * 0.45)},${f1(y)} ${f1(x + w / 2)},${f1(y - h)}Z" fill="${s.lin(
    [
      [0, darken(col, 0.25)],
      [0.35, col],
      [1, darken(col, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - h)}" rx="${f1(w / 2)}" ry="${f1(h * 0.12)}" fill="none" stroke="${lighten(col, 0.3)}" stroke-width="2"/>`;
  s.add(out);
}

export function vase(s: Scene, x: number, y: number, h: number, flower = '#e8b4a0'): void {
  const r = s.r;
  let out = '';
  // stems & blooms
  for (let i = 0; i < 7; i++) {
    const a = r.range(-0.6, 0.6);
    const l = h * r.range(0.9, 1.4);
    const ex = x + Math.sin(a) * l * 0.5;
    const ey = y - h * 0.5 - Math.cos(a) * l * 0.6;
    out += `<path d="M${f1(x)},${f1(y - h * 0.4)} Q${f1(x + Math.sin(a) * l * 0.2)},${f1(ey + l * 0.2)} ${f1(ex)},${f1(ey)}" stroke="#4f6a32" stroke-width="${f1(h * 0.02)}" fill="none"/>`;
    out += `<ellipse cx="${f1(ex + h * 0.05)}" cy="${f1(ey + h * 0.15)}" rx="${f1(h * 0.08)}" ry="${f1(h * 0.03)}" transform="rotate(${f1(r.range(-40, 40))} ${f1(ex)} ${f1(ey)})" fill="#5b7a3a"/>`;
    const c = vary(r, flower, 0.12);
    for (let k = 0; k < 5; k++) {
      const pa = (k / 5) * Math.PI * 2;
      out += `<circle cx="${f1(ex + Math.cos(pa) * h * 0.05)}" cy="${f1(ey + Math.sin(pa) * h * 0.05)}" r="${f1(h * 0.055)}" fill="${c}"/>`;
    }
    out += `<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(h * 0.035)}" fill="${darken(c, 0.25)}"/>`;
  }
  const vw = h * 0.28;
  out += `<path d="M${f1(x - vw * 0.35)},${f1(y - h * 0.5)} C${f1(x - vw * 0.3)},${f1(y - h * 0.35)} ${f1(x - vw)},${f1(y - h * 0.3)} ${f1(x - vw * 0.7)},${f1(y)} L${f1(x + vw * 0.7)},${f1(y)} C${f1(x + vw)},${f1(y - h * 0.3)} ${f1(x + vw * 0.3)},${f1(y - h * 0.35)} ${f1(x + vw * 0.35)},${f1(y - h * 0.5)}Z" fill="${s.lin(
    [
      [0, '#8a9aa0'],
      [0.35, '#e8f0f0'],
      [1, '#6a7a80'],
    ],
    0,
    0,
    1,
    0,
  )}" opacity="0.85"/>`;
  s.add(out);
}

export function panettone(s: Scene, x: number, y: number, h: number): void {
  const w = h * 1.05;
  const wrapTop = y - h * 0.62;
  let out = `<ellipse cx="${f1(x + 10)}" cy="${f1(y + 4)}" rx="${f1(w * 0.62)}" ry="${f1(h * 0.06)}" fill="#120a04" opacity="0.45" filter="${s.blur(h * 0.03)}"/>`;
  // dome
  out += `<path d="M${f1(x - w * 0.53)},${f1(wrapTop + 4)} C${f1(x - w * 0.58)},${f1(y - h * 1.05)} ${f1(x + w * 0.58)},${f1(y - h * 1.05)} ${f1(x + w * 0.53)},${f1(wrapTop + 4)}Z" fill="${s.rad(
    [
      [0, '#c2782e'],
      [0.6, '#8a4a18'],
      [1, '#5a2e0e'],
    ],
    0.4,
    0.3,
    0.7,
  )}"/>`;
  // cross cut on top
  out += `<path d="M${f1(x - w * 0.25)},${f1(y - h * 0.88)} Q${f1(x)},${f1(y - h * 0.8)} ${f1(x + w * 0.25)},${f1(y - h * 0.88)}" stroke="#e9b866" stroke-width="${f1(h * 0.04)}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 8; i++)
    out += `<circle cx="${f1(x + s.r.range(-w * 0.35, w * 0.35))}" cy="${f1(y - h * s.r.range(0.7, 0.85))}" r="${f1(h * 0.015)}" fill="#f4dca0" opacity="0.8"/>`;
  // paper wrap
  out += `<path d="M${f1(x - w * 0.5)},${f1(wrapTop)} L${f1(x - w * 0.5)},${f1(y)} Q${f1(x)},${f1(y + h * 0.05)} ${f1(x + w * 0.5)},${f1(y)} L${f1(x + w * 0.5)},${f1(wrapTop)} Q${f1(x)},${f1(wrapTop + h * 0.06)} ${f1(x - w * 0.5)},${f1(wrapTop)}Z" fill="${s.lin(
    [
      [0, '#6a3a14'],
      [0.3, '#c8955a'],
      [0.6, '#a06a30'],
      [1, '#4a2a0c'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  let pleats = '';
  for (let i = 1; i < 16; i++) {
    const px = x - w * 0.5 + (w * i) / 16;
    pleats += `<path d="M${f1(px)},${f1(wrapTop + h * 0.03)} L${f1(px)},${f1(y + h * 0.02)}"/>`;
  }
  out += `<g stroke="#3a1e08" stroke-width="1.5" opacity="0.35">${pleats}</g>`;
  // ribbon
  out += `<path d="M${f1(x - w * 0.5)},${f1(y - h * 0.32)} Q${f1(x)},${f1(y - h * 0.27)} ${f1(x + w * 0.5)},${f1(y - h * 0.32)}" stroke="${C.wine}" stroke-width="${f1(h * 0.07)}" fill="none"/>`;
  out += `<path d="M${f1(x + w * 0.1)},${f1(y - h * 0.3)} l${f1(-h * 0.15)},${f1(-h * 0.1)} l${f1(h * 0.02)},${f1(h * 0.18)}Z M${f1(x + w * 0.1)},${f1(y - h * 0.3)} l${f1(h * 0.15)},${f1(-h * 0.1)} l${f1(-h * 0.02)},${f1(h * 0.18)}Z" fill="${lighten(C.wine, 0.1)}"/>`;
  s.add(out);
}

/** a slice of panettone on a small plate */
export function panettoneSlice(s: Scene, x: number, y: number, h: number): void {
  const r = s.r;
  const w = h * 1.1;
  let out = `<ellipse cx="${f1(x + 8)}" cy="${f1(y + 4)}" rx="${f1(w * 0.85)}" ry="${f1(h * 0.16)}" fill="#120a04" opacity="0.4" filter="${s.blur(h * 0.05)}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w * 0.85)}" ry="${f1(h * 0.16)}" fill="#f6f1e8" stroke="#d6cab4" stroke-width="2"/>`;
  const d = `M${f1(x - w * 0.5)},${f1(y - h * 0.05)} L${f1(x - w * 0.45)},${f1(y - h * 0.75)} Q${f1(x)},${f1(y - h * 1.05)} ${f1(x + w * 0.45)},${f1(y - h * 0.75)} L${f1(x + w * 0.5)},${f1(y - h * 0.05)}Z`;
  out += `<path d="${d}" fill="${s.rad(
    [
      [0, '#ffe39a'],
      [0.8, '#f3c866'],
      [1, '#d9a040'],
    ],
    0.5,
    0.6,
    0.7,
  )}"/>`;
  out += `<path d="M${f1(x - w * 0.45)},${f1(y - h * 0.75)} Q${f1(x)},${f1(y - h * 1.05)} ${f1(x + w * 0.45)},${f1(y - h * 0.75)}" stroke="#7a3e12" stroke-width="${f1(h * 0.06)}" fill="none"/>`;
  for (let i = 0; i < 22; i++) {
    const px = x + r.range(-w * 0.4, w * 0.4);
    const py = y - r.range(h * 0.1, h * 0.7);
    const c = r.pick(['#6a2a14', '#d8751a', '#8a4a1a', '#e89a2a']);
    out += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(h * 0.035)}" ry="${f1(h * 0.025)}" fill="${c}"/>`;
  }
  for (let i = 0; i < 30; i++)
    out += `<ellipse cx="${f1(x + r.range(-w * 0.4, w * 0.4))}" cy="${f1(y - r.range(h * 0.1, h * 0.7))}" rx="${f1(h * 0.02)}" ry="${f1(h * 0.01)}" fill="#e0a848" opacity="0.6"/>`;
  s.add(out);
}

export function saxophone(s: Scene, x: number, y: number, h: number, rot = -8): void {
  const k = h / 400;
  const brass = s.lin(
    [
      [0, '#7a5212'],
      [0.3, '#f6d36a'],
      [0.5, '#d9a62a'],
      [0.75, '#fbe7a0'],
      [1, '#8a5e16'],
    ],
    0,
    0,
    1,
    0,
  );
  let out = `<g ${tr(x, y, rot, k)}>`;
  // body: tube from top going down then J-curve up to the bell
  out += `<path d="M-30,-360 C-40,-260 -48,-150 -40,-60 C-34,10 30,30 60,-10 C80,-40 86,-90 92,-130 L150,-150 C140,-90 130,-20 90,20 C40,70 -60,60 -75,-40 C-85,-140 -72,-260 -58,-362Z" fill="${brass}" stroke="#6a4a10" stroke-width="2"/>`;
  // bell
  out += `<ellipse cx="121" cy="-142" rx="42" ry="14" transform="rotate(-15 121 -142)" fill="#5a3a0a"/><ellipse cx="121" cy="-145" rx="42" ry="14" transform="rotate(-15 121 -145)" fill="none" stroke="#fbe7a0" stroke-width="5"/>`;
  // neck and mouthpiece
  out += `<path d="M-44,-360 C-40,-400 -10,-410 20,-400 L22,-390 C-5,-398 -28,-390 -30,-360Z" fill="${brass}" stroke="#6a4a10" stroke-width="2"/><rect x="18" y="-404" width="26" height="12" rx="5" fill="#1a1a1a"/>`;
  // keys
  for (let i = 0; i < 7; i++)
    out += `<circle cx="${-40 + i * 1.5}" cy="${-320 + i * 40}" r="11" fill="#f8e8b0" stroke="#8a6a1a" stroke-width="3"/>`;
  for (let i = 0; i < 4; i++) out += `<circle cx="${-66}" cy="${-280 + i * 50}" r="7" fill="#fbe7a0" stroke="#8a6a1a" stroke-width="2"/>`;
  out += `<path d="M-52,-340 L-52,-60" stroke="#fff8d8" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`;
  out += `</g>`;
  s.add(out);
}

export function bokeh(s: Scene, n: number, area: [number, number, number, number], colors: string[], size: [number, number]): void {
  const r = s.r;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(area[0], area[2]);
    const y = r.range(area[1], area[3]);
    const rr = r.range(size[0], size[1]);
    out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rr)}" fill="${r.pick(colors)}" opacity="${f1(r.range(0.15, 0.45))}"/>`;
  }
  s.add(`<g filter="${s.blur(size[0] * 0.3)}">${out}</g>`);
}

/** Background wall + table top for side-view still lifes. Returns the table line y. */
export function stage(
  s: Scene,
  o: {
    wall: string;
    night?: boolean;
    table: 'linen' | 'wood' | 'dark' | 'red';
    horizon?: number;
    bokehColors?: string[];
    wainscot?: boolean;
  },
): number {
  const { w, h } = s;
  const ty = h * (o.horizon ?? 0.6);
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.lin([
      [0, lighten(o.wall, o.night ? 0.02 : 0.12)],
      [1, darken(o.wall, 0.25)],
    ])}"/>`,
  );
  if (o.wainscot) {
    s.add(`<rect x="0" y="${f1(ty - h * 0.22)}" width="${w}" height="${f1(h * 0.22)}" fill="${darken(o.wall, 0.35)}"/>`);
    for (let x = -40; x < w; x += w / 6)
      s.add(
        `<rect x="${f1(x + 20)}" y="${f1(ty - h * 0.19)}" width="${f1(w / 6 - 40)}" height="${f1(h * 0.15)}" fill="none" stroke="${darken(o.wall, 0.5)}" stroke-width="4" filter="${s.blur(2)}"/>`,
      );
  }
  if (o.bokehColors) bokeh(s, 40, [0, 0, w, ty], o.bokehColors, [w * 0.015, w * 0.05]);
  const tops: Record<string, [string, string]> = {
    linen: ['#efe8dc', '#cfc4b2'],
    wood: ['#8a6440', '#5a3e24'],
    dark: ['#3a2a1e', '#1e150e'],
    red: ['#8a2a2a', '#5a1616'],
  };
  const [a, b] = tops[o.table]!;
  s.add(
    `<rect x="0" y="${f1(ty)}" width="${w}" height="${f1(h - ty)}" fill="${s.lin([
      [0, darken(a, o.night ? 0.35 : 0.12)],
      [0.25, a],
      [1, b],
    ])}"/>`,
  );
  if (o.table === 'wood' || o.table === 'dark') {
    let lines = '';
    for (let i = 0; i < 18; i++) {
      const yy = ty + (h - ty) * Math.pow(i / 18, 1.6);
      lines += `<path d="M0,${f1(yy)} L${w},${f1(yy + s.r.range(-3, 3))}"/>`;
    }
    s.add(`<g stroke="#000" stroke-width="1.2" opacity="0.18">${lines}</g>`);
  }
  if (o.table === 'linen' || o.table === 'red') {
    // cloth edge highlight & folds
    for (let i = 0; i < 4; i++)
      s.add(
        `<path d="M${f1(s.r.range(0, w))},${f1(ty)} l${f1(s.r.range(-200, 200))},${f1(h - ty)}" stroke="#fff" stroke-width="30" opacity="0.08" filter="${s.blur(14)}"/>`,
      );
  }
  s.add(`<rect x="0" y="${f1(ty - 2)}" width="${w}" height="4" fill="#fff" opacity="0.15"/>`);
  return ty;
}

export function plateSide(s: Scene, x: number, y: number, w: number, col = '#f8f4ec'): void {
  s.add(
    `<ellipse cx="${f1(x + 6)}" cy="${f1(y + 4)}" rx="${f1(w / 2)}" ry="${f1(w * 0.09)}" fill="#120a04" opacity="0.35" filter="${s.blur(w * 0.02)}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w / 2)}" ry="${f1(w * 0.1)}" fill="${s.rad([
      [0, col],
      [0.7, col],
      [1, darken(col, 0.2)],
    ])}"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w * 0.34)}" ry="${f1(w * 0.06)}" fill="none" stroke="${darken(col, 0.1)}" stroke-width="2"/>`,
  );
}

export function cutlerySide(s: Scene, x: number, y: number, len: number, kind: 'fork' | 'knife'): void {
  // lying on the table, seen from low angle: thin foreshortened shape
  const d =
    kind === 'knife'
      ? `M${f1(x)},${f1(y)} l${f1(len)},${f1(-len * 0.02)} l${f1(len * 0.05)},${f1(len * 0.015)} l${f1(-len * 1.05)},${f1(len * 0.03)}Z`
      : `M${f1(x)},${f1(y)} l${f1(len * 0.75)},${f1(-len * 0.015)} l${f1(len * 0.25)},${f1(-len * 0.02)} l0,${f1(len * 0.05)} l${f1(-len * 0.25)},${f1(-len * 0.005)} l${f1(-len * 0.75)},${f1(len * 0.02)}Z`;
  s.add(
    `<path d="${d}" fill="${s.lin([
      [0, '#f2f0ec'],
      [1, '#8d8a86'],
    ])}" stroke="#6a6660" stroke-width="0.8"/>`,
  );
}

export function napkinSide(s: Scene, x: number, y: number, w: number, color: string): void {
  const r = s.r;
  s.add(
    `<path d="${blob(r, x, y - w * 0.06, w / 2, w * 0.08, 0.1, 8)}" fill="${color}"/><path d="M${f1(x - w * 0.4)},${f1(y - w * 0.1)} Q${f1(x)},${f1(y - w * 0.16)} ${f1(x + w * 0.4)},${f1(y - w * 0.1)}" stroke="${lighten(color, 0.3)}" stroke-width="3" fill="none"/>`,
  );
}
