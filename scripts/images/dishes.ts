// Plated dishes seen from above, composed on a table with props.
import { C, Scene, blob, f1, rng, tr } from './lib.ts';
import * as F from './food.ts';
import {
  type Surface,
  basil,
  bread,
  fork,
  glassTop,
  knife,
  leaf,
  lemonWedge,
  napkin,
  olive,
  plate,
  platter,
  ramekin,
  rosemary,
  sageLeaves,
  specks,
  spoon,
  surface,
} from './table.ts';

export type Dish =
  | 'tagliatelle'
  | 'risotto'
  | 'cotoletta'
  | 'ossobuco'
  | 'ravioli'
  | 'tiramisu'
  | 'nidi'
  | 'tagliere'
  | 'branzino'
  | 'vongole'
  | 'frutti'
  | 'pizzoccheri'
  | 'polenta'
  | 'brasato';

type Layout = {
  x: number;
  y: number;
  scale: number;
  surface?: Surface;
  tint?: string;
  napkin?: string;
  glass?: string | null;
  alt?: boolean;
};

const defaults: Record<
  Dish,
  { surface: Surface; tint?: string; napkin: string; glass: string | null; plate?: { band?: string; deep?: boolean; color?: string } }
> = {
  tagliatelle: { surface: 'wood', napkin: C.terracotta, glass: C.wine, plate: { deep: true } },
  risotto: { surface: 'linen', napkin: C.olive, glass: '#e8d48a', plate: { band: C.gold } },
  cotoletta: { surface: 'darkwood', napkin: '#e9e1d2', glass: '#e8d48a', plate: { band: C.walnut } },
  ossobuco: { surface: 'linen', tint: '#ece3d3', napkin: C.wine, glass: C.wine, plate: { band: C.gold } },
  ravioli: { surface: 'marble', napkin: C.sage, glass: '#e8d48a', plate: { deep: true } },
  tiramisu: { surface: 'wood', napkin: C.sand, glass: null },
  nidi: { surface: 'board', napkin: C.sand, glass: null },
  tagliere: { surface: 'darkwood', napkin: C.terracotta, glass: C.wine },
  branzino: { surface: 'linen', tint: '#e9eef0', napkin: '#7f98a8', glass: '#efe2a2' },
  vongole: { surface: 'linen', tint: '#eef0ec', napkin: '#6f8ea0', glass: '#efe2a2', plate: { deep: true, band: '#3f6a8a' } },
  frutti: { surface: 'wood', napkin: '#6f8ea0', glass: '#efe2a2', plate: { deep: true } },
  pizzoccheri: { surface: 'darkwood', napkin: C.olive, glass: C.wine, plate: { deep: true, color: '#efe6d4' } },
  polenta: { surface: 'board', tint: '#9a6b3e', napkin: C.terracotta, glass: C.wine, plate: { color: '#c98a5a' } },
  brasato: { surface: 'darkwood', napkin: C.wine, glass: C.wine, plate: { band: C.gold } },
};

export function dishScene(dish: Dish, w: number, h: number, seed: string, lay: Partial<Layout> = {}): Scene {
  const s = new Scene(w, h, rng(seed));
  const r = s.r;
  const def = defaults[dish];
  const L: Layout = { x: 0.5, y: 0.52, scale: 1, surface: def.surface, napkin: def.napkin, glass: def.glass, ...lay };
  surface(s, L.surface ?? def.surface, L.tint ?? def.tint);
  const m = Math.min(w, h);
  const cx = w * L.x;
  const cy = h * L.y;
  const R = m * 0.42 * L.scale;

  if (dish === 'nidi') {
    nidi(s, cx, cy, R);
    return s.finish({ vignette: 0.35 });
  }
  if (dish === 'tagliere') {
    napkin(s, cx - R * 1.55, cy - R * 0.2, R * 0.5, R * 1.3, -8, L.napkin!, C.cream);
    F.tagliere(s, cx - R * 0.1, cy, R * 2.2, R * 1.55);
    if (L.glass) glassTop(s, cx + R * 1.4, cy - R * 0.75, R * 0.22, L.glass);
    bread(s, cx + R * 1.35, cy + R * 0.65, R * 0.42, R * 0.3, 20);
    return s.finish({ vignette: 0.4 });
  }
  if (dish === 'tiramisu') {
    tiramisu(s, cx, cy, R);
    return s.finish({ vignette: 0.4 });
  }

  // napkin + cutlery on the left, knife on the right
  const side = L.alt ? -1 : 1;
  napkin(s, cx - side * R * 1.42, cy + R * 0.05, R * 0.52, R * 1.6, side * r.range(-4, 4), L.napkin!, r() < 0.5 ? C.cream : undefined);
  fork(s, cx - side * R * 1.38, cy + R * 0.05, R * 1.15, 0);
  if (dish === 'polenta' || dish === 'risotto' || dish === 'frutti') spoon(s, cx + side * R * 1.25, cy + R * 0.1, R * 1.05, 0);
  else knife(s, cx + side * R * 1.25, cy + R * 0.1, R * 1.15, 0);
  if (L.glass) glassTop(s, cx + side * R * 1.3, cy - R * 0.95, R * 0.22, L.glass);

  if (dish === 'branzino') {
    platter(s, cx, cy, R * 1.05, R * 0.78, -6);
    F.branzino(s, cx + R * 0.05, cy - R * 0.05, R * 1.75, -6);
    F.potatoes(s, cx, cy + R * 0.48, R * 0.35, 6);
    F.tomatoes(s, cx + R * 0.55, cy + R * 0.45, 3, R * 0.06);
    lemonWedge(s, cx + side * R * 1.25, cy + R * 0.95, R * 0.16, -20);
  } else {
    const pr = plate(s, cx, cy, R, def.plate ?? {});
    const fr = pr * 0.95;
    switch (dish) {
      case 'tagliatelle':
        F.tagliatelle(s, cx, cy, fr * 1.0);
        break;
      case 'risotto':
        F.risotto(s, cx, cy, fr * 0.92, { gold: true });
        break;
      case 'cotoletta':
        F.cotoletta(s, cx - R * 0.08, cy - R * 0.1, R * 0.68);
        break;
      case 'ossobuco':
        F.ossobuco(s, cx, cy, fr);
        break;
      case 'ravioli':
        F.ravioli(s, cx, cy, fr * 0.95);
        break;
      case 'vongole':
        F.spaghettiVongole(s, cx, cy, fr * 1.0);
        break;
      case 'frutti':
        F.frutti(s, cx, cy, fr * 1.0);
        break;
      case 'pizzoccheri':
        F.pizzoccheri(s, cx, cy, fr * 1.02);
        break;
      case 'polenta':
        F.polentaFunghi(s, cx, cy, fr * 0.85);
        break;
      case 'brasato':
        F.brasato(s, cx, cy, fr * 0.95);
        break;
    }
  }
  // a few garnish props on the free side
  const gx = cx + side * R * 1.3;
  const gy = cy + R * 0.95;
  if (dish === 'tagliatelle' || dish === 'ravioli') {
    ramekin(s, gx, gy - R * 0.05, R * 0.17, '#f5e7b8', (x, y, rr) => specks(s, x, y, rr * 0.9, 60, '#fffaf0', 2.5));
  } else if (dish === 'risotto' || dish === 'ossobuco') {
    specks(s, gx, gy, R * 0.15, 24, '#b8321a', 2.2);
  } else if (dish === 'vongole' || dish === 'frutti') {
    lemonWedge(s, gx, gy, R * 0.15, 30);
  } else if (dish === 'pizzoccheri' || dish === 'polenta') {
    sageLeaves(s, gx, gy, R * 0.2, 20);
  } else if (dish === 'brasato') {
    rosemary(s, gx - 20, gy, R * 0.4, -30);
  }
  return s.finish({ vignette: 0.38 });
}

function nidi(s: Scene, cx: number, cy: number, R: number): void {
  const r = s.r;
  // flour dust on the board
  for (let i = 0; i < 14; i++)
    s.add(
      `<ellipse cx="${f1(cx + r.range(-1.6, 1.6) * R)}" cy="${f1(cy + r.range(-1, 1) * R)}" rx="${f1(R * r.range(0.2, 0.5))}" ry="${f1(R * r.range(0.12, 0.3))}" fill="#fffaf0" opacity="${f1(r.range(0.15, 0.4))}" filter="${s.blur(R * 0.06)}"/>`,
    );
  specks(s, cx, cy, R * 1.6, 500, '#fffaf0', 1.6, 0.8);
  // rolling pin across the top
  const py = cy - R * 0.95;
  s.add(
    `<rect x="${f1(cx - R * 1.6 + 10)}" y="${f1(py - R * 0.1 + 18)}" width="${f1(R * 3.2)}" height="${f1(R * 0.2)}" rx="${f1(R * 0.1)}" fill="#1a120a" opacity="0.35" filter="${s.blur(10)}"/>`,
  );
  s.add(
    `<rect x="${f1(cx - R * 1.6)}" y="${f1(py - R * 0.1)}" width="${f1(R * 3.2)}" height="${f1(R * 0.2)}" rx="${f1(R * 0.1)}" fill="${s.lin(
      [
        [0, '#f0d2a2'],
        [0.35, '#e2b47a'],
        [1, '#a8743e'],
      ],
    )}"/>`,
  );
  // nests
  const pos: [number, number][] = [
    [-0.95, -0.2],
    [-0.25, -0.3],
    [0.45, -0.25],
    [-0.6, 0.45],
    [0.1, 0.42],
    [0.85, 0.45],
  ];
  for (const [px, py2] of pos) {
    F.nest(s, cx + px * R, cy + py2 * R, R * 0.3, { n: 34, width: R * 0.032, color: '#f1d28c', span: [3, 5], spiral: 0.3 });
    specks(s, cx + px * R, cy + py2 * R, R * 0.3, 40, '#fffaf0', 1.8, 0.8);
  }
  // eggs and flour heap at the side
  const ex = cx + R * 1.45;
  const ey = cy - R * 0.35;
  s.add(
    `<ellipse cx="${f1(ex)}" cy="${f1(ey + R * 0.35)}" rx="${f1(R * 0.32)}" ry="${f1(R * 0.3)}" fill="${s.rad([
      [0, '#ffffff'],
      [0.7, '#f6f0e4'],
      [1, '#e8dcc8', 0.4],
    ])}"/>`,
  );
  for (const [dx, dy] of [
    [-0.05, -0.35],
    [0.2, 0.9],
  ] as const) {
    const x = ex + dx * R;
    const y = ey + dy * R;
    s.add(
      `<ellipse cx="${f1(x + 6)}" cy="${f1(y + 10)}" rx="${f1(R * 0.13)}" ry="${f1(R * 0.1)}" fill="#1a120a" opacity="0.3" filter="${s.blur(6)}"/>`,
    );
    s.add(
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(R * 0.13)}" ry="${f1(R * 0.1)}" transform="rotate(-20 ${f1(x)} ${f1(y)})" fill="${s.rad(
        [
          [0, '#f7e2c6'],
          [0.7, '#e2b98a'],
          [1, '#b88a5a'],
        ],
        0.35,
        0.35,
        0.7,
      )}"/>`,
    );
  }
  // cracked egg yolk in flour
  s.add(
    `<circle cx="${f1(ex + R * 0.02)}" cy="${f1(ey + R * 0.35)}" r="${f1(R * 0.09)}" fill="${s.rad(
      [
        [0, '#ffc23a'],
        [1, '#e8890c'],
      ],
      0.4,
      0.4,
      0.6,
    )}"/><ellipse cx="${f1(ex - R * 0.01)}" cy="${f1(ey + R * 0.32)}" rx="${f1(R * 0.03)}" ry="${f1(R * 0.015)}" fill="#fff" opacity="0.7"/>`,
  );
  sageLeaves(s, cx - R * 1.5, cy + R * 0.9, R * 0.2, 40);
}

function tiramisu(s: Scene, cx: number, cy: number, R: number): void {
  const r = s.r;
  // plate at an angle (3/4 view): ellipse
  const py = cy + R * 0.25;
  s.add(
    `<ellipse cx="${f1(cx + 10)}" cy="${f1(py + 22)}" rx="${f1(R * 1.02)}" ry="${f1(R * 0.55)}" fill="#1a120a" opacity="0.4" filter="${s.blur(14)}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(cx)}" cy="${f1(py)}" rx="${f1(R)}" ry="${f1(R * 0.52)}" fill="${s.rad([
      [0, '#fbf8f2'],
      [0.85, '#f3ede2'],
      [1, '#cfc4b0'],
    ])}"/>`,
  );
  s.add(`<ellipse cx="${f1(cx)}" cy="${f1(py)}" rx="${f1(R * 0.72)}" ry="${f1(R * 0.36)}" fill="none" stroke="#e2d8c6" stroke-width="3"/>`);
  // cocoa dust on the plate
  specks(s, cx + R * 0.45, py + R * 0.15, R * 0.25, 60, '#5a3418', 1.6, 0.7);
  // the block: top face parallelogram + front + side faces with layers
  const bw = R * 0.95;
  const bh = R * 0.55;
  const dpx = R * 0.28;
  const dpy = R * 0.2;
  const x0 = cx - bw / 2 - dpx / 3;
  const y0 = py - bh * 0.45;
  const top = `M${f1(x0)},${f1(y0)} L${f1(x0 + bw)},${f1(y0)} L${f1(x0 + bw + dpx)},${f1(y0 - dpy)} L${f1(x0 + dpx)},${f1(y0 - dpy)}Z`;
  const front = `M${f1(x0)},${f1(y0)} L${f1(x0 + bw)},${f1(y0)} L${f1(x0 + bw)},${f1(y0 + bh)} L${f1(x0)},${f1(y0 + bh)}Z`;
  const sideF = `M${f1(x0 + bw)},${f1(y0)} L${f1(x0 + bw + dpx)},${f1(y0 - dpy)} L${f1(x0 + bw + dpx)},${f1(y0 + bh - dpy)} L${f1(x0 + bw)},${f1(y0 + bh)}Z`;
  s.add(
    `<ellipse cx="${f1(x0 + bw / 2 + dpx / 2 + 12)}" cy="${f1(y0 + bh + 4)}" rx="${f1(bw * 0.62)}" ry="${f1(R * 0.08)}" fill="#2a1a0c" opacity="0.45" filter="${s.blur(8)}"/>`,
  );
  const layers = [
    ['#7a4a26', 0.0, 0.1],
    ['#f4e6c6', 0.1, 0.32],
    ['#9a6234', 0.32, 0.5],
    ['#f4e6c6', 0.5, 0.75],
    ['#a56a38', 0.75, 0.92],
    ['#e9d6ae', 0.92, 1],
  ] as const;
  const clipF = s.clip(`<path d="${front}"/>`);
  const clipS = s.clip(`<path d="${sideF}"/>`);
  let lf = '';
  let ls = '';
  for (const [c, a, b] of layers) {
    const yA = y0 + bh * a;
    const yB = y0 + bh * b;
    const wav = (y: number) => `${f1(y + r.range(-3, 3))}`;
    lf += `<path d="M${f1(x0 - 5)},${wav(yA)} Q${f1(x0 + bw * 0.5)},${wav(yA)} ${f1(x0 + bw + 5)},${wav(yA)} L${f1(x0 + bw + 5)},${f1(yB + 2)} L${f1(x0 - 5)},${f1(yB + 2)}Z" fill="${c}"/>`;
    ls += `<path d="M${f1(x0 + bw)},${f1(yA)} L${f1(x0 + bw + dpx)},${f1(yA - dpy)} L${f1(x0 + bw + dpx)},${f1(yB - dpy + 2)} L${f1(x0 + bw)},${f1(yB + 2)}Z" fill="${c}"/>`;
  }
  s.add(`<g clip-path="${clipF}">${lf}</g><g clip-path="${clipS}">${ls}<path d="${sideF}" fill="#000" opacity="0.18"/></g>`);
  // soaked sponge texture
  specks(s, x0 + bw / 2, y0 + bh * 0.41, bw * 0.45, 40, '#6a3a1a', 2, 0.5);
  s.add(
    `<path d="${top}" fill="${s.lin(
      [
        [0, '#6a3d1e'],
        [1, '#4a2812'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  const ct = s.clip(`<path d="${top}"/>`);
  let cd = '';
  for (let i = 0; i < 500; i++)
    cd += `<circle cx="${f1(x0 + r.range(0, bw + dpx))}" cy="${f1(y0 - r.range(0, dpy))}" r="${f1(r.range(0.8, 2.2))}" fill="${r() < 0.5 ? '#8a5a32' : '#3a1e0c'}"/>`;
  s.add(`<g clip-path="${ct}">${cd}</g>`);
  // mint sprig and cocoa beans
  leaf(s, x0 + bw * 0.6, y0 - dpy * 0.5, R * 0.16, R * 0.08, 60, '#4f8a3a');
  leaf(s, x0 + bw * 0.6, y0 - dpy * 0.5, R * 0.14, R * 0.07, -20, '#3f7a2e');
  // espresso cup on the side (from above-ish)
  const ux = cx + R * 1.3;
  const uy = cy - R * 0.7;
  s.add(
    `<ellipse cx="${f1(ux + 8)}" cy="${f1(uy + 14)}" rx="${f1(R * 0.34)}" ry="${f1(R * 0.26)}" fill="#1a120a" opacity="0.35" filter="${s.blur(10)}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(ux)}" cy="${f1(uy)}" rx="${f1(R * 0.34)}" ry="${f1(R * 0.26)}" fill="#f6f1e8" stroke="#d8ccb8" stroke-width="3"/>`,
  );
  s.add(
    `<ellipse cx="${f1(ux)}" cy="${f1(uy - R * 0.03)}" rx="${f1(R * 0.17)}" ry="${f1(R * 0.13)}" fill="#fbf7f0" stroke="#cfc2ac" stroke-width="3"/><ellipse cx="${f1(ux)}" cy="${f1(uy - R * 0.03)}" rx="${f1(R * 0.14)}" ry="${f1(R * 0.1)}" fill="${s.rad(
      [
        [0, '#c08a52'],
        [0.5, '#6a3a18'],
        [1, '#3a1e0c'],
      ],
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(ux + R * 0.16)},${f1(uy - R * 0.05)} q${f1(R * 0.09)},0 ${f1(R * 0.08)},${f1(R * 0.06)}" stroke="#f6f1e8" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  );
  spoon(s, cx - R * 1.35, cy + R * 0.1, R * 0.8, 10);
  for (let i = 0; i < 5; i++) {
    const x = cx - R * 1.25 + r.range(-40, 40);
    const y = cy - R * 0.75 + r.range(-30, 30);
    s.add(
      `<g ${tr(x, y, r.range(0, 180))}><ellipse cx="3" cy="5" rx="11" ry="7" fill="#1a120a" opacity="0.3" filter="${s.blur(2)}"/><ellipse rx="11" ry="7" fill="#4a2a14"/><path d="M-9,0 Q0,-2 9,0" stroke="#2a140a" stroke-width="1.5" fill="none"/></g>`,
    );
  }
  s.add(
    `<path d="${blob(r, cx - R * 1.2, cy + R * 0.85, R * 0.22, R * 0.14, 0.3, 9)}" fill="#5a3418" opacity="0.55" filter="${s.blur(2)}"/>`,
  );
}

export { basil, olive };
