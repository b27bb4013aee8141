// The food itself, drawn from above onto an existing plate.
import { type Scene, type Pt, blob, darken, f1, lighten, smooth, tr, vary } from './lib.ts';
import { basil, leaf, lemonSlice, lemonWedge, parsleyBits, rosemary, sageLeaves, specks, tomato } from './table.ts';

/** strands or ribbons twirled into a nest */
export function nest(
  s: Scene,
  cx: number,
  cy: number,
  rad: number,
  o: { n: number; width: number; color: string; span?: [number, number]; flat?: boolean; spiral?: number },
): void {
  const r = s.r;
  const span = o.span ?? [1.6, 3.4];
  let out = '';
  for (let i = 0; i < o.n; i++) {
    const a0 = r.range(0, Math.PI * 2);
    const r0 = rad * Math.sqrt(r.range(0.02, 0.95));
    const sp = r.range(span[0], span[1]) * (r() < 0.8 ? 1 : -1);
    const wob = r.range(0.08, 0.22) * rad;
    const ph = r.range(0, 6);
    const pts: Pt[] = [];
    const steps = 14;
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const a = a0 + sp * t;
      let rr = r0 + Math.sin(t * 5 + ph) * wob + (o.spiral ?? 0) * rad * (t - 0.5);
      rr = Math.max(rad * 0.05, Math.min(rad, rr));
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    const d = smooth(pts, false);
    const c = vary(r, o.color, 0.07);
    const depth = 1 - r0 / rad; // centre strands on top look lighter
    out += `<path d="${d}" stroke="${darken(o.color, 0.35)}" stroke-width="${f1(o.width + 2.2)}" opacity="0.55"/>`;
    out += `<path d="${d}" stroke="${lighten(c, depth * 0.12)}" stroke-width="${f1(o.width)}"/>`;
    out += `<path d="${d}" stroke="#fffbe8" stroke-width="${f1(Math.max(0.8, o.width * 0.22))}" opacity="0.45" transform="translate(${f1(-o.width * 0.2)} ${f1(-o.width * 0.2)})"/>`;
  }
  s.add(
    `<path d="${blob(r, cx + rad * 0.05, cy + rad * 0.08, rad * 1.02, rad * 1.0, 0.08)}" fill="#1a120a" opacity="0.25" filter="${s.blur(rad * 0.06)}"/>`,
  );
  s.add(`<g fill="none" stroke-linecap="round">${out}</g>`);
}

function grains(s: Scene, cx: number, cy: number, rad: number, base: string, density = 1, clip?: string): void {
  const r = s.r;
  const n = Math.floor(((rad * rad) / 70) * density);
  let out = '';
  const gl = rad * 0.034;
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r()) * rad;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(gl * r.range(0.8, 1.15))}" ry="${f1(gl * 0.42)}" transform="rotate(${Math.floor(r() * 180)} ${f1(x)} ${f1(y)})" fill="${vary(r, base, 0.1)}"/>`;
  }
  s.add(`<g stroke="${darken(base, 0.3)}" stroke-width="0.9" stroke-opacity="0.55"${clip ? ` clip-path="${clip}"` : ''}>${out}</g>`);
}

export function risotto(
  s: Scene,
  cx: number,
  cy: number,
  rad: number,
  o: { base?: string; grain?: string; gold?: boolean; saffron?: boolean } = {},
): void {
  const r = s.r;
  const base = o.base ?? '#e3a92a';
  const grain = o.grain ?? '#f4d46a';
  const d = blob(r, cx, cy, rad, rad * 0.97, 0.06, 14);
  s.add(
    `<path d="${d}" transform="translate(${f1(rad * 0.04)} ${f1(rad * 0.06)})" fill="#6b4a10" opacity="0.35" filter="${s.blur(rad * 0.05)}"/>`,
  );
  s.add(
    `<path d="${d}" fill="${s.rad(
      [
        [0, lighten(base, 0.2)],
        [0.75, base],
        [1, darken(base, 0.15)],
      ],
      0.42,
      0.4,
      0.6,
    )}"/>`,
  );
  const clip = s.clip(`<path d="${d}"/>`);
  grains(s, cx, cy, rad * 0.98, grain, 1, clip);
  // creamy sheen
  for (let i = 0; i < 6; i++) {
    s.add(
      `<ellipse cx="${f1(cx + r.range(-0.5, 0.3) * rad)}" cy="${f1(cy + r.range(-0.5, 0.3) * rad)}" rx="${f1(rad * r.range(0.08, 0.2))}" ry="${f1(rad * r.range(0.04, 0.1))}" fill="#fff8dc" opacity="0.35" filter="${s.blur(rad * 0.03)}"/>`,
    );
  }
  if (o.saffron !== false) {
    let th = '';
    for (let i = 0; i < 14; i++) {
      const a = r.range(0, Math.PI * 2);
      const dd = Math.sqrt(r()) * rad * 0.85;
      const x = cx + Math.cos(a) * dd;
      const y = cy + Math.sin(a) * dd;
      const l = rad * r.range(0.05, 0.09);
      const b = r.range(0, Math.PI);
      th += `<path d="M${f1(x)},${f1(y)} q${f1(Math.cos(b) * l * 0.5 + 3)},${f1(Math.sin(b) * l * 0.5 - 3)} ${f1(Math.cos(b) * l)},${f1(Math.sin(b) * l)}"/>`;
    }
    s.add(`<g stroke="#b8321a" stroke-width="${f1(rad * 0.012)}" fill="none" stroke-linecap="round">${th}</g>`);
  }
  if (o.gold) goldLeaf(s, cx - rad * 0.05, cy - rad * 0.08, rad * 0.28);
}

export function goldLeaf(s: Scene, cx: number, cy: number, size: number): void {
  const r = s.r;
  const d = blob(r, cx, cy, size, size * 0.8, 0.35, 11, r.range(0, 3));
  s.add(`<path d="${d}" fill="#7a5a10" opacity="0.35" transform="translate(3 5)" filter="${s.blur(3)}"/>`);
  s.add(
    `<path d="${d}" fill="${s.lin(
      [
        [0, '#fff1a8'],
        [0.3, '#e8c04a'],
        [0.55, '#b88a1c'],
        [0.8, '#f5d970'],
        [1, '#a07814'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  let cr = '';
  for (let i = 0; i < 8; i++) {
    const x = cx + r.range(-0.7, 0.7) * size;
    const y = cy + r.range(-0.5, 0.5) * size;
    cr += `<path d="M${f1(x)},${f1(y)} l${f1(r.range(-0.4, 0.4) * size)},${f1(r.range(-0.3, 0.3) * size)}"/>`;
  }
  s.add(`<g stroke="#fff8c8" stroke-width="1.5" opacity="0.6" clip-path="${s.clip(`<path d="${d}"/>`)}">${cr}</g>`);
  // small flakes
  for (let i = 0; i < 5; i++) {
    s.add(
      `<path d="${blob(r, cx + r.range(-1.6, 1.6) * size, cy + r.range(-1.6, 1.6) * size, size * 0.12, size * 0.08, 0.4, 6)}" fill="#e2b83c"/>`,
    );
  }
}

export function tagliatelle(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  nest(s, cx, cy, rad, { n: 60, width: rad * 0.095, color: '#eac46e', span: [1.8, 3.6] });
  // ragù
  for (let i = 0; i < 8; i++) {
    const a = r.range(0, Math.PI * 2);
    const dd = r.range(0, 0.42) * rad;
    const x = cx + Math.cos(a) * dd;
    const y = cy + Math.sin(a) * dd;
    const d = blob(r, x, y, rad * r.range(0.16, 0.26), rad * r.range(0.13, 0.2), 0.3, 10);
    s.add(`<path d="${d}" fill="#5a1a0c" opacity="0.45" transform="translate(4 6)" filter="${s.blur(5)}"/>`);
    s.add(
      `<path d="${d}" fill="${s.rad([
        [0, '#b3442a'],
        [0.8, '#8a2d18'],
        [1, '#6e2412'],
      ])}"/>`,
    );
    s.add(
      `<ellipse cx="${f1(x - rad * 0.05)}" cy="${f1(y - rad * 0.05)}" rx="${f1(rad * 0.06)}" ry="${f1(rad * 0.025)}" fill="#ffc0a0" opacity="0.5" filter="${s.blur(2)}"/>`,
    );
  }
  specks(s, cx, cy, rad * 0.55, 220, '#6a2412', rad * 0.018);
  specks(s, cx, cy, rad * 0.42, 80, '#c8623c', rad * 0.012);
  specks(s, cx, cy, rad * 0.4, 40, '#fff', rad * 0.01, 0.55);
  // parmigiano shavings
  for (let i = 0; i < 7; i++) {
    const x = cx + r.range(-0.35, 0.35) * rad;
    const y = cy + r.range(-0.35, 0.35) * rad;
    s.add(
      `<path d="${blob(r, x, y, rad * 0.07, rad * 0.025, 0.3, 6, r.range(0, 3))}" fill="#fbf0c8" stroke="#d8c48a" stroke-width="0.8"/>`,
    );
  }
  basil(s, cx + rad * 0.1, cy - rad * 0.15, rad * 0.2, r.range(0, 360));
}

export function spaghettiVongole(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  nest(s, cx, cy, rad, { n: 170, width: rad * 0.032, color: '#efd79a', span: [2, 4] });
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + r.range(-0.2, 0.2);
    const dd = rad * r.range(0.45, 0.8);
    clam(s, cx + Math.cos(a) * dd, cy + Math.sin(a) * dd, rad * r.range(0.13, 0.16), r.range(0, 360));
  }
  specks(s, cx, cy, rad * 0.9, 30, '#c23a1c', rad * 0.008);
  parsleyBits(s, cx, cy, rad * 0.9, 70, rad * 0.02);
  // garlic slices
  for (let i = 0; i < 5; i++)
    s.add(
      `<ellipse cx="${f1(cx + r.range(-0.6, 0.6) * rad)}" cy="${f1(cy + r.range(-0.6, 0.6) * rad)}" rx="${f1(rad * 0.03)}" ry="${f1(rad * 0.022)}" fill="#f7ebc2" stroke="#e0c27a"/>`,
    );
  // olive oil gloss
  for (let i = 0; i < 8; i++)
    s.add(
      `<ellipse cx="${f1(cx + r.range(-0.7, 0.7) * rad)}" cy="${f1(cy + r.range(-0.7, 0.7) * rad)}" rx="${f1(rad * 0.05)}" ry="${f1(rad * 0.02)}" fill="#fff" opacity="0.4" filter="${s.blur(2)}"/>`,
    );
}

export function clam(s: Scene, x: number, y: number, size: number, rot: number): void {
  const shell = (dx: number, flip: number) => {
    const d = `M0,0 C${f1(flip * size * 0.2)},${f1(-size * 0.9)} ${f1(flip * size * 1.3)},${f1(-size * 0.7)} ${f1(flip * size * 1.15)},0 C${f1(flip * size * 1.3)},${f1(size * 0.7)} ${f1(flip * size * 0.2)},${f1(size * 0.9)} 0,0Z`;
    let out = `<g transform="translate(${f1(dx)} 0)"><path d="${d}" fill="${s.rad(
      [
        [0, '#e9dccb'],
        [0.6, '#c7b39a'],
        [1, '#8f7a66'],
      ],
      flip > 0 ? 0.2 : 0.8,
      0.5,
      0.9,
    )}" stroke="#6f5d4f" stroke-width="1"/>`;
    for (let k = 1; k < 4; k++)
      out += `<path d="M${f1(flip * size * 0.25 * k)},${f1(-size * 0.22 * k)} Q${f1(flip * size * 0.4 * k)},0 ${f1(flip * size * 0.25 * k)},${f1(size * 0.22 * k)}" stroke="#7b6656" fill="none" opacity="0.4"/>`;
    return out + `</g>`;
  };
  let out = `<g ${tr(x, y, rot)}><ellipse cx="4" cy="7" rx="${f1(size * 1.4)}" ry="${f1(size * 0.9)}" fill="#1a120a" opacity="0.3" filter="${s.blur(size * 0.15)}"/>`;
  out += shell(-2, -1) + shell(2, 1);
  out += `<ellipse cx="${f1(size * 0.55)}" cy="0" rx="${f1(size * 0.4)}" ry="${f1(size * 0.3)}" fill="#e8b98a"/><ellipse cx="${f1(size * 0.5)}" cy="${f1(-size * 0.08)}" rx="${f1(size * 0.15)}" ry="${f1(size * 0.08)}" fill="#fff" opacity="0.5"/>`;
  s.add(out + `</g>`);
}

export function mussel(s: Scene, x: number, y: number, size: number, rot: number): void {
  const d = `M0,0 C${f1(size * 0.5)},${f1(-size * 0.45)} ${f1(size * 1.6)},${f1(-size * 0.5)} ${f1(size * 2)},0 C${f1(size * 1.6)},${f1(size * 0.5)} ${f1(size * 0.5)},${f1(size * 0.45)} 0,0Z`;
  let out = `<g ${tr(x, y, rot)}><path d="${d}" transform="translate(5 8)" fill="#1a120a" opacity="0.35" filter="${s.blur(size * 0.12)}"/>`;
  out += `<path d="${d}" fill="${s.lin(
    [
      [0, '#1c2230'],
      [0.5, '#3a4458'],
      [1, '#151a24'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  out += `<path d="${blob(s.r, size * 1.05, 0, size * 0.75, size * 0.28, 0.1, 8)}" fill="${s.rad([
    [0, '#f5a35a'],
    [1, '#d06a2a'],
  ])}"/>`;
  out += `<path d="M${f1(size * 0.3)},${f1(-size * 0.3)} Q${f1(size)},${f1(-size * 0.48)} ${f1(size * 1.7)},${f1(-size * 0.25)}" stroke="#9fb0c8" stroke-width="2" fill="none" opacity="0.7"/>`;
  s.add(out + `</g>`);
}

export function shrimp(s: Scene, x: number, y: number, size: number, rot: number): void {
  let out = `<g ${tr(x, y, rot)}>`;
  const segs = 6;
  for (let i = segs; i >= 0; i--) {
    const a = (i / segs) * Math.PI * 1.15;
    const rr = size * 0.6;
    const px = Math.cos(a) * rr;
    const py = Math.sin(a) * rr;
    const sz = size * (0.34 - i * 0.03);
    out += `<ellipse cx="${f1(px + 4)}" cy="${f1(py + 6)}" rx="${f1(sz)}" ry="${f1(sz * 0.8)}" fill="#1a120a" opacity="0.15" filter="${s.blur(4)}"/>`;
    out += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(sz)}" ry="${f1(sz * 0.8)}" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(px)} ${f1(py)})" fill="${s.rad(
      [
        [0, '#ffc9a0'],
        [0.6, '#f08a5a'],
        [1, '#c4502c'],
      ],
    )}"/>`;
    out += `<path d="M${f1(px - sz * 0.5)},${f1(py)} l${f1(sz)},0" stroke="#fff" stroke-width="1.5" opacity="0.35" transform="rotate(${f1((a * 180) / Math.PI + 90)} ${f1(px)} ${f1(py)})"/>`;
  }
  const ta = Math.PI * 1.2;
  out += `<path d="M${f1(Math.cos(ta) * size * 0.6)},${f1(Math.sin(ta) * size * 0.6)} l${f1(-size * 0.25)},${f1(-size * 0.2)} l${f1(size * 0.05)},${f1(size * 0.3)}Z" fill="#d4552a"/>`;
  s.add(out + `</g>`);
}

export function frutti(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  risotto(s, cx, cy, rad, { base: '#e2a453', grain: '#f3d7a0', saffron: false });
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    mussel(s, cx + Math.cos(a) * rad * 0.62, cy + Math.sin(a) * rad * 0.62, rad * 0.16, (a * 180) / Math.PI + r.range(-30, 30));
  }
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + 1;
    shrimp(s, cx + Math.cos(a) * rad * 0.28, cy + Math.sin(a) * rad * 0.28, rad * 0.22, r.range(0, 360));
  }
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.9;
    clam(s, cx + Math.cos(a) * rad * 0.85, cy + Math.sin(a) * rad * 0.82, rad * 0.1, r.range(0, 360));
  }
  parsleyBits(s, cx, cy, rad * 0.85, 60, rad * 0.02);
}

export function cotoletta(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  const rot = -18;
  const d = blob(r, cx, cy, rad * 1.05, rad * 0.78, 0.07, 14, (rot * Math.PI) / 180);
  // bone
  s.add(
    `<g ${tr(cx, cy, rot)}><rect x="${f1(rad * 0.8)}" y="${f1(-rad * 0.07)}" width="${f1(rad * 0.55)}" height="${f1(rad * 0.14)}" rx="${f1(rad * 0.07)}" fill="#eadfcb" stroke="#b9a78a" stroke-width="2"/><circle cx="${f1(rad * 1.35)}" cy="${f1(-rad * 0.06)}" r="${f1(rad * 0.08)}" fill="#efe5d2" stroke="#b9a78a" stroke-width="2"/><circle cx="${f1(rad * 1.35)}" cy="${f1(rad * 0.07)}" r="${f1(rad * 0.08)}" fill="#efe5d2" stroke="#b9a78a" stroke-width="2"/></g>`,
  );
  s.add(
    `<path d="${d}" transform="translate(${f1(rad * 0.05)} ${f1(rad * 0.08)})" fill="#3a220c" opacity="0.45" filter="${s.blur(rad * 0.05)}"/>`,
  );
  s.add(
    `<path d="${d}" fill="${s.rad(
      [
        [0, '#e9b561'],
        [0.6, '#d0903c'],
        [0.92, '#b0681f'],
        [1, '#8e4e16'],
      ],
      0.45,
      0.42,
      0.6,
    )}"/>`,
  );
  const clip = s.clip(`<path d="${d}"/>`);
  let crumbs = '';
  for (let i = 0; i < 900; i++) {
    const x = cx + r.range(-1.1, 1.1) * rad;
    const y = cy + r.range(-0.9, 0.9) * rad;
    const c = r() < 0.5 ? '#f4cf86' : r() < 0.5 ? '#9a5718' : '#c27a2c';
    crumbs += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r.range(1, 3.2))}" fill="${c}"/>`;
  }
  s.add(`<g clip-path="${clip}" opacity="0.8">${crumbs}</g>`);
  for (let i = 0; i < 10; i++) {
    s.add(
      `<ellipse clip-path="${clip}" cx="${f1(cx + r.range(-0.8, 0.8) * rad)}" cy="${f1(cy + r.range(-0.6, 0.6) * rad)}" rx="${f1(rad * r.range(0.1, 0.25))}" ry="${f1(rad * r.range(0.06, 0.12))}" fill="${i % 3 ? '#ffe2a0' : '#8a4a14'}" opacity="0.3" filter="${s.blur(rad * 0.04)}"/>`,
    );
  }
  lemonWedge(s, cx - rad * 0.55, cy + rad * 0.55, rad * 0.3, 20);
  // rucola
  for (let i = 0; i < 7; i++)
    leaf(
      s,
      cx - rad * 0.15 + r.range(-40, 40),
      cy + rad * 0.72 + r.range(-15, 15),
      rad * 0.28,
      rad * 0.1,
      r.range(40, 160),
      vary(r, '#4d7a28', 0.1),
      { vein: true },
    );
  tomato(s, cx + rad * 0.2, cy + rad * 0.78, rad * 0.08);
  tomato(s, cx + rad * 0.35, cy + rad * 0.7, rad * 0.07);
}

export function ossobuco(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  risotto(s, cx - rad * 0.35, cy + rad * 0.1, rad * 0.62, { gold: false });
  // sauce pool
  const sp = blob(r, cx + rad * 0.28, cy - rad * 0.05, rad * 0.62, rad * 0.58, 0.14, 12);
  s.add(`<path d="${sp}" fill="#5e2c12" opacity="0.9"/>`);
  const m = blob(r, cx + rad * 0.28, cy - rad * 0.05, rad * 0.5, rad * 0.46, 0.1, 12);
  s.add(`<path d="${m}" transform="translate(8 12)" fill="#1a0c04" opacity="0.5" filter="${s.blur(8)}"/>`);
  s.add(
    `<path d="${m}" fill="${s.rad(
      [
        [0, '#a0522d'],
        [0.7, '#7a3a1a'],
        [1, '#4e230e'],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>`,
  );
  // muscle seams
  const clip = s.clip(`<path d="${m}"/>`);
  let sm = '';
  for (let i = 0; i < 7; i++) {
    const a = r.range(0, Math.PI * 2);
    sm += `<path d="M${f1(cx + rad * 0.28)},${f1(cy - rad * 0.05)} Q${f1(cx + rad * 0.28 + Math.cos(a + 0.4) * rad * 0.3)},${f1(cy - rad * 0.05 + Math.sin(a + 0.4) * rad * 0.3)} ${f1(cx + rad * 0.28 + Math.cos(a) * rad * 0.55)},${f1(cy - rad * 0.05 + Math.sin(a) * rad * 0.55)}"/>`;
  }
  s.add(`<g clip-path="${clip}" stroke="#4a1e0a" stroke-width="3" fill="none" opacity="0.5">${sm}</g>`);
  // bone with marrow
  const bx = cx + rad * 0.3;
  const by = cy - rad * 0.08;
  s.add(`<circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(rad * 0.16)}" fill="#e8dcc4" stroke="#b59e7a" stroke-width="3"/>`);
  s.add(
    `<circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(rad * 0.1)}" fill="${s.rad([
      [0, '#e6b48a'],
      [1, '#b0704a'],
    ])}"/>`,
  );
  // glaze highlights
  for (let i = 0; i < 6; i++) {
    const a = r.range(0, Math.PI * 2);
    s.add(
      `<ellipse cx="${f1(bx + Math.cos(a) * rad * 0.33)}" cy="${f1(by + Math.sin(a) * rad * 0.33)}" rx="${f1(rad * 0.07)}" ry="${f1(rad * 0.025)}" transform="rotate(${f1((a * 180) / Math.PI + 90)} ${f1(bx + Math.cos(a) * rad * 0.33)} ${f1(by + Math.sin(a) * rad * 0.33)})" fill="#ffd9b0" opacity="0.45" filter="${s.blur(2)}"/>`,
    );
  }
  // gremolata
  parsleyBits(s, bx, by, rad * 0.45, 50, rad * 0.018);
  let z = '';
  for (let i = 0; i < 24; i++) {
    const a = r.range(0, Math.PI * 2);
    const dd = Math.sqrt(r()) * rad * 0.42;
    const x = bx + Math.cos(a) * dd;
    const y = by + Math.sin(a) * dd;
    z += `<path d="M${f1(x)},${f1(y)} l${f1(r.range(-10, 10))},${f1(r.range(-10, 10))}"/>`;
  }
  s.add(`<g stroke="#f3d23a" stroke-width="2.5" stroke-linecap="round">${z}</g>`);
}

export function ravioli(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  // butter sauce
  s.add(`<path d="${blob(r, cx, cy, rad * 0.95, rad * 0.9, 0.1, 12)}" fill="#e6b44a" opacity="0.35"/>`);
  const pos: Pt[] = [[0, 0]];
  for (let i = 0; i < 6; i++)
    pos.push([Math.cos((i / 6) * Math.PI * 2 + 0.3) * rad * 0.58, Math.sin((i / 6) * Math.PI * 2 + 0.3) * rad * 0.58]);
  const sz = rad * 0.44;
  for (const [px, py] of pos) {
    const rot = r.range(-25, 25);
    const x = cx + px + r.range(-8, 8);
    const y = cy + py + r.range(-8, 8);
    let out = `<g ${tr(x, y, rot)}><rect x="${f1(-sz / 2 + 5)}" y="${f1(-sz / 2 + 9)}" width="${f1(sz)}" height="${f1(sz)}" rx="${f1(sz * 0.12)}" fill="#3a220c" opacity="0.4" filter="${s.blur(6)}"/>`;
    out += `<rect x="${f1(-sz / 2)}" y="${f1(-sz / 2)}" width="${f1(sz)}" height="${f1(sz)}" rx="${f1(sz * 0.12)}" fill="#eccb7c"/>`;
    out += `<rect x="${f1(-sz / 2 + 4)}" y="${f1(-sz / 2 + 4)}" width="${f1(sz - 8)}" height="${f1(sz - 8)}" rx="${f1(sz * 0.1)}" fill="none" stroke="#c99a48" stroke-width="5" stroke-dasharray="2 5"/>`;
    out += `<ellipse cx="0" cy="0" rx="${f1(sz * 0.32)}" ry="${f1(sz * 0.3)}" fill="${s.rad(
      [
        [0, '#fff0c0'],
        [0.6, '#f3d68e'],
        [1, '#eccb7c', 0],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>`;
    out += `<ellipse cx="${f1(-sz * 0.1)}" cy="${f1(-sz * 0.12)}" rx="${f1(sz * 0.12)}" ry="${f1(sz * 0.06)}" fill="#fff" opacity="0.6" filter="${s.blur(2)}"/>`;
    s.add(out + `</g>`);
  }
  // butter pools glossy
  for (let i = 0; i < 10; i++)
    s.add(
      `<ellipse cx="${f1(cx + r.range(-0.8, 0.8) * rad)}" cy="${f1(cy + r.range(-0.8, 0.8) * rad)}" rx="${f1(rad * r.range(0.04, 0.09))}" ry="${f1(rad * 0.03)}" fill="#fff6d0" opacity="0.5" filter="${s.blur(2)}"/>`,
    );
  for (let i = 0; i < 5; i++) {
    const a = r.range(0, Math.PI * 2);
    sageLeaves(s, cx + Math.cos(a) * rad * 0.4, cy + Math.sin(a) * rad * 0.4, rad * 0.22, r.range(0, 360), true);
  }
  specks(s, cx, cy, rad * 0.85, 60, '#2b2118', rad * 0.008);
  specks(s, cx, cy, rad * 0.8, 90, '#fbf3d8', rad * 0.012);
}

export function pizzoccheri(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  s.add(`<path d="${blob(r, cx, cy, rad, rad * 0.96, 0.08, 12)}" fill="#c9a86a" opacity="0.7"/>`);
  const items: string[] = [];
  for (let i = 0; i < 70; i++) {
    const a = r.range(0, Math.PI * 2);
    const dd = Math.sqrt(r()) * rad * 0.9;
    const x = cx + Math.cos(a) * dd;
    const y = cy + Math.sin(a) * dd;
    const t = r();
    if (t < 0.55) {
      const l = rad * r.range(0.22, 0.34);
      const rot = r.range(0, 180);
      const c = vary(r, '#8d7255', 0.08);
      items.push(
        `<g ${tr(x, y, rot)}><rect x="${f1(-l / 2 + 3)}" y="${f1(-rad * 0.035 + 5)}" width="${f1(l)}" height="${f1(rad * 0.07)}" rx="4" fill="#2a1a0c" opacity="0.35" filter="${s.blur(3)}"/><path d="M${f1(-l / 2)},${f1(-rad * 0.035)} Q0,${f1(-rad * 0.06)} ${f1(l / 2)},${f1(-rad * 0.035)} L${f1(l / 2)},${f1(rad * 0.035)} Q0,${f1(rad * 0.01)} ${f1(-l / 2)},${f1(rad * 0.035)}Z" fill="${c}"/><path d="M${f1(-l / 2 + 4)},${f1(-rad * 0.02)} L${f1(l / 2 - 4)},${f1(-rad * 0.02)}" stroke="#b89c7a" stroke-width="2" opacity="0.6"/></g>`,
      );
    } else if (t < 0.75) {
      const c = vary(r, '#f1d79a', 0.05);
      const sz = rad * r.range(0.07, 0.1);
      items.push(
        `<rect x="${f1(x - sz / 2)}" y="${f1(y - sz / 2)}" width="${f1(sz)}" height="${f1(sz)}" rx="${f1(sz * 0.25)}" transform="rotate(${f1(r.range(0, 90))} ${f1(x)} ${f1(y)})" fill="${c}" stroke="#caa25a" stroke-width="1.5"/>`,
      );
    } else {
      items.push(
        `<path d="${blob(r, x, y, rad * r.range(0.08, 0.13), rad * r.range(0.06, 0.1), 0.35, 8)}" fill="${vary(r, '#7f9c4c', 0.1)}" stroke="#5b7a32" stroke-width="1.2"/>`,
      );
    }
  }
  s.add(items.join(''));
  // melted cheese
  for (let i = 0; i < 9; i++)
    s.add(
      `<path d="${blob(r, cx + r.range(-0.6, 0.6) * rad, cy + r.range(-0.6, 0.6) * rad, rad * r.range(0.08, 0.16), rad * r.range(0.05, 0.1), 0.4, 8)}" fill="#fbeec0" opacity="0.8"/>`,
    );
  for (let i = 0; i < 3; i++) sageLeaves(s, cx + r.range(-0.4, 0.4) * rad, cy + r.range(-0.4, 0.4) * rad, rad * 0.2, r.range(0, 360), true);
  specks(s, cx, cy, rad * 0.85, 40, '#2b2118', rad * 0.008);
}

export function polentaFunghi(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  const d = blob(r, cx, cy, rad, rad * 0.95, 0.05, 14);
  s.add(`<path d="${d}" fill="#7a5210" opacity="0.35" transform="translate(6 10)" filter="${s.blur(8)}"/>`);
  s.add(
    `<path d="${d}" fill="${s.rad(
      [
        [0, '#ffe08a'],
        [0.7, '#f0be3e'],
        [1, '#d89a22'],
      ],
      0.42,
      0.4,
      0.6,
    )}"/>`,
  );
  specks(s, cx, cy, rad * 0.95, 260, '#e0a030', rad * 0.008, 0.7);
  specks(s, cx, cy, rad * 0.9, 60, '#fff3c0', rad * 0.01, 0.7);
  s.add(
    `<ellipse cx="${f1(cx - rad * 0.3)}" cy="${f1(cy - rad * 0.35)}" rx="${f1(rad * 0.3)}" ry="${f1(rad * 0.12)}" fill="#fff8d8" opacity="0.45" filter="${s.blur(10)}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r.range(-0.2, 0.2);
    const dd = rad * r.range(0.1, 0.5);
    porcino(s, cx + Math.cos(a) * dd, cy + Math.sin(a) * dd, rad * r.range(0.22, 0.3), r.range(0, 360));
  }
  parsleyBits(s, cx, cy, rad * 0.6, 50, rad * 0.02);
  specks(s, cx, cy, rad * 0.6, 30, '#2b2118', rad * 0.007);
}

export function porcino(s: Scene, x: number, y: number, size: number, rot: number): void {
  const d = `M${f1(-size * 0.22)},${f1(size * 0.55)} C${f1(-size * 0.3)},${f1(size * 0.2)} ${f1(-size * 0.25)},0 ${f1(-size * 0.5)},${f1(-size * 0.05)} C${f1(-size * 0.6)},${f1(-size * 0.5)} ${f1(size * 0.6)},${f1(-size * 0.5)} ${f1(size * 0.5)},${f1(-size * 0.05)} C${f1(size * 0.25)},0 ${f1(size * 0.3)},${f1(size * 0.2)} ${f1(size * 0.22)},${f1(size * 0.55)}Z`;
  let out = `<g ${tr(x, y, rot)}><path d="${d}" transform="translate(4 7)" fill="#2a1a0c" opacity="0.4" filter="${s.blur(4)}"/>`;
  out += `<path d="${d}" fill="${s.lin([
    [0, '#e9d2a4'],
    [1, '#c99e62'],
  ])}" stroke="#8a5a2a" stroke-width="2"/>`;
  out += `<path d="M${f1(-size * 0.5)},${f1(-size * 0.05)} C${f1(-size * 0.6)},${f1(-size * 0.5)} ${f1(size * 0.6)},${f1(-size * 0.5)} ${f1(size * 0.5)},${f1(-size * 0.05)} C${f1(size * 0.2)},${f1(-size * 0.12)} ${f1(-size * 0.2)},${f1(-size * 0.12)} ${f1(-size * 0.5)},${f1(-size * 0.05)}Z" fill="${s.lin(
    [
      [0, '#8a4e22'],
      [1, '#5a3012'],
    ],
  )}"/>`;
  out += `<ellipse cx="${f1(-size * 0.1)}" cy="${f1(size * 0.15)}" rx="${f1(size * 0.08)}" ry="${f1(size * 0.2)}" fill="#fff" opacity="0.25"/>`;
  s.add(out + `</g>`);
}

export function brasato(s: Scene, cx: number, cy: number, rad: number): void {
  const r = s.r;
  // polenta bed
  const pd = blob(r, cx - rad * 0.3, cy + rad * 0.05, rad * 0.55, rad * 0.6, 0.06, 12);
  s.add(
    `<path d="${pd}" fill="${s.rad(
      [
        [0, '#ffe08a'],
        [0.7, '#f0be3e'],
        [1, '#d89a22'],
      ],
      0.42,
      0.4,
      0.6,
    )}"/>`,
  );
  specks(s, cx - rad * 0.3, cy + rad * 0.05, rad * 0.5, 120, '#e0a030', rad * 0.008, 0.7);
  // wine sauce
  const sd = blob(r, cx + rad * 0.22, cy, rad * 0.68, rad * 0.62, 0.12, 12);
  s.add(
    `<path d="${sd}" fill="${s.rad(
      [
        [0, '#6a1c16'],
        [1, '#3a0e0a'],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const x = cx + rad * (0.05 + i * 0.2);
    const y = cy + rad * (-0.2 + i * 0.16);
    const w = rad * 0.5;
    const h = rad * 0.36;
    let out = `<g ${tr(x, y, -25 + i * 8)}><rect x="${f1(-w / 2 + 8)}" y="${f1(-h / 2 + 12)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(h * 0.3)}" fill="#120604" opacity="0.55" filter="${s.blur(8)}"/>`;
    out += `<rect x="${f1(-w / 2)}" y="${f1(-h / 2)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(h * 0.3)}" fill="${s.rad(
      [
        [0, '#9a5232'],
        [0.75, '#7a3a22'],
        [1, '#4a1e10'],
      ],
      0.45,
      0.4,
      0.6,
    )}" stroke="#2a0c06" stroke-width="2"/>`;
    let fib = '';
    for (let k = 0; k < 9; k++) {
      const yy = -h / 2 + h * (0.1 + 0.8 * (k / 8));
      fib += `<path d="M${f1(-w / 2 + 8)},${f1(yy)} Q0,${f1(yy + r.range(-6, 6))} ${f1(w / 2 - 8)},${f1(yy + r.range(-4, 4))}"/>`;
    }
    out += `<g stroke="#3a160c" stroke-width="1.6" fill="none" opacity="0.55">${fib}</g>`;
    out += `<path d="M${f1(-w * 0.35)},${f1(-h * 0.25)} Q0,${f1(-h * 0.4)} ${f1(w * 0.3)},${f1(-h * 0.28)}" stroke="#e8a88a" stroke-width="4" fill="none" opacity="0.45" stroke-linecap="round" filter="${s.blur(1.5)}"/>`;
    s.add(out + `</g>`);
  }
  // sauce drizzle gloss
  for (let i = 0; i < 6; i++)
    s.add(
      `<ellipse cx="${f1(cx + rad * r.range(0, 0.6))}" cy="${f1(cy + rad * r.range(-0.4, 0.5))}" rx="${f1(rad * 0.06)}" ry="${f1(rad * 0.02)}" fill="#ffb0a0" opacity="0.35" filter="${s.blur(2)}"/>`,
    );
  rosemary(s, cx - rad * 0.25, cy + rad * 0.35, rad * 0.5, -60);
  // carrots
  for (let i = 0; i < 4; i++)
    s.add(
      `<circle cx="${f1(cx + rad * r.range(0.35, 0.6))}" cy="${f1(cy + rad * r.range(0.3, 0.5))}" r="${f1(rad * 0.045)}" fill="#e07a2a" stroke="#b85a18" stroke-width="1.5"/>`,
    );
}

export function branzino(s: Scene, cx: number, cy: number, len: number, rot = -8): void {
  const r = s.r;
  const L = len;
  const body = `M0,0 C${f1(L * 0.08)},${f1(-L * 0.15)} ${f1(L * 0.45)},${f1(-L * 0.2)} ${f1(L * 0.8)},${f1(-L * 0.05)} L${f1(L)},${f1(-L * 0.14)} L${f1(L * 0.94)},0 L${f1(L)},${f1(L * 0.14)} L${f1(L * 0.8)},${f1(L * 0.05)} C${f1(L * 0.45)},${f1(L * 0.17)} ${f1(L * 0.08)},${f1(L * 0.13)} 0,0Z`;
  let out = `<g ${tr(cx - (L / 2) * Math.cos((rot * Math.PI) / 180), cy - (L / 2) * Math.sin((rot * Math.PI) / 180), rot)}>`;
  out += `<path d="${body}" transform="translate(8 14)" fill="#1a120a" opacity="0.4" filter="${s.blur(10)}"/>`;
  out += `<path d="M${f1(L * 0.3)},${f1(-L * 0.17)} Q${f1(L * 0.45)},${f1(-L * 0.27)} ${f1(L * 0.62)},${f1(-L * 0.15)}Z" fill="#6f6a60"/>`;
  out += `<path d="${body}" fill="${s.lin(
    [
      [0, '#4e5558'],
      [0.35, '#9aa09a'],
      [0.6, '#d8d4c8'],
      [1, '#efe6d2'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  out += `<path d="${body}" fill="${s.lin(
    [
      [0, '#d08a3a', 0.35],
      [0.6, '#d08a3a', 0.1],
      [1, '#d08a3a', 0.3],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  const clip = s.clip(`<path d="${body}"/>`);
  let sc = '';
  for (let x = L * 0.22; x < L * 0.82; x += L * 0.028)
    for (let y = -L * 0.2; y < L * 0.2; y += L * 0.03)
      sc += `<path d="M${f1(x + ((y / (L * 0.03)) % 2) * L * 0.014)},${f1(y)} a${f1(L * 0.016)},${f1(L * 0.016)} 0 0 1 0,${f1(L * 0.03)}"/>`;
  out += `<g clip-path="${clip}" stroke="#5a5a52" stroke-width="1" fill="none" opacity="0.35">${sc}</g>`;
  // grill / roast marks
  out += `<g clip-path="${clip}" stroke="#6a3a12" stroke-width="${f1(L * 0.018)}" opacity="0.35" filter="${s.blur(2)}">`;
  for (let k = 0; k < 4; k++) out += `<path d="M${f1(L * (0.3 + k * 0.12))},${f1(-L * 0.2)} l${f1(-L * 0.08)},${f1(L * 0.4)}"/>`;
  out += `</g>`;
  // gill, eye, lateral line
  out += `<path d="M${f1(L * 0.19)},${f1(-L * 0.11)} Q${f1(L * 0.24)},0 ${f1(L * 0.19)},${f1(L * 0.1)}" stroke="#3e3a34" stroke-width="3" fill="none" opacity="0.7"/>`;
  out += `<circle cx="${f1(L * 0.08)}" cy="${f1(-L * 0.035)}" r="${f1(L * 0.025)}" fill="#efe8d8" stroke="#555" stroke-width="2"/><circle cx="${f1(L * 0.08)}" cy="${f1(-L * 0.035)}" r="${f1(L * 0.012)}" fill="#222"/>`;
  out += `<path d="M${f1(L * 0.22)},${f1(-L * 0.02)} Q${f1(L * 0.5)},${f1(-L * 0.04)} ${f1(L * 0.82)},0" stroke="#4a4a44" stroke-width="2" fill="none" opacity="0.5"/>`;
  out += `<path d="M${f1(L * 0.82)},${f1(-L * 0.04)} L${f1(L * 0.98)},${f1(-L * 0.12)} M${f1(L * 0.82)},0 L${f1(L * 0.94)},0 M${f1(L * 0.82)},${f1(L * 0.04)} L${f1(L * 0.98)},${f1(L * 0.12)}" stroke="#59554c" stroke-width="1.5" opacity="0.6"/>`;
  out += `<path d="M${f1(L * 0.1)},${f1(-L * 0.1)} Q${f1(L * 0.45)},${f1(-L * 0.17)} ${f1(L * 0.75)},${f1(-L * 0.07)}" stroke="#fff" stroke-width="${f1(L * 0.012)}" fill="none" opacity="0.45" stroke-linecap="round" filter="${s.blur(2)}"/>`;
  out += `</g>`;
  s.add(out);
  // lemon slices & herbs on top
  for (let i = 0; i < 3; i++) lemonSlice(s, cx - L * 0.15 + i * L * 0.16, cy + r.range(-10, 10) - L * 0.005 * i, L * 0.055);
  rosemary(s, cx + L * 0.1, cy - L * 0.02, L * 0.25, 80);
}

export function tagliere(s: Scene, cx: number, cy: number, w: number, h: number): void {
  const r = s.r;
  // board
  const bd = `M${f1(cx - w / 2)},${f1(cy - h / 2 + 30)} Q${f1(cx - w / 2)},${f1(cy - h / 2)} ${f1(cx - w / 2 + 30)},${f1(cy - h / 2)} L${f1(cx + w / 2 - 30)},${f1(cy - h / 2)} Q${f1(cx + w / 2)},${f1(cy - h / 2)} ${f1(cx + w / 2)},${f1(cy - h / 2 + 30)} L${f1(cx + w / 2)},${f1(cy - h * 0.12)} L${f1(cx + w / 2 + w * 0.12)},${f1(cy - h * 0.08)} Q${f1(cx + w / 2 + w * 0.16)},${f1(cy)} ${f1(cx + w / 2 + w * 0.12)},${f1(cy + h * 0.08)} L${f1(cx + w / 2)},${f1(cy + h * 0.12)} L${f1(cx + w / 2)},${f1(cy + h / 2 - 30)} Q${f1(cx + w / 2)},${f1(cy + h / 2)} ${f1(cx + w / 2 - 30)},${f1(cy + h / 2)} L${f1(cx - w / 2 + 30)},${f1(cy + h / 2)} Q${f1(cx - w / 2)},${f1(cy + h / 2)} ${f1(cx - w / 2)},${f1(cy + h / 2 - 30)}Z`;
  s.shadow(bd, 14, 22, 16, 0.45);
  s.add(
    `<path d="${bd}" fill="${s.lin(
      [
        [0, '#d4a872'],
        [1, '#b0824e'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  let gr = '';
  for (let i = 0; i < 30; i++) {
    const y = cy - h / 2 + r.range(0, h);
    gr += `<path d="M${f1(cx - w / 2)},${f1(y)} Q${f1(cx)},${f1(y + r.range(-8, 8))} ${f1(cx + w / 2)},${f1(y + r.range(-4, 4))}"/>`;
  }
  s.add(`<g stroke="#8a6238" stroke-width="1.2" fill="none" opacity="0.35" clip-path="${s.clip(`<path d="${bd}"/>`)}">${gr}</g>`);
  s.add(`<circle cx="${f1(cx + w / 2 + w * 0.08)}" cy="${f1(cy)}" r="${f1(h * 0.03)}" fill="#6b4f2e"/>`);
  const L = cx - w / 2;
  const T = cy - h / 2;
  // prosciutto folds (left)
  for (let i = 0; i < 4; i++) {
    const x = L + w * 0.18 + r.range(-10, 10);
    const y = T + h * (0.2 + i * 0.2);
    const pts: Pt[] = [];
    for (let k = 0; k <= 8; k++) pts.push([x - w * 0.13 + (k * w * 0.26) / 8, y + Math.sin(k * 1.4 + i) * h * 0.04]);
    const d = smooth(pts, false);
    s.add(
      `<path d="${d}" stroke="#3a1a10" stroke-width="${f1(h * 0.16)}" opacity="0.25" fill="none" transform="translate(4 8)" filter="${s.blur(5)}" stroke-linecap="round"/>`,
    );
    s.add(`<path d="${d}" stroke="#f6e8dc" stroke-width="${f1(h * 0.15)}" fill="none" stroke-linecap="round"/>`);
    s.add(
      `<path d="${d}" stroke="${vary(r, '#d0686a', 0.06)}" stroke-width="${f1(h * 0.11)}" fill="none" stroke-linecap="round" transform="translate(0 -4)"/>`,
    );
    s.add(`<path d="${d}" stroke="#f3a6a0" stroke-width="3" fill="none" opacity="0.6" transform="translate(0 -12)"/>`);
  }
  // salami slices (middle)
  for (let i = 0; i < 9; i++) {
    const x = L + w * (0.42 + (i % 3) * 0.085) + r.range(-5, 5);
    const y = T + h * (0.2 + Math.floor(i / 3) * 0.22) + r.range(-5, 5);
    const rr = h * 0.085;
    s.add(`<circle cx="${f1(x + 3)}" cy="${f1(y + 6)}" r="${f1(rr)}" fill="#2a0e08" opacity="0.35" filter="${s.blur(4)}"/>`);
    s.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rr)}" fill="#8e2a2a" stroke="#5a1a16" stroke-width="3"/>`);
    let fat = '';
    for (let k = 0; k < 16; k++) {
      const a = r.range(0, Math.PI * 2);
      const dd = Math.sqrt(r()) * rr * 0.85;
      fat += `<circle cx="${f1(x + Math.cos(a) * dd)}" cy="${f1(y + Math.sin(a) * dd)}" r="${f1(r.range(1.5, 3.5))}"/>`;
    }
    s.add(`<g fill="#f3dcd0">${fat}</g>`);
  }
  // cheese wedges (right)
  for (let i = 0; i < 3; i++) {
    const x = L + w * 0.78 + r.range(-8, 8);
    const y = T + h * (0.22 + i * 0.26);
    const sz = h * 0.14;
    const d = `M${f1(x - sz)},${f1(y - sz * 0.6)} L${f1(x + sz)},${f1(y - sz * 0.2)} L${f1(x - sz * 0.8)},${f1(y + sz * 0.7)}Z`;
    s.shadow(d, 4, 8, 5, 0.35);
    const cc = i === 1 ? '#f4ecd6' : '#f0cf6a';
    s.add(`<path d="${d}" fill="${cc}" stroke="${i === 1 ? '#c8bfa6' : '#c28a2a'}" stroke-width="5" stroke-linejoin="round"/>`);
    if (i === 1) {
      let v = '';
      for (let k = 0; k < 8; k++)
        v += `<circle cx="${f1(x + r.range(-sz * 0.6, sz * 0.2))}" cy="${f1(y + r.range(-sz * 0.3, sz * 0.2))}" r="${f1(r.range(2, 4))}"/>`;
      s.add(`<g fill="#5f7a6a">${v}</g>`);
    } else {
      for (let k = 0; k < 4; k++)
        s.add(
          `<circle cx="${f1(x + r.range(-sz * 0.5, sz * 0.2))}" cy="${f1(y + r.range(-sz * 0.25, sz * 0.15))}" r="${f1(r.range(2, 5))}" fill="#dcb04a"/>`,
        );
    }
  }
  // grapes, olives, walnuts, honey
  for (let i = 0; i < 11; i++) {
    const x = L + w * 0.92 + r.range(-30, 30);
    const y = T + h * 0.85 + r.range(-30, 30);
    s.add(
      `<circle cx="${f1(x + 3)}" cy="${f1(y + 5)}" r="14" fill="#1a0a10" opacity="0.3" filter="${s.blur(3)}"/><circle cx="${f1(x)}" cy="${f1(y)}" r="14" fill="${s.rad(
        [
          [0, '#8a4a7a'],
          [0.8, '#4a1e3c'],
          [1, '#2a0e20'],
        ],
        0.35,
        0.35,
        0.65,
      )}"/><circle cx="${f1(x - 4)}" cy="${f1(y - 5)}" r="3" fill="#fff" opacity="0.5"/>`,
    );
  }
  for (let i = 0; i < 6; i++) if (s.r()) olivePlain(s, L + w * 0.6 + r.range(-40, 40), T + h * 0.86 + r.range(-14, 14));
  rosemary(s, L + w * 0.3, T + h * 0.95, h * 0.35, 70);
}

function olivePlain(s: Scene, x: number, y: number) {
  s.add(
    `<ellipse cx="${f1(x + 3)}" cy="${f1(y + 5)}" rx="13" ry="10" fill="#1a120a" opacity="0.3" filter="${s.blur(3)}"/><ellipse cx="${f1(x)}" cy="${f1(y)}" rx="13" ry="10" fill="${s.rad(
      [
        [0, '#a8b050'],
        [1, '#5f6a1e'],
      ],
      0.4,
      0.35,
      0.65,
    )}"/><ellipse cx="${f1(x - 4)}" cy="${f1(y - 3)}" rx="4" ry="2" fill="#fff" opacity="0.5"/>`,
  );
}

export function tomatoes(s: Scene, x: number, y: number, n: number, rad: number): void {
  for (let i = 0; i < n; i++) tomato(s, x + s.r.range(-rad * 2, rad * 2), y + s.r.range(-rad * 1.5, rad * 1.5), rad);
}

export function potatoes(s: Scene, cx: number, cy: number, rad: number, n: number): void {
  const r = s.r;
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const x = cx + Math.cos(a) * rad * r.range(0.2, 1);
    const y = cy + Math.sin(a) * rad * r.range(0.2, 1);
    const d = blob(r, x, y, 22, 17, 0.2, 8, r.range(0, 3));
    s.add(
      `<path d="${d}" transform="translate(3 6)" fill="#1a120a" opacity="0.3" filter="${s.blur(3)}"/><path d="${d}" fill="${s.rad(
        [
          [0, '#f6d890'],
          [0.7, '#e0a84a'],
          [1, '#b87a2a'],
        ],
        0.4,
        0.35,
        0.65,
      )}"/>`,
    );
  }
}

export { lemonSlice, rosemary, tomato };
