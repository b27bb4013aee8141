// The owner's events and galleries in a real browser against the real Worker: their photos, staged,
// ordered and sized for the screen, and dated events.
import type { Locator } from 'playwright-core';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, eraseWhere, errorsBesides, onDisk, waitForSplash, wholePage } from '../browser';
import { ownerSession } from '../owner';

const { session, logIn } = ownerSession();

async function colouredPngs(): Promise<Buffer[]> {
  const sharp = (await import('sharp')).default;
  return Promise.all(
    ['#b5563c', '#6b7a3a', '#2a3a4a'].map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
}
const bytesOf = async (url: string) => Buffer.from(await (await fetch(`${baseURL}${url}`)).arrayBuffer());
const colouredPng = async (background: string) => {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
};
/**
 * Whether the photo at `url` (a site path or an address) is the one-colour photo of `hex`, whatever
 * size or format it was served in (a re-encoding may move a channel by a few units).
 */
async function isColour(url: string, hex: string): Promise<boolean> {
  const sharp = (await import('sharp')).default;
  const bytes = Buffer.from(await (await fetch(new URL(url, baseURL))).arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  const wanted = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return wanted.every((c, i) => Math.abs(channels[i]!.mean - c) <= 12);
}

/** Deletes the galleries or events of these titles, which a first try may have left. */
async function eraseTitled(list: '/api/galleries' | '/api/events', ...titles: string[]) {
  await eraseWhere<{ id: number; title: string }>(await adminApi(baseURL, admin), list, (r) => titles.includes(r.title));
}

describe('Gallerie and Eventi', () => {
  it('creates a gallery with staged photos (cover and order as staged), reorders by keyboard and by pointer, sets the cover', async () => {
    const { page } = session;
    const [red, green, blue] = await colouredPngs();
    await eraseTitled('/api/galleries', 'Galleria e2e');
    await logIn();
    await page.getByRole('tab', { name: 'Gallerie' }).click();
    await page.getByRole('button', { name: 'Nuova galleria' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Inserisci almeno il titolo della galleria').waitFor();
    await page.getByLabel('Titolo').fill('Galleria e2e');
    await page.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'rosso.png', mimeType: 'image/png', buffer: red! },
      { name: 'verde.png', mimeType: 'image/png', buffer: green! },
      { name: 'blu.png', mimeType: 'image/png', buffer: blue! },
    ]);
    const staged = page.getByRole('list', { name: 'Foto da caricare' });
    await staged.getByRole('listitem').nth(2).waitFor();
    expect(await staged.getByText('Copertina', { exact: true }).count()).toBe(1); // the first photo is the cover
    await staged.getByRole('listitem').nth(1).getByRole('button', { name: 'Imposta copertina' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Galleria creata').first().waitFor({ timeout: 20_000 });

    const call = await adminApi(baseURL, admin);
    const gallery = (await call<{ id: number; title: string }[]>('/api/galleries')).find((g) => g.title === 'Galleria e2e')!;
    const photosOf = () =>
      call<{ id: number; imageUrl: string; position: number; isCover: boolean }[]>(`/api/galleries/${gallery.id}/images`);
    let photos = await photosOf();
    expect(photos.map((p) => [p.position, p.isCover])).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
    expect(await Promise.all(photos.map((p) => bytesOf(p.imageUrl)))).toEqual([red, green, blue]);

    // Reorder by keyboard: pick up the first photo, move it right (25 px per press), drop it.
    await page.getByRole('button', { name: 'Modifica la galleria Galleria e2e' }).click();
    const handle = page.getByRole('button', { name: 'Sposta la foto 1' });
    await handle.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await photosOf()).map((p) => p.id)).toEqual([photos[1]!.id, photos[0]!.id, photos[2]!.id]);
    // A reload opens the same form again (it is in the address).
    await page.reload();
    await waitForSplash(page);
    await page.getByRole('button', { name: 'Sposta la foto 3' }).waitFor();
    photos = await photosOf();
    expect(await Promise.all(photos.map((p) => bytesOf(p.imageUrl)))).toEqual([green, red, blue]);

    // And by pointer (mouse, pen or finger): drag the last photo onto the first place.
    await page.getByRole('button', { name: 'Sposta la foto 1' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const last = (await page.getByRole('button', { name: 'Sposta la foto 3' }).boundingBox())!;
    const first = (await page.getByRole('button', { name: 'Sposta la foto 1' }).boundingBox())!;
    await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await photosOf()).map((p) => p.id)).toEqual([photos[2]!.id, photos[0]!.id, photos[1]!.id]);
    photos = await photosOf();
    expect(await Promise.all(photos.map((p) => bytesOf(p.imageUrl)))).toEqual([blue, green, red]);

    await page.getByRole('button', { name: 'Usa la foto 3 come copertina' }).click();
    await page.getByText('Copertina aggiornata').first().waitFor();
    expect((await photosOf()).map((p) => p.isCover)).toEqual([false, false, true]);

    await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Elimina la galleria Galleria e2e' }).click();
    await page.getByText('Galleria eliminata').first().waitFor();
    for (const p of photos) expect((await fetch(`${baseURL}${p.imageUrl}`)).status).toBe(404);
    expect(session.errors).toEqual([]);
  });

  it('creates an event with staged photos, edits it, and deletes it', async () => {
    const { page } = session;
    const [red, green] = await colouredPngs();
    await eraseTitled('/api/events', 'Evento e2e', 'Evento e2e rinominato');
    await logIn();
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    await page.getByLabel('Titolo').fill('Evento e2e');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Compila almeno titolo e contenuto').waitFor();
    await page.getByLabel('Contenuto').fill('Prima riga della serata.\nSeconda riga.');
    await page.getByLabel('Al posto della data (facoltativo)').fill('Tutti i sabati di dicembre');
    await page.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: red! },
      { name: 'b.png', mimeType: 'image/png', buffer: green! },
    ]);
    await page.getByRole('list', { name: 'Foto da caricare' }).getByRole('listitem').nth(1).waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Evento creato').first().waitFor({ timeout: 20_000 });

    const call = await adminApi(baseURL, admin);
    const event = (await call<{ id: number; title: string; slug: string; description: string; coverImage: string }[]>('/api/events')).find(
      (e) => e.title === 'Evento e2e',
    )!;
    expect(event).toMatchObject({ slug: 'evento-e2e', description: 'Prima riga della serata.\nSeconda riga.' });
    expect(await bytesOf(event.coverImage)).toEqual(red);

    await page.getByRole('button', { name: "Modifica l'evento Evento e2e" }).click();
    await page.getByRole('button', { name: 'Sposta la foto 2' }).waitFor();
    await page.getByLabel('Titolo').fill('Evento e2e rinominato');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Evento aggiornato').first().waitFor();
    expect((await call<{ title: string; slug: string }[]>('/api/events')).find((e) => e.title === 'Evento e2e rinominato')?.slug).toBe(
      'evento-e2e-rinominato',
    );

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: "Elimina l'evento Evento e2e rinominato" }).click();
    await page.getByText('Evento eliminato').first().waitFor();
    expect((await fetch(`${baseURL}${event.coverImage}`)).status).toBe(404);
    expect(session.errors).toEqual([]);
  });

  it("creates an event with three photos and picks its picture: /eventi, the event's page and its link preview show it", async () => {
    const { page, browser } = session;
    const [red, green, blue] = await colouredPngs();
    const yellow = await colouredPng('#e0b020');
    await eraseTitled('/api/events', 'Foto scelta e2e');
    await logIn();
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    await page.getByLabel('Titolo').fill('Foto scelta e2e');
    await page.getByLabel('Contenuto').fill('Una serata con la foto scelta.');
    await page.getByLabel('Inizio (facoltativo)').fill(`${addDays(todayInItaly(), 20)}T20:30`);
    // Its date is said once, from the start, as the pages will say it.
    await page
      .getByRole('status')
      .filter({ hasText: /^Sul sito: \S+ \d+ \S+ \d{4}, ore 20:30/ })
      .waitFor();
    await page.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'rosso.png', mimeType: 'image/png', buffer: red! },
      { name: 'verde.png', mimeType: 'image/png', buffer: green! },
      { name: 'blu.png', mimeType: 'image/png', buffer: blue! },
    ]);
    const staged = page.getByRole('list', { name: 'Foto da caricare' }).getByRole('listitem');
    await staged.nth(2).waitFor();
    // The one place that shows the event's picture: at first the first photo, then the one picked.
    const picture = page.getByRole('img', { name: "La foto dell'evento scelta" });
    const srcOf = (n: number) => staged.nth(n).getByRole('img').getAttribute('src');
    expect(await picture.getAttribute('src')).toBe(await srcOf(0));
    await staged.nth(2).getByRole('button', { name: "Usa come foto dell'evento" }).click();
    await expect.poll(() => picture.getAttribute('src')).toBe(await srcOf(2));
    expect(await staged.nth(2).getByText("Foto dell'evento", { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Evento creato').first().waitFor({ timeout: 20_000 });

    const call = await adminApi(baseURL, admin);
    const event = (await call<{ id: number; title: string; slug: string; coverImage: string }[]>('/api/events')).find(
      (e) => e.title === 'Foto scelta e2e',
    )!;
    try {
      const photos = await call<{ imageUrl: string; isCover: boolean }[]>(`/api/events/${event.id}/images`);
      expect(photos.map((p) => p.isCover)).toEqual([false, false, true]);
      expect(await isColour(event.coverImage, '#2a3a4a')).toBe(true);

      // What a visitor sees on a phone, and what a shared link shows.
      const visitor = await browser.newContext({ baseURL, locale: 'it-IT', viewport: { width: 390, height: 844 } });
      const shownSrc = async (img: Locator) => {
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc)).toBeTruthy();
        return img.evaluate((i: HTMLImageElement) => i.currentSrc);
      };
      try {
        const list = await visitor.newPage();
        await list.goto('/eventi');
        await waitForSplash(list);
        const card = list.getByRole('article').filter({ has: list.getByRole('heading', { name: 'Foto scelta e2e' }) });
        await card.scrollIntoViewIfNeeded();
        expect(await isColour(await shownSrc(card.locator('img')), '#2a3a4a')).toBe(true);
        await card.getByRole('link', { name: /Foto scelta e2e/ }).click();
        await list.getByRole('heading', { level: 1, name: 'Foto scelta e2e' }).waitFor();
        expect(
          await isColour(await shownSrc(list.getByRole('button', { name: 'Apri la foto a schermo intero' }).locator('img')), '#2a3a4a'),
        ).toBe(true);
        const html = await (await fetch(`${baseURL}/eventi/${event.slug}`)).text();
        const [, ogImage] = /<meta property="og:image" content="([^"]+)"/.exec(html) ?? [];
        expect(await isColour(new URL(ogImage!).pathname, '#2a3a4a')).toBe(true);
      } finally {
        await visitor.close();
      }

      // Picked again from the same place on the saved event: a new photo, which joins them as their cover.
      await page.getByRole('button', { name: "Modifica l'evento Foto scelta e2e" }).click();
      await expect.poll(() => picture.getAttribute('src')).toBe(event.coverImage);
      await page.getByLabel("La foto dell'evento: in elenco, in cima alla pagina e nell'anteprima dei link").setInputFiles({
        name: 'giallo.png',
        mimeType: 'image/png',
        buffer: yellow,
      });
      await page.getByText("Foto dell'evento cambiata").first().waitFor({ timeout: 20_000 });
      const after = await call<{ imageUrl: string; isCover: boolean; position: number }[]>(`/api/events/${event.id}/images`);
      expect(after.map((p) => [p.position, p.isCover])).toEqual([
        [0, true],
        [1, false],
        [2, false],
        [3, false],
      ]);
      expect(await isColour(after[0]!.imageUrl, '#e0b020')).toBe(true);
      await expect.poll(() => picture.getAttribute('src')).toBe(after[0]!.imageUrl);
      await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
      expect(session.errors).toEqual([]);
    } finally {
      await call(`/api/events/${event.id}`, { method: 'DELETE' });
    }
  });

  it("keeps the event's picture when photos come after it, and offers the photos a main image they hide", async () => {
    const { page } = session;
    const [red, green, blue] = await colouredPngs();
    const call = await adminApi(baseURL, admin);
    await eraseTitled('/api/events', 'Foto che resta e2e', 'Immagine nascosta e2e');
    await logIn();
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('button', { name: 'Nuovo evento' }).click();
    await page.getByLabel('Titolo').fill('Foto che resta e2e');
    await page.getByLabel('Contenuto').fill('Una serata.');
    // With no photos, the picture chosen is the main image...
    await page
      .getByLabel("La foto dell'evento: in elenco, in cima alla pagina e nell'anteprima dei link")
      .setInputFiles({ name: 'rosso.png', mimeType: 'image/png', buffer: red! });
    await page.getByText('Immagine caricata con successo').first().waitFor();
    const picture = page.getByRole('img', { name: "La foto dell'evento scelta" });
    const main = (await picture.getAttribute('src'))!;
    expect(await isColour(main, '#b5563c')).toBe(true);
    // ...and photos added after it do not replace it: it goes first, as their cover.
    await page.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'verde.png', mimeType: 'image/png', buffer: green! },
      { name: 'blu.png', mimeType: 'image/png', buffer: blue! },
    ]);
    const staged = page.getByRole('list', { name: 'Foto da caricare' }).getByRole('listitem');
    await staged.nth(2).waitFor();
    expect(await staged.nth(0).getByRole('img').getAttribute('src')).toBe(main);
    expect(await picture.getAttribute('src')).toBe(main);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Evento creato').first().waitFor({ timeout: 20_000 });
    const created = (await call<{ id: number; title: string; featuredImage: string; coverImage: string }[]>('/api/events')).find(
      (e) => e.title === 'Foto che resta e2e',
    )!;
    // A main image the photos would hide, as an event saved before (or by another client) may hold.
    const hiding = await call<{ id: number; title: string }>('/api/events', {
      method: 'POST',
      json: { title: 'Immagine nascosta e2e', content: 'Una serata.', featuredImage: '/images/events/jazz-palco-600.webp' },
    });
    try {
      expect(created).toMatchObject({ featuredImage: '', coverImage: main });
      const photos = await call<{ imageUrl: string; isCover: boolean }[]>(`/api/events/${created.id}/images`);
      expect(photos.map((p) => [p.imageUrl === main, p.isCover])).toEqual([
        [true, true],
        [false, false],
        [false, false],
      ]);

      await call(`/api/events/${hiding.id}/images`, { method: 'POST', json: { imageUrl: photos[1]!.imageUrl } });
      // The list reads what the API wrote on the next visit.
      await page.reload();
      await waitForSplash(page);
      await page.getByRole('button', { name: "Modifica l'evento Immagine nascosta e2e" }).click();
      const offer = page.getByRole('group', { name: 'Immagine principale non mostrata' });
      await offer.getByRole('button', { name: "Usa come foto dell'evento" }).click();
      await page.getByText("Foto dell'evento cambiata").first().waitFor();
      await expect.poll(() => picture.getAttribute('src')).toBe('/images/events/jazz-palco-600.webp');
      expect(await offer.count()).toBe(0);
      expect(
        (await call<{ id: number; featuredImage: string; coverImage: string }[]>('/api/events')).find((e) => e.id === hiding.id),
      ).toMatchObject({ featuredImage: '', coverImage: '/images/events/jazz-palco-600.webp' });
      // Nothing left unsaved: closing asks nothing.
      await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
      await page.getByRole('button', { name: "Modifica l'evento Immagine nascosta e2e" }).waitFor();

      // A saved event's first photos, too, come after the picture it had.
      await page.getByRole('button', { name: "Modifica l'evento Immagine nascosta e2e" }).click();
      const first = (await call<{ id: number }[]>(`/api/events/${hiding.id}/images`)).map((p) => p.id);
      for (const id of first) await call(`/api/event-images/${id}`, { method: 'DELETE' });
      await call(`/api/events/${hiding.id}`, { method: 'PUT', json: { featuredImage: '/images/events/jazz-palco-600.webp' } });
      // Even when the photo comes before the saved photos are read (a slow line; the picker waits
      // for them, a test's file chooser does not), the main image leads it.
      const photosRead = `**/api/events/${hiding.id}/images`;
      await page.route(photosRead, async (route) => {
        if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fallback();
      });
      await page.reload();
      await waitForSplash(page);
      await expect.poll(() => picture.getAttribute('src')).toBe('/images/events/jazz-palco-600.webp');
      await page.getByLabel('Aggiungi foto').setInputFiles({ name: 'blu.png', mimeType: 'image/png', buffer: blue! });
      await page.getByText('Foto caricata').first().waitFor({ timeout: 20_000 });
      await page.unroute(photosRead);
      const after = await call<{ imageUrl: string; isCover: boolean }[]>(`/api/events/${hiding.id}/images`);
      expect(after.map((p) => [p.imageUrl === '/images/events/jazz-palco-600.webp', p.isCover])).toEqual([
        [true, true],
        [false, false],
      ]);
      await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
      await page.getByRole('button', { name: "Modifica l'evento Immagine nascosta e2e" }).waitFor();
      expect(session.errors).toEqual([]);
    } finally {
      await call(`/api/events/${created.id}`, { method: 'DELETE' });
      await call(`/api/events/${hiding.id}`, { method: 'DELETE' });
    }
  });

  it('a gallery or event saved while its photos are still being prepared keeps every photo, and its photos are fixed while it saves', async () => {
    const { page } = session;
    const [red, green] = await colouredPngs();
    await eraseTitled('/api/galleries', 'Galleria di corsa e2e');
    await eraseTitled('/api/events', 'Evento di corsa e2e');
    await logIn();
    // A slow phone: each photo takes 1.5 s to decode before it is staged.
    await page.evaluate(() => {
      const decode = window.createImageBitmap.bind(window);
      window.createImageBitmap = (async (...args: Parameters<typeof decode>) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return decode(...args);
      }) as typeof window.createImageBitmap;
    });
    const call = await adminApi(baseURL, admin);
    for (const [tab, button, title, created, list] of [
      ['Gallerie', 'Nuova galleria', 'Galleria di corsa e2e', 'Galleria creata', '/api/galleries'],
      ['Eventi', 'Nuovo evento', 'Evento di corsa e2e', 'Evento creato', '/api/events'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: button }).click();
      await page.getByLabel('Titolo').fill(title);
      if (tab === 'Eventi') await page.getByLabel('Contenuto').fill('Una serata.');
      await page.getByLabel('Foto', { exact: true }).setInputFiles([
        { name: 'rosso.png', mimeType: 'image/png', buffer: red! },
        { name: 'verde.png', mimeType: 'image/png', buffer: green! },
      ]);
      await page.getByText('Caricamento delle foto...').waitFor();
      // The record's creation is held on its way, to look at the form while it is being saved.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${list}`, async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      const creating = page.waitForRequest((r) => r.url().endsWith(list) && r.method() === 'POST');
      await page.getByRole('button', { name: 'Salva' }).click();
      await creating;
      // The photos are taken as they were: nothing can be chosen, removed or made cover meanwhile.
      expect(await page.getByLabel('Foto', { exact: true }).isDisabled(), `${tab}: picker while saving`).toBe(true);
      expect(await page.getByRole('button', { name: 'Rimuovi la foto 1' }).isDisabled(), `${tab}: remove while saving`).toBe(true);
      release();
      await page.getByText(created, { exact: true }).first().waitFor({ timeout: 20_000 });
      await page.unroute(`**${list}`);
      const record = (await call<{ id: number; title: string }[]>(list)).find((r) => r.title === title)!;
      const photos = await call<{ imageUrl: string; isCover: boolean }[]>(`${list}/${record.id}/images`);
      expect(await Promise.all(photos.map((p) => bytesOf(p.imageUrl))), tab).toEqual([red, green]);
      expect(
        photos.map((p) => p.isCover),
        tab,
      ).toEqual([true, false]);
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: tab === 'Eventi' ? `Elimina l'evento ${title}` : `Elimina la galleria ${title}` }).click();
      await page
        .getByText(tab === 'Eventi' ? 'Evento eliminato' : 'Galleria eliminata')
        .first()
        .waitFor();
    }
    expect(session.errors).toEqual([]);
  });

  it('stops the photo uploads, asking once, when the owner cancels the login of an expired session', async () => {
    const { page, context } = session;
    const [red, green, blue] = await colouredPngs();
    await eraseTitled('/api/galleries', 'Galleria scaduta e2e');
    await logIn();
    await page.getByRole('tab', { name: 'Gallerie' }).click();
    await page.getByRole('button', { name: 'Nuova galleria' }).click();
    await page.getByLabel('Titolo').fill('Galleria scaduta e2e');
    await page.getByLabel('Foto', { exact: true }).setInputFiles([
      { name: 'rosso.png', mimeType: 'image/png', buffer: red! },
      { name: 'verde.png', mimeType: 'image/png', buffer: green! },
      { name: 'blu.png', mimeType: 'image/png', buffer: blue! },
    ]);
    await page.getByRole('list', { name: 'Foto da caricare' }).getByRole('listitem').nth(2).waitFor();
    // The session ends just after the gallery is saved, before its photos go up.
    await page.route('**/api/galleries', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      await context.clearCookies();
      await route.fulfill({ response });
    });
    let uploads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/upload-image') && uploads++));
    try {
      await page.getByRole('button', { name: 'Salva' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await page.getByText('Galleria creata, ma 3 foto non sono state caricate').first().waitFor();
      expect(await dialog.count()).toBe(0);
      expect(uploads).toBe(1); // the first photo met the 401; the other two were not tried
    } finally {
      await page.unroute('**/api/galleries');
    }
    const call = await adminApi(baseURL, admin);
    const gallery = (await call<{ id: number; title: string }[]>('/api/galleries')).find((g) => g.title === 'Galleria scaduta e2e')!;
    expect(await call(`/api/galleries/${gallery.id}/images`)).toEqual([]);
    await call(`/api/galleries/${gallery.id}`, { method: 'DELETE' });
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
});

/**
 * Phone photos with a photo's detail: the demo's gallery pictures, 3000 × 2250 JPEG with a
 * sensor's grain (the drawings alone would weigh next to nothing at any width).
 */
async function detailedPhotos(count: number): Promise<Buffer[]> {
  const sharp = (await import('sharp')).default;
  const dir = fileURLToPath(new URL('../../../web/public/images/galleries/', import.meta.url));
  const grain = await sharp({
    create: { width: 3000, height: 2250, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('-1200.webp'))
    .slice(0, count);
  return Promise.all(
    sources.map((f) =>
      sharp(join(dir, f))
        .resize(3000, 2250)
        .composite([{ input: grain, blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

describe("the owner's photos, sized for the screen that shows them", () => {
  it(
    'a gallery of four phone photos: a 390 px phone downloads thumbnails, none over 60 KB, and the viewer the large one',
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      const photos = await detailedPhotos(4);
      await eraseTitled('/api/galleries', 'Quattro foto e2e');
      await logIn();
      await page.getByRole('tab', { name: 'Gallerie' }).click();
      await page.getByRole('button', { name: 'Nuova galleria' }).click();
      await page.getByLabel('Titolo').fill('Quattro foto e2e');
      // First on /galleria, before the demo's.
      await page.getByLabel('Posizione').fill('1');
      await page
        .getByLabel('Foto', { exact: true })
        .setInputFiles(onDisk(photos.map((buffer, i) => ({ name: `IMG_${4001 + i}.jpg`, buffer }))));
      await page.getByRole('list', { name: 'Foto da caricare' }).getByRole('listitem').nth(3).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText('Galleria creata', { exact: true }).first().waitFor({ timeout: 60_000 });
      const call = await adminApi(baseURL, admin);
      const gallery = (await call<{ id: number; title: string }[]>('/api/galleries')).find((g) => g.title === 'Quattro foto e2e')!;
      try {
        // A visitor on a 390 px phone at 3x (an iPhone's screen).
        const context = await session.browser.newContext({
          baseURL,
          locale: 'it-IT',
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
        const visitor = await context.newPage();
        const downloads: Promise<{ url: string; bytes: number }>[] = [];
        visitor.on('response', (r) => {
          if (r.request().resourceType() === 'image' && r.ok()) {
            downloads.push(r.body().then((body) => ({ url: new URL(r.url()).pathname, bytes: body.byteLength })));
          }
        });
        await visitor.goto('/galleria');
        await waitForSplash(visitor);
        const thumbnails = visitor.getByRole('region', { name: 'Quattro foto e2e' }).getByRole('button');
        await thumbnails.nth(3).scrollIntoViewIfNeeded();
        const owners = async () => (await Promise.all(downloads)).filter((d) => d.url.startsWith('/media/'));
        await expect.poll(async () => (await owners()).length).toBe(4);
        await visitor.waitForLoadState('networkidle');
        const before = await Promise.all(downloads.splice(0));
        // No image of the page over 60 KB before a photo is opened; the owner's are thumbnails.
        expect(before.filter((d) => d.bytes > 60 * 1024)).toEqual([]);
        const shown = before.filter((d) => d.url.startsWith('/media/'));
        expect(shown.map((d) => d.url.replace(/^.*-w(\d+)\.webp$/, '$1'))).toEqual(['800', '800', '800', '800']);

        await wholePage(visitor, 'galleria-owner-photos-390');

        // The viewer loads the photo at the screen's width.
        await thumbnails.first().scrollIntoViewIfNeeded();
        await thumbnails.first().click();
        const viewer = visitor.getByRole('dialog').locator('img');
        await visitor.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
          return img !== null && img.complete && img.naturalWidth > 0;
        });
        const large = new URL(await viewer.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        expect(large).toMatch(/-w1200\.webp$/);
        const opened = (await Promise.all(downloads)).find((d) => d.url === large);
        expect(opened?.bytes).toBeGreaterThan(Math.max(...shown.map((d) => d.bytes)));
        await context.close();
      } finally {
        await call(`/api/galleries/${gallery.id}`, { method: 'DELETE' });
      }
      expect(session.errors).toEqual([]);
    },
  );
});

describe('dated events', () => {
  it('an event the owner dates in the past leaves the upcoming list for "Eventi passati", by itself', async () => {
    const { page, browser } = session;
    await eraseTitled('/api/events', 'Evento datato e2e');
    const call = await adminApi(baseURL, admin);
    const event = await call<{ id: number; slug: string }>('/api/events', {
      method: 'POST',
      json: { title: 'Evento datato e2e', content: 'Una serata di prova.', position: 1 },
    });
    const visitor = await browser.newContext({ baseURL, locale: 'it-IT', viewport: { width: 390, height: 844 } });
    try {
      const list = await visitor.newPage();
      const section = (name: string) => list.getByRole('region', { name });
      await list.goto('/eventi');
      await waitForSplash(list);
      await section('In programma').getByRole('heading', { name: 'Evento datato e2e' }).waitFor();

      await logIn();
      await page.getByRole('tab', { name: 'Eventi' }).click();
      await page.getByRole('button', { name: "Modifica l'evento Evento datato e2e" }).click();
      // An end before its start is refused before saving.
      await page.getByLabel('Inizio (facoltativo)').fill('2026-03-07T20:30');
      await page.getByLabel('Fine (facoltativa)').fill('2026-03-07T19:00');
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText("La fine dell'evento non può precedere l'inizio").waitFor();
      await page.getByLabel('Fine (facoltativa)').fill('2026-03-07T23:30');
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText('Evento aggiornato').first().waitFor();
      const saved = (await call<{ id: number; startsAt: string; endsAt: string }[]>('/api/events')).find((e) => e.id === event.id);
      expect(saved).toMatchObject({ startsAt: '2026-03-07T20:30:00+01:00', endsAt: '2026-03-07T23:30:00+01:00' });
      // The owner's list says it where /eventi does: among the past ones, by its date.
      await page
        .getByRole('region', { name: 'Passati' })
        .getByRole('listitem')
        .filter({ hasText: 'Evento datato e2e' })
        .getByText('Sabato 7 marzo 2026, ore 20:30')
        .waitFor();

      await list.reload();
      await waitForSplash(list);
      await section('Eventi passati').getByRole('heading', { name: 'Evento datato e2e' }).waitFor();
      expect(await section('In programma').getByRole('heading', { name: 'Evento datato e2e' }).count()).toBe(0);
      await section('Eventi passati').getByRole('link', { name: 'Com’è andata: Evento datato e2e' }).click();
      await list.getByText('Questo evento si è già svolto il 7 marzo 2026.').waitFor();
      expect(await list.getByText('Sabato 7 marzo 2026, ore 20:30').count()).toBe(1);
    } finally {
      await visitor.close();
      await call(`/api/events/${event.id}`, { method: 'DELETE' });
    }
  });
});
