// Generates every illustrated photo of the site as WebP and writes the typed
// manifest web/src/content/photos.ts. Deterministic: run `npm run images`.
import type { Photo } from '../../web/src/content/photo-types.ts';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { C, type Scene, esc, f1 } from './lib.ts';
import { type Dish, dishScene } from './dishes.ts';
import { room } from './rooms.ts';
import * as S from './scenes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'web', 'public', 'images');
const manifestPath = join(root, 'web', 'src', 'content', 'photos.ts');

type Aspect = '16:10' | '4:3' | '1:1' | '4:5' | '3:4' | 'og';
const ASPECT: Record<Aspect, { w: number; h: number; widths: number[] }> = {
  '16:10': { w: 1600, h: 1000, widths: [800, 1600] },
  '4:3': { w: 1200, h: 900, widths: [600, 1200] },
  '1:1': { w: 1200, h: 1200, widths: [600, 1200] },
  '4:5': { w: 1200, h: 1500, widths: [600, 1200] },
  '3:4': { w: 1200, h: 1600, widths: [600, 1200] },
  og: { w: 1200, h: 630, widths: [1200] },
};
// byte budgets per width
const BUDGET: Record<number, number> = { 600: 40_000, 800: 60_000, 1200: 100_000, 1600: 130_000 };

type Meta = { alt: string; title?: string; caption?: string; description?: string };
type Job = { slot: string; name: string; aspect: Aspect; draw: (w: number, h: number) => Scene; meta: Meta };

const jobs: Job[] = [];
function job(slot: string, name: string, aspect: Aspect, draw: (w: number, h: number) => Scene, meta: Meta): Job {
  const j = { slot, name, aspect, draw, meta };
  jobs.push(j);
  return j;
}
const dish =
  (d: Dish, seed: string, lay = {}) =>
  (w: number, h: number) =>
    dishScene(d, w, h, seed, lay);

// ---------------------------------------------------------------- scenes
const eveningRoom =
  (seed: string, extra = {}) =>
  (w: number, h: number) =>
    room(w, h, seed, extra).finish({ vignette: 0.45 });
const dayRoom =
  (seed: string, extra = {}) =>
  (w: number, h: number) =>
    room(w, h, seed, { night: false, back: 'windows', left: 'windows', right: 'frames', ...extra }).finish({ vignette: 0.3 });

// slideshow
const slideshow = [
  job(
    'slideshow',
    'sala-sera',
    '16:10',
    eveningRoom('slide-sala', {
      tables: [
        [-2.1, 4.4],
        [2.1, 4.8],
        [-2.1, 6.8],
        [2.1, 7.2],
        [-2.1, 9.2],
        [2.1, 9.6],
      ],
    }),
    {
      alt: 'La sala del bistrot di sera, con lampade calde e tavoli apparecchiati',
    },
  ),
  job(
    'slideshow',
    'risotto',
    '16:10',
    dish('risotto', 'slide-risotto', { x: 0.5, y: 0.5, scale: 1.05, surface: 'slate', napkin: C.terracotta, alt: true }),
    {
      alt: 'Risotto alla milanese visto dall’alto, giallo zafferano con foglia d’oro',
    },
  ),
  job('slideshow', 'pasta-fresca', '16:10', (w, h) => S.freshPasta(w, h, 'slide-pasta'), {
    alt: 'Pasta fresca fatta a mano: fontana di farina, uova, mattarello e sfoglia',
  }),
  job('slideshow', 'aperitivo', '16:10', (w, h) => S.still('aperitivo', w, h, 'slide-aperitivo'), {
    alt: 'Aperitivo al bancone del bar: spritz, olive e calici',
  }),
];

// kitchen
const kitchenList: [Dish, string, string, string][] = [
  ['tagliatelle', 'tagliatelle-al-ragu', 'Tagliatelle al ragù', 'Tagliatelle tirate a mano con ragù di manzo cotto lentamente per ore.'],
  [
    'risotto',
    'risotto-alla-milanese',
    'Risotto alla milanese',
    'Carnaroli mantecato con zafferano, burro e Parmigiano, servito con foglia d’oro.',
  ],
  [
    'cotoletta',
    'cotoletta-alla-milanese',
    'Cotoletta alla milanese',
    'Costoletta di vitello con l’osso, impanata e dorata nel burro chiarificato.',
  ],
  [
    'ossobuco',
    'ossobuco-con-gremolata',
    'Ossobuco con gremolata',
    'Stinco di vitello brasato, gremolata di limone e prezzemolo, risotto giallo.',
  ],
  ['ravioli', 'ravioli-burro-e-salvia', 'Ravioli burro e salvia', 'Ravioli di ricotta e spinaci con burro nocciola e salvia croccante.'],
  ['tiramisu', 'tiramisu', 'Tiramisù', 'Savoiardi al caffè, crema al mascarpone e cacao amaro, come da tradizione.'],
  ['nidi', 'nidi-di-pasta-fresca', 'Nidi di pasta fresca', 'Tagliatelle all’uovo appena tirate, pronte per la cottura.'],
  ['tagliere', 'tagliere-salumi-e-formaggi', 'Tagliere di salumi e formaggi', 'Salumi e formaggi lombardi con miele, noci e pane caldo.'],
  ['branzino', 'branzino-al-forno', 'Branzino al forno', 'Branzino intero al forno con patate, limone ed erbe aromatiche.'],
];
const kitchen = kitchenList.map(([d, name, title, description]) =>
  job('kitchen', name, '4:3', dish(d, `kitchen-${d}`), {
    alt: `Il piatto di ${title[0]!.toLowerCase()}${title.slice(1)} visto dall’alto`,
    title,
    description,
  }),
);

// location
const location = [
  job(
    'location',
    'camino',
    '4:3',
    eveningRoom('loc-camino', {
      depth: 8,
      tables: [
        [-1.9, 4.6],
        [1.9, 5.0],
      ],
      right: 'frames',
    }),
    { alt: 'Il camino acceso nella sala', caption: 'Camino accogliente' },
  ),
  job(
    'location',
    'corridoio',
    '4:3',
    eveningRoom('loc-corr', {
      hw: 1.25,
      depth: 14,
      tables: [],
      runner: true,
      back: 'arch',
      left: 'frames',
      right: 'sconces',
      beams: false,
    }),
    { alt: 'Corridoio con tappeto, quadri e applique', caption: 'Corridoio elegante' },
  ),
  job('location', 'esterno-sera', '4:3', (w, h) => S.facade(w, h, 'loc-ext', { night: true }), {
    alt: 'La facciata del ristorante di sera',
    caption: 'Esterno del ristorante',
  }),
  job('location', 'interno', '4:3', dayRoom('loc-int', { back: 'fireplace', left: 'windows', right: 'frames' }), {
    alt: 'La sala di giorno con i tavoli apparecchiati',
    caption: 'Interno raffinato',
  }),
  job('location', 'esterno-giorno', '4:3', (w, h) => S.facade(w, h, 'loc-day', { night: false }), {
    alt: 'La facciata del ristorante di giorno con il dehors',
    caption: 'Esterno di giorno',
  }),
  job(
    'location',
    'vista',
    '4:3',
    dayRoom('loc-vista', {
      camX: 1.2,
      back: 'bar',
      left: 'windows',
      right: 'shelves',
      tables: [
        [-2.1, 4.2],
        [0.2, 5.4],
        [-2.1, 7.0],
        [0.2, 8.2],
      ],
    }),
    { alt: 'Vista della sala verso il bancone del bar', caption: 'Vista del ristorante' },
  ),
  job('location', 'dettagli', '4:3', (w, h) => S.still('details', w, h, 'loc-dett'), {
    alt: 'Dettaglio di un tavolo apparecchiato con fiori e calici',
    caption: 'Dettagli degli interni',
  }),
  job(
    'location',
    'ambiente',
    '4:3',
    eveningRoom('loc-amb', {
      back: 'bar',
      right: 'shelves',
      tables: [
        [-2.1, 4.4],
        [2.1, 4.8],
        [-2.1, 7.0],
      ],
    }),
    { alt: 'La sala con il bancone del bar sullo sfondo', caption: 'Ambiente elegante' },
  ),
  job('location', 'atmosfera', '4:3', (w, h) => S.still('tableCandle', w, h, 'loc-atm'), {
    alt: 'Tavolo a lume di candela',
    caption: 'Atmosfera raffinata',
  }),
];
const locationHero = job('location', 'facciata-sera', '16:10', (w, h) => S.facade(w, h, 'loc-hero', { night: true, lights: true }), {
  alt: 'La facciata del bistrot di sera con il piccolo dehors',
});

// about
const aboutHero = job('about', 'sala-ingresso', '16:10', dayRoom('about-hero', { doorFrame: true, back: 'fireplace' }), {
  alt: 'La sala vista dall’ingresso',
});
const aboutChef = job('about', 'chef', '4:5', (w, h) => S.chef(w, h, 'about-chef'), {
  alt: 'Lo chef al passe in giacca bianca e grembiule',
});
const aboutGrid = [
  job('about', 'impasto', '1:1', (w, h) => S.kneading(w, h, 'about-knead'), {
    alt: 'Mani che impastano la pasta sulla spianatoia infarinata',
  }),
  job('about', 'cantina', '1:1', (w, h) => S.cellar(w, h, 'about-cellar'), { alt: 'Gli scaffali della cantina dei vini' }),
  job('about', 'tavola', '1:1', (w, h) => S.still('tableCandle', w, h, 'about-table'), { alt: 'Una tavola apparecchiata con candela' }),
  job('about', 'erbe', '1:1', (w, h) => S.herbs(w, h, 'about-herbs'), { alt: 'Erbe fresche: basilico, salvia e rosmarino' }),
];

// dishes
const mare = (
  [
    ['vongole', 'spaghetti-alle-vongole', 'Spaghetti alle vongole'],
    ['frutti', 'risotto-ai-frutti-di-mare', 'Risotto ai frutti di mare'],
    ['branzino', 'branzino-al-forno', 'Branzino al forno'],
  ] as const
).map(([d, n, t]) =>
  job('dishes', n, '4:3', dish(d, `mare-${d}`, d === 'branzino' ? { alt: true, surface: 'slate', napkin: C.sand } : { alt: true }), {
    alt: `Il piatto di ${t[0]!.toLowerCase()}${t.slice(1)} visto dall’alto`,
    title: t,
  }),
);
const montagna = (
  [
    ['pizzoccheri', 'pizzoccheri', 'Pizzoccheri'],
    ['polenta', 'polenta-e-funghi-porcini', 'Polenta e funghi porcini'],
    ['brasato', 'brasato-al-barolo', 'Brasato al Barolo'],
  ] as const
).map(([d, n, t]) =>
  job('dishes', n, '4:3', dish(d, `monti-${d}`), { alt: `Il piatto di ${t[0]!.toLowerCase()}${t.slice(1)} visto dall’alto`, title: t }),
);

// events
const posterMeta = (title: string, date: string) => ({ alt: `Locandina: ${title}, ${date}` });
const jazz = {
  photos: [
    job('events', 'jazz-sax', '4:3', (w, h) => S.still('sax', w, h, 'ev-sax'), { alt: 'Sassofono e candele su un tavolo' }),
    job(
      'events',
      'jazz-palco',
      '4:3',
      eveningRoom('ev-stage', {
        back: 'stage',
        depth: 9,
        tables: [
          [-2.2, 4.4],
          [2.2, 4.8],
        ],
        beams: false,
        pendants: false,
      }),
      { alt: 'Il piccolo palco con pianoforte e contrabbasso' },
    ),
    job('events', 'jazz-tavolo', '4:3', (w, h) => S.still('nightTable', w, h, 'ev-night'), { alt: 'Un tavolo apparecchiato di sera' }),
  ],
  poster: job(
    'events',
    'jazz-locandina',
    '3:4',
    (w, h) =>
      S.poster(w, h, 'p-jazz', {
        title: 'Serata Jazz',
        sub: 'Musica dal vivo e cena',
        date: 'Venerdì 11 dicembre · ore 20:30',
        accent: C.saffron,
        bg: C.ink,
        art: 'sax',
      }),
    posterMeta('Serata Jazz', 'venerdì 11 dicembre ore 20:30'),
  ),
};
const vini = {
  photos: [
    job('events', 'vini-calici', '4:3', (w, h) => S.still('wines', w, h, 'ev-wines'), { alt: 'Calici e bottiglie di vini lombardi' }),
    job('events', 'vini-sommelier', '4:3', (w, h) => S.still('pouring', w, h, 'ev-pour'), { alt: 'Il sommelier versa il vino nel calice' }),
    job('events', 'vini-formaggi', '4:3', (w, h) => S.cheesePairing(w, h, 'ev-cheese'), { alt: 'Abbinamento di formaggi e vini' }),
  ],
  poster: job(
    'events',
    'vini-locandina',
    '3:4',
    (w, h) =>
      S.poster(w, h, 'p-vini', {
        title: 'Degustazione di vini lombardi',
        sub: 'Valtellina, Franciacorta, Oltrepò',
        date: 'Giovedì 14 gennaio · ore 19:30',
        accent: C.wine,
        bg: C.cream,
        art: 'wine',
      }),
    posterMeta('Degustazione di vini lombardi', 'giovedì 14 gennaio ore 19:30'),
  ),
};
const natale = {
  photos: [
    job('events', 'natale-tavola', '4:3', (w, h) => S.still('xmasTable', w, h, 'ev-xmas'), { alt: 'La tavola apparecchiata per Natale' }),
    job(
      'events',
      'natale-camino',
      '4:3',
      eveningRoom('ev-fire', {
        depth: 7.5,
        christmas: true,
        tables: [
          [-2.0, 4.4],
          [2.0, 4.6],
        ],
      }),
      { alt: 'Il camino decorato per le feste' },
    ),
    job('events', 'natale-panettone', '4:3', (w, h) => S.still('panettone', w, h, 'ev-panettone'), {
      alt: 'Panettone artigianale con una fetta servita',
    }),
  ],
  poster: job(
    'events',
    'natale-locandina',
    '3:4',
    (w, h) =>
      S.poster(w, h, 'p-natale', {
        title: 'Cena della Vigilia',
        sub: 'Menù di mare della tradizione',
        date: 'Giovedì 24 dicembre · ore 20:00',
        accent: C.gold,
        bg: C.wine,
        art: 'xmas',
      }),
    posterMeta('Cena della Vigilia', 'giovedì 24 dicembre ore 20:00'),
  ),
};

// galleries
const laSala = [
  job('galleries', 'sala-sera', '4:3', eveningRoom('gal-sala', { camX: -0.8 }), {
    alt: 'La sala di sera',
    caption: 'La sala a lume di candela',
  }),
  job('galleries', 'dehors', '4:3', (w, h) => S.facade(w, h, 'gal-dehors', { night: false, zoom: 1.35 }), {
    alt: 'Il dehors davanti al ristorante',
    caption: 'Il dehors sotto le tende',
  }),
  job('galleries', 'bar', '4:3', eveningRoom('gal-bar', { back: 'bar', depth: 7.5, tables: [[-2.2, 4.0]], right: 'shelves' }), {
    alt: 'Il bancone del bar con le bottiglie',
    caption: 'Il bar per l’aperitivo',
  }),
  job(
    'galleries',
    'camino',
    '4:3',
    eveningRoom('gal-fire', {
      depth: 6.5,
      tables: [
        [-2.0, 4.0],
        [2.0, 4.2],
      ],
      left: 'frames',
      right: 'windows',
    }),
    { alt: 'Il camino acceso', caption: 'Il camino in inverno' },
  ),
  job('galleries', 'dettagli', '4:3', (w, h) => S.still('details', w, h, 'gal-dett'), {
    alt: 'Fiori freschi e calici sul tavolo',
    caption: 'Fiori freschi su ogni tavolo',
  }),
  job('galleries', 'sala-giorno', '4:3', dayRoom('gal-day', { camX: 0.9, back: 'windows' }), {
    alt: 'La sala luminosa a pranzo',
    caption: 'La sala a pranzo',
  }),
];
const piatti = (
  [
    ['risotto', 'risotto', 'Risotto alla milanese', { surface: 'darkwood', napkin: C.terracotta, alt: true }],
    ['tagliatelle', 'tagliatelle', 'Tagliatelle al ragù', { surface: 'linen', napkin: C.olive }],
    ['cotoletta', 'cotoletta', 'Cotoletta alla milanese', { surface: 'marble', napkin: C.wine, alt: true }],
    ['ossobuco', 'ossobuco', 'Ossobuco con risotto giallo', { surface: 'darkwood', napkin: C.sand }],
    ['tiramisu', 'tiramisu', 'Tiramisù della casa', { surface: 'darkwood' }],
    ['tagliere', 'tagliere', 'Tagliere lombardo', { surface: 'wood' }],
  ] as const
).map(([d, n, caption, lay]) =>
  job('galleries', `piatto-${n}`, '4:3', dish(d, `gal-${d}`, lay), { alt: `${caption} impiattato`, caption }),
);

// heroes
const heroes = {
  menu: job('heroes', 'menu', '16:10', (w, h) => S.menuTable(w, h, 'hero-menu'), {
    alt: 'Il menù sul tavolo con posate e un calice di vino rosso',
  }),
  eventi: job('heroes', 'eventi', '16:10', (w, h) => S.toast(w, h, 'hero-eventi'), {
    alt: 'Un brindisi con i calici durante una serata di festa, sotto le luci sospese',
  }),
  galleria: job(
    'heroes',
    'galleria',
    '16:10',
    eveningRoom('hero-gal', {
      back: 'frames',
      depth: 7,
      tables: [
        [-2.3, 4.2],
        [2.3, 4.4],
      ],
      night: false,
      left: 'frames',
      right: 'frames',
    }),
    { alt: 'Una parete di fotografie incorniciate' },
  ),
  contatti: job('heroes', 'contatti', '16:10', (w, h) => S.entrance(w, h, 'hero-contatti'), {
    alt: 'La porta d’ingresso con il numero civico e una bicicletta',
  }),
  cucina: job(
    'heroes',
    'cucina',
    '16:10',
    (w, h) =>
      room(w, h, 'hero-cucina', {
        back: 'kitchen',
        depth: 6.5,
        tables: [],
        night: false,
        left: 'shelves',
        right: 'plain',
        wall: '#e8dfcc',
        floor: '#8a7a6a',
        beams: true,
      }).finish({ vignette: 0.3 }),
    { alt: 'La cucina a vista con le pentole di rame' },
  ),
};

// og
const og = job(
  'og',
  'bistrot-garbagnate',
  'og',
  (w, h) => {
    const s = room(w, h, 'og', { focal: 0.7, horizon: 0.5 });
    s.add(
      `<rect width="${w}" height="${h}" fill="${s.lin([
        [0, '#120a06', 0.1],
        [0.5, '#120a06', 0.45],
        [1, '#120a06', 0.75],
      ])}"/>`,
    );
    s.add(
      `<text x="${f1(w / 2)}" y="${f1(h * 0.5)}" font-family="DejaVu Serif" font-size="92" text-anchor="middle" fill="${C.cream}">${esc('Bistrot Garbagnate')}</text>`,
    );
    s.add(`<path d="M${f1(w / 2 - 120)},${f1(h * 0.58)} H${f1(w / 2 + 120)}" stroke="${C.saffron}" stroke-width="3"/>`);
    s.add(
      `<text x="${f1(w / 2)}" y="${f1(h * 0.67)}" font-family="DejaVu Serif" font-style="italic" font-size="34" text-anchor="middle" fill="${C.sand}">${esc('Cucina milanese e pasta fresca · Garbagnate Milanese')}</text>`,
    );
    return s.finish({ vignette: 0.3 });
  },
  { alt: 'Bistrot Garbagnate: la sala del ristorante di sera' },
);

// ---------------------------------------------------------------- render
async function render(j: Job): Promise<Photo> {
  const a = ASPECT[j.aspect];
  const svg = j.draw(a.w, a.h).toString();
  const png = await sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();
  const dir = join(outDir, j.slot);
  await mkdir(dir, { recursive: true });
  const files: { w: number; url: string; h: number }[] = [];
  for (const width of a.widths) {
    const height = Math.round((a.h * width) / a.w);
    const budget = j.aspect === 'og' ? 90_000 : BUDGET[width]!;
    let q = 76;
    let buf: Buffer;
    for (;;) {
      buf = await sharp(png).resize(width, height, { kernel: 'lanczos3' }).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
      if (buf.length <= budget || q <= 56) break;
      q -= 4;
    }
    const file = `${j.name}-${width}.webp`;
    await writeFile(join(dir, file), buf);
    files.push({ w: width, h: height, url: `/images/${j.slot}/${file}` });
    console.log(`${j.slot}/${file}`.padEnd(48), `q${q}`.padEnd(4), `${(buf.length / 1024).toFixed(1)} KB`);
  }
  const largest = files[files.length - 1]!;
  return {
    src: files[0]!.url,
    srcSet: files.map((f) => `${f.url} ${f.w}w`).join(', '),
    width: largest.w,
    height: largest.h,
    ...j.meta,
  };
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (!only) await rm(outDir, { recursive: true, force: true });
  const done = new Map<Job, Photo>();
  const queue = jobs.filter((j) => !only || j.name.includes(only) || j.slot === only);
  const workers = Array.from({ length: 4 }, async () => {
    for (let j = queue.shift(); j; j = queue.shift()) done.set(j, await render(j));
  });
  await Promise.all(workers);
  if (only) return;
  const P = (j: Job) => done.get(j)!;
  const manifest = {
    slideshow: slideshow.map(P),
    kitchen: kitchen.map(P),
    location: location.map(P),
    locationHero: P(locationHero),
    about: { hero: P(aboutHero), chef: P(aboutChef), grid: aboutGrid.map(P) },
    dishes: { mare: mare.map(P), montagna: montagna.map(P) },
    events: {
      'serata-jazz': { photos: jazz.photos.map(P), poster: P(jazz.poster) },
      'degustazione-vini': { photos: vini.photos.map(P), poster: P(vini.poster) },
      'cena-di-natale': { photos: natale.photos.map(P), poster: P(natale.poster) },
    },
    galleries: { 'la-sala': laSala.map(P), 'i-nostri-piatti': piatti.map(P) },
    heroes: Object.fromEntries(Object.entries(heroes).map(([k, j]) => [k, P(j)])),
    og: P(og),
  };
  const ts = `// web/src/content/photos.ts — generated by scripts/images/make.ts; do not edit by hand.
// Illustrations drawn as SVG and rendered to WebP. Regenerate with \`npm run images\`.
import type { PhotoManifest } from './photo-types';

export type { Photo } from './photo-types';

export const photos = ${JSON.stringify(manifest, null, 2)} as const satisfies PhotoManifest;
`;
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, ts);
  console.log(`\n${done.size} images, manifest written to web/src/content/photos.ts`);
}

await main();
