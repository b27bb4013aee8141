import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { photoFiles } from '#domain/photo-files';
import { call, create, json, login, mediaExists, resetState, uploadImage, uploadPhoto } from '../test/helpers';

let cookie: string;
beforeEach(async () => {
  await resetState();
  cookie = await login();
});

const post = (path: string, body: unknown) => create(path, body, cookie);
const newEvent = (body: Record<string, unknown> = {}) =>
  post('/api/events', { title: 'Serata Jazz', content: 'Musica dal vivo', featuredImage: '', ...body });
type Img = { id: number; position: number; isCover: boolean; imageUrl: string };
const summary = (images: Img[]) => images.map((i) => [i.id, i.position, i.isCover]);

describe('events', () => {
  it('derive slug and description; empty date text is null', async () => {
    const content = 'Una serata '.repeat(30);
    const event = await newEvent({ title: 'Cena di Natale è già qui!', content, eventDateTime: '', position: 1 });
    expect(event.slug).toBe('cena-di-natale-e-gia-qui');
    // At most 150 characters, cut after a whole word and marked '…' (domain/excerpt.ts).
    expect(event.description).toBe(`${'Una serata '.repeat(13)}Una…`);
    expect([...event.description].length).toBeLessThanOrEqual(150);
    expect(event.eventDateTime).toBeNull();
    expect(event).toMatchObject({ isActive: true, position: 1 });

    const twin = await newEvent({ title: 'Cena di Natale, è già qui' });
    expect(twin.slug).toBe('cena-di-natale-e-gia-qui-2');
    const third = await newEvent({ title: 'Cena di Natale è già qui' });
    expect(third.slug).toBe('cena-di-natale-e-gia-qui-3');

    // The description follows the content on every save, even if the client sends another.
    const res = await call(`/api/events/${event.id}`, { method: 'PUT', json: { content: 'Nuovo testo', description: 'ignorata' }, cookie });
    expect(await json(res)).toMatchObject({ description: 'Nuovo testo', slug: 'cena-di-natale-e-gia-qui' });
    const renamed = await json(await call(`/api/events/${event.id}`, { method: 'PUT', json: { title: 'Capodanno' }, cookie }));
    expect(renamed.slug).toBe('capodanno');
    const fetched = await json(await call('/api/events/slug/capodanno'));
    expect(fetched).toMatchObject({ id: event.id, title: 'Capodanno' });
  });

  it('cut the description at a word within 150 characters, with …, never in the middle of a word or an emoji', async () => {
    const content = 'Una serata di musica dal vivo con il trio Bassi e degustazione di vini naturali del Piemonte, '.repeat(3);
    const event = await newEvent({ content });
    expect(event.description).toBe(
      'Una serata di musica dal vivo con il trio Bassi e degustazione di vini naturali del Piemonte, Una serata di musica dal vivo con il trio Bassi e…',
    );
    expect((await newEvent({ content: `${'a'.repeat(147)} 😀 e poi altro` })).description).toBe(`${'a'.repeat(147)} 😀…`);
    // A content that fits is the description whole, with no mark.
    expect((await newEvent({ content: 'Musica dal vivo.' })).description).toBe('Musica dal vivo.');
  });

  it('take titles of every length the schema allows, on create and on rename', async () => {
    // A slug of 49+ characters once made D1 refuse the LIKE that looked for clashes (a 500).
    const long = 'Cena di Natale con menu degustazione e musica dal vivo';
    const first = await newEvent({ title: long });
    expect(first.slug).toBe('cena-di-natale-con-menu-degustazione-e-musica-dal-vivo');
    expect((await newEvent({ title: long })).slug).toBe(`${first.slug}-2`);
    const longest = `${'Serata '.repeat(28)}Jazz`.slice(0, 200);
    const renamed = await call(`/api/events/${first.id}`, { method: 'PUT', json: { title: longest }, cookie });
    expect(renamed.status).toBe(200);
    const { slug } = await json(renamed);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect((await newEvent({ title: longest })).slug).toBe(`${slug}-2`);
    // Saving the same long title again keeps the address.
    expect(
      (await json(await call(`/api/events/${first.id}`, { method: 'PUT', json: { title: longest, content: 'altro' }, cookie }))).slug,
    ).toBe(slug);
    const gallery = await call('/api/galleries', { json: { title: long }, cookie });
    expect(gallery.status).toBe(201);
    expect((await json(await call('/api/galleries', { json: { title: long }, cookie }))).slug).toBe(`${first.slug}-2`);
  });

  it('created in parallel with one title get distinct slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('/api/events', { json: { title: 'Serata Jazz', content: 'x' }, cookie })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(results.map(async (r) => (await json(r)).slug));
    expect(new Set(slugs).size).toBe(6);
  });

  it('hide inactive events from visitors (404 too), not from the admin', async () => {
    const hidden = await newEvent({ title: 'Privata', isActive: false });
    await newEvent({ title: 'Pubblica', position: 2 });
    await newEvent({ title: 'Prima', position: 1 });
    const list = await json(await call('/api/events'));
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Prima', 'Pubblica']);
    expect((await call('/api/events/slug/privata')).status).toBe(404);
    expect((await call(`/api/events/${hidden.id}/images`)).status).toBe(404);
    expect((await call('/api/events/slug/privata', { cookie })).status).toBe(200);
    expect(await json(await call('/api/events', { cookie }))).toHaveLength(3);
  });
});

describe('photo sets', () => {
  it('first photo is the cover, set-cover leaves exactly one, the list shows the cover', async () => {
    const event = await newEvent();
    const a = await post(`/api/events/${event.id}/images`, { imageUrl: '/img/a.jpg' });
    const b = await post(`/api/events/${event.id}/images`, { imageUrl: '/img/b.jpg', position: 1, isCover: false });
    const c = await post(`/api/events/${event.id}/images`, { imageUrl: '/img/c.jpg' });
    expect([a.isCover, b.isCover, c.isCover]).toEqual([true, false, false]);
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);

    const res = await call(`/api/events/${event.id}/images/${c.id}/cover`, { method: 'PUT', cookie });
    expect(res.status).toBe(200);
    const images = await json<Img[]>(await call(`/api/events/${event.id}/images`));
    expect(summary(images)).toEqual([
      [a.id, 0, false],
      [b.id, 1, false],
      [c.id, 2, true],
    ]);
    const [listed] = await json(await call('/api/events'));
    expect(listed.coverImage).toBe('/img/c.jpg');
  });

  it('gives each listed event its resolved cover: the cover photo, else the featured image, else none', async () => {
    const withImage = await post('/api/events', { title: 'Con foto', content: 'Testo', featuredImage: '/img/f.jpg', position: 1 });
    await post('/api/events', { title: 'Senza foto', content: 'Testo', position: 2 });
    const covers = async () =>
      Object.fromEntries(
        (await json<{ title: string; coverImage: string | null }[]>(await call('/api/events'))).map((e) => [e.title, e.coverImage]),
      );
    expect(await covers()).toEqual({ 'Con foto': '/img/f.jpg', 'Senza foto': null });
    await post(`/api/events/${withImage.id}/images`, { imageUrl: '/img/p.jpg' });
    expect((await covers())['Con foto']).toBe('/img/p.jpg');
  });

  it("an event's main image added as a photo is the photo from then on: no second copy kept as main image", async () => {
    const main = await uploadImage(cookie);
    const other = await uploadImage(cookie);
    const event = await newEvent({ featuredImage: main });
    const read = async () => {
      const listed = (await json<{ id: number; featuredImage: string; coverImage: string | null }[]>(await call('/api/events'))).find(
        (e) => e.id === event.id,
      )!;
      return { featuredImage: listed.featuredImage, coverImage: listed.coverImage };
    };
    // Another photo leaves the main image as it is.
    const second = await post(`/api/events/${event.id}/images`, { imageUrl: other, isCover: false });
    expect(await read()).toEqual({ featuredImage: main, coverImage: other });
    await call(`/api/event-images/${second.id}`, { method: 'DELETE', cookie });
    expect(await read()).toEqual({ featuredImage: main, coverImage: main });

    // The main image joins the set (as its cover): the event holds it once, as a photo.
    const joined = await post(`/api/events/${event.id}/images`, { imageUrl: main, position: 0, isCover: true });
    expect(await read()).toEqual({ featuredImage: '', coverImage: main });
    // Deleting that photo deletes the picture: it does not come back as the main image.
    expect((await call(`/api/event-images/${joined.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await read()).toEqual({ featuredImage: '', coverImage: null });
    expect(await mediaExists(main)).toBe(false);

    // A photo deleted that was also the main image (a set made before) takes the main image with it.
    const again = await uploadImage(cookie);
    const dated = await newEvent({ title: 'Prima', featuredImage: again });
    await env.DB.prepare('INSERT INTO event_images (event_id, image_url, position, is_cover) VALUES (?, ?, 0, 1)')
      .bind(dated.id, again)
      .run();
    const [photo] = await json<Img[]>(await call(`/api/events/${dated.id}/images`));
    await call(`/api/event-images/${photo!.id}`, { method: 'DELETE', cookie });
    expect((await json<{ featuredImage: string }>(await call('/api/events/slug/prima'))).featuredImage).toBe('');
    expect(await mediaExists(again)).toBe(false);
  });

  it('deleting the cover makes the first remaining photo the cover, positions 0..n-1', async () => {
    const gallery = await post('/api/galleries', { title: 'Estate', description: 'Foto', position: 1 });
    expect(gallery.slug).toBe('estate');
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      ids.push((await post(`/api/galleries/${gallery.id}/images`, { imageUrl: `/img/${name}.jpg`, caption: name })).id);
    await call(`/api/galleries/${gallery.id}/images/${ids[2]}/cover`, { method: 'PUT', cookie });
    expect((await call(`/api/gallery-images/${ids[2]}`, { method: 'DELETE', cookie })).status).toBe(200);
    const images = await json<Img[]>(await call(`/api/galleries/${gallery.id}/images`));
    expect(summary(images)).toEqual([
      [ids[0], 0, true],
      [ids[1], 1, false],
      [ids[3], 2, false],
    ]);
    expect(images[0]).toMatchObject({ caption: 'a', galleryId: gallery.id });
  });

  it('reorders in one call; a photo of another set is a 400 that changes nothing', async () => {
    const g1 = await post('/api/galleries', { title: 'Uno' });
    const g2 = await post('/api/galleries', { title: 'Due' });
    const [x, y, z] = [
      await post(`/api/galleries/${g1.id}/images`, { imageUrl: '/img/x.jpg' }),
      await post(`/api/galleries/${g1.id}/images`, { imageUrl: '/img/y.jpg' }),
      await post(`/api/galleries/${g1.id}/images`, { imageUrl: '/img/z.jpg' }),
    ];
    const other = await post(`/api/galleries/${g2.id}/images`, { imageUrl: '/img/o.jpg' });

    const bad = await call(`/api/galleries/${g1.id}/images/reorder`, {
      method: 'PUT',
      json: {
        images: [
          { id: z.id, position: 0 },
          { id: other.id, position: 1 },
        ],
      },
      cookie,
    });
    expect(bad.status).toBe(400);
    const unchanged = await json<Img[]>(await call(`/api/galleries/${g1.id}/images`));
    expect(unchanged.map((i) => i.id)).toEqual([x.id, y.id, z.id]);

    const ok = await call(`/api/galleries/${g1.id}/images/reorder`, {
      method: 'PUT',
      json: {
        images: [
          { id: z.id, position: 0 },
          { id: x.id, position: 1 },
          { id: y.id, position: 2 },
        ],
      },
      cookie,
    });
    expect(ok.status).toBe(200);
    const reordered = await json<Img[]>(await call(`/api/galleries/${g1.id}/images`));
    expect(summary(reordered)).toEqual([
      [z.id, 0, false],
      [x.id, 1, true],
      [y.id, 2, false],
    ]);
    // A cover id from another set is a 404 and changes nothing either.
    expect((await call(`/api/galleries/${g1.id}/images/${other.id}/cover`, { method: 'PUT', cookie })).status).toBe(404);
  });

  it('cascades: deleting an event or gallery removes its rows and unused files', async () => {
    const featured = await uploadImage(cookie);
    const poster = await uploadImage(cookie);
    const photo = await uploadImage(cookie);
    const sharedWithDish = await uploadImage(cookie);
    await post('/api/featured-dishes', { name: 'P', description: 'd', image: sharedWithDish, position: 1 });
    const event = await newEvent({ featuredImage: featured, contentImage: poster });
    await post(`/api/events/${event.id}/images`, { imageUrl: photo });
    await post(`/api/events/${event.id}/images`, { imageUrl: sharedWithDish });

    expect((await call(`/api/events/${event.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM event_images').first<{ n: number }>();
    expect(rows!.n).toBe(0);
    expect(await mediaExists(featured)).toBe(false);
    expect(await mediaExists(poster)).toBe(false);
    expect(await mediaExists(photo)).toBe(false);
    expect(await mediaExists(sharedWithDish)).toBe(true);
    expect((await call(photo)).status).toBe(404);

    const gallery = await post('/api/galleries', { title: 'G' });
    const gPhoto = await uploadImage(cookie);
    const img = await post(`/api/galleries/${gallery.id}/images`, { imageUrl: gPhoto });
    expect((await call(`/api/galleries/${gallery.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM gallery_images').first('n')).toBe(0);
    expect(await mediaExists(gPhoto)).toBe(false);
    expect((await call(`/api/gallery-images/${img.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('deleting one photo row deletes its file', async () => {
    const gallery = await post('/api/galleries', { title: 'G' });
    const file = await uploadImage(cookie);
    const img = await post(`/api/galleries/${gallery.id}/images`, { imageUrl: file });
    await call(`/api/gallery-images/${img.id}`, { method: 'DELETE', cookie });
    expect(await mediaExists(file)).toBe(false);
  });

  it("a photo's narrower widths go with the last row that names it, and never before", async () => {
    const gallery = await post('/api/galleries', { title: 'G' });
    const event = await newEvent({});
    const photo = await uploadPhoto(cookie);
    const files = photoFiles(photo)!.map((f) => f.url);
    expect(files).toHaveLength(3);
    const inGallery = await post(`/api/galleries/${gallery.id}/images`, { imageUrl: photo });
    const inEvent = await post(`/api/events/${event.id}/images`, { imageUrl: photo });
    // A row naming only one of the narrower files holds the whole upload too.
    const poster = await uploadPhoto(cookie);
    const posterSmall = photoFiles(poster)![0]!.url;
    const dish = await post('/api/featured-dishes', { name: 'P', description: 'd', image: posterSmall, position: 1 });
    const edit = (body: unknown) => call(`/api/events/${event.id}`, { method: 'PUT', json: body, cookie });
    expect((await edit({ contentImage: poster })).status).toBe(200);
    expect((await edit({ contentImage: null })).status).toBe(200);

    expect((await call(`/api/gallery-images/${inGallery.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    for (const url of files) expect(await mediaExists(url), url).toBe(true);
    for (const url of photoFiles(poster)!.map((f) => f.url)) expect(await mediaExists(url), url).toBe(true);

    expect((await call(`/api/event-images/${inEvent.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    for (const url of files) expect(await mediaExists(url), url).toBe(false);
    expect((await call(`/api/featured-dishes/${dish.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    for (const url of photoFiles(poster)!.map((f) => f.url)) expect(await mediaExists(url), url).toBe(false);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
  });

  it('photos added in parallel still make a valid set: positions 0..n-1, one cover', async () => {
    const gallery = await post('/api/galleries', { title: 'Caricamento veloce' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(`/api/galleries/${gallery.id}/images`, { json: { imageUrl: `/img/${i}.jpg` }, cookie })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const images = await json<Img[]>(await call(`/api/galleries/${gallery.id}/images`));
    expect(images.map((i) => i.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(images.filter((i) => i.isCover)).toHaveLength(1);
  });

  it('inactive galleries are hidden from visitors', async () => {
    const hidden = await post('/api/galleries', { title: 'Bozza', isActive: false });
    await post('/api/galleries', { title: 'Visibile' });
    expect((await json(await call('/api/galleries'))).map((g: { title: string }) => g.title)).toEqual(['Visibile']);
    expect((await call(`/api/galleries/${hidden.id}/images`)).status).toBe(404);
    expect((await call(`/api/galleries/${hidden.id}/images`, { cookie })).status).toBe(200);
    const edited = await call(`/api/galleries/${hidden.id}`, {
      method: 'PUT',
      json: { title: 'Bozza', description: '', position: 3 },
      cookie,
    });
    expect(await json(edited)).toMatchObject({ description: null, position: 3, slug: 'bozza' });
  });
});
