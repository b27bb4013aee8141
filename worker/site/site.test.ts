// The site's own content (docs/product.md#14-the-site-s-own-content): the owner's facts, hours,
// special days, texts and photos; the defaults of a site never edited; hours and bookings that
// never contradict each other; the edge cache emptied by a save; R2 cleaned of replaced photos.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, todayInItaly, weekdayOf } from '#domain/italy-clock';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { scheduleOutsideHours } from '#domain/bookings/bounds';
import { PHOTO_SLOTS } from '#domain/site/photos';
import { TEXT_FIELDS, TEXT_KEYS } from '#domain/site/text-groups';
import { bookingBody, call, json, login, mediaExists, resetState, statementsOf, uploadImage } from '../test/helpers';

beforeEach(resetState);

/** The next date (from tomorrow) on `weekday` (Monday = 0), `weeks` weeks later. */
const nextWeekday = (weekday: number, weeks = 0) => {
  let day = addDays(todayInItaly(), 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return addDays(day, weeks * 7);
};
const availability = async (date: string) => json(await call(`/api/availability?date=${date}&guests=2`));
const putSite = (body: unknown, cookie?: string) => call('/api/site', { method: 'PUT', json: body, cookie });
const CLOSED_THURSDAY = DEFAULT_FACTS.hours.map((day, i) => (i === 3 ? [] : day));

describe('the defaults, on a database that never saw a save', () => {
  it('answers the demo facts, no special days, no texts and no photos', async () => {
    // With the booking schedule's cancellation rule, which the Termini say: the default 24 hours.
    expect(await json(await call('/api/site'))).toEqual({ ...DEFAULT_FACTS, specialDays: [], texts: {}, cancelHoursBefore: 24 });
    expect(await json(await call('/api/site/photos'))).toEqual({});
    expect(await json(await call('/api/special-days'))).toEqual([]);
  });

  it('books only within the published hours, and says when a service open that day is booked by phone', async () => {
    expect(scheduleOutsideHours(DEFAULT_BOOKING_SETTINGS, DEFAULT_FACTS.hours)).toBeNull();
    // Sunday: lunch in the hours, no online booking for it: the form says so, not 'closed'.
    const sunday = await availability(nextWeekday(6));
    expect(sunday.open).toBe(false);
    expect(sunday.message).toMatch(/La domenica siamo aperti \(12:30 – 14:00\), ma si prenota solo per telefono: chiamaci al 02.9957.1234/);
    // Tuesday: dinner online, lunch by phone.
    const tuesday = await availability(nextWeekday(1));
    expect(tuesday.open).toBe(true);
    expect(tuesday.times.map((t: { time: string }) => t.time)).toEqual(['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(tuesday.note).toMatch(/^Il pranzo \(12:30 – 14:00\) si prenota per telefono: chiamaci al 02.9957.1234\.$/);
    // Monday: closed in the hours and in the schedule.
    expect((await availability(nextWeekday(0))).message).toBe('Il lunedì siamo chiusi: scegli un altro giorno');
  });
});

describe('PUT /api/site', () => {
  it('needs the owner', async () => {
    expect((await putSite({ phone: '02 1234 5678' })).status).toBe(401);
  });

  it('saves any subset of the fields, keeps the rest, and the visitors see it at once (cache emptied)', async () => {
    const cookie = await login();
    // A visitor's read fills the edge cache.
    expect((await json(await call('/api/site'))).phone).toBe(DEFAULT_FACTS.phone);
    const res = await putSite({ phone: '02 1234 5678', instagram: '' }, cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = await json(await call('/api/site'));
    expect(seen).toMatchObject({ phone: '02 1234 5678', instagram: '', email: DEFAULT_FACTS.email, hours: DEFAULT_FACTS.hours });
    await putSite({ address: { street: 'Via Roma 1', postalCode: '20024', city: 'Garbagnate Milanese', province: 'mi' } }, cookie);
    expect(await json(await call('/api/site'))).toMatchObject({ phone: '02 1234 5678', address: { street: 'Via Roma 1' } });
  });

  it.each([
    [{ phone: 'chiamami' }, /^Telefono: /],
    [{ whatsapp: 'abc' }, /^WhatsApp: /],
    [{ instagram: 'http://instagram.com/x' }, /^Instagram: .*https:\/\//],
    [{ facebook: 'facebook.com/x' }, /^Facebook: /],
    [
      { hours: DEFAULT_FACTS.hours.map((d, i) => (i === 2 ? [['19:00', '18:00']] : d)) },
      /^Orari di mercoledì: La chiusura deve venire dopo/,
    ],
    [{ hours: DEFAULT_FACTS.hours.map((d, i) => (i === 4 ? [['25:00', '26:00']] : d)) }, /^Orari di venerdì: Orario non valido/],
    [{ hours: DEFAULT_FACTS.hours.slice(0, 6) }, /^Orari: Servono i sette giorni/],
    [
      {
        hours: DEFAULT_FACTS.hours.map((d, i) =>
          i === 1
            ? [
                ['12:00', '15:00'],
                ['14:00', '22:00'],
              ]
            : d,
        ),
      },
      /^Orari di martedì: Il secondo servizio/,
    ],
    [{ vatNumber: '123' }, /^Partita IVA: /],
    [{ seats: 0 }, /^Posti a sedere: /],
    [{ email: 'non-una-mail' }, /^E-mail: /],
    [{ geo: { lat: 91, lng: 9 } }, /^Posizione sulla mappa: /],
    [{ texts: { chefQuote: 'x'.repeat(301) } }, /^Testi: La citazione: Massimo 300 caratteri/],
    [{ texts: { chefTitle: '   ' } }, /^Testi: Titolo: Campo obbligatorio/],
    // A text's English has its Italian's limit, and is named as the Italian is (docs/product.md#15-two-languages).
    [{ texts: { chefQuoteEn: 'x'.repeat(301) } }, /^Testi: La citazione \(inglese\): Massimo 300 caratteri/],
    [{ texts: { nonEsiste: 'x' } }, /^Testi: Campi non previsti/],
    [{ colore: 'rosso' }, /Campi non previsti/],
  ])('refuses %j with an Italian message naming the field, saving nothing', async (body, message) => {
    const cookie = await login();
    const res = await putSite({ name: 'Nuovo nome', ...body }, cookie);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(message);
    expect((await json(await call('/api/site', { cookie }))).name).toBe(DEFAULT_FACTS.name);
  });

  it('keeps texts at every length and character the schema allows', async () => {
    const cookie = await login();
    // Cut only within the BMP run, so no pair is split; the emoji counts two of the limit, as zod counts.
    const texts = Object.fromEntries(
      TEXT_KEYS.map((k) => [k, `«😀${'è"<\n'.repeat(TEXT_FIELDS[k].max)}`.slice(0, TEXT_FIELDS[k].max - 1) + '»']),
    );
    const res = await putSite({ texts }, cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json(await call('/api/site'))).texts;
    for (const k of TEXT_KEYS) expect(saved[k]).toBe(texts[k]!.trim());
    // A later save of one text keeps the others.
    await putSite({ texts: { chefName: '' } }, cookie);
    expect((await json(await call('/api/site'))).texts).toMatchObject({ chefName: '', chefQuote: saved.chefQuote });
  });

  it('closing a day in the hours ends its online bookings; a booking there is listed first, then cancelled with its guest told', async () => {
    const cookie = await login();
    const thursday = nextWeekday(3);
    const booked = await call('/api/reservations', { json: bookingBody({ date: thursday, fillMs: 40_000 }) });
    expect(booked.status).toBe(201);
    const { id } = await json(booked);
    await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'confermata' }, cookie });
    const refused = await putSite({ hours: CLOSED_THURSDAY, phone: '02 1111 2222' }, cookie);
    expect(refused.status).toBe(409);
    expect((await json(refused)).bookings).toMatchObject([{ id, date: thursday, time: '20:00' }]);
    expect((await json(await call('/api/site'))).phone).toBe(DEFAULT_FACTS.phone);
    const saved = await putSite({ hours: CLOSED_THURSDAY, phone: '02 1111 2222', cancelBookings: true }, cookie);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await json(saved)).cancelled).toBe(1);
    const [row] = (await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(id).all<{ status: string }>()).results;
    expect(row!.status).toBe('annullata');
    const mail = (await env.DB.prepare("SELECT text FROM outbox WHERE kind = 'annullata-dal-ristorante'").all<{ text: string }>()).results;
    // The e-mail carries the phone just saved.
    expect(mail[0]!.text).toContain('02 1111 2222');
    expect((await availability(thursday)).message).toBe('Il giovedì siamo chiusi: scegli un altro giorno');
  });
});

describe('the weekly schedule within the hours', () => {
  it('refuses a bookable time outside its day’s service hours, naming the day and the service', async () => {
    const cookie = await login();
    const late = DEFAULT_BOOKING_SETTINGS.week.map((d, i) => (i === 1 ? { ...d, dinner: { times: ['21:30', '22:30'], covers: 40 } } : d));
    const res = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: late }, cookie });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(
      "Martedì, cena (19:00 – 22:00): l'orario 22:30 è fuori dagli orari della cucina. Togli l'orario o cambia gli orari nella scheda Il Sito.",
    );
    const monday = DEFAULT_BOOKING_SETTINGS.week.map((d, i) => (i === 0 ? { ...d, dinner: { times: ['20:00'], covers: 40 } } : d));
    const closed = await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: monday }, cookie });
    expect((await json(closed)).message).toMatch(/^Lunedì la cucina è chiusa/);
  });
});

describe('special days', () => {
  it('opens a Monday holiday with the week’s dinner, within its own hours, and search engines are told', async () => {
    const cookie = await login();
    const monday = nextWeekday(0);
    const res = await call('/api/special-days', {
      json: { date: monday, hours: [['19:30', '21:00']], message: 'Aperti per la festa' },
      cookie,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const day = await availability(monday);
    expect(day.open).toBe(true);
    expect(day.times.map((t: { time: string }) => t.time)).toEqual(['19:30', '20:00', '20:30']);
    expect((await json(await call('/api/site'))).specialDays).toEqual([
      { id: expect.any(Number), date: monday, hours: [['19:30', '21:00']], message: 'Aperti per la festa' },
    ]);
    const page = await (await call('/')).text();
    expect(page).toContain(`"validFrom":"${monday}","validThrough":"${monday}","opens":"19:30","closes":"21:00"`);
    // One per date.
    expect((await call('/api/special-days', { json: { date: monday, hours: [] }, cookie })).status).toBe(409);
  });

  it('lunch only on a Tuesday: no dinner that day, and a dinner booked there is listed before it is cancelled', async () => {
    const cookie = await login();
    const tuesday = nextWeekday(1, 1);
    const { id } = await json(await call('/api/reservations', { json: bookingBody({ date: tuesday, fillMs: 40_000 }) }));
    const body = { date: tuesday, hours: [['12:30', '14:00']], message: 'Solo pranzo' };
    const refused = await call('/api/special-days', { json: body, cookie });
    expect(refused.status).toBe(409);
    expect((await json(refused)).bookings).toMatchObject([{ id }]);
    expect((await call('/api/special-days', { json: { ...body, cancelBookings: true }, cookie })).status).toBe(201);
    expect((await availability(tuesday)).message).toMatch(/^Il .* siamo aperti \(12:30 – 14:00\), ma si prenota solo per telefono/);
    const [special] = await json(await call('/api/special-days'));
    expect((await call(`/api/special-days/${special.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await availability(tuesday)).open).toBe(true);
    expect((await call(`/api/special-days/${special.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it.each([
    [{ date: '2020-01-01', hours: [] }, /^Data: La data è già passata/],
    [{ date: 'domani', hours: [] }, /^Data: /],
    [{ date: addDays(todayInItaly(), 3), hours: [['20:00', '19:00']] }, /^Orari: La chiusura/],
    [{ date: addDays(todayInItaly(), 3), hours: [], message: 'x'.repeat(201) }, /^Messaggio: Massimo 200/],
  ])('refuses %j', async (body, message) => {
    const res = await call('/api/special-days', { json: body, cookie: await login() });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(message);
  });
});

describe('photos', () => {
  const photo = (imageUrl: string | null, alt = 'Una foto della sala', extra: Record<string, unknown> = {}) => ({
    imageUrl,
    alt,
    ...extra,
  });
  const defaults = (n: number) => Array.from({ length: n }, (_, i) => photo(null, `Foto ${i + 1}`));

  it('takes exactly the slot’s photos, each with alt text, and refuses unknown slots and missing files', async () => {
    const cookie = await login();
    const put = (slot: string, photos: unknown[]) => call(`/api/site/photos/${slot}`, { method: 'PUT', json: { photos }, cookie });
    expect((await json(await put('slideshow', defaults(3)))).message).toMatch(/^Foto: .* vuole 4 foto/);
    expect((await put('nessuno', defaults(1))).status).toBe(404);
    expect((await json(await put('og', [photo(null, ' ')]))).message).toMatch(/^Foto 1: Scrivi il testo alternativo/);
    expect((await json(await put('og', [photo('/media/images/non-esiste.webp')]))).message).toMatch(/non c'è più/);
    expect((await json(await put('og', [photo('https://evil.example/x.webp')]))).message).toMatch(
      /^Foto 1: Indirizzo della foto non valido/,
    );
    expect((await call('/api/site/photos/og', { method: 'PUT', json: { photos: defaults(1) } })).status).toBe(401);
  });

  it('replaces the second slide, shows it first in the page’s preload, and removes a replaced file from R2', async () => {
    const cookie = await login();
    const [small, large] = [await uploadImage(cookie), await uploadImage(cookie)];
    const slides = defaults(4);
    slides[1] = photo(large, 'Il nostro dehors', {
      variants: [
        { url: large, width: 1600 },
        { url: small, width: 800 },
      ],
    });
    const res = await call('/api/site/photos/slideshow', { method: 'PUT', json: { photos: slides }, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json(await call('/api/site/photos'))).slideshow;
    expect(saved[1]).toEqual({
      imageUrl: large,
      variants: [
        { url: small, width: 800 },
        { url: large, width: 1600 },
      ],
      alt: 'Il nostro dehors',
      caption: null,
      title: null,
      description: null,
    });
    expect(saved[0].imageUrl).toBeNull();
    // A new hero for the menu page: the document asks for it, not for the drawing.
    const hero = await uploadImage(cookie);
    await call('/api/site/photos/hero-menu', { method: 'PUT', json: { photos: [photo(hero, 'Il menu')] }, cookie });
    const menuPage = await (await call('/menu')).text();
    expect(menuPage).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${hero}"`);
    // Back to the defaults: the files nothing points at go.
    expect((await call('/api/site/photos/slideshow', { method: 'DELETE', cookie })).status).toBe(200);
    expect(await mediaExists(large)).toBe(false);
    expect(await mediaExists(small)).toBe(false);
    expect(await mediaExists(hero)).toBe(true);
    expect(await json(await call('/api/site/photos'))).toEqual({ 'hero-menu': [expect.objectContaining({ imageUrl: hero })] });
  });

  it('keeps where a phone’s slice of the slideshow’s and the top photos stands, and the drawn page shows that slice', async () => {
    const cookie = await login();
    const put = (slot: string, photos: unknown[]) => call(`/api/site/photos/${slot}`, { method: 'PUT', json: { photos }, cookie });
    const slides = defaults(4);
    slides[0] = photo(null, 'La sala di sera', { focus: 0.8 });
    slides[2] = photo(null, 'La pasta', { focus: 0 });
    const res = await put('slideshow', slides);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await json(await call('/api/site/photos'))).slideshow;
    expect(saved.map((p: { focus?: number }) => p.focus)).toEqual([0.8, undefined, 0, undefined]);
    expect(saved[1]).not.toHaveProperty('focus');
    // The first slide is drawn with the page (the others come after it, in the browser).
    expect(await (await call('/')).text()).toContain('object-position:80% 50%');
    expect((await put('hero-location', [photo(null, 'La sala', { focus: 0.25 })])).status).toBe(200);
    expect(await (await call('/location')).text()).toContain('object-position:25% 50%');
    // A slot a phone shows whole keeps none; a place outside the photo is refused.
    const kitchen = await put(
      'kitchen',
      defaults(PHOTO_SLOTS.kitchen.count).map((p) => ({ ...p, focus: 0.2 })),
    );
    expect((await json(kitchen))[0]).not.toHaveProperty('focus');
    for (const focus of [1.5, -0.1, '0.5']) expect((await put('og', [photo(null, 'La sala', { focus })])).status).toBe(400);
  });

  it('keeps only the texts the slot shows (a kitchen photo’s title and description)', async () => {
    const cookie = await login();
    const photos = defaults(PHOTO_SLOTS.kitchen.count).map((p, i) =>
      i === 2 ? { ...p, title: 'Cotoletta', description: 'Con l’osso', caption: 'no' } : p,
    );
    const res = await call('/api/site/photos/kitchen', { method: 'PUT', json: { photos }, cookie });
    expect(res.status).toBe(200);
    expect((await json(res))[2]).toMatchObject({ title: 'Cotoletta', description: 'Con l’osso', caption: null });
  });
});

describe('the documents follow the saved facts', () => {
  it('titles say the saved name, link previews show the owner’s picture, schema.org the saved phone', async () => {
    const cookie = await login();
    const og = await uploadImage(cookie);
    await putSite({ name: 'Trattoria & Co', phone: '02 7777 8888' }, cookie);
    await call('/api/site/photos/og', { method: 'PUT', json: { photos: [{ imageUrl: og, alt: 'La sala' }] }, cookie });
    const page = await (await call('/contatti')).text();
    expect(page).toContain('<title data-brand="Bistrot Garbagnate">Contatti | Trattoria &amp; Co</title>');
    expect(page).toContain(`<meta property="og:image" content="${'https://bistrot.test'}${og}"`);
    expect(page).toContain('"telephone":"+390277778888"');
    expect(page).toContain('"name":"Trattoria \\u0026 Co"');
  });

  it('the Termini say the cancellation rule of the booking schedule, the new one as soon as the owner saves it', async () => {
    const cookie = await login();
    const terms = async () => (await (await call('/termini-servizio')).text()).replace(/<!--.*?-->/g, '');
    expect(await terms()).toContain('Puoi annullare una prenotazione fino a 24 ore prima: ');
    // Kept in the edge cache: the owner's save empties it, as every admin write does.
    await expect.poll(async () => statementsOf(await call('/termini-servizio'))).toBe(0);
    const saved = await json(await call('/api/booking-settings', { cookie }));
    expect((await call('/api/booking-settings', { method: 'PUT', json: { ...saved, cancelHoursBefore: 2 }, cookie })).status).toBe(200);
    expect(await terms()).toContain('Puoi annullare una prenotazione fino a 2 ore prima: ');
    const english = (await (await call('/en/terms-of-service')).text()).replace(/<!--.*?-->/g, '');
    expect(english).toContain('You can cancel a booking up to 2 hours before: ');
  });
});
