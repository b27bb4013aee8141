// Exteriors, still lifes, figures and posters.
import { C, Scene, blob, darken, esc, f1, lighten, rng, tr } from './lib.ts';
import { copperPan, wineRack } from './rooms.ts';
import {
  bokeh,
  bottle,
  bowlSide,
  candle,
  napkinSide,
  panettone,
  panettoneSlice,
  plateSide,
  saxophone,
  spritz,
  stage,
  vase,
  wineGlass,
} from './side.ts';
import { basil, fork, glassTop, knife, leaf, napkin, rosemary, sageLeaves, specks, surface } from './table.ts';
import * as F from './food.ts';

// ------------------------------------------------------------------ facade
export function facade(
  w: number,
  h: number,
  seed: string,
  o: { night: boolean; zoom?: number; lights?: boolean; terrace?: boolean },
): Scene {
  const s = new Scene(w, h, rng(seed));
  const r = s.r;
  const z = o.zoom ?? 1;
  const night = o.night;
  // sky
  s.add(
    `<rect width="${w}" height="${h}" fill="${
      night
        ? s.lin([
            [0, '#141a33'],
            [0.6, '#3a3560'],
            [1, '#a0605a'],
          ])
        : s.lin([
            [0, '#8fb8d8'],
            [1, '#e8eef0'],
          ])
    }"/>`,
  );
  if (!night) s.glow(w * 0.85, h * 0.05, w * 0.4, '#fff6d0', 0.6);
  const gy = h * 0.8; // street line
  const bw = w * 1.1 * z;
  const bx = w / 2 - bw / 2;
  const top = gy - h * 0.95 * z;
  const wall = night ? '#8a6a52' : '#e6c48e';
  // building
  s.add(
    `<rect x="${f1(bx)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(gy - top)}" fill="${s.lin([
      [0, lighten(wall, 0.05)],
      [1, darken(wall, 0.12)],
    ])}"/>`,
  );
  // stucco texture
  for (let i = 0; i < 30; i++)
    s.add(
      `<ellipse cx="${f1(r.range(bx, bx + bw))}" cy="${f1(r.range(top, gy))}" rx="${f1(r.range(30, 120))}" ry="${f1(r.range(15, 50))}" fill="${r() < 0.5 ? '#fff' : '#5a3a20'}" opacity="0.05" filter="${s.blur(20)}"/>`,
    );
  // cornice / roof
  s.add(
    `<rect x="${f1(bx - 20)}" y="${f1(top - 10)}" width="${f1(bw + 40)}" height="${f1(h * 0.03 * z + 10)}" fill="${darken(wall, 0.3)}"/>`,
  );
  const gf = gy - h * 0.42 * z; // ground floor top
  s.add(`<rect x="${f1(bx)}" y="${f1(gf - h * 0.02 * z)}" width="${f1(bw)}" height="${f1(h * 0.02 * z)}" fill="${lighten(wall, 0.15)}"/>`);
  // upper windows with green shutters
  const uw = w * 0.07 * z;
  const uh = h * 0.2 * z;
  for (let i = 0; i < 5; i++) {
    const x = w / 2 + (i - 2) * w * 0.2 * z;
    const y = top + h * 0.1 * z;
    if (y + uh > gf) continue;
    s.add(
      `<rect x="${f1(x - uw / 2)}" y="${f1(y)}" width="${f1(uw)}" height="${f1(uh)}" fill="${night ? (i % 2 ? '#ffcf7a' : '#2a2a3a') : '#3a4a5a'}"/>`,
    );
    if (night && i % 2) s.glow(x, y + uh / 2, uw * 1.3, '#ffb050', 0.35);
    for (const sd of [-1, 1]) {
      s.add(
        `<rect x="${f1(x + sd * uw * 0.5 + (sd < 0 ? -uw * 0.5 : 0))}" y="${f1(y)}" width="${f1(uw * 0.5)}" height="${f1(uh)}" fill="#4a6a42" stroke="#2e4a2a" stroke-width="2"/>`,
      );
      let sl = '';
      for (let k = 1; k < 12; k++)
        sl += `<path d="M${f1(x + sd * uw * 0.5 + (sd < 0 ? -uw * 0.5 : 0))},${f1(y + (uh * k) / 12)} h${f1(uw * 0.5)}"/>`;
      s.add(`<g stroke="#2e4a2a" stroke-width="1.5">${sl}</g>`);
    }
    // small balcony with geraniums
    s.add(`<rect x="${f1(x - uw * 0.7)}" y="${f1(y + uh)}" width="${f1(uw * 1.4)}" height="${f1(h * 0.012 * z)}" fill="#3a3a3a"/>`);
    for (let k = 0; k < 7; k++)
      s.add(
        `<circle cx="${f1(x - uw * 0.6 + k * uw * 0.2)}" cy="${f1(y + uh - 4)}" r="${f1(uw * 0.1)}" fill="${k % 2 ? '#c0392b' : '#4f7a2c'}"/>`,
      );
  }
  // shopfront: dark wood frame with two big windows and a door
  const sx0 = w / 2 - w * 0.42 * z;
  const sx1 = w / 2 + w * 0.42 * z;
  const sTop = gf + h * 0.1 * z;
  s.add(`<rect x="${f1(sx0)}" y="${f1(sTop)}" width="${f1(sx1 - sx0)}" height="${f1(gy - sTop)}" fill="#2e2016"/>`);
  const winFill = night
    ? s.lin([
        [0, '#ffd890'],
        [1, '#e09040'],
      ])
    : s.lin([
        [0, '#4a5a66'],
        [1, '#2a3038'],
      ]);
  const pane = (x0: number, x1: number) => {
    s.add(
      `<rect x="${f1(x0)}" y="${f1(sTop + h * 0.03 * z)}" width="${f1(x1 - x0)}" height="${f1(gy - sTop - h * 0.09 * z)}" fill="${winFill}"/>`,
    );
    if (night) {
      // interior silhouettes: pendant lamps and tables
      for (let k = 0; k < 3; k++) {
        const lx = x0 + (x1 - x0) * (0.2 + k * 0.3);
        s.add(
          `<path d="M${f1(lx)},${f1(sTop + h * 0.03 * z)} v${f1(h * 0.05 * z)}" stroke="#5a3a1a" stroke-width="2"/><path d="M${f1(lx - 16 * z)},${f1(sTop + h * 0.1 * z)} q${f1(16 * z)},${f1(-20 * z)} ${f1(32 * z)},0z" fill="#8a5a22"/>`,
        );
        s.add(
          `<rect x="${f1(lx - 30 * z)}" y="${f1(gy - h * 0.13 * z)}" width="${f1(60 * z)}" height="${f1(h * 0.06 * z)}" fill="#f6ead0" opacity="0.8"/>`,
        );
      }
    } else {
      s.add(
        `<path d="M${f1(x0)},${f1(sTop + h * 0.03 * z)} l${f1((x1 - x0) * 0.5)},0 l${f1(-(x1 - x0) * 0.3)},${f1(gy - sTop)} l${f1(-(x1 - x0) * 0.2)},0z" fill="#fff" opacity="0.12"/>`,
      );
    }
    s.add(
      `<rect x="${f1(x0)}" y="${f1(sTop + h * 0.03 * z)}" width="${f1(x1 - x0)}" height="${f1(gy - sTop - h * 0.09 * z)}" fill="none" stroke="#5a3e24" stroke-width="${f1(8 * z)}"/>`,
    );
  };
  const dw = w * 0.12 * z;
  pane(sx0 + 20 * z, w / 2 - dw / 2 - 20 * z);
  pane(w / 2 + dw / 2 + 20 * z, sx1 - 20 * z);
  // door
  s.add(
    `<rect x="${f1(w / 2 - dw / 2)}" y="${f1(sTop + h * 0.01 * z)}" width="${f1(dw)}" height="${f1(gy - sTop - h * 0.01 * z)}" fill="#4a2e1a"/>`,
  );
  s.add(
    `<rect x="${f1(w / 2 - dw * 0.38)}" y="${f1(sTop + h * 0.04 * z)}" width="${f1(dw * 0.76)}" height="${f1((gy - sTop) * 0.55)}" fill="${winFill}" opacity="0.9"/>`,
  );
  s.add(`<circle cx="${f1(w / 2 + dw * 0.35)}" cy="${f1(gy - (gy - sTop) * 0.4)}" r="${f1(5 * z)}" fill="${C.gold}"/>`);
  if (night) s.glow(w / 2, gy - h * 0.15 * z, w * 0.5 * z, '#ffb050', 0.35, 0.6);
  // sign board above shopfront
  s.add(
    `<rect x="${f1(w / 2 - w * 0.25 * z)}" y="${f1(gf + h * 0.015 * z)}" width="${f1(w * 0.5 * z)}" height="${f1(h * 0.07 * z)}" fill="#2b2118" stroke="${C.gold}" stroke-width="${f1(3 * z)}"/>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(gf + h * 0.065 * z)}" font-family="DejaVu Serif" font-size="${f1(h * 0.034 * z)}" letter-spacing="${f1(2 * z)}" text-anchor="middle" fill="${C.gold}">BISTROT GARBAGNATE</text>`,
  );
  if (night) {
    for (const sd of [-1, 1]) {
      const lx = w / 2 + sd * w * 0.26 * z;
      const ly = gf + h * 0.03 * z;
      s.add(`<path d="M${f1(lx)},${f1(ly)} l${f1(-sd * 18 * z)},0 l0,${f1(14 * z)}" stroke="#222" stroke-width="3" fill="none"/>`);
      s.glow(lx - sd * 18 * z, ly + 20 * z, 120 * z, '#ffd080', 0.55);
    }
  }
  // awning over the two windows
  for (const [a0, a1] of [
    [sx0, w / 2 - dw / 2 - 10 * z],
    [w / 2 + dw / 2 + 10 * z, sx1],
  ] as const) {
    const ay = sTop - h * 0.005;
    const ah = h * 0.08 * z;
    s.add(
      `<path d="M${f1(a0 - 10)},${f1(ay)} L${f1(a1 + 10)},${f1(ay)} L${f1(a1 + 30 * z)},${f1(ay + ah)} L${f1(a0 - 30 * z)},${f1(ay + ah)}Z" fill="${night ? darken(C.wine, 0.2) : C.wine}"/>`,
    );
    const n = Math.round((a1 - a0 + 60 * z) / (40 * z));
    const sw = (a1 - a0 + 60 * z) / n;
    let sc = '';
    for (let k = 0; k < n; k++) sc += `<path d="M${f1(a0 - 30 * z + k * sw)},${f1(ay + ah)} q${f1(sw / 2)},${f1(sw * 0.6)} ${f1(sw)},0Z"/>`;
    s.add(`<g fill="${night ? darken(C.wine, 0.3) : darken(C.wine, 0.1)}">${sc}</g>`);
    for (let k = 0; k < n; k += 2)
      s.add(
        `<path d="M${f1(a0 - 10 + k * ((a1 - a0 + 20) / n))},${f1(ay)} L${f1(a0 - 30 * z + k * sw)},${f1(ay + ah)} l${f1(sw)},0 L${f1(a0 - 10 + (k + 1) * ((a1 - a0 + 20) / n))},${f1(ay)}Z" fill="${C.cream}" opacity="0.85"/>`,
      );
  }
  // sidewalk
  s.add(
    `<rect x="0" y="${f1(gy)}" width="${w}" height="${f1(h - gy)}" fill="${s.lin([
      [0, night ? '#4a4046' : '#bdb3a4'],
      [1, night ? '#2a2428' : '#9a8e7e'],
    ])}"/>`,
  );
  let cob = '';
  for (let yy = gy + 8; yy < h; yy += 14 + (yy - gy) * 0.12) cob += `<path d="M0,${f1(yy)} H${w}"/>`;
  s.add(`<g stroke="#000" opacity="0.12" stroke-width="1.5">${cob}</g>`);
  if (night)
    s.add(
      `<ellipse cx="${f1(w / 2)}" cy="${f1(gy + 30)}" rx="${f1(w * 0.45)}" ry="${f1(h * 0.1)}" fill="#ffb050" opacity="0.25" filter="${s.blur(30)}"/>`,
    );
  // terrace: planters, tables with umbrellas
  if (o.terrace !== false) {
    for (const px of [0.08, 0.92]) planter(s, w * px, gy + h * 0.08, h * 0.22);
    for (const [tx, sc2] of [
      [0.24, 1],
      [0.76, 1],
    ] as const)
      terraceTable(s, w * tx, gy + h * 0.14, h * 0.26 * sc2 * Math.min(1.2, z), night);
  }
  if (o.lights) {
    for (let k = 0; k < 3; k++) {
      const y0 = gf + h * (0.05 + k * 0.04);
      const sag = h * 0.08;
      let pts = '';
      for (let t = 0.02; t < 1; t += 0.035) {
        const x = t * w;
        const y = y0 + Math.sin(t * Math.PI * 2) * sag * 0.5 + sag * 0.3;
        pts += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(4 * z)}" fill="#fff2c0"/>`;
        s.glow(x, y, 40 * z, '#ffc660', 0.5);
      }
      s.add(
        `<path d="M0,${f1(y0 + sag * 0.3)} ${Array.from({ length: 30 }, (_, i) => `L${f1((i / 29) * w)},${f1(y0 + Math.sin((i / 29) * Math.PI * 2) * sag * 0.5 + sag * 0.3)}`).join(' ')}" stroke="#1a1410" stroke-width="1.5" fill="none"/>`,
      );
      s.add(pts);
    }
  }
  // street lamp
  const lx = w * 0.03;
  s.add(
    `<rect x="${f1(lx - 5)}" y="${f1(h * 0.25)}" width="10" height="${f1(gy + h * 0.12 - h * 0.25)}" fill="#1e1e22"/><path d="M${f1(lx - 22)},${f1(h * 0.25)} L${f1(lx + 22)},${f1(h * 0.25)} L${f1(lx + 14)},${f1(h * 0.2)} L${f1(lx - 14)},${f1(h * 0.2)}Z" fill="#1e1e22"/>`,
  );
  if (night) s.glow(lx, h * 0.27, w * 0.12, '#ffd890', 0.6);
  return s.finish({ vignette: night ? 0.45 : 0.25, warm: night ? 0.04 : 0.05 });
}

function planter(s: Scene, x: number, y: number, hh: number): void {
  const r = s.r;
  s.add(
    `<ellipse cx="${f1(x + 10)}" cy="${f1(y + 4)}" rx="${f1(hh * 0.45)}" ry="${f1(hh * 0.06)}" fill="#000" opacity="0.3" filter="${s.blur(6)}"/>`,
  );
  for (let i = 0; i < 26; i++)
    s.add(
      `<ellipse cx="${f1(x + r.range(-hh * 0.35, hh * 0.35))}" cy="${f1(y - hh * 0.4 - r.range(0, hh * 0.6))}" rx="${f1(hh * 0.12)}" ry="${f1(hh * 0.06)}" transform="rotate(${f1(r.range(0, 180))} ${f1(x)} ${f1(y - hh * 0.6)})" fill="${r.pick(['#3f6a2a', '#4f7a32', '#2e5a22', '#5f8a3a'])}"/>`,
    );
  s.add(
    `<path d="M${f1(x - hh * 0.35)},${f1(y - hh * 0.4)} L${f1(x + hh * 0.35)},${f1(y - hh * 0.4)} L${f1(x + hh * 0.28)},${f1(y)} L${f1(x - hh * 0.28)},${f1(y)}Z" fill="${s.lin(
      [
        [0, '#8a3e24'],
        [0.4, C.terracotta],
        [1, '#7a321c'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
}

function terraceTable(s: Scene, x: number, y: number, hh: number, night: boolean): void {
  // umbrella
  const uw = hh * 1.3;
  const ut = y - hh * 1.75;
  s.add(`<path d="M${f1(x)},${f1(ut)} L${f1(x)},${f1(y)}" stroke="#5a3e24" stroke-width="${f1(hh * 0.025)}"/>`);
  s.add(
    `<path d="M${f1(x - uw)},${f1(ut + hh * 0.3)} Q${f1(x)},${f1(ut - hh * 0.15)} ${f1(x + uw)},${f1(ut + hh * 0.3)}Z" fill="${s.lin([
      [0, night ? '#d8cbb0' : C.cream],
      [1, night ? '#8a7e6a' : '#d9cdb6'],
    ])}"/>`,
  );
  s.add(
    `<path d="M${f1(x - uw)},${f1(ut + hh * 0.3)} L${f1(x + uw)},${f1(ut + hh * 0.3)}" stroke="${C.wine}" stroke-width="${f1(hh * 0.04)}"/>`,
  );
  // table
  s.add(
    `<ellipse cx="${f1(x + 8)}" cy="${f1(y + 3)}" rx="${f1(hh * 0.5)}" ry="${f1(hh * 0.06)}" fill="#000" opacity="0.3" filter="${s.blur(6)}"/>`,
  );
  s.add(
    `<path d="M${f1(x)},${f1(y)} L${f1(x)},${f1(y - hh * 0.5)} M${f1(x - hh * 0.2)},${f1(y)} L${f1(x + hh * 0.2)},${f1(y)}" stroke="#2b2118" stroke-width="${f1(hh * 0.025)}"/>`,
  );
  s.add(
    `<ellipse cx="${f1(x)}" cy="${f1(y - hh * 0.5)}" rx="${f1(hh * 0.38)}" ry="${f1(hh * 0.06)}" fill="${C.cream}" stroke="#cfc4b2" stroke-width="2"/>`,
  );
  for (const sd of [-1, 1]) {
    const cx = x + sd * hh * 0.55;
    s.add(
      `<path d="M${f1(cx - sd * hh * 0.12)},${f1(y)} L${f1(cx - sd * hh * 0.12)},${f1(y - hh * 0.3)} L${f1(cx + sd * hh * 0.12)},${f1(y - hh * 0.3)} L${f1(cx + sd * hh * 0.12)},${f1(y)} M${f1(cx + sd * hh * 0.12)},${f1(y - hh * 0.3)} L${f1(cx + sd * hh * 0.16)},${f1(y - hh * 0.7)}" stroke="#2b2118" stroke-width="${f1(hh * 0.02)}" fill="none"/>`,
    );
  }
  const gx = x - hh * 0.08;
  wineGlass(s, gx, y - hh * 0.5, hh * 0.16, C.wine);
  if (night) {
    s.glow(x + hh * 0.1, y - hh * 0.55, hh * 0.4, '#ffb84a', 0.6);
    s.add(`<ellipse cx="${f1(x + hh * 0.1)}" cy="${f1(y - hh * 0.56)}" rx="${f1(hh * 0.02)}" ry="${f1(hh * 0.035)}" fill="#fff0b0"/>`);
  }
}

// ------------------------------------------------------------------ entrance (contatti)
export function entrance(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  const r = s.r;
  const gy = h * 0.86;
  s.add(
    `<rect width="${w}" height="${h}" fill="${s.lin(
      [
        [0, '#e9c792'],
        [1, '#d4ab72'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  for (let i = 0; i < 40; i++)
    s.add(
      `<ellipse cx="${f1(r.range(0, w))}" cy="${f1(r.range(0, gy))}" rx="${f1(r.range(30, 140))}" ry="${f1(r.range(15, 50))}" fill="${r() < 0.5 ? '#fff' : '#6a4a20'}" opacity="0.06" filter="${s.blur(18)}"/>`,
    );
  // stone surround
  const dx = w * 0.5;
  const dw = w * 0.2;
  const dt = h * 0.14;
  s.add(
    `<path d="M${f1(dx - dw / 2 - 40)},${f1(gy)} L${f1(dx - dw / 2 - 40)},${f1(dt + dw / 2)} A${f1(dw / 2 + 40)},${f1(dw / 2 + 40)} 0 0 1 ${f1(dx + dw / 2 + 40)},${f1(dt + dw / 2)} L${f1(dx + dw / 2 + 40)},${f1(gy)}Z" fill="#d8cdb8"/>`,
  );
  s.add(
    `<path d="M${f1(dx - dw / 2)},${f1(gy)} L${f1(dx - dw / 2)},${f1(dt + dw / 2)} A${f1(dw / 2)},${f1(dw / 2)} 0 0 1 ${f1(dx + dw / 2)},${f1(dt + dw / 2)} L${f1(dx + dw / 2)},${f1(gy)}Z" fill="${s.lin(
      [
        [0, '#5a3420'],
        [0.5, '#6e4228'],
        [1, '#4a2a18'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // door panels and glass
  s.add(
    `<path d="M${f1(dx - dw * 0.38)},${f1(dt + dw * 0.55)} A${f1(dw * 0.38)},${f1(dw * 0.38)} 0 0 1 ${f1(dx + dw * 0.38)},${f1(dt + dw * 0.55)} L${f1(dx + dw * 0.38)},${f1(gy - h * 0.32)} L${f1(dx - dw * 0.38)},${f1(gy - h * 0.32)}Z" fill="${s.lin(
      [
        [0, '#3a4650'],
        [1, '#1e252c'],
      ],
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(dx - dw * 0.3)},${f1(dt + dw * 0.5)} l${f1(dw * 0.25)},0 l${f1(-dw * 0.15)},${f1(h * 0.3)} l${f1(-dw * 0.1)},0Z" fill="#fff" opacity="0.12"/>`,
  );
  s.add(`<path d="M${f1(dx)},${f1(dt + dw * 0.17)} L${f1(dx)},${f1(gy)}" stroke="#2e1a0e" stroke-width="4"/>`);
  for (const sd of [-1, 1])
    s.add(
      `<rect x="${f1(dx + (sd < 0 ? -dw * 0.4 : dw * 0.06))}" y="${f1(gy - h * 0.27)}" width="${f1(dw * 0.34)}" height="${f1(h * 0.22)}" fill="none" stroke="#3a2212" stroke-width="5"/>`,
    );
  s.add(
    `<rect x="${f1(dx - dw * 0.09)}" y="${f1(gy - h * 0.36)}" width="${f1(dw * 0.05)}" height="${f1(h * 0.06)}" rx="5" fill="${C.gold}"/><rect x="${f1(dx + dw * 0.04)}" y="${f1(gy - h * 0.36)}" width="${f1(dw * 0.05)}" height="${f1(h * 0.06)}" rx="5" fill="${C.gold}"/>`,
  );
  // number plaque
  const px = dx + dw / 2 + w * 0.09;
  const py = h * 0.3;
  s.add(
    `<rect x="${f1(px - 50 + 5)}" y="${f1(py - 40 + 8)}" width="100" height="80" rx="10" fill="#000" opacity="0.25" filter="${s.blur(5)}"/><rect x="${f1(px - 50)}" y="${f1(py - 40)}" width="100" height="80" rx="10" fill="#f4efe4" stroke="#1f4a7a" stroke-width="6"/>`,
  );
  s.add(
    `<text x="${f1(px)}" y="${f1(py + 22)}" font-family="DejaVu Serif" font-weight="bold" font-size="58" text-anchor="middle" fill="#1f4a7a">52</text>`,
  );
  // brass sign
  s.add(
    `<rect x="${f1(dx - dw / 2 - w * 0.2)}" y="${f1(h * 0.26)}" width="${f1(w * 0.13)}" height="${f1(h * 0.12)}" rx="6" fill="${s.lin(
      [
        [0, '#f2d27a'],
        [0.5, '#c9983a'],
        [1, '#8a6418'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  s.add(
    `<text x="${f1(dx - dw / 2 - w * 0.135)}" y="${f1(h * 0.31)}" font-family="DejaVu Serif" font-size="${f1(h * 0.026)}" text-anchor="middle" fill="#3a2a10">Bistrot</text><text x="${f1(dx - dw / 2 - w * 0.135)}" y="${f1(h * 0.355)}" font-family="DejaVu Serif" font-size="${f1(h * 0.022)}" text-anchor="middle" fill="#3a2a10">Garbagnate</text>`,
  );
  // wall lamp
  const lx = dx + dw / 2 + w * 0.09;
  s.add(
    `<rect x="${f1(lx - 14)}" y="${f1(h * 0.44)}" width="28" height="50" fill="#222"/><rect x="${f1(lx - 10)}" y="${f1(h * 0.44 + 6)}" width="20" height="36" fill="#ffe2a0"/>`,
  );
  s.glow(lx, h * 0.44 + 25, 120, '#ffd080', 0.4);
  // pavement
  s.add(
    `<rect x="0" y="${f1(gy)}" width="${w}" height="${f1(h - gy)}" fill="${s.lin([
      [0, '#b8ab98'],
      [1, '#8e8272'],
    ])}"/><rect x="0" y="${f1(gy)}" width="${w}" height="6" fill="#7a6e5e"/>`,
  );
  // potted plant
  planter(s, dx - dw / 2 - w * 0.07, gy + h * 0.06, h * 0.32);
  planter(s, dx + dw / 2 + w * 0.05, gy + h * 0.06, h * 0.22);
  // bicycle leaning on the wall (right)
  bike(s, w * 0.8, gy + h * 0.08, h * 0.36);
  return s.finish({ vignette: 0.3 });
}

function bike(s: Scene, x: number, y: number, size: number): void {
  const wr = size * 0.33;
  const col = '#2f5a4a';
  const w1 = [x - size * 0.55, y - wr];
  const w2 = [x + size * 0.55, y - wr];
  let out = `<ellipse cx="${f1(x + 20)}" cy="${f1(y + 3)}" rx="${f1(size * 0.95)}" ry="${f1(size * 0.04)}" fill="#000" opacity="0.3" filter="${s.blur(6)}"/>`;
  for (const c of [w1, w2]) {
    out += `<circle cx="${f1(c[0]!)}" cy="${f1(c[1]!)}" r="${f1(wr)}" fill="none" stroke="#1e1e1e" stroke-width="${f1(size * 0.035)}"/><circle cx="${f1(c[0]!)}" cy="${f1(c[1]!)}" r="${f1(wr * 0.92)}" fill="none" stroke="#aaa" stroke-width="2"/>`;
    let sp = '';
    for (let i = 0; i < 12; i++)
      sp += `<path d="M${f1(c[0]!)},${f1(c[1]!)} l${f1(Math.cos((i / 12) * Math.PI * 2) * wr * 0.9)},${f1(Math.sin((i / 12) * Math.PI * 2) * wr * 0.9)}"/>`;
    out += `<g stroke="#bbb" stroke-width="1">${sp}</g>`;
  }
  const seat = [x - size * 0.2, y - wr - size * 0.55];
  const head = [x + size * 0.35, y - wr - size * 0.6];
  const crank = [x - size * 0.05, y - wr];
  out += `<path d="M${f1(w1[0]!)},${f1(w1[1]!)} L${f1(crank[0]!)},${f1(crank[1]!)} L${f1(seat[0]!)},${f1(seat[1]!)} L${f1(w1[0]!)},${f1(w1[1]!)} M${f1(crank[0]!)},${f1(crank[1]!)} L${f1(head[0]!)},${f1(head[1]! + size * 0.08)} L${f1(seat[0]! + size * 0.03)},${f1(seat[1]! + size * 0.05)} M${f1(head[0]!)},${f1(head[1]!)} L${f1(w2[0]!)},${f1(w2[1]!)}" stroke="${col}" stroke-width="${f1(size * 0.035)}" fill="none" stroke-linejoin="round"/>`;
  out += `<path d="M${f1(seat[0]! - size * 0.09)},${f1(seat[1]! - size * 0.04)} l${f1(size * 0.16)},0 l${f1(-size * 0.02)},${f1(size * 0.04)} l${f1(-size * 0.12)},0Z" fill="#5a3a22"/>`;
  out += `<path d="M${f1(head[0]! - size * 0.08)},${f1(head[1]! - size * 0.04)} Q${f1(head[0]!)},${f1(head[1]! - size * 0.08)} ${f1(head[0]! + size * 0.1)},${f1(head[1]! - size * 0.02)}" stroke="#222" stroke-width="${f1(size * 0.03)}" fill="none"/>`;
  // front basket with bread and flowers
  out += `<rect x="${f1(head[0]! + size * 0.02)}" y="${f1(head[1]! + size * 0.02)}" width="${f1(size * 0.26)}" height="${f1(size * 0.16)}" rx="4" fill="#b0824e" stroke="#7a5430" stroke-width="3"/>`;
  out += `<path d="M${f1(head[0]! + size * 0.08)},${f1(head[1]! + size * 0.02)} l${f1(size * 0.04)},${f1(-size * 0.2)}" stroke="#d9a860" stroke-width="${f1(size * 0.045)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i++)
    out += `<circle cx="${f1(head[0]! + size * (0.14 + i * 0.025))}" cy="${f1(head[1]! - size * (0.02 + (i % 2) * 0.04))}" r="${f1(size * 0.025)}" fill="${i % 2 ? '#e8b4a0' : '#f3e6a0'}"/>`;
  s.add(out);
}

// ------------------------------------------------------------------ still lifes
export type Still = 'aperitivo' | 'tableCandle' | 'details' | 'nightTable' | 'sax' | 'wines' | 'pouring' | 'xmasTable' | 'panettone';

export function still(kind: Still, w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  const u = h / 900; // unit relative to 900px height
  switch (kind) {
    case 'aperitivo': {
      // back bar: shelves with bottles, blurred
      s.add(
        `<rect width="${w}" height="${h}" fill="${s.lin([
          [0, '#3a2618'],
          [1, '#1e140c'],
        ])}"/>`,
      );
      const back: string[] = [];
      const sb = new Scene(w, h, s.r);
      for (const sy of [0.22, 0.45]) {
        sb.add(`<rect x="0" y="${f1(h * sy)}" width="${w}" height="${f1(8 * u)}" fill="#8a6a42"/>`);
        for (let x = 20; x < w; x += s.r.range(40, 60) * u)
          bottle(
            sb,
            x,
            h * sy,
            s.r.range(110, 170) * u,
            s.r.pick(['#1f3a24', '#5a2a16', '#c8a040', '#7a2233', '#2a3a4a', '#e8e0c8']),
            s.r() < 0.6 ? C.cream : '',
            '',
            C.gold,
          );
        sb.add(
          `<rect x="0" y="${f1(h * sy - 190 * u)}" width="${w}" height="${f1(40 * u)}" fill="#ffd890" opacity="0.25" filter="${sb.blur(20)}"/>`,
        );
      }
      back.push(...sb.body);
      s.defs.push(...sb.defs);
      s.add(`<g filter="${s.blur(5 * u)}" opacity="0.85">${back.join('')}</g>`);
      bokeh(s, 30, [0, 0, w, h * 0.55], ['#ffc870', '#ff9a4a', '#fff0c0'], [w * 0.01, w * 0.035]);
      // counter
      const ty = h * 0.62;
      s.add(
        `<rect x="0" y="${f1(ty)}" width="${w}" height="${f1(h - ty)}" fill="${s.lin([
          [0, '#6a4a30'],
          [0.08, '#f0ebe2'],
          [0.2, '#d8d0c2'],
          [1, '#a89e8e'],
        ])}"/>`,
      );
      for (let i = 0; i < 6; i++)
        s.add(
          `<path d="M${f1(s.r.range(0, w))},${f1(ty + 20)} q${f1(s.r.range(100, 300))},${f1(s.r.range(60, 200))} ${f1(s.r.range(200, 500))},${f1(s.r.range(100, 300))}" stroke="#9a9288" stroke-width="2" fill="none" opacity="0.3"/>`,
        );
      s.add(`<rect x="0" y="${f1(ty - 4)}" width="${w}" height="${f1(10 * u)}" fill="${C.copper}" opacity="0.9"/>`);
      spritz(s, w * 0.36, h * 0.86, 330 * u);
      spritz(s, w * 0.56, h * 0.78, 280 * u);
      bowlSide(s, w * 0.17, h * 0.86, 190 * u, 'olives');
      bowlSide(s, w * 0.76, h * 0.9, 170 * u, 'chips');
      wineGlass(s, w * 0.88, h * 0.77, 260 * u, '#f0e2a0', 0.35);
      // little board with bruschette
      s.add(`<rect x="${f1(w * 0.05)}" y="${f1(h * 0.92)}" width="${f1(w * 0.25)}" height="${f1(22 * u)}" rx="6" fill="#a8743e"/>`);
      for (let i = 0; i < 3; i++)
        s.add(
          `<path d="${blob(s.r, w * (0.1 + i * 0.075), h * 0.905, 44 * u, 16 * u, 0.15, 8)}" fill="#d9a860"/><path d="${blob(s.r, w * (0.1 + i * 0.075), h * 0.895, 36 * u, 10 * u, 0.25, 8)}" fill="#c0392b"/>`,
        );
      return s.finish({ vignette: 0.4 });
    }
    case 'tableCandle':
    case 'nightTable':
    case 'details':
    case 'xmasTable': {
      const night = kind !== 'details';
      const xmas = kind === 'xmasTable';
      const ty = stage(s, {
        wall: night ? '#3a2a22' : '#c9b48f',
        night,
        table: xmas ? 'red' : 'linen',
        horizon: 0.55,
        wainscot: !night,
        bokehColors: night ? ['#ffc870', '#ff9a4a', '#fff0c0', ...(xmas ? ['#d04040', '#5a9a4a'] : [])] : undefined,
      });
      if (!night) {
        // window light on the wall
        s.add(
          `<rect x="${f1(w * 0.55)}" y="${f1(h * 0.05)}" width="${f1(w * 0.3)}" height="${f1(h * 0.35)}" fill="#fff6dc" opacity="0.3" filter="${s.blur(30)}"/>`,
        );
        s.add(
          `<rect x="${f1(w * 0.12)}" y="${f1(h * 0.08)}" width="${f1(w * 0.2)}" height="${f1(h * 0.24)}" fill="${C.gold}"/><rect x="${f1(w * 0.13)}" y="${f1(h * 0.095)}" width="${f1(w * 0.18)}" height="${f1(h * 0.21)}" fill="${s.lin(
            [
              [0, '#b8c8a0'],
              [1, C.olive],
            ],
          )}"/>`,
        );
      }
      // back row (slightly blurred)
      const back = new Scene(w, h, s.r);
      plateSide(back, w * 0.7, ty + h * 0.06, 260 * u);
      wineGlass(back, w * 0.62, ty + h * 0.05, 190 * u, C.wine);
      wineGlass(back, w * 0.8, ty + h * 0.05, 190 * u, null);
      if (xmas) panettone(back, w * 0.16, ty + h * 0.08, 200 * u);
      s.defs.push(...back.defs);
      s.add(`<g filter="${s.blur(3 * u)}">${back.body.join('')}</g>`);
      // front row
      plateSide(s, w * 0.42, h * 0.86, 520 * u, '#fbf8f2');
      plateSide(s, w * 0.42, h * 0.84, 380 * u, xmas ? '#f4e8d0' : '#f6f2ea');
      napkinSide(s, w * 0.42, h * 0.82, 200 * u, xmas ? C.cream : kind === 'details' ? C.olive : C.wine);
      if (xmas) {
        s.add(
          `<path d="M${f1(w * 0.42)},${f1(h * 0.76)} m-40,0 a40,40 0 1,0 80,0 a40,40 0 1,0 -80,0" fill="none" stroke="${C.gold}" stroke-width="6"/>`,
        );
        rosemary(s, w * 0.38, h * 0.79, 120 * u, 60);
      }
      s.add(
        `<path d="M${f1(w * 0.12)},${f1(h * 0.9)} L${f1(w * 0.2)},${f1(h * 0.78)}" stroke="#cfcbc4" stroke-width="${f1(10 * u)}" stroke-linecap="round"/>`,
      );
      s.add(
        `<path d="M${f1(w * 0.7)},${f1(h * 0.92)} L${f1(w * 0.64)},${f1(h * 0.78)}" stroke="#cfcbc4" stroke-width="${f1(10 * u)}" stroke-linecap="round"/>`,
      );
      wineGlass(s, w * 0.76, h * 0.8, 330 * u, C.wine, 0.35);
      wineGlass(s, w * 0.87, h * 0.79, 300 * u, null);
      candle(s, w * 0.2, h * 0.74, 260 * u, night);
      if (kind === 'tableCandle' || xmas) candle(s, w * 0.27, h * 0.7, 190 * u, night);
      if (kind === 'details') vase(s, w * 0.1, ty + h * 0.14, 240 * u);
      if (xmas) {
        for (let i = 0; i < 7; i++)
          s.add(
            `<circle cx="${f1(w * (0.55 + i * 0.05))}" cy="${f1(h * (0.94 + (i % 2) * 0.02))}" r="${f1(16 * u)}" fill="${s.rad(
              [
                [0, i % 2 ? '#f2d27a' : '#e05050'],
                [1, i % 2 ? '#9a7018' : '#7a1010'],
              ],
              0.35,
              0.35,
              0.7,
            )}"/>`,
          );
      }
      return s.finish({ vignette: 0.45 });
    }
    case 'sax': {
      const ty = stage(s, { wall: '#2a1a20', night: true, table: 'dark', horizon: 0.68, bokehColors: ['#ffc870', '#ff9a4a', '#c070a0'] });
      s.glow(w * 0.45, h * 0.35, w * 0.4, '#ffb860', 0.25);
      saxophone(s, w * 0.48, ty + h * 0.2, h * 0.78, -14);
      candle(s, w * 0.2, h * 0.9, 230 * u);
      candle(s, w * 0.28, h * 0.84, 160 * u);
      candle(s, w * 0.78, h * 0.92, 200 * u);
      wineGlass(s, w * 0.88, h * 0.86, 250 * u, C.wine);
      // sheet music
      s.add(
        `<g ${tr(w * 0.65, h * 0.88, -6)}><rect x="-110" y="-26" width="220" height="44" fill="#efe6d2" transform="skewX(-30)"/><path d="M-100,-14 H100 M-104,-6 H96 M-108,2 H92" stroke="#3a2a20" stroke-width="1.2" transform="skewX(-30)"/></g>`,
      );
      return s.finish({ vignette: 0.5 });
    }
    case 'wines': {
      const ty = stage(s, { wall: '#4a2a22', night: true, table: 'wood', horizon: 0.6, bokehColors: ['#ffc870', '#ff9a4a'] });
      const shelf = new Scene(w, h, s.r);
      wineRack(shelf, 0, 0, w, ty - 6, h * 0.5);
      s.defs.push(...shelf.defs);
      s.add(`<g filter="${s.blur(4 * u)}" opacity="0.55">${shelf.body.join('')}</g>`);
      s.glow(w * 0.5, h * 0.3, w * 0.5, '#ffb860', 0.25);
      bottle(s, w * 0.2, h * 0.82, 470 * u, '#1f3a24', C.cream, 'Valtellina', C.wine);
      bottle(s, w * 0.33, h * 0.74, 430 * u, '#2a1a12', '#e8dcc0', 'Franciacorta', C.gold);
      bottle(s, w * 0.78, h * 0.76, 440 * u, '#3a1a1a', C.cream, 'Oltrepò', '#222');
      wineGlass(s, w * 0.48, h * 0.9, 340 * u, C.wine, 0.35);
      wineGlass(s, w * 0.62, h * 0.86, 320 * u, '#f0df9a', 0.35);
      wineGlass(s, w * 0.9, h * 0.92, 300 * u, '#c8504a', 0.3);
      // cork and corkscrew
      s.add(
        `<rect x="${f1(w * 0.4)}" y="${f1(h * 0.93)}" width="${f1(40 * u)}" height="${f1(18 * u)}" rx="4" fill="#c8a070" transform="rotate(-10 ${f1(w * 0.4)} ${f1(h * 0.93)})"/>`,
      );
      return s.finish({ vignette: 0.45 });
    }
    case 'pouring': {
      const ty = stage(s, { wall: '#3a2420', night: true, table: 'linen', horizon: 0.66, bokehColors: ['#ffc870', '#ff9a4a', '#fff0c0'] });
      s.glow(w * 0.5, h * 0.45, w * 0.4, '#ffb860', 0.22);
      const gx = w * 0.52;
      const gy = h * 0.9;
      wineGlass(s, gx, gy, 360 * u, C.wine, 0.28);
      // arm in black sleeve with white cuff, bottle tilted pouring
      const bx = gx + 210 * u;
      const by = gy - 470 * u;
      s.add(
        `<path d="M${f1(w + 50)},${f1(h * 0.05)} L${f1(bx + 200 * u)},${f1(by - 120 * u)} L${f1(bx + 120 * u)},${f1(by + 20 * u)} L${f1(w + 50)},${f1(h * 0.4)}Z" fill="#1a1618"/>`,
      );
      s.add(
        `<path d="M${f1(bx + 200 * u)},${f1(by - 120 * u)} L${f1(bx + 120 * u)},${f1(by + 20 * u)} L${f1(bx + 95 * u)},${f1(by + 5 * u)} L${f1(bx + 175 * u)},${f1(by - 135 * u)}Z" fill="#f4f0ea"/>`,
      );
      s.add(`<g ${tr(bx, by, 118)}>`);
      const bs = new Scene(w, h, s.r);
      bottle(bs, 0, 200 * u, 420 * u, '#1f3a24', C.cream, 'Barolo', C.wine);
      s.defs.push(...bs.defs);
      s.add(bs.body.join(''));
      s.add(`</g>`);
      // hand around the bottle
      s.add(
        `<path d="${blob(s.r, bx + 70 * u, by - 30 * u, 70 * u, 48 * u, 0.12, 10, -0.5)}" fill="${s.lin([
          [0, '#e0b08a'],
          [1, '#b07a5a'],
        ])}"/>`,
      );
      for (let i = 0; i < 4; i++)
        s.add(
          `<path d="M${f1(bx + 30 * u + i * 24 * u)},${f1(by + 5 * u - i * 12 * u)} q${f1(-10 * u)},${f1(22 * u)} ${f1(6 * u)},${f1(38 * u)}" stroke="#a86e4e" stroke-width="${f1(4 * u)}" fill="none" stroke-linecap="round" opacity="0.6"/>`,
        );
      // wine stream
      const mx = bx - 175 * u;
      const my = by - 40 * u;
      s.add(
        `<path d="M${f1(mx)},${f1(my)} Q${f1(gx + 20 * u)},${f1(my + 20 * u)} ${f1(gx + 10 * u)},${f1(gy - 200 * u)}" stroke="${C.wine}" stroke-width="${f1(9 * u)}" fill="none" stroke-linecap="round"/>`,
      );
      candle(s, w * 0.18, h * 0.92, 220 * u);
      wineGlass(s, w * 0.3, ty + h * 0.1, 220 * u, null);
      return s.finish({ vignette: 0.45 });
    }
    case 'panettone': {
      const ty = stage(s, {
        wall: '#3a1e1a',
        night: true,
        table: 'wood',
        horizon: 0.6,
        bokehColors: ['#ffc870', '#ff9a4a', '#fff0c0', '#d04040', '#60a050'],
      });
      // garland
      for (let i = 0; i < 60; i++)
        s.add(
          `<circle cx="${f1((i / 60) * w)}" cy="${f1(h * 0.08 + Math.sin(i / 6) * 20 * u)}" r="${f1(26 * u)}" fill="${s.r.pick(['#2e5a2a', '#3a6a32', '#24481f'])}"/>`,
        );
      for (let i = 0; i < 14; i++) s.glow((i / 14) * w + 30, h * 0.1, 50 * u, '#ffe08a', 0.8);
      s.glow(w * 0.5, ty, w * 0.35, '#ffb860', 0.25);
      panettone(s, w * 0.45, h * 0.8, 380 * u);
      panettoneSlice(s, w * 0.78, h * 0.92, 200 * u);
      candle(s, w * 0.14, h * 0.86, 260 * u);
      wineGlass(s, w * 0.9, h * 0.8, 260 * u, '#f0df9a', 0.35);
      for (let i = 0; i < 5; i++)
        s.add(
          `<circle cx="${f1(w * (0.2 + i * 0.06))}" cy="${f1(h * 0.93 + (i % 2) * 14 * u)}" r="${f1(18 * u)}" fill="${s.rad(
            [
              [0, i % 2 ? '#f2d27a' : '#e05050'],
              [1, i % 2 ? '#9a7018' : '#7a1010'],
            ],
            0.35,
            0.35,
            0.7,
          )}"/>`,
        );
      return s.finish({ vignette: 0.45 });
    }
  }
}

// ------------------------------------------------------------------ toast (eventi)
/** A festive evening: three raised glasses meeting in a toast under strings of lights. */
export function toast(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  const r = s.r;
  const u = h / 1000;
  const ty = stage(s, {
    wall: '#2a1c26',
    night: true,
    table: 'linen',
    horizon: 0.74,
    bokehColors: ['#ffc870', '#ff9a4a', '#fff0c0', '#e0708a'],
  });
  // strings of lights swagging across the top
  for (let k = 0; k < 3; k++) {
    const y0 = h * (0.04 + k * 0.09);
    const sag = h * (0.1 + k * 0.02);
    const ph = k * 0.7;
    const yAt = (t: number) => y0 + Math.sin(t * Math.PI * 2 + ph) * sag * 0.35 + Math.sin(t * Math.PI) * sag * 0.5;
    s.add(
      `<path d="M0,${f1(yAt(0))} ${Array.from({ length: 41 }, (_, i) => `L${f1((i / 40) * w)},${f1(yAt(i / 40))}`).join(' ')}" stroke="#120c10" stroke-width="${f1(2 * u)}" fill="none"/>`,
    );
    let bulbs = '';
    for (let t = 0.015 + k * 0.01; t < 1; t += 0.045) {
      const x = t * w;
      const y = yAt(t) + 6 * u;
      s.glow(x, y, 46 * u, '#ffc660', 0.45);
      bulbs += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(5 * u)}" ry="${f1(7 * u)}" fill="#fff2c0"/>`;
    }
    s.add(bulbs);
  }
  // the table behind: bottle, candles, plates, blurred
  const back = new Scene(w, h, r);
  bottle(back, w * 0.14, ty + h * 0.06, 330 * u, '#1f3a24', C.cream, '', C.gold);
  bottle(back, w * 0.86, ty + h * 0.07, 300 * u, '#2a1a12', '#e8dcc0', '', C.wine);
  plateSide(back, w * 0.3, ty + h * 0.1, 260 * u);
  plateSide(back, w * 0.7, ty + h * 0.1, 260 * u);
  candle(back, w * 0.24, ty + h * 0.12, 150 * u);
  candle(back, w * 0.77, ty + h * 0.12, 130 * u);
  s.defs.push(...back.defs);
  s.add(`<g filter="${s.blur(4 * u)}">${back.body.join('')}</g>`);
  // confetti on the cloth
  let conf = '';
  for (let i = 0; i < 70; i++) {
    const x = r.range(0, w);
    const y = r.range(ty + 20 * u, h);
    conf += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(14 * u)}" height="${f1(7 * u)}" transform="rotate(${f1(r.range(0, 180))} ${f1(x)} ${f1(y)})" fill="${r.pick([C.gold, '#c0392b', C.cream, C.saffron])}" opacity="0.85"/>`;
  }
  s.add(conf);
  // three glasses meeting at M; each is held by a hand whose arm leaves the frame
  const M: [number, number] = [w * 0.5, h * 0.34];
  const glasses: {
    dx: number;
    dy: number;
    rot: number;
    H: number;
    wine: string;
    flute: boolean;
    sleeve: string;
    skin: string;
    exit: [number, number];
  }[] = [
    { dx: 0, dy: -10, rot: 3, H: 400, wine: C.wine, flute: false, sleeve: '#f2eee6', skin: '#d8a27e', exit: [0.58, 1.15] },
    { dx: -78, dy: 14, rot: 24, H: 430, wine: '#f2d67a', flute: true, sleeve: '#1e2a44', skin: '#e2b08c', exit: [-0.1, 1.1] },
    { dx: 78, dy: 14, rot: -24, H: 430, wine: '#f2d67a', flute: true, sleeve: C.wine, skin: '#c8906a', exit: [1.1, 1.1] },
  ];
  for (const g of glasses) {
    const H = g.H * u;
    const a = (g.rot * Math.PI) / 180;
    // base so that the rim lands at M + (dx, dy)
    const bx = M[0] + g.dx * u - H * Math.sin(a);
    const by = M[1] + g.dy * u + H * Math.cos(a);
    const hx = bx + H * 0.2 * Math.sin(a);
    const hy = by - H * 0.2 * Math.cos(a);
    // arm (sleeve with cuff) from the hand to outside the frame
    const ex = w * g.exit[0];
    const ey = h * g.exit[1];
    const len = Math.hypot(ex - hx, ey - hy);
    const nx = (-(ey - hy) / len) * 60 * u;
    const ny = ((ex - hx) / len) * 60 * u;
    const cx = hx + ((ex - hx) / len) * 70 * u;
    const cy = hy + ((ey - hy) / len) * 70 * u;
    s.add(
      `<path d="M${f1(cx + nx)},${f1(cy + ny)} L${f1(ex + nx * 1.4)},${f1(ey + ny * 1.4)} L${f1(ex - nx * 1.4)},${f1(ey - ny * 1.4)} L${f1(cx - nx)},${f1(cy - ny)}Z" fill="${s.lin(
        [
          [0, lighten(g.sleeve, 0.15)],
          [1, darken(g.sleeve, 0.35)],
        ],
      )}"/>`,
    );
    s.add(
      `<path d="M${f1(cx + nx * 1.05)},${f1(cy + ny * 1.05)} L${f1(cx - nx * 1.05)},${f1(cy - ny * 1.05)}" stroke="${g.sleeve === '#f2eee6' ? '#d8d0c2' : '#f4f0ea'}" stroke-width="${f1(22 * u)}"/>`,
    );
    // wrist
    s.add(
      `<path d="M${f1(hx + nx * 0.6)},${f1(hy + ny * 0.6)} L${f1(cx + nx * 0.75)},${f1(cy + ny * 0.75)} L${f1(cx - nx * 0.75)},${f1(cy - ny * 0.75)} L${f1(hx - nx * 0.6)},${f1(hy - ny * 0.6)}Z" fill="${g.skin}"/>`,
    );
    // the glass, drawn upright in its own frame and rotated about its base
    const gs = new Scene(w, h, r);
    if (g.flute) flute(gs, 0, 0, H, g.wine);
    else wineGlass(gs, 0, 0, H, g.wine, 0.4);
    s.defs.push(...gs.defs);
    s.add(`<g ${tr(bx, by, g.rot)}>${gs.body.join('')}</g>`);
    // hand around the stem: palm and curled fingers
    let hand = `<g ${tr(hx, hy, g.rot)}>`;
    hand += `<path d="${blob(r, 0, 4 * u, 40 * u, 34 * u, 0.08, 10)}" fill="${g.skin}"/>`;
    for (let i = 0; i < 4; i++)
      hand += `<rect x="${f1(-22 * u)}" y="${f1((-30 + i * 17) * u)}" width="${f1(44 * u)}" height="${f1(17 * u)}" rx="${f1(8.5 * u)}" fill="${g.skin}" stroke="${darken(g.skin, 0.2)}" stroke-width="${f1(1.5 * u)}"/>`;
    hand += `<path d="M${f1(-30 * u)},${f1(-4 * u)} q${f1(-14 * u)},${f1(-30 * u)} ${f1(2 * u)},${f1(-44 * u)}" stroke="${g.skin}" stroke-width="${f1(16 * u)}" fill="none" stroke-linecap="round"/>`;
    hand += `</g>`;
    s.add(hand);
  }
  // sparkle where the glasses touch
  s.glow(M[0], M[1] - 10 * u, 110 * u, '#fff4c8', 0.55);
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    const r0 = 26 * u;
    const r1 = (i % 2 ? 50 : 80) * u;
    rays += `<path d="M${f1(M[0] + Math.cos(a) * r0)},${f1(M[1] - 30 * u + Math.sin(a) * r0)} L${f1(M[0] + Math.cos(a) * r1)},${f1(M[1] - 30 * u + Math.sin(a) * r1)}"/>`;
  }
  s.add(`<g stroke="#fff6d8" stroke-width="${f1(4 * u)}" stroke-linecap="round" opacity="0.85">${rays}</g>`);
  // falling confetti in the air, slightly blurred
  let air = '';
  for (let i = 0; i < 40; i++) {
    const x = r.range(0, w);
    const y = r.range(0, ty);
    air += `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(16 * u)}" height="${f1(8 * u)}" transform="rotate(${f1(r.range(0, 180))} ${f1(x)} ${f1(y)})" fill="${r.pick([C.gold, '#c0392b', C.cream])}" opacity="0.7"/>`;
  }
  s.add(`<g filter="${s.blur(1.5 * u)}">${air}</g>`);
  return s.finish({ vignette: 0.45 });
}

/** A sparkling-wine flute standing at (x, y), h tall. */
function flute(s: Scene, x: number, y: number, h: number, wine: string): void {
  const bw = h * 0.11;
  const top = y - h;
  const bot = y - h * 0.42;
  const bowl = `M${f1(x - bw)},${f1(top)} C${f1(x - bw * 1.05)},${f1(top + h * 0.3)} ${f1(x - bw * 0.8)},${f1(bot)} ${f1(x)},${f1(bot)} C${f1(x + bw * 0.8)},${f1(bot)} ${f1(x + bw * 1.05)},${f1(top + h * 0.3)} ${f1(x + bw)},${f1(top)}Z`;
  const wl = top + h * 0.12;
  const cl = s.clip(`<rect x="${f1(x - bw * 1.2)}" y="${f1(wl)}" width="${f1(bw * 2.4)}" height="${f1(h)}"/>`);
  let out = `<path d="${bowl}" fill="#ffffff" opacity="0.12"/>`;
  out += `<path d="${bowl}" clip-path="${cl}" fill="${s.lin(
    [
      [0, lighten(wine, 0.2)],
      [0.6, wine],
      [1, darken(wine, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}" opacity="0.92"/>`;
  for (let i = 0; i < 9; i++)
    out += `<circle cx="${f1(x + s.r.range(-bw * 0.5, bw * 0.5))}" cy="${f1(s.r.range(wl + h * 0.04, bot - h * 0.03))}" r="${f1(h * 0.006)}" fill="#fffbe8" opacity="0.9"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(wl)}" rx="${f1(bw * 0.98)}" ry="${f1(h * 0.012)}" fill="${lighten(wine, 0.4)}"/>`;
  out += `<path d="${bowl}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f1(Math.max(1, h * 0.007))}"/>`;
  out += `<path d="M${f1(x - bw * 0.55)},${f1(top + h * 0.06)} Q${f1(x - bw * 0.75)},${f1(top + h * 0.3)} ${f1(x - bw * 0.35)},${f1(bot - h * 0.05)}" stroke="#fff" stroke-width="${f1(h * 0.018)}" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  out += `<path d="M${f1(x)},${f1(bot)} L${f1(x)},${f1(y - h * 0.02)}" stroke="#f2efe8" stroke-opacity="0.8" stroke-width="${f1(h * 0.018)}"/>`;
  out += `<ellipse cx="${f1(x)}" cy="${f1(y - h * 0.01)}" rx="${f1(h * 0.12)}" ry="${f1(h * 0.02)}" fill="#ffffff" opacity="0.4" stroke="#fff" stroke-opacity="0.6"/>`;
  s.add(out);
}

// ------------------------------------------------------------------ top-down extras
export function menuTable(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  surface(s, 'darkwood');
  const u = h / 1000;
  napkin(s, w * 0.3, h * 0.55, 200 * u, 560 * u, -4, C.terracotta, C.cream);
  // menu card
  const mx = w * 0.55;
  const my = h * 0.5;
  s.add(
    `<g ${tr(mx, my, -5)}><rect x="${f1(-230 * u + 12)}" y="${f1(-330 * u + 18)}" width="${f1(460 * u)}" height="${f1(660 * u)}" fill="#000" opacity="0.4" filter="${s.blur(14)}"/><rect x="${f1(-230 * u)}" y="${f1(-330 * u)}" width="${f1(460 * u)}" height="${f1(660 * u)}" fill="${C.cream}"/><rect x="${f1(-205 * u)}" y="${f1(-305 * u)}" width="${f1(410 * u)}" height="${f1(610 * u)}" fill="none" stroke="${C.gold}" stroke-width="3"/>`,
  );
  s.add(
    `<text y="${f1(-225 * u)}" font-family="DejaVu Serif" font-size="${f1(46 * u)}" text-anchor="middle" fill="${C.ink}">Menù</text><text y="${f1(-180 * u)}" font-family="DejaVu Serif" font-style="italic" font-size="${f1(22 * u)}" text-anchor="middle" fill="${C.terracotta}">Bistrot Garbagnate</text>`,
  );
  // dish names with a short line of ingredients each: no prices on the card
  const items: [string, string][] = [
    ['Risotto alla milanese', 'zafferano e foglia d’oro'],
    ['Tagliatelle al ragù', 'ragù di manzo cotto a lungo'],
    ['Ossobuco con gremolata', 'limone, prezzemolo, risotto giallo'],
    ['Cotoletta alla milanese', 'con l’osso, dorata nel burro'],
    ['Tiramisù della casa', 'mascarpone, caffè e cacao'],
  ];
  items.forEach(([t, d], i) => {
    s.add(
      `<text x="${f1(-170 * u)}" y="${f1((-100 + i * 82) * u)}" font-family="DejaVu Serif" font-size="${f1(23 * u)}" fill="${C.ink}">${esc(t)}</text><text x="${f1(-170 * u)}" y="${f1((-74 + i * 82) * u)}" font-family="DejaVu Serif" font-style="italic" font-size="${f1(17 * u)}" fill="${C.walnut}">${esc(d)}</text><path d="M${f1(-170 * u)},${f1((-58 + i * 82) * u)} H${f1(170 * u)}" stroke="${C.ink}" stroke-width="1" stroke-dasharray="2 5" opacity="0.4"/>`,
    );
  });
  s.add(`</g>`);
  fork(s, w * 0.3, h * 0.55, 330 * u, 0);
  knife(s, w * 0.8, h * 0.56, 340 * u, 0);
  glassTop(s, w * 0.88, h * 0.22, 80 * u, C.wine);
  glassTop(s, w * 0.16, h * 0.18, 60 * u, null);
  rosemary(s, w * 0.12, h * 0.9, 200 * u, 60);
  return s.finish({ vignette: 0.45 });
}

export function camera(w: number, h: number, seed: string): Scene {
  // galleria hero: a frame wall is done with rooms; here: camera + prints on a table
  const s = new Scene(w, h, rng(seed));
  surface(s, 'wood');
  const u = h / 1000;
  const prints = [C.olive, C.terracotta, C.saffron, '#5a6a7a', C.wine];
  prints.forEach((c, i) => {
    s.add(
      `<g ${tr(w * (0.2 + i * 0.15), h * (0.3 + (i % 2) * 0.35), -12 + i * 7)}><rect x="${f1(-150 * u + 8)}" y="${f1(-110 * u + 12)}" width="${f1(300 * u)}" height="${f1(220 * u)}" fill="#000" opacity="0.35" filter="${s.blur(8)}"/><rect x="${f1(-150 * u)}" y="${f1(-110 * u)}" width="${f1(300 * u)}" height="${f1(220 * u)}" fill="#fbf8f2"/><rect x="${f1(-135 * u)}" y="${f1(-95 * u)}" width="${f1(270 * u)}" height="${f1(170 * u)}" fill="${s.lin(
        [
          [0, lighten(c, 0.35)],
          [1, darken(c, 0.2)],
        ],
      )}"/><circle cx="${f1(40 * u)}" cy="${f1(-30 * u)}" r="${f1(30 * u)}" fill="${lighten(c, 0.6)}" opacity="0.7"/></g>`,
    );
  });
  // camera
  const cx = w * 0.58;
  const cy = h * 0.55;
  s.add(
    `<g ${tr(cx, cy, 8)}><rect x="${f1(-260 * u + 14)}" y="${f1(-150 * u + 20)}" width="${f1(520 * u)}" height="${f1(300 * u)}" rx="30" fill="#000" opacity="0.45" filter="${s.blur(16)}"/>`,
  );
  s.add(
    `<rect x="${f1(-260 * u)}" y="${f1(-150 * u)}" width="${f1(520 * u)}" height="${f1(300 * u)}" rx="${f1(30 * u)}" fill="${s.lin([
      [0, '#3a3a3a'],
      [1, '#151515'],
    ])}"/><rect x="${f1(-260 * u)}" y="${f1(-150 * u)}" width="${f1(520 * u)}" height="${f1(70 * u)}" rx="${f1(30 * u)}" fill="${s.lin(
      [
        [0, '#e0ddd6'],
        [1, '#9a968e'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  s.add(
    `<circle r="${f1(120 * u)}" fill="${s.lin([
      [0, '#5a5a5a'],
      [1, '#111'],
    ])}"/><circle r="${f1(90 * u)}" fill="#0a0a10" stroke="#888" stroke-width="4"/><circle r="${f1(60 * u)}" fill="${s.rad(
      [
        [0, '#4a5a8a'],
        [0.6, '#1a2040'],
        [1, '#05050a'],
      ],
      0.4,
      0.4,
      0.6,
    )}"/><ellipse cx="${f1(-25 * u)}" cy="${f1(-25 * u)}" rx="${f1(20 * u)}" ry="${f1(12 * u)}" fill="#fff" opacity="0.5"/>`,
  );
  s.add(
    `<rect x="${f1(150 * u)}" y="${f1(-200 * u)}" width="${f1(70 * u)}" height="${f1(50 * u)}" rx="8" fill="#2a2a2a"/><circle cx="${f1(-190 * u)}" cy="${f1(-175 * u)}" r="${f1(30 * u)}" fill="#b8b4ac" stroke="#666" stroke-width="3"/></g>`,
  );
  // strap
  s.add(
    `<path d="M${f1(cx - 280 * u)},${f1(cy - 80 * u)} C${f1(cx - 500 * u)},${f1(cy)} ${f1(cx - 400 * u)},${f1(cy + 350 * u)} ${f1(cx - 100 * u)},${f1(cy + 300 * u)} C${f1(cx + 200 * u)},${f1(cy + 260 * u)} ${f1(cx + 350 * u)},${f1(cy + 250 * u)} ${f1(cx + 270 * u)},${f1(cy + 40 * u)}" stroke="#6b3a1e" stroke-width="${f1(26 * u)}" fill="none"/>`,
  );
  return s.finish({ vignette: 0.4 });
}

export function herbs(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  surface(s, 'board');
  const u = h / 1000;
  // basil bunch
  for (let i = 0; i < 8; i++) basil(s, w * 0.3 + s.r.range(-90, 90) * u, h * 0.35 + s.r.range(-90, 90) * u, 120 * u, s.r.range(0, 360));
  for (let i = 0; i < 5; i++) rosemary(s, w * 0.62 + i * 22 * u, h * 0.9, 520 * u, -15 + i * 6);
  for (let i = 0; i < 6; i++)
    sageLeaves(s, w * 0.3 + s.r.range(-60, 60) * u, h * 0.75 + s.r.range(-50, 50) * u, 150 * u, s.r.range(0, 360));
  // twine
  s.add(
    `<path d="M${f1(w * 0.6)},${f1(h * 0.72)} q${f1(60 * u)},${f1(-20 * u)} ${f1(120 * u)},0" stroke="#c8a870" stroke-width="${f1(10 * u)}" fill="none"/>`,
  );
  // garlic, peppercorns, salt
  for (let i = 0; i < 3; i++)
    s.add(
      `<path d="${blob(s.r, w * (0.82 + i * 0.05), h * (0.2 + i * 0.04), 40 * u, 34 * u, 0.1, 9)}" fill="${s.rad(
        [
          [0, '#fbf6ec'],
          [1, '#d8ccb8'],
        ],
        0.4,
        0.35,
        0.7,
      )}" stroke="#c8b89a"/>`,
    );
  specks(s, w * 0.8, h * 0.55, 60 * u, 40, '#2b2118', 6 * u);
  specks(s, w * 0.55, h * 0.25, 40 * u, 50, '#fffaf0', 4 * u);
  return s.finish({ vignette: 0.35 });
}

export function kneading(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  surface(s, 'board');
  const r = s.r;
  const u = h / 1000;
  for (let i = 0; i < 12; i++)
    s.add(
      `<ellipse cx="${f1(w * 0.5 + r.range(-350, 350) * u)}" cy="${f1(h * 0.5 + r.range(-300, 300) * u)}" rx="${f1(r.range(80, 200) * u)}" ry="${f1(r.range(50, 120) * u)}" fill="#fffaf0" opacity="${f1(r.range(0.2, 0.45))}" filter="${s.blur(20 * u)}"/>`,
    );
  specks(s, w * 0.5, h * 0.5, 480 * u, 700, '#fffaf0', 2.2 * u, 0.8);
  // dough
  const d = blob(r, w * 0.5, h * 0.56, 260 * u, 200 * u, 0.08, 12);
  s.shadow(d, 10 * u, 20 * u, 16 * u, 0.4);
  s.add(
    `<path d="${d}" fill="${s.rad(
      [
        [0, '#fdf3d8'],
        [0.7, '#f2dfae'],
        [1, '#d8bc84'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(w * 0.36)},${f1(h * 0.6)} q${f1(120 * u)},${f1(40 * u)} ${f1(260 * u)},${f1(-30 * u)}" stroke="#d8bc84" stroke-width="${f1(8 * u)}" fill="none" opacity="0.7"/>`,
  );
  specks(s, w * 0.5, h * 0.52, 150 * u, 60, '#ffffff', 3 * u, 0.8);
  // two hands pressing from the bottom
  for (const sd of [-1, 1]) hand(s, w * 0.5 + sd * 150 * u, h * 0.62, 260 * u, sd * 18 + 180, sd);
  // eggs shells + rolling pin
  s.add(
    `<rect x="${f1(w * 0.06)}" y="${f1(h * 0.1)}" width="${f1(w * 0.5)}" height="${f1(60 * u)}" rx="${f1(30 * u)}" fill="${s.lin([
      [0, '#f0d2a2'],
      [0.35, '#e2b47a'],
      [1, '#a8743e'],
    ])}" transform="rotate(-12 ${f1(w * 0.3)} ${f1(h * 0.13)})"/>`,
  );
  return s.finish({ vignette: 0.4 });
}

function hand(s: Scene, x: number, y: number, size: number, rot: number, side: number): void {
  const skin = s.lin(
    [
      [0, '#e9bc98'],
      [1, '#c48e6a'],
    ],
    0,
    0,
    1,
    1,
  );
  let out = `<g ${tr(x, y, rot)}>`;
  // forearm going out of frame (towards bottom in local coords: negative y since rotated 180)
  out += `<path d="M${f1(-size * 0.28)},${f1(-size * 0.3)} L${f1(-size * 0.32)},${f1(-size * 1.6)} L${f1(size * 0.32)},${f1(-size * 1.6)} L${f1(size * 0.3)},${f1(-size * 0.3)}Z" fill="${skin}"/>`;
  out += `<path d="M${f1(-size * 0.36)},${f1(-size * 0.9)} L${f1(-size * 0.4)},${f1(-size * 1.7)} L${f1(size * 0.4)},${f1(-size * 1.7)} L${f1(size * 0.36)},${f1(-size * 0.9)}Z" fill="#f4f0ea"/>`;
  // palm
  out += `<path d="${blob(s.r, 0, 0, size * 0.33, size * 0.36, 0.05, 10)}" fill="${skin}"/>`;
  // fingers
  for (let i = 0; i < 4; i++) {
    const fx = -size * 0.24 + i * size * 0.16;
    const fl = size * (0.42 - Math.abs(i - 1.5) * 0.06);
    out += `<rect x="${f1(fx - size * 0.065)}" y="${f1(size * 0.15)}" width="${f1(size * 0.13)}" height="${f1(fl)}" rx="${f1(size * 0.065)}" fill="${skin}" stroke="#b07e5c" stroke-width="1.5"/>`;
  }
  // thumb
  out += `<rect x="${f1(-side * size * 0.05 - size * 0.06)}" y="${f1(0)}" width="${f1(size * 0.13)}" height="${f1(size * 0.34)}" rx="${f1(size * 0.065)}" transform="rotate(${f1(side * 50)})" fill="${skin}" stroke="#b07e5c" stroke-width="1.5"/>`;
  out += `<g fill="#fffaf0" opacity="0.7">${Array.from({ length: 20 }, () => `<circle cx="${f1(s.r.range(-size * 0.3, size * 0.3))}" cy="${f1(s.r.range(0, size * 0.5))}" r="${f1(s.r.range(1, 3))}"/>`).join('')}</g>`;
  s.add(out + `</g>`);
}

export function cellar(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  s.add(`<rect width="${w}" height="${h}" fill="#1a100a"/>`);
  // brick vault
  s.add(`<path d="M0,${f1(h * 0.25)} Q${f1(w / 2)},${f1(-h * 0.1)} ${w},${f1(h * 0.25)} V0 H0Z" fill="#6a3a24"/>`);
  let br = '';
  for (let y = 0; y < h * 0.25; y += 18) br += `<path d="M0,${y} H${w}"/>`;
  s.add(
    `<g stroke="#3a1e10" stroke-width="2" opacity="0.6" clip-path="${s.clip(`<path d="M0,${f1(h * 0.25)} Q${f1(w / 2)},${f1(-h * 0.1)} ${w},${f1(h * 0.25)} V0 H0Z"/>`)}">${br}</g>`,
  );
  wineRack(s, 0, h * 0.16, w, h * 0.84, h * 0.42);
  s.add(
    `<rect x="0" y="${f1(h * 0.84)}" width="${w}" height="${f1(h * 0.16)}" fill="${s.lin([
      [0, '#4a3020'],
      [1, '#2a1a10'],
    ])}"/>`,
  );
  bottle(s, w * 0.3, h * 0.97, h * 0.3, '#1f3a24', C.cream, 'Barolo', C.wine);
  wineGlass(s, w * 0.45, h * 0.97, h * 0.2, C.wine);
  candle(s, w * 0.7, h * 0.96, h * 0.16);
  s.glow(w * 0.5, h * 0.1, w * 0.4, '#ffc870', 0.35);
  return s.finish({ vignette: 0.5 });
}

export function cheesePairing(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  surface(s, 'darkwood');
  const r = s.r;
  const u = h / 900;
  // round board
  s.add(
    `<circle cx="${f1(w * 0.45 + 14)}" cy="${f1(h * 0.52 + 20)}" r="${f1(360 * u)}" fill="#000" opacity="0.4" filter="${s.blur(16)}"/><circle cx="${f1(w * 0.45)}" cy="${f1(h * 0.52)}" r="${f1(360 * u)}" fill="${s.rad(
      [
        [0, '#d4a872'],
        [1, '#a07040'],
      ],
    )}"/>`,
  );
  const cheeses = ['#f0cf6a', '#f4ecd6', '#e8b84a', '#fbf3e0', '#f2d98a'];
  cheeses.forEach((c, i) => {
    const a = (i / 5) * Math.PI * 2;
    const x = w * 0.45 + Math.cos(a) * 200 * u;
    const y = h * 0.52 + Math.sin(a) * 200 * u;
    const sz = 110 * u;
    const d = `M${f1(x - sz)},${f1(y - sz * 0.5)} L${f1(x + sz)},${f1(y - sz * 0.1)} L${f1(x - sz * 0.7)},${f1(y + sz * 0.7)}Z`;
    s.shadow(d, 4, 8, 5, 0.35);
    s.add(
      `<path d="${d}" fill="${c}" stroke="${i === 1 ? '#c8bfa6' : '#b8802a'}" stroke-width="8" stroke-linejoin="round" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(x)} ${f1(y)})"/>`,
    );
    if (i === 3) specks(s, x - 20 * u, y, 40 * u, 12, '#5f7a6a', 4 * u);
    else specks(s, x - 20 * u, y, 40 * u, 6, darken(c, 0.15), 5 * u);
  });
  // honey & walnuts & grapes in the middle
  s.add(
    `<circle cx="${f1(w * 0.45)}" cy="${f1(h * 0.52)}" r="${f1(70 * u)}" fill="#f6f1e8" stroke="#d6cab4" stroke-width="4"/><circle cx="${f1(w * 0.45)}" cy="${f1(h * 0.52)}" r="${f1(56 * u)}" fill="${s.rad(
      [
        [0, '#ffd060'],
        [1, '#c88410'],
      ],
    )}"/>`,
  );
  for (let i = 0; i < 9; i++)
    s.add(
      `<circle cx="${f1(w * 0.2 + r.range(-40, 40) * u)}" cy="${f1(h * 0.85 + r.range(-30, 30) * u)}" r="${f1(22 * u)}" fill="${s.rad(
        [
          [0, '#b8c870'],
          [1, '#6a7a2a'],
        ],
        0.35,
        0.35,
        0.65,
      )}"/>`,
    );
  glassTop(s, w * 0.85, h * 0.25, 90 * u, C.wine);
  glassTop(s, w * 0.87, h * 0.65, 90 * u, '#efe2a2');
  leaf(s, w * 0.7, h * 0.88, 90 * u, 40 * u, 30, C.leaf);
  return s.finish({ vignette: 0.4 });
}

// ------------------------------------------------------------------ chef
export function chef(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  const u = w / 1200;
  // kitchen background: tiles, hood, copper pans
  s.add(`<rect width="${w}" height="${h}" fill="#ece6d8"/>`);
  let tl = '';
  for (let y = 0; y < h; y += 60 * u) tl += `<path d="M0,${f1(y)} H${w}"/>`;
  for (let x = 0; x < w; x += 120 * u) tl += `<path d="M${f1(x)},0 V${h}"/>`;
  s.add(`<g stroke="#cfc6b4" stroke-width="2">${tl}</g>`);
  s.add(`<rect x="0" y="${f1(h * 0.14)}" width="${w}" height="${f1(8 * u)}" fill="#5a4a3a"/>`);
  for (let i = 0; i < 7; i++) copperPan(s, (i + 0.5) * (w / 7), h * 0.145, 110 * u, i);
  s.add(`<g filter="${s.blur(3 * u)}" opacity="1"></g>`);
  s.glow(w * 0.5, h * 0.3, w * 0.6, '#fff0c8', 0.4);
  // heat lamps
  for (const x of [0.25, 0.75]) {
    s.add(
      `<path d="M${f1(w * x)},0 V${f1(h * 0.5)}" stroke="#333" stroke-width="${f1(5 * u)}"/><path d="M${f1(w * x - 70 * u)},${f1(h * 0.55)} L${f1(w * x - 40 * u)},${f1(h * 0.5)} L${f1(w * x + 40 * u)},${f1(h * 0.5)} L${f1(w * x + 70 * u)},${f1(h * 0.55)}Z" fill="#3a3a3a"/>`,
    );
    s.glow(w * x, h * 0.56, 200 * u, '#ffb050', 0.55);
  }
  // chef figure
  const cx = w * 0.5;
  const sh = h * 0.5; // shoulder line
  // toque
  s.add(
    `<path d="M${f1(cx - 85 * u)},${f1(sh - 250 * u)} L${f1(cx - 95 * u)},${f1(sh - 380 * u)} C${f1(cx - 170 * u)},${f1(sh - 400 * u)} ${f1(cx - 130 * u)},${f1(sh - 500 * u)} ${f1(cx - 60 * u)},${f1(sh - 470 * u)} C${f1(cx - 40 * u)},${f1(sh - 540 * u)} ${f1(cx + 60 * u)},${f1(sh - 540 * u)} ${f1(cx + 60 * u)},${f1(sh - 470 * u)} C${f1(cx + 140 * u)},${f1(sh - 500 * u)} ${f1(cx + 170 * u)},${f1(sh - 400 * u)} ${f1(cx + 95 * u)},${f1(sh - 380 * u)} L${f1(cx + 85 * u)},${f1(sh - 250 * u)}Z" fill="${s.lin(
      [
        [0, '#e8e4dc'],
        [0.5, '#ffffff'],
        [1, '#d8d2c6'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // head & neck
  s.add(`<rect x="${f1(cx - 38 * u)}" y="${f1(sh - 90 * u)}" width="${f1(76 * u)}" height="${f1(90 * u)}" fill="#c89070"/>`);
  s.add(
    `<ellipse cx="${f1(cx)}" cy="${f1(sh - 170 * u)}" rx="${f1(88 * u)}" ry="${f1(110 * u)}" fill="${s.rad(
      [
        [0, '#e8b896'],
        [1, '#c08a68'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(cx - 88 * u)},${f1(sh - 190 * u)} Q${f1(cx - 92 * u)},${f1(sh - 280 * u)} ${f1(cx)},${f1(sh - 282 * u)} Q${f1(cx + 92 * u)},${f1(sh - 280 * u)} ${f1(cx + 88 * u)},${f1(sh - 190 * u)} Q${f1(cx + 60 * u)},${f1(sh - 240 * u)} ${f1(cx)},${f1(sh - 238 * u)} Q${f1(cx - 60 * u)},${f1(sh - 240 * u)} ${f1(cx - 88 * u)},${f1(sh - 190 * u)}Z" fill="#3a2a20"/>`,
  );
  s.add(
    `<rect x="${f1(cx - 90 * u)}" y="${f1(sh - 262 * u)}" width="${f1(180 * u)}" height="${f1(24 * u)}" rx="${f1(10 * u)}" fill="#f2efe8"/>`,
  );
  // short beard shadow
  s.add(
    `<path d="M${f1(cx - 70 * u)},${f1(sh - 140 * u)} Q${f1(cx)},${f1(sh - 30 * u)} ${f1(cx + 70 * u)},${f1(sh - 140 * u)} Q${f1(cx)},${f1(sh - 80 * u)} ${f1(cx - 70 * u)},${f1(sh - 140 * u)}Z" fill="#5a4030" opacity="0.55"/>`,
  );
  // body: white double-breasted jacket
  const jw = 300 * u;
  s.add(
    `<path d="M${f1(cx - jw)},${f1(h)} L${f1(cx - jw)},${f1(sh + 80 * u)} Q${f1(cx - jw)},${f1(sh)} ${f1(cx - jw + 90 * u)},${f1(sh - 10 * u)} L${f1(cx + jw - 90 * u)},${f1(sh - 10 * u)} Q${f1(cx + jw)},${f1(sh)} ${f1(cx + jw)},${f1(sh + 80 * u)} L${f1(cx + jw)},${f1(h)}Z" fill="${s.lin(
      [
        [0, '#d8d2c6'],
        [0.3, '#fbfaf6'],
        [0.7, '#f4f1ea'],
        [1, '#c8c0b2'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  s.add(
    `<path d="M${f1(cx - 50 * u)},${f1(sh - 10 * u)} L${f1(cx + 50 * u)},${f1(sh - 10 * u)} L${f1(cx + 40 * u)},${f1(sh + 20 * u)} L${f1(cx - 40 * u)},${f1(sh + 20 * u)}Z" fill="#e8e2d6"/>`,
  );
  s.add(
    `<path d="M${f1(cx - 40 * u)},${f1(sh + 20 * u)} L${f1(cx + 110 * u)},${f1(sh + 140 * u)} L${f1(cx + 110 * u)},${f1(h)}" stroke="#cfc8ba" stroke-width="${f1(3 * u)}" fill="none"/>`,
  );
  for (let i = 0; i < 4; i++)
    for (const bx of [-30, 70])
      s.add(`<circle cx="${f1(cx + bx * u)}" cy="${f1(sh + (90 + i * 80) * u)}" r="${f1(10 * u)}" fill="${C.ink}"/>`);
  // arms
  s.add(
    `<path d="M${f1(cx - jw + 10 * u)},${f1(sh + 60 * u)} C${f1(cx - jw - 60 * u)},${f1(sh + 250 * u)} ${f1(cx - 240 * u)},${f1(h * 0.8)} ${f1(cx - 120 * u)},${f1(h * 0.8)} L${f1(cx - 110 * u)},${f1(h * 0.74)} C${f1(cx - 190 * u)},${f1(h * 0.72)} ${f1(cx - 200 * u)},${f1(sh + 200 * u)} ${f1(cx - jw + 80 * u)},${f1(sh + 90 * u)}Z" fill="#ece8e0" stroke="#c8c0b2" stroke-width="2"/>`,
  );
  s.add(
    `<path d="M${f1(cx + jw - 10 * u)},${f1(sh + 60 * u)} C${f1(cx + jw + 60 * u)},${f1(sh + 250 * u)} ${f1(cx + 240 * u)},${f1(h * 0.8)} ${f1(cx + 120 * u)},${f1(h * 0.8)} L${f1(cx + 110 * u)},${f1(h * 0.74)} C${f1(cx + 190 * u)},${f1(h * 0.72)} ${f1(cx + 200 * u)},${f1(sh + 200 * u)} ${f1(cx + jw - 80 * u)},${f1(sh + 90 * u)}Z" fill="#ece8e0" stroke="#c8c0b2" stroke-width="2"/>`,
  );
  // apron (walnut) from waist
  s.add(
    `<path d="M${f1(cx - 230 * u)},${f1(h * 0.72)} L${f1(cx + 230 * u)},${f1(h * 0.72)} L${f1(cx + 250 * u)},${f1(h)} L${f1(cx - 250 * u)},${f1(h)}Z" fill="${s.lin(
      [
        [0, '#4a3422'],
        [0.5, C.walnut],
        [1, '#3a2818'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  s.add(`<path d="M${f1(cx - 240 * u)},${f1(h * 0.72)} H${f1(cx + 240 * u)}" stroke="#2b2118" stroke-width="${f1(14 * u)}"/>`);
  // pass counter
  s.add(
    `<rect x="0" y="${f1(h * 0.8)}" width="${w}" height="${f1(h * 0.2)}" fill="${s.lin([
      [0, '#e0ddd6'],
      [0.1, '#b8b4ac'],
      [1, '#8a8680'],
    ])}"/>`,
  );
  s.add(`<rect x="0" y="${f1(h * 0.8)}" width="${w}" height="${f1(6 * u)}" fill="#fff" opacity="0.6"/>`);
  // hands holding a plate
  for (const sd of [-1, 1])
    s.add(`<ellipse cx="${f1(cx + sd * 130 * u)}" cy="${f1(h * 0.79)}" rx="${f1(45 * u)}" ry="${f1(30 * u)}" fill="#d8a482"/>`);
  s.add(
    `<ellipse cx="${f1(cx)}" cy="${f1(h * 0.81)}" rx="${f1(190 * u)}" ry="${f1(40 * u)}" fill="#fbf8f2" stroke="#d6cab4" stroke-width="3"/><ellipse cx="${f1(cx)}" cy="${f1(h * 0.805)}" rx="${f1(90 * u)}" ry="${f1(22 * u)}" fill="${s.rad(
      [
        [0, '#f4d46a'],
        [1, '#d89a22'],
      ],
    )}"/><path d="M${f1(cx - 20 * u)},${f1(h * 0.8)} l${f1(30 * u)},${f1(-8 * u)} l${f1(10 * u)},${f1(10 * u)}Z" fill="#e8c04a"/>`,
  );
  // other plates waiting on the pass
  for (const px of [0.12, 0.88])
    s.add(
      `<ellipse cx="${f1(w * px)}" cy="${f1(h * 0.86)}" rx="${f1(130 * u)}" ry="${f1(30 * u)}" fill="#fbf8f2" stroke="#d6cab4" stroke-width="3"/><ellipse cx="${f1(w * px)}" cy="${f1(h * 0.855)}" rx="${f1(60 * u)}" ry="${f1(16 * u)}" fill="${px < 0.5 ? '#eac46e' : '#7a3a1a'}"/>`,
    );
  return s.finish({ vignette: 0.35 });
}

// ------------------------------------------------------------------ posters
export function poster(
  w: number,
  h: number,
  seed: string,
  o: { title: string; sub: string; date: string; accent: string; bg: string; art: 'sax' | 'wine' | 'xmas' },
): Scene {
  const s = new Scene(w, h, rng(seed));
  const u = w / 1200;
  s.add(`<rect width="${w}" height="${h}" fill="${o.bg}"/>`);
  // paper texture
  for (let i = 0; i < 30; i++)
    s.add(
      `<ellipse cx="${f1(s.r.range(0, w))}" cy="${f1(s.r.range(0, h))}" rx="${f1(s.r.range(60, 200))}" ry="${f1(s.r.range(40, 120))}" fill="${s.r() < 0.5 ? '#fff' : '#000'}" opacity="0.04" filter="${s.blur(30)}"/>`,
    );
  const ink = o.bg === C.cream ? C.ink : C.cream;
  s.add(
    `<rect x="${f1(50 * u)}" y="${f1(50 * u)}" width="${f1(w - 100 * u)}" height="${f1(h - 100 * u)}" fill="none" stroke="${o.accent}" stroke-width="${f1(6 * u)}"/><rect x="${f1(70 * u)}" y="${f1(70 * u)}" width="${f1(w - 140 * u)}" height="${f1(h - 140 * u)}" fill="none" stroke="${o.accent}" stroke-width="${f1(2 * u)}"/>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(170 * u)}" font-family="DejaVu Sans" font-size="${f1(30 * u)}" letter-spacing="${f1(10 * u)}" text-anchor="middle" fill="${o.accent}">BISTROT GARBAGNATE PRESENTA</text>`,
  );
  // art circle
  const ax = w / 2;
  const ay = 560 * u;
  const ar = 300 * u;
  s.add(`<circle cx="${f1(ax)}" cy="${f1(ay)}" r="${f1(ar)}" fill="${darken(o.bg, 0.25)}"/>`);
  const art = new Scene(w, h, s.r);
  if (o.art === 'sax') {
    art.glow(ax, ay, ar, '#ffb860', 0.35);
    saxophone(art, ax + 10 * u, ay + 260 * u, 520 * u, -12);
    for (const [nx, ny] of [
      [-170, -130],
      [150, -180],
      [190, -40],
    ])
      art.add(
        `<text x="${f1(ax + nx! * u)}" y="${f1(ay + ny! * u)}" font-family="DejaVu Sans" font-size="${f1(70 * u)}" fill="${o.accent}">♪</text>`,
      );
  } else if (o.art === 'wine') {
    art.glow(ax, ay, ar, '#ffb860', 0.25);
    bottle(art, ax - 90 * u, ay + 230 * u, 460 * u, '#1f3a24', C.cream, 'Lombardia', C.wine);
    wineGlass(art, ax + 110 * u, ay + 230 * u, 340 * u, C.wine, 0.35);
    // grapes
    for (let i = 0; i < 10; i++)
      art.add(
        `<circle cx="${f1(ax + 150 * u + ((i % 4) - 1.5) * 30 * u)}" cy="${f1(ay - 160 * u + Math.floor(i / 4) * 28 * u)}" r="${f1(17 * u)}" fill="${art.rad(
          [
            [0, '#9a5a8a'],
            [1, '#4a1e3c'],
          ],
          0.35,
          0.35,
          0.65,
        )}"/>`,
      );
    leaf(art, ax + 130 * u, ay - 175 * u, 90 * u, 60 * u, -60, C.olive);
  } else {
    art.glow(ax, ay, ar, '#ffd070', 0.3);
    panettone(art, ax, ay + 200 * u, 330 * u);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      art.add(
        `<circle cx="${f1(ax + Math.cos(a) * ar * 0.92)}" cy="${f1(ay + Math.sin(a) * ar * 0.92)}" r="${f1(14 * u)}" fill="${i % 2 ? C.gold : '#c0392b'}"/>`,
      );
    }
    art.add(
      `<path d="M${f1(ax)},${f1(ay - 250 * u)} l${f1(18 * u)},${f1(40 * u)} l${f1(44 * u)},${f1(4 * u)} l${f1(-34 * u)},${f1(28 * u)} l${f1(12 * u)},${f1(44 * u)} l${f1(-40 * u)},${f1(-24 * u)} l${f1(-40 * u)},${f1(24 * u)} l${f1(12 * u)},${f1(-44 * u)} l${f1(-34 * u)},${f1(-28 * u)} l${f1(44 * u)},${f1(-4 * u)}Z" fill="${C.gold}"/>`,
    );
  }
  s.defs.push(...art.defs);
  s.add(`<g clip-path="${s.clip(`<circle cx="${f1(ax)}" cy="${f1(ay)}" r="${f1(ar)}"/>`)}">${art.body.join('')}</g>`);
  s.add(`<circle cx="${f1(ax)}" cy="${f1(ay)}" r="${f1(ar)}" fill="none" stroke="${o.accent}" stroke-width="${f1(5 * u)}"/>`);
  // texts
  const words = o.title.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const wd of words) {
    if ((line + ' ' + wd).trim().length > 16 && line) {
      lines.push(line);
      line = wd;
    } else line = (line + ' ' + wd).trim();
  }
  lines.push(line);
  const fs = lines.length > 1 ? 104 * u : 140 * u;
  lines.forEach((l, i) =>
    s.add(
      `<text x="${f1(w / 2)}" y="${f1(1010 * u + i * fs * 1.05)}" font-family="DejaVu Serif" font-weight="bold" font-size="${f1(fs)}" text-anchor="middle" fill="${ink}">${esc(l)}</text>`,
    ),
  );
  const yb = 1010 * u + (lines.length - 1) * fs * 1.05;
  s.add(
    `<path d="M${f1(w / 2 - 160 * u)},${f1(yb + 60 * u)} H${f1(w / 2 + 160 * u)}" stroke="${o.accent}" stroke-width="${f1(4 * u)}"/><circle cx="${f1(w / 2)}" cy="${f1(yb + 60 * u)}" r="${f1(10 * u)}" fill="${o.accent}"/>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(yb + 140 * u)}" font-family="DejaVu Serif" font-style="italic" font-size="${f1(46 * u)}" text-anchor="middle" fill="${ink}">${esc(o.sub)}</text>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(yb + 225 * u)}" font-family="DejaVu Sans" font-weight="bold" font-size="${f1(50 * u)}" text-anchor="middle" fill="${o.accent}">${esc(o.date)}</text>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(h - 150 * u)}" font-family="DejaVu Serif" font-size="${f1(44 * u)}" letter-spacing="${f1(3 * u)}" text-anchor="middle" fill="${ink}">Bistrot Garbagnate</text>`,
  );
  s.add(
    `<text x="${f1(w / 2)}" y="${f1(h - 100 * u)}" font-family="DejaVu Sans" font-size="${f1(26 * u)}" text-anchor="middle" fill="${ink}" opacity="0.8">Garbagnate Milanese · prenotazione consigliata</text>`,
  );
  return s.finish({ vignette: 0.2, warm: 0.03 });
}

export { F, glassTop, knife, fork, napkin, bokeh };

export function freshPasta(w: number, h: number, seed: string): Scene {
  const s = new Scene(w, h, rng(seed));
  surface(s, 'board');
  const r = s.r;
  const u = h / 1000;
  for (let i = 0; i < 14; i++)
    s.add(
      `<ellipse cx="${f1(r.range(0, w))}" cy="${f1(r.range(0, h))}" rx="${f1(r.range(80, 220) * u)}" ry="${f1(r.range(50, 120) * u)}" fill="#fffaf0" opacity="${f1(r.range(0.15, 0.35))}" filter="${s.blur(20 * u)}"/>`,
    );
  specks(s, w / 2, h / 2, w * 0.6, 900, '#fffaf0', 2 * u, 0.8);
  // flour well with eggs
  const fx = w * 0.27;
  const fy = h * 0.42;
  s.add(
    `<circle cx="${f1(fx)}" cy="${f1(fy)}" r="${f1(280 * u)}" fill="${s.rad([
      [0, '#fffaf0', 0],
      [0.45, '#fffaf0', 1],
      [0.75, '#f6efe0', 1],
      [1, '#f6efe0', 0],
    ])}"/>`,
  );
  s.add(
    `<circle cx="${f1(fx)}" cy="${f1(fy)}" r="${f1(130 * u)}" fill="${s.rad([
      [0, '#f3e4c0'],
      [1, '#e8d8b0'],
    ])}"/>`,
  );
  for (const [dx, dy] of [
    [-35, -20],
    [40, 10],
    [-5, 45],
  ] as const) {
    s.add(`<ellipse cx="${f1(fx + dx * u)}" cy="${f1(fy + dy * u)}" rx="${f1(62 * u)}" ry="${f1(55 * u)}" fill="#fffbe8" opacity="0.85"/>`);
    s.add(
      `<circle cx="${f1(fx + dx * u)}" cy="${f1(fy + dy * u)}" r="${f1(30 * u)}" fill="${s.rad(
        [
          [0, '#ffc83a'],
          [0.8, '#f29a10'],
          [1, '#d87a08'],
        ],
        0.4,
        0.4,
        0.6,
      )}"/><ellipse cx="${f1(fx + dx * u - 9 * u)}" cy="${f1(fy + dy * u - 10 * u)}" rx="${f1(9 * u)}" ry="${f1(5 * u)}" fill="#fff" opacity="0.8"/>`,
    );
  }
  // egg shells
  for (const [ex, ey] of [
    [0.08, 0.8],
    [0.14, 0.86],
  ] as const)
    s.add(
      `<path d="M${f1(w * ex - 40 * u)},${f1(h * ey)} a${f1(40 * u)},${f1(32 * u)} 0 0 0 ${f1(80 * u)},0 l-12,-8 -10,8 -12,-8 -12,8 -12,-8 -10,8Z" fill="${s.rad(
        [
          [0, '#f7e2c6'],
          [1, '#c89a6a'],
        ],
      )}"/>`,
    );
  // pasta sheet on the right
  const sd = blob(r, w * 0.72, h * 0.45, 330 * u, 250 * u, 0.06, 14, 0.15);
  s.shadow(sd, 8, 14, 10, 0.3);
  s.add(
    `<path d="${sd}" fill="${s.rad(
      [
        [0, '#fbe4a4'],
        [0.8, '#f2d084'],
        [1, '#e2b864'],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>`,
  );
  specks(s, w * 0.72, h * 0.45, 280 * u, 120, '#fffaf0', 2.2 * u, 0.8);
  // cut tagliatelle strips at the sheet's edge
  for (let i = 0; i < 10; i++) {
    const x = w * 0.58 + i * 26 * u;
    s.add(
      `<path d="M${f1(x)},${f1(h * 0.68)} q${f1(12 * u)},${f1(80 * u)} ${f1(-4 * u)},${f1(170 * u)}" stroke="#f0cd80" stroke-width="${f1(18 * u)}" fill="none" stroke-linecap="round"/><path d="M${f1(x - 4 * u)},${f1(h * 0.68)} q${f1(12 * u)},${f1(80 * u)} ${f1(-4 * u)},${f1(170 * u)}" stroke="#fff6d8" stroke-width="${f1(3 * u)}" fill="none" opacity="0.6"/>`,
    );
  }
  // rolling pin across the top right
  s.add(
    `<g transform="rotate(-8 ${f1(w * 0.7)} ${f1(h * 0.12)})"><rect x="${f1(w * 0.42 + 12)}" y="${f1(h * 0.1 + 20)}" width="${f1(w * 0.56)}" height="${f1(70 * u)}" rx="${f1(35 * u)}" fill="#000" opacity="0.35" filter="${s.blur(12)}"/><rect x="${f1(w * 0.42)}" y="${f1(h * 0.1)}" width="${f1(w * 0.56)}" height="${f1(70 * u)}" rx="${f1(35 * u)}" fill="${s.lin(
      [
        [0, '#f0d2a2'],
        [0.35, '#e2b47a'],
        [1, '#a8743e'],
      ],
    )}"/></g>`,
  );
  // pastry wheel
  s.add(
    `<g ${tr(w * 0.9, h * 0.82, -30)}><rect x="-8" y="0" width="16" height="${f1(150 * u)}" rx="6" fill="#6b4f2e"/><circle r="${f1(38 * u)}" fill="#c8c4bc" stroke="#8a8680" stroke-width="4"/></g>`,
  );
  sageLeaves(s, w * 0.45, h * 0.9, 90 * u, 30);
  return s.finish({ vignette: 0.38 });
}
