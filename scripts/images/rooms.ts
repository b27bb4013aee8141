// Interiors in simple one-point perspective: dining room, corridor, bar,
// fireplace, stage, gallery wall, open kitchen, wine cellar.
import { C, Scene, type Pt, darken, f1, lighten, mix, poly, rng, vary, blob } from './lib.ts';
import { bottle } from './side.ts';

export type Back = 'fireplace' | 'windows' | 'bar' | 'stage' | 'frames' | 'kitchen' | 'arch' | 'cellar';
export type SideWall = 'windows' | 'frames' | 'sconces' | 'plain' | 'shelves';

export type RoomOpts = {
  night: boolean;
  hw: number;
  height: number;
  depth: number;
  camX: number;
  eye: number;
  horizon: number;
  focal: number;
  wall: string;
  wains: string;
  floor: string;
  ceiling: string;
  back: Back;
  left: SideWall;
  right: SideWall;
  tables: [number, number][];
  beams: boolean;
  runner: boolean;
  doorFrame: boolean;
  stringLights: boolean;
  christmas: boolean;
  pendants: boolean;
  cloth: string;
};

const base: RoomOpts = {
  night: true,
  hw: 3.6,
  height: 3.3,
  depth: 12,
  camX: 0,
  eye: 1.5,
  horizon: 0.46,
  focal: 0.62,
  wall: '#d8c3a0',
  wains: '#5e4128',
  floor: '#7a5434',
  ceiling: '#e9dcc4',
  back: 'fireplace',
  left: 'windows',
  right: 'frames',
  tables: [
    [-2.1, 4.2],
    [2.0, 4.6],
    [-2.1, 6.6],
    [2.0, 7.0],
    [-2.1, 9.0],
    [2.0, 9.4],
    [0, 10.6],
  ],
  beams: true,
  runner: false,
  doorFrame: false,
  stringLights: false,
  christmas: false,
  pendants: true,
  cloth: '#f4eee2',
};

export function room(w: number, h: number, seed: string, o: Partial<RoomOpts> = {}): Scene {
  const O: RoomOpts = { ...base, ...o };
  const s = new Scene(w, h, rng(seed));
  const r = s.r;
  const f = w * O.focal;
  const hor = h * O.horizon;
  const P = (x: number, y: number, z: number): Pt => [w / 2 + ((x - O.camX) * f) / z, hor + ((O.eye - y) * f) / z];
  const sc = (z: number) => f / z; // px per metre at depth z
  const D = O.depth;
  const Ht = O.height;
  const zn = 0.4;
  const lights: string[] = [];
  const lit = (c: string) => (O.night ? darken(c, 0.05) : lighten(c, 0.04));

  // ---- shell ----
  s.add(`<rect width="${w}" height="${h}" fill="${O.ceiling}"/>`);
  const [bx0, by0] = P(-O.hw, Ht, D);
  const [bx1, by1] = P(O.hw, 0, D);
  s.add(`<rect x="${f1(bx0)}" y="${f1(by0)}" width="${f1(bx1 - bx0)}" height="${f1(by1 - by0)}" fill="${lit(O.wall)}"/>`);
  const wallPoly = (sx: number) => poly([P(sx, 0, zn), P(sx, 0, D), P(sx, Ht, D), P(sx, Ht, zn)]);
  const sideGrad = (sx: number) =>
    s.lin(
      [
        [0, darken(O.wall, 0.12)],
        [1, lighten(O.wall, 0.02)],
      ],
      sx < 0 ? 0 : w,
      0,
      sx < 0 ? bx0 : bx1,
      0,
      true,
    );
  s.add(`<path d="${wallPoly(-O.hw)}" fill="${sideGrad(-O.hw)}"/>`);
  s.add(`<path d="${wallPoly(O.hw)}" fill="${sideGrad(O.hw)}"/>`);
  // ceiling
  s.add(
    `<path d="${poly([P(-O.hw, Ht, zn), P(-O.hw, Ht, D), P(O.hw, Ht, D), P(O.hw, Ht, zn)])}" fill="${s.lin(
      [
        [0, darken(O.ceiling, 0.15)],
        [1, O.ceiling],
      ],
      0,
      0,
      0,
      by0,
      true,
    )}"/>`,
  );
  // floor
  s.add(
    `<path d="${poly([P(-O.hw, 0, zn), P(-O.hw, 0, D), P(O.hw, 0, D), P(O.hw, 0, zn)])}" fill="${s.lin(
      [
        [0, lighten(O.floor, 0.05)],
        [1, darken(O.floor, 0.2)],
      ],
      0,
      by1,
      0,
      h,
      true,
    )}"/>`,
  );
  // floor planks
  let pl = '';
  const pw = 0.2;
  for (let x = -O.hw; x <= O.hw; x += pw) {
    const a = P(x, 0, 1.2);
    const b = P(x, 0, D);
    pl += `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    for (let z = 1.2 + r.range(0, 1.5); z < D; z += r.range(1.2, 2.2)) {
      const c = P(x, 0, z);
      const d = P(x + pw, 0, z);
      pl += `M${f1(c[0])},${f1(c[1])}L${f1(d[0])},${f1(d[1])}`;
    }
  }
  s.add(`<path d="${pl}" stroke="${darken(O.floor, 0.45)}" stroke-width="1.2" opacity="0.55" fill="none"/>`);
  if (O.runner) {
    s.add(
      `<path d="${poly([P(-0.55, 0.005, 1), P(-0.55, 0.005, D - 0.2), P(0.55, 0.005, D - 0.2), P(0.55, 0.005, 1)])}" fill="${C.wine}"/>`,
    );
    s.add(
      `<path d="${poly([P(-0.45, 0.006, 1), P(-0.45, 0.006, D - 0.3), P(0.45, 0.006, D - 0.3), P(0.45, 0.006, 1)])}" fill="none" stroke="${C.saffron}" stroke-width="3" opacity="0.7"/>`,
    );
  }

  // wainscot on walls
  const wy = 1.05;
  for (const sx of [-O.hw, O.hw]) {
    s.add(`<path d="${poly([P(sx, 0, zn), P(sx, 0, D), P(sx, wy, D), P(sx, wy, zn)])}" fill="${O.wains}"/>`);
    for (let z = 1.0; z < D - 0.6; z += 1.3) {
      s.add(
        `<path d="${poly([P(sx, 0.18, z + 0.12), P(sx, 0.18, z + 1.18), P(sx, wy - 0.15, z + 1.18), P(sx, wy - 0.15, z + 0.12)])}" fill="none" stroke="${darken(O.wains, 0.35)}" stroke-width="${f1(sc(z) * 0.03)}"/>`,
      );
    }
    s.add(`<path d="${poly([P(sx, wy, zn), P(sx, wy, D), P(sx, wy + 0.06, D), P(sx, wy + 0.06, zn)])}" fill="${lighten(O.wains, 0.2)}"/>`);
  }
  const [, bwy] = P(0, wy, D);
  s.add(`<rect x="${f1(bx0)}" y="${f1(bwy)}" width="${f1(bx1 - bx0)}" height="${f1(by1 - bwy)}" fill="${O.wains}"/>`);
  // baseboard/ceiling cornice
  s.add(
    `<path d="${poly([P(-O.hw, Ht - 0.12, zn), P(-O.hw, Ht - 0.12, D), P(O.hw, Ht - 0.12, D), P(O.hw, Ht - 0.12, zn), P(O.hw, Ht, zn), P(O.hw, Ht, D), P(-O.hw, Ht, D), P(-O.hw, Ht, zn)])}" fill="${lighten(O.ceiling, 0.1)}" opacity="0.6"/>`,
  );

  // ---- side walls ----
  for (const [sx, kind] of [
    [-O.hw, O.left],
    [O.hw, O.right],
  ] as const) {
    for (let z = 1.8, i = 0; z < D - 1.2; z += 2.4, i++) {
      if (kind === 'windows') {
        const q = [P(sx, 1.15, z), P(sx, 1.15, z + 1.3), P(sx, 2.75, z + 1.3), P(sx, 2.75, z)];
        s.add(`<path d="${poly(q)}" fill="${darken(O.wains, 0.2)}"/>`);
        const qi = [P(sx, 1.22, z + 0.08), P(sx, 1.22, z + 1.22), P(sx, 2.68, z + 1.22), P(sx, 2.68, z + 0.08)];
        const glass = O.night
          ? s.lin([
              [0, '#1a2440'],
              [1, '#2e3a5a'],
            ])
          : s.lin([
              [0, '#cfe3ee'],
              [1, '#f4efe0'],
            ]);
        s.add(`<path d="${poly(qi)}" fill="${glass}"/>`);
        if (O.night) {
          const c = P(sx, 1.8, z + 0.65);
          s.add(
            `<circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="${f1(sc(z) * 0.15)}" fill="#ffcf7a" opacity="0.35" filter="${s.blur(sc(z) * 0.08)}"/>`,
          );
        } else {
          s.add(`<path d="${poly(qi)}" fill="#fff" opacity="0.25" filter="${s.blur(6)}"/>`);
        }
        const m1 = P(sx, 1.22, z + 0.65);
        const m2 = P(sx, 2.68, z + 0.65);
        const m3 = P(sx, 2.1, z + 0.08);
        const m4 = P(sx, 2.1, z + 1.22);
        s.add(
          `<path d="M${f1(m1[0])},${f1(m1[1])}L${f1(m2[0])},${f1(m2[1])}M${f1(m3[0])},${f1(m3[1])}L${f1(m4[0])},${f1(m4[1])}" stroke="${darken(O.wains, 0.2)}" stroke-width="${f1(sc(z) * 0.05)}"/>`,
        );
        // curtains
        const cq = [P(sx, 1.0, z - 0.25), P(sx, 1.0, z + 0.1), P(sx, 2.95, z + 0.1), P(sx, 2.95, z - 0.25)];
        s.add(`<path d="${poly(cq)}" fill="${O.night ? darken(C.wine, 0.2) : C.wine}" opacity="0.92"/>`);
        if (!O.night) {
          // daylight patch on the floor
          const fq = [P(sx * 0.55, 0, z), P(sx * 0.55, 0, z + 1.3), P(sx * 0.98, 0, z + 1.3), P(sx * 0.98, 0, z)];
          s.add(`<path d="${poly(fq)}" fill="#fff6dc" opacity="0.22" filter="${s.blur(10)}"/>`);
        }
      } else if (kind === 'frames' || kind === 'sconces') {
        if (kind === 'frames' || i % 2 === 0) {
          const fh = 0.6 + (i % 2) * 0.15;
          const q = [P(sx, 1.45, z + 0.2), P(sx, 1.45, z + 1.1), P(sx, 1.45 + fh, z + 1.1), P(sx, 1.45 + fh, z + 0.2)];
          s.add(`<path d="${poly(q)}" fill="${C.gold}" stroke="${darken(C.gold, 0.4)}" stroke-width="1"/>`);
          const qi = [P(sx, 1.5, z + 0.27), P(sx, 1.5, z + 1.03), P(sx, 1.4 + fh, z + 1.03), P(sx, 1.4 + fh, z + 0.27)];
          const pc = r.pick([C.olive, C.terracotta, '#5a6a7a', C.saffron, '#8a7a5a']);
          s.add(
            `<path d="${poly(qi)}" fill="${s.lin([
              [0, lighten(pc, 0.3)],
              [1, darken(pc, 0.2)],
            ])}"/>`,
          );
          const hz = [P(sx, 1.5 + fh * 0.35, z + 0.27), P(sx, 1.5 + fh * 0.5, z + 0.6), P(sx, 1.5 + fh * 0.3, z + 1.03)];
          s.add(
            `<path d="M${f1(qi[0]![0])},${f1(qi[0]![1])}L${hz.map((p) => `${f1(p[0])},${f1(p[1])}`).join('L')}L${f1(qi[1]![0])},${f1(qi[1]![1])}Z" fill="${darken(pc, 0.35)}" opacity="0.7"/>`,
          );
        }
        if (kind === 'sconces' || i % 2 === 1) {
          const c = P(sx * 0.985, 2.05, z + 0.65);
          const k = sc(z + 0.65);
          lights.push(
            `<path d="M${f1(c[0] - k * 0.08)},${f1(c[1] - k * 0.12)} L${f1(c[0] + k * 0.08)},${f1(c[1] - k * 0.12)} L${f1(c[0] + k * 0.05)},${f1(c[1] + k * 0.05)} L${f1(c[0] - k * 0.05)},${f1(c[1] + k * 0.05)}Z" fill="#f8e2b0"/>`,
          );
          lights.push(glowSvg(s, c[0], c[1], k * 0.9, '#ffc66a', O.night ? 0.55 : 0.25));
        }
      } else if (kind === 'shelves') {
        const q = [P(sx, 1.15, z), P(sx, 1.15, z + 2.2), P(sx, 2.6, z + 2.2), P(sx, 2.6, z)];
        s.add(`<path d="${poly(q)}" fill="${darken(O.wains, 0.3)}"/>`);
        for (let yy = 1.3; yy < 2.6; yy += 0.45) {
          s.add(
            `<path d="${poly([P(sx, yy, z), P(sx, yy, z + 2.2), P(sx, yy + 0.04, z + 2.2), P(sx, yy + 0.04, z)])}" fill="${lighten(O.wains, 0.2)}"/>`,
          );
          for (let zz = z + 0.1; zz < z + 2.1; zz += 0.12) {
            const a = P(sx, yy + 0.04, zz);
            const b = P(sx, yy + 0.34, zz);
            s.add(
              `<path d="M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}" stroke="${r.pick(['#1f3a24', '#3a1a1a', '#2a2a1a', '#5a3a1a'])}" stroke-width="${f1(sc(zz) * 0.07)}" stroke-linecap="round"/>`,
            );
          }
        }
      }
    }
  }

  // ---- back wall feature ----
  const k = sc(D);
  const bc = P(0, 0, D);
  const X = (mx: number) => bc[0] + mx * k;
  const Y = (my: number) => bc[1] - my * k;
  backFeature(s, O, X, Y, k, lights);

  if (O.back === 'bar') {
    const zc = D - 1.3;
    const front = [P(-2.6, 0, zc), P(2.6, 0, zc), P(2.6, 1.08, zc), P(-2.6, 1.08, zc)];
    const top = [P(-2.7, 1.08, zc - 0.1), P(2.7, 1.08, zc - 0.1), P(2.7, 1.08, zc + 0.55), P(-2.7, 1.08, zc + 0.55)];
    s.add(
      `<path d="${poly(front)}" fill="${s.lin([
        [0, lighten(O.wains, 0.05)],
        [1, darken(O.wains, 0.3)],
      ])}"/>`,
    );
    const kk = sc(zc);
    for (let x = -2.5; x < 2.5; x += 0.65) {
      const a = P(x + 0.06, 0.15, zc);
      s.add(
        `<rect x="${f1(a[0])}" y="${f1(a[1] - kk * 0.8)}" width="${f1(kk * 0.53)}" height="${f1(kk * 0.8)}" fill="none" stroke="${darken(O.wains, 0.4)}" stroke-width="${f1(kk * 0.025)}"/>`,
      );
    }
    s.add(
      `<path d="${poly(top)}" fill="${s.lin([
        [0, '#e8e2d6'],
        [1, '#c8c0b0'],
      ])}"/>`,
    );
    const rail = [P(-2.6, 0.18, zc - 0.12), P(2.6, 0.18, zc - 0.12)];
    s.add(
      `<path d="M${f1(rail[0]![0])},${f1(rail[0]![1])}L${f1(rail[1]![0])},${f1(rail[1]![1])}" stroke="${C.copper}" stroke-width="${f1(kk * 0.04)}"/>`,
    );
    // glasses & a spritz on the counter
    for (let x = -2.2; x < 2.3; x += 0.55) {
      const b = P(x, 1.08, zc + 0.1);
      const gh = kk * 0.22;
      const orange = r() < 0.4;
      s.add(
        `<path d="M${f1(b[0] - gh * 0.25)},${f1(b[1] - gh)} Q${f1(b[0])},${f1(b[1] - gh * 0.2)} ${f1(b[0] + gh * 0.25)},${f1(b[1] - gh)}Z M${f1(b[0])},${f1(b[1] - gh * 0.45)} L${f1(b[0])},${f1(b[1])}" fill="${orange ? '#f26a1b' : '#ffffff'}" fill-opacity="${orange ? 0.9 : 0.3}" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>`,
      );
    }
    // stools
    for (let x = -2.0; x < 2.2; x += 1.0) {
      const a = P(x, 0.75, zc - 0.45);
      const b = P(x, 0, zc - 0.45);
      const kk2 = sc(zc - 0.45);
      s.add(
        `<path d="M${f1(a[0])},${f1(a[1])} L${f1(b[0] - kk2 * 0.15)},${f1(b[1])} M${f1(a[0])},${f1(a[1])} L${f1(b[0] + kk2 * 0.15)},${f1(b[1])}" stroke="#2b2118" stroke-width="${f1(kk2 * 0.03)}"/>`,
      );
      s.add(`<ellipse cx="${f1(a[0])}" cy="${f1(a[1])}" rx="${f1(kk2 * 0.2)}" ry="${f1(kk2 * 0.06)}" fill="${C.wine}"/>`);
    }
  }

  // ---- ceiling beams ----
  if (O.beams) {
    for (let z = 1.4; z < D; z += 1.7) {
      const bot = [P(-O.hw, Ht - 0.22, z), P(O.hw, Ht - 0.22, z), P(O.hw, Ht - 0.22, z + 0.22), P(-O.hw, Ht - 0.22, z + 0.22)];
      s.add(`<path d="${poly(bot)}" fill="${darken(O.wains, 0.25)}"/>`);
      const fr = [P(-O.hw, Ht - 0.22, z), P(O.hw, Ht - 0.22, z), P(O.hw, Ht, z), P(-O.hw, Ht, z)];
      s.add(`<path d="${poly(fr)}" fill="${O.wains}"/>`);
    }
  }

  // ---- tables (far to near) ----
  const tabs = [...O.tables].sort((a, b) => b[1] - a[1]);
  for (const [tx, tz] of tabs) table(s, P, sc, tx, tz, O, lights);

  // ---- string lights ----
  if (O.stringLights) {
    for (let z = 2; z < D; z += 1.6) {
      const a = P(-O.hw, Ht - 0.3, z);
      const b = P(O.hw, Ht - 0.3, z + 0.8);
      const sag = sc(z) * 0.35;
      const mx = (a[0] + b[0]) / 2;
      const my = (a[1] + b[1]) / 2 + sag;
      s.add(
        `<path d="M${f1(a[0])},${f1(a[1])} Q${f1(mx)},${f1(my + sag)} ${f1(b[0])},${f1(b[1])}" stroke="#2b2118" stroke-width="1.5" fill="none" opacity="0.7"/>`,
      );
      for (let t = 0.05; t < 1; t += 0.07) {
        const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * mx + t * t * b[0];
        const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * (my + sag) + t * t * b[1];
        lights.push(`<circle cx="${f1(x)}" cy="${f1(y + 3)}" r="${f1(Math.max(2, sc(z) * 0.035))}" fill="#fff1c0"/>`);
        lights.push(glowSvg(s, x, y + 3, sc(z) * 0.25, '#ffc46a', 0.5));
      }
    }
  }

  // ---- night: darken, then lights on top ----
  if (O.night)
    s.add(
      `<rect width="${w}" height="${h}" fill="#2a1830" opacity="0.62" style="mix-blend-mode:multiply"/><rect width="${w}" height="${h}" fill="#120a10" opacity="0.18"/>`,
    );
  s.add(lights.join(''));

  if (O.doorFrame) {
    const fw = w * 0.09;
    s.add(
      `<path d="M0,0 H${w} V${h} H0Z M${f1(fw)},${f1(h * 0.08)} V${h} H${f1(w - fw)} V${f1(h * 0.08)}Z" fill-rule="evenodd" fill="${s.lin([
        [0, '#3a2818'],
        [1, '#22170e'],
      ])}"/>`,
    );
    s.add(`<rect x="${f1(fw - 12)}" y="${f1(h * 0.08 - 12)}" width="${f1(w - 2 * fw + 24)}" height="12" fill="#5a3e24"/>`);
    s.add(
      `<rect x="${f1(fw - 12)}" y="${f1(h * 0.08)}" width="12" height="${h}" fill="#5a3e24"/><rect x="${f1(w - fw)}" y="${f1(h * 0.08)}" width="12" height="${h}" fill="#4a3220"/>`,
    );
  }
  return s;
}

function glowSvg(s: Scene, x: number, y: number, rr: number, color: string, a: number): string {
  const g = s.radU(
    [
      [0, color, a],
      [0.3, color, a * 0.45],
      [1, color, 0],
    ],
    x,
    y,
    rr,
  );
  return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rr)}" fill="${g}"/>`;
}

function table(
  s: Scene,
  P: (x: number, y: number, z: number) => Pt,
  sc: (z: number) => number,
  tx: number,
  tz: number,
  O: RoomOpts,
  lights: string[],
): void {
  const r = s.r;
  const th = 0.76;
  const rad = 0.48;
  const k = sc(tz);
  const c = P(tx, th, tz);
  const near = P(tx, th, tz - rad);
  const far = P(tx, th, tz + rad);
  const rx = rad * k;
  const ry = Math.max(3, (near[1] - far[1]) / 2);
  const cy = (near[1] + far[1]) / 2;
  const floorY = P(tx, 0, tz)[1];
  // chairs behind
  const chair = (x: number, z: number, front: boolean) => {
    const q = P(x, 0, z);
    const kk = sc(z);
    const top = P(x, 0.98, z)[1];
    const seat = P(x, 0.46, z)[1];
    const cw = 0.42 * kk;
    const col = O.night ? '#2a1c12' : '#3a2818';
    let out = `<path d="M${f1(q[0] - cw / 2)},${f1(q[1])} L${f1(q[0] - cw / 2)},${f1(top + kk * 0.05)} Q${f1(q[0] - cw / 2)},${f1(top - kk * 0.06)} ${f1(q[0])},${f1(top - kk * 0.06)} Q${f1(q[0] + cw / 2)},${f1(top - kk * 0.06)} ${f1(q[0] + cw / 2)},${f1(top + kk * 0.05)} L${f1(q[0] + cw / 2)},${f1(q[1])}" fill="none" stroke="${col}" stroke-width="${f1(kk * 0.035)}"/>`;
    out += `<ellipse cx="${f1(q[0])}" cy="${f1(top + (seat - top) * 0.35)}" rx="${f1(cw * 0.32)}" ry="${f1((seat - top) * 0.25)}" fill="none" stroke="${col}" stroke-width="${f1(kk * 0.025)}"/>`;
    if (front)
      out += `<rect x="${f1(q[0] - cw / 2 - kk * 0.02)}" y="${f1(seat)}" width="${f1(cw + kk * 0.04)}" height="${f1(kk * 0.05)}" fill="${col}"/>`;
    s.add(out);
  };
  chair(tx - 0.15, tz + 0.7, false);
  if (Math.abs(tx) < 3) chair(tx + 0.55, tz + 0.45, false);
  // floor shadow
  s.add(
    `<ellipse cx="${f1(c[0])}" cy="${f1(floorY)}" rx="${f1(rx * 1.1)}" ry="${f1(ry * 0.9)}" fill="#120a04" opacity="0.35" filter="${s.blur(k * 0.08)}"/>`,
  );
  // cloth skirt
  const skirtBot = P(tx, 0.25, tz - rad * 0.2)[1];
  s.add(
    `<path d="M${f1(c[0] - rx)},${f1(cy)} L${f1(c[0] - rx * 1.02)},${f1(skirtBot)} Q${f1(c[0])},${f1(skirtBot + ry * 1.1)} ${f1(c[0] + rx * 1.02)},${f1(skirtBot)} L${f1(c[0] + rx)},${f1(cy)}Z" fill="${s.lin(
      [
        [0, darken(O.cloth, 0.25)],
        [0.4, O.cloth],
        [1, darken(O.cloth, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  let folds = '';
  for (let i = 1; i < 6; i++) {
    const x = c[0] - rx + (2 * rx * i) / 6;
    folds += `<path d="M${f1(x)},${f1(cy + ry)} L${f1(x + r.range(-3, 3))},${f1(skirtBot + ry * 0.6)}"/>`;
  }
  s.add(`<g stroke="${darken(O.cloth, 0.25)}" stroke-width="${f1(k * 0.012)}" opacity="0.5">${folds}</g>`);
  s.add(`<ellipse cx="${f1(c[0])}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${lighten(O.cloth, 0.1)}"/>`);
  // settings: plates, glasses, candle
  for (const a of [-0.55, 0.55]) {
    const pp = P(tx + a * rad * 0.9, th, tz - 0.05);
    s.add(
      `<ellipse cx="${f1(pp[0])}" cy="${f1(pp[1])}" rx="${f1(k * 0.13)}" ry="${f1(ry * 0.25)}" fill="#ffffff" stroke="#d9d0c0" stroke-width="1"/>`,
    );
  }
  for (const a of [-0.2, 0.25]) {
    const gp = P(tx + a, th, tz + 0.15);
    const gh = k * 0.2;
    s.add(
      `<path d="M${f1(gp[0] - gh * 0.22)},${f1(gp[1] - gh)} Q${f1(gp[0])},${f1(gp[1] - gh * 0.2)} ${f1(gp[0] + gh * 0.22)},${f1(gp[1] - gh)}Z M${f1(gp[0])},${f1(gp[1] - gh * 0.45)} L${f1(gp[0])},${f1(gp[1])}" fill="${a < 0 ? C.wine : '#ffffff'}" fill-opacity="${a < 0 ? 0.85 : 0.3}" stroke="#fff" stroke-opacity="0.7" stroke-width="${f1(Math.max(1, k * 0.008))}"/>`,
    );
  }
  const cp = P(tx + 0.02, th, tz + 0.02);
  const ch = k * 0.14;
  s.add(`<rect x="${f1(cp[0] - ch * 0.1)}" y="${f1(cp[1] - ch)}" width="${f1(ch * 0.2)}" height="${f1(ch)}" fill="#f5ecd8"/>`);
  lights.push(`<ellipse cx="${f1(cp[0])}" cy="${f1(cp[1] - ch * 1.15)}" rx="${f1(ch * 0.08)}" ry="${f1(ch * 0.18)}" fill="#fff0b0"/>`);
  lights.push(glowSvg(s, cp[0], cp[1] - ch * 1.1, k * (O.night ? 0.55 : 0.25), '#ffb24a', O.night ? 0.5 : 0.25));
  // pendant lamp
  if (O.pendants) {
    const lp = P(tx, 2.25, tz);
    const topc = P(tx, O.height, tz);
    s.add(
      `<path d="M${f1(lp[0])},${f1(topc[1])} L${f1(lp[0])},${f1(lp[1])}" stroke="#2b2118" stroke-width="${f1(Math.max(1, k * 0.01))}"/>`,
    );
    const sw = k * 0.22;
    const sh = k * 0.16;
    lights.push(
      `<path d="M${f1(lp[0] - sw)},${f1(lp[1] + sh)} Q${f1(lp[0] - sw)},${f1(lp[1])} ${f1(lp[0])},${f1(lp[1])} Q${f1(lp[0] + sw)},${f1(lp[1])} ${f1(lp[0] + sw)},${f1(lp[1] + sh)}Z" fill="${s.lin(
        [
          [0, '#8a5a22'],
          [0.45, '#e8b868'],
          [1, '#6a4418'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    lights.push(`<ellipse cx="${f1(lp[0])}" cy="${f1(lp[1] + sh)}" rx="${f1(sw)}" ry="${f1(sh * 0.22)}" fill="#fff4d0"/>`);
    if (O.night) {
      lights.push(glowSvg(s, lp[0], lp[1] + sh, k * 1.3, '#ffbe5e', 0.42));
      lights.push(
        `<ellipse cx="${f1(c[0])}" cy="${f1(cy)}" rx="${f1(rx * 1.1)}" ry="${f1(ry * 1.2)}" fill="#ffd890" opacity="0.22" filter="${s.blur(k * 0.05)}"/>`,
      );
    }
  }
  // chair in front (back to the viewer)
  chair(tx + 0.1, tz - 0.72, true);
}

function backFeature(s: Scene, O: RoomOpts, X: (m: number) => number, Y: (m: number) => number, k: number, lights: string[]): void {
  const r = s.r;
  const rect = (x0: number, y0: number, x1: number, y1: number, fill: string, extra = '') =>
    `<rect x="${f1(X(x0))}" y="${f1(Y(y1))}" width="${f1((x1 - x0) * k)}" height="${f1((y1 - y0) * k)}" fill="${fill}" ${extra}/>`;
  switch (O.back) {
    case 'fireplace': {
      s.add(
        rect(
          -1.25,
          0,
          1.25,
          1.55,
          s.lin([
            [0, '#d9ccb4'],
            [1, '#b8a88a'],
          ]),
        ),
      );
      s.add(rect(-1.4, 1.45, 1.4, 1.62, '#e6dac4'));
      s.add(rect(-0.7, 0, 0.7, 1.0, '#1a0e08'));
      s.add(`<path d="M${f1(X(-0.7))},${f1(Y(1.0))} Q${f1(X(0))},${f1(Y(1.18))} ${f1(X(0.7))},${f1(Y(1.0))}" fill="#d9ccb4"/>`);
      // fire
      const fx = X(0);
      const fy = Y(0.12);
      let fl = '';
      for (let i = 0; i < 7; i++) {
        const x = fx + (i - 3) * k * 0.12 + r.range(-4, 4);
        const hh = k * r.range(0.35, 0.6);
        fl += `<path d="M${f1(x - k * 0.1)},${f1(fy)} C${f1(x - k * 0.12)},${f1(fy - hh * 0.5)} ${f1(x + k * 0.02)},${f1(fy - hh * 0.6)} ${f1(x)},${f1(fy - hh)} C${f1(x + k * 0.1)},${f1(fy - hh * 0.5)} ${f1(x + k * 0.12)},${f1(fy - hh * 0.3)} ${f1(x + k * 0.1)},${f1(fy)}Z" fill="${r.pick(['#ff9a2a', '#ffb84a', '#f0641a'])}" opacity="0.9"/>`;
      }
      lights.push(glowSvg(s, fx, fy - k * 0.25, k * 2.2, '#ff9a3a', 0.45));
      lights.push(fl);
      lights.push(
        `<path d="M${f1(X(-0.45))},${f1(Y(0.08))} L${f1(X(0.45))},${f1(Y(0.14))} L${f1(X(0.45))},${f1(Y(0.04))} L${f1(X(-0.45))},${f1(Y(0.0))}Z" fill="#3a2010"/>`,
      );
      lights.push(
        `<ellipse cx="${f1(fx)}" cy="${f1(fy - k * 0.1)}" rx="${f1(k * 0.3)}" ry="${f1(k * 0.12)}" fill="#fff0a0" opacity="0.8" filter="${s.blur(k * 0.05)}"/>`,
      );
      // mirror above
      s.add(
        `<rect x="${f1(X(-0.75))}" y="${f1(Y(2.75))}" width="${f1(1.5 * k)}" height="${f1(1.0 * k)}" rx="${f1(k * 0.1)}" fill="${s.lin(
          [
            [0, '#8a8a80'],
            [1, '#4a4a48'],
          ],
          0,
          0,
          1,
          1,
        )}" stroke="${C.gold}" stroke-width="${f1(k * 0.06)}"/>`,
      );
      // candles on mantel
      for (const mx of [-1.1, -0.95, 1.0]) {
        s.add(rect(mx - 0.03, 1.62, mx + 0.03, 1.9, '#f5ecd8'));
        lights.push(glowSvg(s, X(mx), Y(1.95), k * 0.3, '#ffc060', 0.6));
      }
      if (O.christmas) {
        // garland on mantel + red baubles + tree
        let gl = '';
        for (let i = 0; i < 40; i++)
          gl += `<circle cx="${f1(X(-1.4 + (2.8 * i) / 40))}" cy="${f1(Y(1.62) + Math.sin(i * 0.6) * k * 0.05 + k * 0.04)}" r="${f1(k * 0.08)}" fill="${r.pick(['#2e5a2a', '#3a6a32', '#24481f'])}"/>`;
        s.add(gl);
        for (let i = 0; i < 8; i++)
          lights.push(
            `<circle cx="${f1(X(-1.3 + i * 0.37))}" cy="${f1(Y(1.55))}" r="${f1(k * 0.045)}" fill="${i % 2 ? '#c0392b' : C.gold}"/>`,
          );
        for (let i = 0; i < 14; i++) lights.push(glowSvg(s, X(-1.35 + i * 0.2), Y(1.6 + (i % 2) * 0.05), k * 0.12, '#ffe08a', 0.7));
      }
      break;
    }
    case 'windows': {
      for (const cx of [-1.6, 0, 1.6]) {
        s.add(rect(cx - 0.55, 0.95, cx + 0.55, 2.8, darken(O.wains, 0.2)));
        s.add(
          rect(
            cx - 0.48,
            1.02,
            cx + 0.48,
            2.73,
            O.night
              ? s.lin([
                  [0, '#17203a'],
                  [1, '#34405e'],
                ])
              : s.lin([
                  [0, '#cfe3ee'],
                  [1, '#f7f0dc'],
                ]),
          ),
        );
        if (!O.night) s.add(rect(cx - 0.48, 1.02, cx + 0.48, 1.5, '#9ab07a', 'opacity="0.6"'));
        s.add(rect(cx - 0.02, 1.02, cx + 0.02, 2.73, darken(O.wains, 0.2)));
        s.add(rect(cx - 0.48, 2.0, cx + 0.48, 2.04, darken(O.wains, 0.2)));
      }
      break;
    }
    case 'bar': {
      // back shelves with bottles
      s.add(rect(-3.2, 1.0, 3.2, 2.9, darken(O.wains, 0.3)));
      s.add(
        rect(
          -2.8,
          1.4,
          2.8,
          2.7,
          s.lin([
            [0, '#6a6a62'],
            [1, '#3a3a36'],
          ]),
          'opacity="0.8"',
        ),
      );
      for (const sy of [1.45, 1.95, 2.45]) {
        s.add(rect(-3.0, sy - 0.03, 3.0, sy, lighten(O.wains, 0.15)));
        for (let x = -2.9; x < 2.9; x += r.range(0.11, 0.17)) {
          const bh = r.range(0.28, 0.4);
          bottle(
            s,
            X(x),
            Y(sy),
            bh * k,
            r.pick(['#1f3a24', '#5a2a16', '#2a3a4a', '#c8a040', '#7a2233', '#e8e0c8']),
            r() < 0.6 ? C.cream : '',
            '',
            r.pick([C.gold, C.wine, '#222']),
          );
        }
        lights.push(
          `<rect x="${f1(X(-3))}" y="${f1(Y(sy + 0.45))}" width="${f1(6 * k)}" height="${f1(0.04 * k)}" fill="#ffd890" opacity="0.6" filter="${s.blur(k * 0.03)}"/>`,
        );
      }
      break;
    }
    case 'stage': {
      s.add(
        rect(
          -3.6,
          0,
          3.6,
          3.3,
          s.lin([
            [0, '#5a1018'],
            [1, '#3a0a10'],
          ]),
        ),
      );
      let pleats = '';
      for (let x = -3.6; x < 3.6; x += 0.25)
        pleats += `<rect x="${f1(X(x))}" y="${f1(Y(3.3))}" width="${f1(0.08 * k)}" height="${f1(3.3 * k)}"/>`;
      s.add(`<g fill="#000" opacity="0.25">${pleats}</g>`);
      s.add(
        rect(
          -2.4,
          0,
          2.4,
          0.35,
          s.lin([
            [0, '#7a5a3a'],
            [1, '#4a3220'],
          ]),
        ),
      );
      s.add(rect(-2.4, 0.33, 2.4, 0.37, '#a07a4a'));
      // upright piano
      s.add(rect(-2.1, 0.35, -0.9, 1.6, '#1a1210'));
      s.add(rect(-2.05, 1.0, -0.95, 1.08, '#f3ede2'));
      // double bass silhouette
      s.add(
        `<path d="M${f1(X(1.3))},${f1(Y(0.4))} C${f1(X(0.9))},${f1(Y(0.6))} ${f1(X(1.0))},${f1(Y(1.0))} ${f1(X(1.15))},${f1(Y(1.1))} C${f1(X(1.0))},${f1(Y(1.3))} ${f1(X(1.1))},${f1(Y(1.6))} ${f1(X(1.3))},${f1(Y(1.6))} C${f1(X(1.5))},${f1(Y(1.6))} ${f1(X(1.6))},${f1(Y(1.3))} ${f1(X(1.45))},${f1(Y(1.1))} C${f1(X(1.6))},${f1(Y(1.0))} ${f1(X(1.7))},${f1(Y(0.6))} ${f1(X(1.3))},${f1(Y(0.4))}Z" fill="${s.lin(
          [
            [0, '#8a4a1a'],
            [0.5, '#c07a3a'],
            [1, '#5a2a0a'],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
      s.add(rect(1.28, 1.55, 1.32, 2.3, '#2a1a10'));
      // mic stand
      s.add(
        `<path d="M${f1(X(0))},${f1(Y(0.37))} L${f1(X(0))},${f1(Y(1.55))} M${f1(X(-0.2))},${f1(Y(0.37))} L${f1(X(0))},${f1(Y(0.5))} L${f1(X(0.2))},${f1(Y(0.37))}" stroke="#222" stroke-width="${f1(k * 0.03)}" fill="none"/>`,
      );
      s.add(`<ellipse cx="${f1(X(0))}" cy="${f1(Y(1.6))}" rx="${f1(k * 0.05)}" ry="${f1(k * 0.08)}" fill="#444"/>`);
      // spotlights
      lights.push(
        `<path d="M${f1(X(-0.3))},${f1(Y(3.3))} L${f1(X(-1.2))},${f1(Y(0.35))} L${f1(X(0.8))},${f1(Y(0.35))}Z" fill="#ffe6a0" opacity="0.12" filter="${s.blur(k * 0.1)}"/>`,
      );
      lights.push(glowSvg(s, X(0), Y(0.5), k * 2.2, '#ffc870', 0.35));
      lights.push(
        `<text x="${f1(X(0))}" y="${f1(Y(2.55))}" font-family="DejaVu Serif" font-style="italic" font-size="${f1(k * 0.34)}" text-anchor="middle" fill="#f7d68a" opacity="0.9">Jazz</text>`,
      );
      break;
    }
    case 'frames': {
      const frames: [number, number, number, number][] = [];
      for (let i = 0; i < 16; i++) {
        const fw = r.range(0.35, 0.75);
        const fh = r.range(0.35, 0.7);
        frames.push([-2.8 + (i % 6) * 1.0 + r.range(-0.1, 0.1), 1.35 + Math.floor(i / 6) * 0.72 + r.range(-0.05, 0.05), fw, fh]);
      }
      for (const [x, y, fw, fh] of frames.slice(0, 15)) {
        s.add(
          `<rect x="${f1(X(x) + 5)}" y="${f1(Y(y + fh) + 7)}" width="${f1(fw * k)}" height="${f1(fh * k)}" fill="#000" opacity="0.3" filter="${s.blur(4)}"/>`,
        );
        s.add(rect(x, y, x + fw, y + fh, r.pick([C.gold, '#2b2118', '#6b4f2e', '#f3ede2'])));
        const pc = r.pick([C.olive, C.terracotta, '#5a6a7a', C.saffron, '#8a7a5a', C.wine, '#c9b89a']);
        s.add(
          rect(
            x + 0.05,
            y + 0.05,
            x + fw - 0.05,
            y + fh - 0.05,
            s.lin([
              [0, lighten(pc, 0.35)],
              [1, darken(pc, 0.15)],
            ]),
          ),
        );
        s.add(
          `<circle cx="${f1(X(x + fw * 0.6))}" cy="${f1(Y(y + fh * 0.62))}" r="${f1(k * fh * 0.12)}" fill="${lighten(pc, 0.5)}" opacity="0.7"/>`,
        );
        s.add(
          `<path d="M${f1(X(x + 0.05))},${f1(Y(y + 0.05))} L${f1(X(x + fw * 0.4))},${f1(Y(y + fh * 0.45))} L${f1(X(x + fw * 0.7))},${f1(Y(y + fh * 0.25))} L${f1(X(x + fw - 0.05))},${f1(Y(y + 0.05))}Z" fill="${darken(pc, 0.3)}" opacity="0.6"/>`,
        );
      }
      break;
    }
    case 'kitchen': {
      // tiled wall, hood, copper pans, range
      s.add(rect(-3.6, 0, 3.6, 2.4, '#efe9dc'));
      let tl = '';
      for (let y = 0; y < 2.4; y += 0.15) tl += `<path d="M${f1(X(-3.6))},${f1(Y(y))}H${f1(X(3.6))}"/>`;
      for (let x = -3.6; x < 3.6; x += 0.15) tl += `<path d="M${f1(X(x))},${f1(Y(0))}V${f1(Y(2.4))}"/>`;
      s.add(`<g stroke="#cfc6b4" stroke-width="1">${tl}</g>`);
      s.add(
        `<path d="M${f1(X(-1.8))},${f1(Y(2.4))} L${f1(X(-1.4))},${f1(Y(3.3))} L${f1(X(1.4))},${f1(Y(3.3))} L${f1(X(1.8))},${f1(Y(2.4))}Z" fill="${s.lin(
          [
            [0, '#8a8a86'],
            [0.5, '#d8d6d0'],
            [1, '#7a7a76'],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
      s.add(rect(-1.9, 2.3, 1.9, 2.42, '#a8a6a0'));
      // rail with copper pans
      s.add(rect(-3.0, 2.15, 3.0, 2.18, '#5a4a3a'));
      for (let i = 0; i < 9; i++) {
        const px = -2.7 + i * 0.68;
        if (Math.abs(px) < 1.75) continue;
        copperPan(s, X(px), Y(2.1), k * r.range(0.22, 0.32), i);
      }
      for (let i = 0; i < 5; i++) copperPan(s, X(-1.4 + i * 0.7), Y(2.2), k * r.range(0.2, 0.26), i + 3);
      // range
      s.add(
        rect(
          -2.6,
          0,
          2.6,
          0.9,
          s.lin([
            [0, '#3a3a3a'],
            [1, '#1e1e1e'],
          ]),
        ),
      );
      s.add(rect(-2.65, 0.88, 2.65, 0.95, '#bdbab4'));
      for (let i = 0; i < 4; i++) {
        s.add(rect(-2.3 + i * 1.2, 0.2, -1.5 + i * 1.2, 0.7, '#2a2a2a', 'stroke="#888" stroke-width="2"'));
      }
      lights.push(glowSvg(s, X(0), Y(1.6), k * 2.5, '#ffd08a', 0.3));
      break;
    }
    case 'arch': {
      s.add(
        `<path d="M${f1(X(-0.8))},${f1(Y(0))} L${f1(X(-0.8))},${f1(Y(2.0))} A${f1(0.8 * k)},${f1(0.8 * k)} 0 0 1 ${f1(X(0.8))},${f1(Y(2.0))} L${f1(X(0.8))},${f1(Y(0))}Z" fill="${s.lin(
          [
            [0, '#f8d8a0'],
            [1, '#c8904a'],
          ],
        )}"/>`,
      );
      lights.push(glowSvg(s, X(0), Y(1.2), k * 2.2, '#ffd08a', 0.45));
      s.add(
        `<path d="M${f1(X(-0.8))},${f1(Y(0))} L${f1(X(-0.8))},${f1(Y(2.0))} A${f1(0.8 * k)},${f1(0.8 * k)} 0 0 1 ${f1(X(0.8))},${f1(Y(2.0))} L${f1(X(0.8))},${f1(Y(0))}" fill="none" stroke="${O.wains}" stroke-width="${f1(k * 0.1)}"/>`,
      );
      // silhouettes of a table in the next room
      s.add(
        `<ellipse cx="${f1(X(0))}" cy="${f1(Y(0.75))}" rx="${f1(k * 0.45)}" ry="${f1(k * 0.06)}" fill="#fff6e0"/><rect x="${f1(X(-0.42))}" y="${f1(Y(0.75))}" width="${f1(k * 0.84)}" height="${f1(k * 0.5)}" fill="#f0e4cc"/>`,
      );
      break;
    }
    case 'cellar': {
      wineRack(s, X(-3.5), Y(3.2), X(3.5), Y(0), k);
      break;
    }
  }
}

export function copperPan(s: Scene, x: number, y: number, size: number, seed: number): void {
  const kind = seed % 3;
  const cu = s.lin(
    [
      [0, '#6a3416'],
      [0.3, '#e8915a'],
      [0.55, '#c46a32'],
      [0.8, '#f2b07a'],
      [1, '#5a2a10'],
    ],
    0,
    0,
    1,
    0,
  );
  let out = `<path d="M${f1(x)},${f1(y)} L${f1(x)},${f1(y + size * 0.35)}" stroke="#3a2a1a" stroke-width="${f1(size * 0.04)}"/>`;
  if (kind === 0) {
    // saucepan hanging by handle
    out += `<rect x="${f1(x - size * 0.04)}" y="${f1(y + size * 0.3)}" width="${f1(size * 0.08)}" height="${f1(size * 0.7)}" fill="#8a5a32"/>`;
    out += `<circle cx="${f1(x)}" cy="${f1(y + size * 1.4)}" r="${f1(size * 0.48)}" fill="${cu}"/><circle cx="${f1(x)}" cy="${f1(y + size * 1.4)}" r="${f1(size * 0.38)}" fill="none" stroke="#f6c49a" stroke-width="2" opacity="0.5"/>`;
  } else if (kind === 1) {
    out += `<path d="M${f1(x - size * 0.45)},${f1(y + size * 0.4)} L${f1(x - size * 0.4)},${f1(y + size * 1.1)} Q${f1(x)},${f1(y + size * 1.2)} ${f1(x + size * 0.4)},${f1(y + size * 1.1)} L${f1(x + size * 0.45)},${f1(y + size * 0.4)}Z" fill="${cu}"/>`;
    out += `<ellipse cx="${f1(x)}" cy="${f1(y + size * 0.4)}" rx="${f1(size * 0.45)}" ry="${f1(size * 0.07)}" fill="#f2b07a"/>`;
  } else {
    out += `<ellipse cx="${f1(x)}" cy="${f1(y + size * 0.95)}" rx="${f1(size * 0.55)}" ry="${f1(size * 0.55)}" fill="${cu}"/><ellipse cx="${f1(x - size * 0.15)}" cy="${f1(y + size * 0.8)}" rx="${f1(size * 0.12)}" ry="${f1(size * 0.25)}" fill="#fff" opacity="0.3"/>`;
  }
  s.add(out);
}

export function wineRack(s: Scene, x0: number, y0: number, x1: number, y1: number, k: number): void {
  const r = s.r;
  s.add(`<rect x="${f1(x0)}" y="${f1(y0)}" width="${f1(x1 - x0)}" height="${f1(y1 - y0)}" fill="#2a1a10"/>`);
  const cell = k * 0.32;
  let out = '';
  for (let y = y0 + cell * 0.2; y < y1 - cell * 0.5; y += cell) {
    out += `<rect x="${f1(x0)}" y="${f1(y + cell * 0.88)}" width="${f1(x1 - x0)}" height="${f1(cell * 0.12)}" fill="#6b4f2e"/>`;
    for (let x = x0 + cell * 0.5; x < x1 - cell * 0.3; x += cell * 0.5) {
      if (r() < 0.12) continue;
      const c = r.pick(['#1f3a24', '#2a1a1a', '#3a2a12', '#1a2a20']);
      out += `<circle cx="${f1(x)}" cy="${f1(y + cell * 0.62)}" r="${f1(cell * 0.22)}" fill="${c}" stroke="#0a0604" stroke-width="2"/>`;
      out += `<circle cx="${f1(x)}" cy="${f1(y + cell * 0.62)}" r="${f1(cell * 0.09)}" fill="${r.pick([C.wine, C.gold, '#c8b89a', '#5a1a1a'])}"/>`;
      out += `<circle cx="${f1(x - cell * 0.07)}" cy="${f1(y + cell * 0.55)}" r="${f1(cell * 0.04)}" fill="#fff" opacity="0.4"/>`;
    }
  }
  for (let x = x0; x < x1; x += cell * 2.5)
    out += `<rect x="${f1(x)}" y="${f1(y0)}" width="${f1(cell * 0.14)}" height="${f1(y1 - y0)}" fill="#5a3e24"/>`;
  s.add(out);
}

export { mix, vary, blob };
