// Top-down table-top props: surfaces, plates, cutlery, napkins, herbs, glasses.
import { C, type Scene, type Pt, blob, darken, f1, lighten, mix, smooth, tr, vary } from './lib.ts';

export type Surface = 'wood' | 'darkwood' | 'linen' | 'marble' | 'slate' | 'board';

export function surface(s: Scene, kind: Surface, tint?: string): void {
  const { w, h, r } = s;
  if (kind === 'wood' || kind === 'darkwood' || kind === 'board') {
    const base = tint ?? (kind === 'darkwood' ? '#4a3322' : kind === 'board' ? '#b98b58' : '#8a6440');
    const pw = h / r.range(4.2, 5.5);
    for (let y = -pw * 0.3; y < h; y += pw) {
      const c = vary(r, base, 0.1);
      s.add(
        `<rect x="0" y="${f1(y)}" width="${w}" height="${f1(pw + 1)}" fill="${s.lin([
          [0, lighten(c, 0.06)],
          [1, darken(c, 0.08)],
        ])}"/>`,
      );
      // grain lines
      const n = Math.floor(r.range(9, 15));
      let gd = '';
      for (let i = 0; i < n; i++) {
        const yy = y + r.range(0.05, 0.95) * pw;
        const pts: Pt[] = [];
        const amp = r.range(1, 5);
        const ph = r.range(0, 6);
        for (let x = -20; x <= w + 20; x += w / 8) pts.push([x, yy + Math.sin(x / r.range(120, 260) + ph) * amp]);
        gd += smooth(pts, false);
      }
      s.add(`<path d="${gd}" fill="none" stroke="${darken(c, 0.35)}" stroke-width="${f1(r.range(0.8, 1.6))}" opacity="0.35"/>`);
      // a knot now and then
      if (r() < 0.35) {
        const kx = r.range(0, w);
        const ky = y + pw * r.range(0.3, 0.7);
        s.add(
          `<ellipse cx="${f1(kx)}" cy="${f1(ky)}" rx="${f1(pw * 0.18)}" ry="${f1(pw * 0.06)}" fill="none" stroke="${darken(c, 0.4)}" stroke-width="1.5" opacity="0.4"/>`,
        );
      }
      s.add(`<rect x="0" y="${f1(y + pw - 1.5)}" width="${w}" height="3" fill="${darken(base, 0.55)}" opacity="0.55"/>`);
    }
  } else if (kind === 'linen') {
    const base = tint ?? C.linen;
    s.add(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    const pid = s.id('p');
    s.defs.push(
      `<pattern id="${pid}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,1.5H6M1.5,0V6" stroke="${darken(base, 0.12)}" stroke-width="0.8" opacity="0.5"/></pattern>`,
    );
    s.add(`<rect width="${w}" height="${h}" fill="url(#${pid})"/>`);
    // soft folds
    for (let i = 0; i < 5; i++) {
      const x = r.range(-0.1, 1.1) * w;
      s.add(
        `<path d="M${f1(x)},-50 Q${f1(x + r.range(-200, 200))},${f1(h / 2)} ${f1(x + r.range(-150, 150))},${f1(h + 50)}" stroke="${i % 2 ? '#ffffff' : darken(base, 0.25)}" stroke-width="${f1(r.range(20, 60))}" fill="none" opacity="${i % 2 ? 0.35 : 0.18}" filter="${s.blur(18)}"/>`,
      );
    }
  } else if (kind === 'marble') {
    const base = tint ?? '#ece7df';
    s.add(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    for (let i = 0; i < 9; i++) {
      const pts: Pt[] = [];
      let x = r.range(-0.2, 1) * w;
      let y = -20;
      while (y < h + 40) {
        pts.push([x, y]);
        x += r.range(-60, 120);
        y += r.range(60, 140);
      }
      s.add(
        `<path d="${smooth(pts, false)}" fill="none" stroke="${i % 3 ? '#9a9288' : '#b8a998'}" stroke-width="${f1(r.range(1, 4))}" opacity="${f1(r.range(0.2, 0.5))}" filter="${s.blur(1.5)}"/>`,
      );
    }
  } else {
    const base = tint ?? '#3a3836';
    s.add(`<rect width="${w}" height="${h}" fill="${base}"/>`);
    for (let i = 0; i < 6; i++) {
      s.add(
        `<ellipse cx="${f1(r.range(0, w))}" cy="${f1(r.range(0, h))}" rx="${f1(r.range(100, 300))}" ry="${f1(r.range(60, 200))}" fill="${i % 2 ? '#4a4744' : '#2c2a28'}" opacity="0.5" filter="${s.blur(40)}"/>`,
      );
    }
  }
  // warm key light from top-left
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.lin(
      [
        [0, '#fff3dc', 0.22],
        [0.5, '#fff3dc', 0],
        [1, '#000', 0.18],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
}

export type PlateStyle = { rim?: string; band?: string; deep?: boolean; color?: string };

/** Round plate seen from above. Returns the inner (well) radius. */
export function plate(s: Scene, cx: number, cy: number, rr: number, st: PlateStyle = {}): number {
  const col = st.color ?? '#fbf8f2';
  s.add(
    `<circle cx="${f1(cx + rr * 0.06)}" cy="${f1(cy + rr * 0.09)}" r="${f1(rr * 1.01)}" fill="#1a120a" opacity="0.38" filter="${s.blur(rr * 0.06)}"/>`,
  );
  s.add(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}" fill="${s.rad(
      [
        [0, col],
        [0.8, col],
        [0.97, darken(col, 0.1)],
        [1, darken(col, 0.22)],
      ],
      0.5,
      0.5,
      0.5,
    )}"/>`,
  );
  const inner = st.deep ? rr * 0.66 : rr * 0.72;
  // well: subtle ring shading
  s.add(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(inner)}" fill="${s.rad(
      [
        [0, col],
        [0.85, darken(col, 0.03)],
        [1, darken(col, st.deep ? 0.16 : 0.08)],
      ],
      0.45,
      0.42,
      0.55,
    )}"/>`,
  );
  s.add(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(inner)}" fill="none" stroke="#ffffff" stroke-width="${f1(rr * 0.012)}" opacity="0.6" transform="translate(-1 -1)"/>`,
  );
  if (st.band)
    s.add(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr * 0.9)}" fill="none" stroke="${st.band}" stroke-width="${f1(rr * 0.012)}" opacity="0.85"/>`,
    );
  if (st.rim)
    s.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr * 0.985)}" fill="none" stroke="${st.rim}" stroke-width="${f1(rr * 0.02)}"/>`);
  // specular arc
  s.add(
    `<path d="M${f1(cx - rr * 0.78)},${f1(cy - rr * 0.35)} A${f1(rr * 0.86)},${f1(rr * 0.86)} 0 0 1 ${f1(cx - rr * 0.2)},${f1(cy - rr * 0.84)}" stroke="#ffffff" stroke-width="${f1(rr * 0.035)}" fill="none" stroke-linecap="round" opacity="0.7" filter="${s.blur(rr * 0.01)}"/>`,
  );
  return inner;
}

/** Oval serving platter. */
export function platter(s: Scene, cx: number, cy: number, rx: number, ry: number, rot = 0, col = '#fbf8f2'): void {
  s.add(`<g ${tr(cx, cy, rot)}>`);
  s.add(
    `<ellipse cx="${f1(rx * 0.05)}" cy="${f1(ry * 0.1)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="#1a120a" opacity="0.38" filter="${s.blur(ry * 0.08)}"/>`,
  );
  s.add(
    `<ellipse rx="${f1(rx)}" ry="${f1(ry)}" fill="${s.rad([
      [0, col],
      [0.82, col],
      [1, darken(col, 0.2)],
    ])}"/>`,
  );
  s.add(
    `<ellipse rx="${f1(rx * 0.82)}" ry="${f1(ry * 0.74)}" fill="${s.rad(
      [
        [0, col],
        [0.9, darken(col, 0.04)],
        [1, darken(col, 0.1)],
      ],
      0.45,
      0.42,
      0.55,
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(-rx * 0.8)},${f1(-ry * 0.3)} Q${f1(-rx * 0.6)},${f1(-ry * 0.9)} ${f1(-rx * 0.1)},${f1(-ry * 0.93)}" stroke="#fff" stroke-width="${f1(ry * 0.04)}" fill="none" opacity="0.7" stroke-linecap="round"/>`,
  );
  s.add(`</g>`);
}

const steel = (s: Scene) =>
  s.lin(
    [
      [0, '#8d8a86'],
      [0.35, '#f2f0ec'],
      [0.55, '#c9c5bf'],
      [1, '#7a7671'],
    ],
    0,
    0,
    1,
    0,
  );

export function fork(s: Scene, x: number, y: number, len: number, rot = 0): void {
  const k = len / 200;
  const d =
    'M-5,100 C-6,40 -7,10 -4,-20 C-12,-30 -14,-50 -14,-62 L-14,-100 L-11,-100 L-11,-64 L-6,-64 L-6,-100 L-2,-100 L-2,-64 L2,-64 L2,-100 L6,-100 L6,-64 L11,-64 L11,-100 L14,-100 L14,-62 C14,-50 12,-30 4,-20 C7,10 6,40 5,100 Z';
  s.add(
    `<g ${tr(x, y, rot, k)}><path d="${d}" transform="translate(6 8)" fill="#1a120a" opacity="0.3" filter="${s.blur(4)}"/><path d="${d}" fill="${steel(s)}"/><path d="M-1,95 L-1,0" stroke="#fff" stroke-width="2" opacity="0.6"/></g>`,
  );
}
export function knife(s: Scene, x: number, y: number, len: number, rot = 0): void {
  const k = len / 200;
  const d = 'M-6,100 C-7,50 -7,20 -5,0 L-6,-10 C-8,-50 -6,-85 2,-100 C7,-80 7,-40 6,-10 L5,0 C7,20 7,50 6,100 Z';
  s.add(
    `<g ${tr(x, y, rot, k)}><path d="${d}" transform="translate(6 8)" fill="#1a120a" opacity="0.3" filter="${s.blur(4)}"/><path d="${d}" fill="${steel(s)}"/><path d="M0,95 L0,5 M1,-12 L2,-90" stroke="#fff" stroke-width="1.6" opacity="0.55"/></g>`,
  );
}
export function spoon(s: Scene, x: number, y: number, len: number, rot = 0): void {
  const k = len / 200;
  const d = 'M-5,100 C-6,40 -5,10 -3,-30 C-16,-38 -18,-60 -16,-75 C-13,-98 13,-98 16,-75 C18,-60 16,-38 3,-30 C5,10 6,40 5,100 Z';
  s.add(
    `<g ${tr(x, y, rot, k)}><path d="${d}" transform="translate(6 8)" fill="#1a120a" opacity="0.3" filter="${s.blur(4)}"/><path d="${d}" fill="${steel(s)}"/><ellipse cx="-5" cy="-70" rx="4" ry="12" fill="#fff" opacity="0.6"/></g>`,
  );
}

export function napkin(s: Scene, x: number, y: number, w: number, h: number, rot: number, color: string, stripe?: string): void {
  s.add(`<g ${tr(x, y, rot)}>`);
  s.add(
    `<rect x="${f1(-w / 2 + 8)}" y="${f1(-h / 2 + 12)}" width="${f1(w)}" height="${f1(h)}" rx="6" fill="#1a120a" opacity="0.3" filter="${s.blur(10)}"/>`,
  );
  s.add(
    `<rect x="${f1(-w / 2)}" y="${f1(-h / 2)}" width="${f1(w)}" height="${f1(h)}" rx="5" fill="${s.lin(
      [
        [0, lighten(color, 0.1)],
        [1, darken(color, 0.1)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  const pid = s.id('p');
  s.defs.push(
    `<pattern id="${pid}" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0,1H5M1,0V5" stroke="${darken(color, 0.25)}" stroke-width="0.7" opacity="0.35"/></pattern>`,
  );
  s.add(`<rect x="${f1(-w / 2)}" y="${f1(-h / 2)}" width="${f1(w)}" height="${f1(h)}" rx="5" fill="url(#${pid})"/>`);
  if (stripe) {
    s.add(
      `<rect x="${f1(-w / 2)}" y="${f1(h / 2 - h * 0.16)}" width="${f1(w)}" height="${f1(h * 0.04)}" fill="${stripe}" opacity="0.85"/>`,
    );
    s.add(`<rect x="${f1(-w / 2)}" y="${f1(h / 2 - h * 0.1)}" width="${f1(w)}" height="${f1(h * 0.02)}" fill="${stripe}" opacity="0.85"/>`);
  }
  s.add(
    `<path d="M${f1(-w / 2 + w * 0.5)},${f1(-h / 2)} L${f1(-w / 2 + w * 0.5)},${f1(h / 2)}" stroke="${darken(color, 0.3)}" stroke-width="3" opacity="0.3" filter="${s.blur(2)}"/>`,
  );
  s.add(`</g>`);
}

/** a single leaf (basil, sage, parsley...) */
export function leaf(
  s: Scene,
  x: number,
  y: number,
  len: number,
  wid: number,
  rot: number,
  color: string,
  opts: { vein?: boolean; gloss?: boolean; shadow?: boolean } = {},
): void {
  const { vein = true, gloss = true, shadow = true } = opts;
  const d = `M0,0 C${f1(wid * 0.9)},${f1(-len * 0.15)} ${f1(wid * 0.8)},${f1(-len * 0.75)} 0,${f1(-len)} C${f1(-wid * 0.8)},${f1(-len * 0.75)} ${f1(-wid * 0.9)},${f1(-len * 0.15)} 0,0Z`;
  let out = `<g ${tr(x, y, rot)}>`;
  if (shadow)
    out += `<path d="${d}" transform="translate(${f1(len * 0.05)} ${f1(len * 0.08)})" fill="#1a120a" opacity="0.3" filter="${s.blur(len * 0.05)}"/>`;
  out += `<path d="${d}" fill="${s.lin(
    [
      [0, darken(color, 0.15)],
      [0.5, color],
      [1, lighten(color, 0.15)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  if (vein) {
    out += `<path d="M0,${f1(-len * 0.02)} L0,${f1(-len * 0.92)}" stroke="${lighten(color, 0.3)}" stroke-width="${f1(Math.max(0.8, wid * 0.06))}" opacity="0.7"/>`;
    for (let i = 1; i < 5; i++) {
      const yy = -len * (i * 0.18);
      out += `<path d="M0,${f1(yy)} Q${f1(wid * 0.4)},${f1(yy - len * 0.06)} ${f1(wid * 0.6)},${f1(yy - len * 0.14)} M0,${f1(yy)} Q${f1(-wid * 0.4)},${f1(yy - len * 0.06)} ${f1(-wid * 0.6)},${f1(yy - len * 0.14)}" stroke="${lighten(color, 0.25)}" stroke-width="${f1(Math.max(0.6, wid * 0.03))}" fill="none" opacity="0.5"/>`;
    }
  }
  if (gloss)
    out += `<ellipse cx="${f1(-wid * 0.3)}" cy="${f1(-len * 0.55)}" rx="${f1(wid * 0.15)}" ry="${f1(len * 0.2)}" fill="#fff" opacity="0.22"/>`;
  s.add(out + `</g>`);
}

export function basil(s: Scene, x: number, y: number, size: number, rot = 0): void {
  const r = s.r;
  const n = r.int(3, 5);
  for (let i = 0; i < n; i++) {
    leaf(
      s,
      x + r.range(-3, 3),
      y + r.range(-3, 3),
      size * r.range(0.75, 1),
      size * r.range(0.5, 0.62),
      rot + (i - (n - 1) / 2) * r.range(50, 75),
      vary(r, '#3f8a2a', 0.08),
    );
  }
}

export function sageLeaves(s: Scene, x: number, y: number, size: number, rot = 0, fried = false): void {
  const r = s.r;
  const col = fried ? '#4d5e32' : '#8a9e78';
  for (let i = 0; i < 3; i++)
    leaf(s, x, y, size * r.range(0.85, 1.1), size * 0.36, rot + (i - 1) * r.range(25, 45), vary(r, col, 0.06), { gloss: fried });
}

export function rosemary(s: Scene, x: number, y: number, len: number, rot = 0): void {
  const r = s.r;
  let out = `<g ${tr(x, y, rot)}><path d="M0,0 Q${f1(len * 0.05)},${f1(-len / 2)} 0,${f1(-len)}" stroke="#5b4a2a" stroke-width="${f1(len * 0.018)}" fill="none"/>`;
  const n = Math.floor(len / 7);
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const yy = -len * (0.05 + 0.95 * t);
    const l = len * 0.13 * (1 - t * 0.4);
    for (const side of [-1, 1]) {
      const a = side * r.range(30, 60);
      out += `<path d="M0,${f1(yy)} l${f1(Math.sin((a * Math.PI) / 180) * l)},${f1(-Math.cos((a * Math.PI) / 180) * l)}" stroke="${vary(r, '#3d5a36', 0.1)}" stroke-width="${f1(len * 0.022)}" stroke-linecap="round"/>`;
    }
  }
  s.add(out + `</g>`);
}

export function parsleyBits(s: Scene, cx: number, cy: number, rad: number, n: number, size = 6): void {
  const r = s.r;
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r()) * rad;
    out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, size * r.range(0.5, 1.1), size * r.range(0.4, 0.9), 0.35, 6)}" fill="${vary(r, '#3f7d2a', 0.15)}"/>`;
  }
  s.add(out);
}

export function specks(s: Scene, cx: number, cy: number, rad: number, n: number, color: string, size: number, opacity = 1): void {
  const r = s.r;
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r()) * rad;
    out += `<circle cx="${f1(cx + Math.cos(a) * d)}" cy="${f1(cy + Math.sin(a) * d)}" r="${f1(size * r.range(0.5, 1.2))}"/>`;
  }
  s.add(`<g fill="${color}" opacity="${opacity}">${out}</g>`);
}

/** wine glass from above */
export function glassTop(s: Scene, x: number, y: number, rr: number, wine: string | null = C.wine): void {
  s.add(
    `<ellipse cx="${f1(x + rr * 0.5)}" cy="${f1(y + rr * 0.7)}" rx="${f1(rr * 1.1)}" ry="${f1(rr * 0.9)}" fill="${wine ? darken(wine, 0.3) : '#1a120a'}" opacity="0.25" filter="${s.blur(rr * 0.15)}"/>`,
  );
  s.add(
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rr)}" fill="#ffffff" opacity="0.18" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f1(rr * 0.04)}"/>`,
  );
  if (wine)
    s.add(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rr * 0.78)}" fill="${s.rad(
        [
          [0, lighten(wine, 0.15)],
          [0.7, wine],
          [1, darken(wine, 0.4)],
        ],
        0.6,
        0.6,
        0.6,
      )}" opacity="0.92"/>`,
    );
  s.add(
    `<path d="M${f1(x - rr * 0.7)},${f1(y - rr * 0.2)} A${f1(rr * 0.75)},${f1(rr * 0.75)} 0 0 1 ${f1(x - rr * 0.1)},${f1(y - rr * 0.72)}" stroke="#fff" stroke-width="${f1(rr * 0.08)}" fill="none" opacity="0.8" stroke-linecap="round"/>`,
  );
}

export function lemonWedge(s: Scene, x: number, y: number, size: number, rot = 0): void {
  const d = `M${f1(-size)},0 A${f1(size)},${f1(size * 0.75)} 0 0 0 ${f1(size)},0 Z`;
  let out = `<g ${tr(x, y, rot)}><path d="${d}" transform="translate(4 6)" fill="#1a120a" opacity="0.3" filter="${s.blur(size * 0.08)}"/>`;
  out += `<path d="${d}" fill="#f2cf3a"/><path d="M${f1(-size * 0.88)},0 A${f1(size * 0.88)},${f1(size * 0.64)} 0 0 0 ${f1(size * 0.88)},0 Z" fill="#fbe88e"/>`;
  for (let i = 1; i < 5; i++) {
    const a = (i / 5) * Math.PI;
    out += `<path d="M0,${f1(size * 0.05)} L${f1(-Math.cos(a) * size * 0.82)},${f1(Math.sin(a) * size * 0.6)}" stroke="#f6d860" stroke-width="${f1(size * 0.05)}"/>`;
  }
  out += `<rect x="${f1(-size)}" y="${f1(-size * 0.06)}" width="${f1(size * 2)}" height="${f1(size * 0.1)}" fill="#f7f0c8"/>`;
  s.add(out + `</g>`);
}

export function lemonSlice(s: Scene, x: number, y: number, rad: number): void {
  let out = `<circle cx="${f1(x + 3)}" cy="${f1(y + 5)}" r="${f1(rad)}" fill="#1a120a" opacity="0.25" filter="${s.blur(rad * 0.1)}"/>`;
  out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad)}" fill="#efc52c"/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad * 0.9)}" fill="#f8f1cf"/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad * 0.82)}" fill="#f7e27a"/>`;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out += `<path d="M${f1(x)},${f1(y)} L${f1(x + Math.cos(a) * rad * 0.84)},${f1(y + Math.sin(a) * rad * 0.84)}" stroke="#f8f1cf" stroke-width="${f1(rad * 0.06)}"/>`;
  }
  out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad * 0.1)}" fill="#f8f1cf"/>`;
  s.add(out);
}

export function tomato(s: Scene, x: number, y: number, rad: number): void {
  s.add(
    `<circle cx="${f1(x + rad * 0.2)}" cy="${f1(y + rad * 0.3)}" r="${f1(rad)}" fill="#1a120a" opacity="0.3" filter="${s.blur(rad * 0.2)}"/>`,
  );
  s.add(
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad)}" fill="${s.rad(
      [
        [0, '#f06a4a'],
        [0.7, '#c8321f'],
        [1, '#8e1f14'],
      ],
      0.4,
      0.35,
      0.65,
    )}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(x - rad * 0.35)}" cy="${f1(y - rad * 0.4)}" rx="${f1(rad * 0.25)}" ry="${f1(rad * 0.15)}" fill="#fff" opacity="0.7"/>`,
  );
}

export function olive(s: Scene, x: number, y: number, rad: number, green = true, rot = 0): void {
  const base = green ? '#7d8a2e' : '#3b2a33';
  s.add(
    `<ellipse cx="${f1(x + rad * 0.2)}" cy="${f1(y + rad * 0.3)}" rx="${f1(rad)}" ry="${f1(rad * 0.75)}" transform="rotate(${f1(rot)} ${f1(x)} ${f1(y)})" fill="#1a120a" opacity="0.3" filter="${s.blur(rad * 0.2)}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rad)}" ry="${f1(rad * 0.75)}" transform="rotate(${f1(rot)} ${f1(x)} ${f1(y)})" fill="${s.rad(
      [
        [0, lighten(base, 0.3)],
        [0.7, base],
        [1, darken(base, 0.3)],
      ],
      0.4,
      0.35,
      0.65,
    )}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(x - rad * 0.3)}" cy="${f1(y - rad * 0.3)}" rx="${f1(rad * 0.25)}" ry="${f1(rad * 0.13)}" fill="#fff" opacity="0.6"/>`,
  );
}

/** pepper mill / salt etc. would be overkill: a simple small ramekin with content */
export function ramekin(
  s: Scene,
  x: number,
  y: number,
  rad: number,
  content: string,
  texture?: (cx: number, cy: number, rr: number) => void,
): void {
  s.add(
    `<circle cx="${f1(x + rad * 0.15)}" cy="${f1(y + rad * 0.22)}" r="${f1(rad)}" fill="#1a120a" opacity="0.35" filter="${s.blur(rad * 0.12)}"/>`,
  );
  s.add(
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad)}" fill="${s.rad([
      [0, '#f6f1e8'],
      [0.85, '#efe6d8'],
      [1, '#c9bca8'],
    ])}"/>`,
  );
  s.add(
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad * 0.8)}" fill="${s.rad(
      [
        [0, lighten(content, 0.12)],
        [0.8, content],
        [1, darken(content, 0.35)],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>`,
  );
  texture?.(x, y, rad * 0.8);
}

/** bread slice / piece from above */
export function bread(s: Scene, x: number, y: number, w: number, h: number, rot = 0): void {
  const r = s.r;
  s.add(`<g ${tr(x, y, rot)}>`);
  const d = blob(r, 0, 0, w / 2, h / 2, 0.06, 10);
  s.add(`<path d="${d}" transform="translate(6 9)" fill="#1a120a" opacity="0.3" filter="${s.blur(8)}"/>`);
  s.add(`<path d="${d}" fill="#a8692f"/>`);
  s.add(
    `<path d="${blob(r, 0, 0, w / 2 - 7, h / 2 - 7, 0.06, 10)}" fill="${s.rad([
      [0, '#f2dcae'],
      [1, '#dcb77a'],
    ])}"/>`,
  );
  let holes = '';
  for (let i = 0; i < 22; i++)
    holes += `<ellipse cx="${f1(r.range(-w / 2.8, w / 2.8))}" cy="${f1(r.range(-h / 2.8, h / 2.8))}" rx="${f1(r.range(1.5, 5))}" ry="${f1(r.range(1, 3))}"/>`;
  s.add(`<g fill="#c49a5c" opacity="0.7">${holes}</g></g>`);
}

export function mixC(a: string, b: string, t: number) {
  return mix(a, b, t);
}
