// The demo content a fresh `npm start` shows: a believable menu, featured dishes, events and
// galleries, in Italian with each text's English beside it (the `En` columns, docs/decisions/
// 024-languages.md), with the project's own photos (web/public/images). It is applied by
// scripts/seed.ts only to an empty database, and only once: see demoSeedStatements().
import { ALLERGEN_CODES, DIET_CODES, inListOrder } from '../domain/allergen-codes.ts';
import type { DishFacts } from '../domain/allergens.ts';
import { italyLocalToIso } from '../domain/event-dates.ts';
import { eventDescription } from '../domain/albums/schemas.ts';
import { todayInItaly } from '../domain/italy-clock.ts';
import { photos, type Photo } from '../web/src/content/photos.ts';
import { type Destination, type DishTexts, MENU, OWN_DISH_TEXTS } from './demo-menu.ts';

/** The largest file of a photo: the pages derive the smaller sizes from its name. */
const url = (photo: Photo) => photo.srcSet.split(',').at(-1)!.trim().split(' ')[0]!;

/** A featured dish's words and facts: the menu's dish of that name, or its own. */
function featuredTexts(destination: Destination, name: string): DishTexts {
  for (const section of MENU[destination]) {
    const item = section.items.find(([itemName]) => itemName === name);
    if (item) return [item[1], item[3], item[4]];
  }
  const own = OWN_DISH_TEXTS[name];
  if (!own) throw new Error(`The featured dish ${name} is neither on the menu nor given its own words`);
  return own;
}

/** A dish's facts as the columns hold them. */
const factColumns = (facts: DishFacts) => ({
  // In the lists' own order, as the Worker stores what the owner ticks.
  allergens: JSON.stringify(inListOrder(ALLERGEN_CODES, facts.allergens)),
  diets: JSON.stringify(inListOrder(DIET_CODES, facts.diets)),
  frozen: facts.frozen,
});

const EVENTS = [
  {
    slug: 'serata-jazz',
    title: 'Serata Jazz',
    titleEn: 'Jazz Night',
    // The next 11 December at 20:30 (a date that is always to come: see nextOn).
    on: ['12-11', '20:30'],
    content: [
      'Una sera di dicembre con il trio di Marco Rinaldi: standard jazz, bossa nova e qualche sorpresa, a lume di candela.',
      'Il menu della serata accompagna la musica: aperitivo al bancone, tre portate dello chef e un calice di Franciacorta.',
      'Posti limitati: prenota il tuo tavolo chiamandoci o dal modulo nella pagina Contatti.',
    ],
    contentEn: [
      'A December evening with the Marco Rinaldi Trio: jazz standards, bossa nova and a few surprises, by candlelight.',
      'The evening’s menu follows the music: an aperitivo at the bar, three courses from the chef and a glass of Franciacorta.',
      'Places are limited: book your table by phone or with the form on the Contact page.',
    ],
  },
  {
    slug: 'degustazione-vini',
    title: 'Degustazione di vini lombardi',
    titleEn: 'Lombardy wine tasting',
    on: ['01-14', '19:30'],
    content: [
      'Il nostro sommelier vi guida tra sei etichette della Lombardia, dalla Franciacorta alla Valtellina, passando per l’Oltrepò Pavese.',
      'Ogni vino è abbinato a un assaggio della cucina: formaggi d’alpeggio, salumi, un piccolo risotto.',
      'Quota di partecipazione 45 € a persona. Su prenotazione.',
    ],
    contentEn: [
      'Our sommelier guides you through six wines from Lombardy, from Franciacorta to Valtellina by way of the Oltrepò Pavese.',
      'Each wine is paired with a taste of our cooking: cheeses from the Alpine pastures, cured meats, a small risotto.',
      '€45 per person. By reservation only.',
    ],
  },
  {
    slug: 'cena-di-natale',
    title: 'Cena della Vigilia',
    titleEn: 'Christmas Eve Dinner',
    on: ['12-24', '20:00'],
    content: [
      'La Vigilia come a casa, ma senza lavare i piatti: un menu di mare in cinque portate, dal crudo al panettone artigianale.',
      'Il camino acceso, la sala addobbata e un brindisi tutti insieme a mezzanotte.',
      'Menu completo 65 € a persona, bevande escluse. Prenotazione con caparra.',
    ],
    contentEn: [
      'Christmas Eve as it is at home, without the washing-up: a five-course seafood menu, from crudo to an artisan panettone.',
      'The fire lit, the dining room decked out for the season and a toast all together at midnight.',
      'Set menu €65 per person, drinks not included. A deposit secures your booking.',
    ],
  },
] as const;

const GALLERIES = [
  {
    slug: 'la-sala',
    title: 'La Sala',
    description: 'La sala, il camino, il bancone dell’aperitivo e la terrazza d’estate.',
    titleEn: 'The Dining Room',
    descriptionEn: 'The dining room, the fireplace, the aperitivo bar and the terrace in summer.',
  },
  {
    slug: 'i-nostri-piatti',
    title: 'I Nostri Piatti',
    description: 'Alcune delle ricette che escono ogni giorno dalla nostra cucina.',
    titleEn: 'Our Dishes',
    descriptionEn: 'Some of the dishes that leave our kitchen every day.',
  },
] as const;

/** The galleries' photos' captions (photos.galleries, generated) in English: a caption renamed there breaks `tsc` here. */
const CAPTIONS_EN: Record<NonNullable<(typeof photos.galleries)[keyof typeof photos.galleries][number]['caption']>, string> = {
  'La sala a lume di candela': 'The dining room by candlelight',
  'Il dehors sotto le tende': 'The terrace under the awnings',
  'Il bar per l’aperitivo': 'The bar, ready for aperitivo',
  'Il camino in inverno': 'The fireplace in winter',
  'Fiori freschi su ogni tavolo': 'Fresh flowers on every table',
  'La sala a pranzo': 'The dining room at lunchtime',
  'Risotto alla milanese': 'Risotto alla milanese',
  'Tagliatelle al ragù': 'Tagliatelle al ragù',
  'Cotoletta alla milanese': 'Cotoletta alla milanese',
  'Ossobuco con risotto giallo': 'Ossobuco with saffron risotto',
  'Tiramisù della casa': 'House tiramisù',
  'Tagliere lombardo': 'Lombard cured meat and cheese board',
};

/** The next time a month-day and hour come round on Italy's clock, from `now`: an event still to come. */
function nextOn([monthDay, time]: readonly [string, string], now: Date): string {
  const year = Number(todayInItaly(now).slice(0, 4));
  const at = (y: number) => italyLocalToIso(`${y}-${monthDay}T${time}`)!;
  return Date.parse(at(year)) > now.getTime() ? at(year) : at(year + 1);
}

// ---- SQL ----------------------------------------------------------------------------------------

const q = (value: string | number | boolean | null) =>
  value === null
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : typeof value === 'boolean'
        ? value
          ? '1'
          : '0'
        : `'${value.replace(/'/g, "''")}'`;

/** The demo's room: four areas, 40 seats in all, as the site's facts say. */
const ROOM: { area: string; nameEn: string; online: boolean; tables: [name: string, minSeats: number, maxSeats: number][] }[] = [
  {
    area: 'Sala',
    nameEn: 'Dining room',
    online: true,
    tables: [
      ['T1', 1, 2],
      ['T2', 1, 2],
      ['T3', 2, 4],
      ['T4', 2, 4],
      ['T5', 2, 4],
      ['T6', 4, 6],
    ],
  },
  {
    area: 'Camino',
    nameEn: 'Fireplace',
    online: false,
    tables: [
      ['C1', 1, 2],
      ['C2', 2, 4],
    ],
  },
  {
    area: 'Terrazza',
    nameEn: 'Terrace',
    online: true,
    tables: [
      ['E1', 2, 4],
      ['E2', 2, 4],
    ],
  },
  { area: 'Saletta privata', nameEn: 'Private room', online: false, tables: [['P1', 2, 4]] },
];
/** The tables that may be joined: two of four in the room, three for a party of twelve, the terrace's two. */
const JOINABLE = [
  ['T4', 'T5'],
  ['T3', 'T4', 'T5'],
  ['E1', 'E2'],
];

const PENDING = "EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo_seed_pending')";

function insert(table: string, row: Record<string, string | number | boolean | null>, raw: Record<string, string> = {}) {
  const columns = [...Object.keys(row), ...Object.keys(raw)];
  const values = [...Object.values(row).map(q), ...Object.values(raw)];
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} WHERE ${PENDING};`;
}

/**
 * The demo content as SQL statements, safe to run on any database: they insert only when the
 * demo content was never applied there and every content table is empty, so the owner's data is
 * never touched and content the owner deleted never comes back.
 */
export function demoSeedStatements(now: Date = new Date()): string[] {
  const sql: string[] = [
    `INSERT OR IGNORE INTO app_meta (key, value) SELECT 'demo_seed_pending', '1'
      WHERE NOT EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo_seeded')
      ${['menu_settings', 'menu_sections', 'menu_items', 'featured_dishes', 'events', 'galleries'].map((t) => `AND NOT EXISTS (SELECT 1 FROM ${t})`).join(' ')};`.replace(
      /\s+/g,
      ' ',
    ),
    insert('menu_settings', { id: 1, display_type: 'gestito', pdf_images: '[]' }),
  ];

  for (const destination of ['mare', 'montagna'] as const) {
    MENU[destination].forEach((section, s) => {
      sql.push(insert('menu_sections', { title: section.title, title_en: section.titleEn, position: s + 1, destination }));
      section.items.forEach(([name, description, price, facts, [nameEn, descriptionEn]], i) =>
        sql.push(
          insert(
            'menu_items',
            { name, description, name_en: nameEn, description_en: descriptionEn, price, position: i + 1, ...factColumns(facts) },
            { section_id: `(SELECT id FROM menu_sections WHERE title = ${q(section.title)} AND destination = ${q(destination)})` },
          ),
        ),
      );
    });
    const dishPhotos: readonly Photo[] = photos.dishes[destination];
    dishPhotos.forEach((photo, i) => {
      const name = photo.title ?? photo.alt;
      const [description, facts, [nameEn, descriptionEn]] = featuredTexts(destination, name);
      sql.push(
        insert('featured_dishes', {
          name,
          description,
          name_en: nameEn,
          description_en: descriptionEn,
          image: url(photo),
          position: i + 1,
          destination,
          ...factColumns(facts),
        }),
      );
    });
  }

  EVENTS.forEach((event, e) => {
    const media = photos.events[event.slug];
    const content = event.content.join('\n');
    const contentEn = event.contentEn.join('\n');
    sql.push(
      insert('events', {
        title: event.title,
        slug: event.slug,
        description: eventDescription(content),
        content,
        // The English description is derived from the English content, as the Worker derives it (worker/albums/routes.ts).
        title_en: event.titleEn,
        description_en: eventDescription(contentEn),
        content_en: contentEn,
        featured_image: url(media.photos[0]!),
        content_image: url(media.poster),
        // Dated, not described (no event_date_time, nor its English): the pages say the start in
        // each page's language, with its weekday right every year.
        starts_at: nextOn(event.on, now),
        position: e + 1,
      }),
    );
    media.photos.forEach((photo, i) =>
      sql.push(
        insert(
          'event_images',
          { image_url: url(photo), position: i, is_cover: i === 0 },
          { event_id: `(SELECT id FROM events WHERE slug = ${q(event.slug)})` },
        ),
      ),
    );
  });

  GALLERIES.forEach((gallery, g) => {
    sql.push(
      insert('galleries', {
        title: gallery.title,
        slug: gallery.slug,
        description: gallery.description,
        title_en: gallery.titleEn,
        description_en: gallery.descriptionEn,
        position: g + 1,
      }),
    );
    photos.galleries[gallery.slug].forEach((photo, i) =>
      sql.push(
        insert(
          'gallery_images',
          { image_url: url(photo), caption: photo.caption, caption_en: CAPTIONS_EN[photo.caption], position: i, is_cover: i === 0 },
          { gallery_id: `(SELECT id FROM galleries WHERE slug = ${q(gallery.slug)})` },
        ),
      ),
    );
  });

  // The room (docs/product.md#17-the-evening-on-tables): its tables seat the site's 40 covers; the
  // fireplace and the private room are kept for the phone.
  ROOM.forEach(({ area, nameEn, online, tables }, a) => {
    sql.push(insert('areas', { name: area, name_en: nameEn, online, position: a }));
    tables.forEach(([name, minSeats, maxSeats]) =>
      sql.push(
        insert(
          'dining_tables',
          { name, min_seats: minSeats, max_seats: maxSeats, online, position: a * 10 + Number(name.slice(1)) },
          { area_id: `(SELECT id FROM areas WHERE name = ${q(area)})` },
        ),
      ),
    );
  });
  for (const group of JOINABLE) {
    const ids = group.map((name) => `(SELECT id FROM dining_tables WHERE name = ${q(name)})`).join(', ');
    sql.push(insert('table_groups', {}, { table_ids: `json_array(${ids})` }));
  }

  sql.push(
    `INSERT OR IGNORE INTO app_meta (key, value) SELECT 'demo_seeded', datetime('now') WHERE ${PENDING};`,
    "DELETE FROM app_meta WHERE key = 'demo_seed_pending';",
  );
  return sql;
}
