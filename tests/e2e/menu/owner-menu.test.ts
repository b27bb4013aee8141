// The owner's menu in a real browser against the real Worker: sections, items, featured dishes,
// the PDF menu, allergens.
import { fileURLToPath } from 'node:url';
import { MAX_PDF_PAGE_IMAGES_BYTES } from '#domain/uploads';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, eraseWhere, errorsBesides, onDisk, TINY_PNG, waitForSplash } from '../browser';
import { ownerSession } from '../owner';

const { session, logIn, reLogIn } = ownerSession();

// What these tests make is named '… e2e'. Each starts without any, and on the managed menu: also
// after a first try that stopped half-way (vitest.config.ts tries a failed test again).
beforeEach(async () => {
  const call = await adminApi(baseURL, admin);
  const made = (text: string) => text.endsWith(' e2e');
  await eraseWhere<{ id: number; title: string }>(call, '/api/menu-sections', (s) => made(s.title));
  await eraseWhere<{ id: number; name: string }>(call, '/api/menu-items', (i) => made(i.name));
  await eraseWhere<{ id: number; name: string }>(call, '/api/featured-dishes', (d) => made(d.name));
  await call('/api/menu-pdf', { method: 'DELETE' });
  await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'gestito' } });
});

describe('Sezioni Menu', () => {
  it('creates, edits and deletes a section, saying how many items go with it', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Inserisci il titolo della sezione').waitFor();
    await page.getByLabel('Titolo').fill('Insalate e2e');
    await page.getByLabel('Destinazione').selectOption('montagna');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione creata').first().waitFor();
    // Only the selected tab's panel is visible (the others stay mounted, hidden).
    await page.getByRole('tabpanel').getByText('Insalate e2e').waitFor();

    await page.getByRole('button', { name: 'Modifica la sezione Insalate e2e' }).click();
    await page.getByLabel('Titolo').fill('Insalate della casa e2e');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione aggiornata').first().waitFor();

    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string; destination: string }[]>('/api/menu-sections');
    const created = sections.find((s) => s.title === 'Insalate della casa e2e')!;
    expect(created.destination).toBe('montagna');
    await call('/api/menu-items', { json: { sectionId: created.id, name: 'Verde', description: 'Misticanza', price: '€ 6' } });
    await call('/api/menu-items', { json: { sectionId: created.id, name: 'Caprese', description: 'Bufala', price: '€ 9' } });
    await page.reload();
    await waitForSplash(page);
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Elimina la sezione Insalate della casa e2e' }).click();
    await page.getByText('Sezione eliminata').first().waitFor();
    expect(question).toBe('Eliminare la sezione "Insalate della casa e2e"? Verranno eliminate anche le sue 2 voci.');
    const after = await call<{ title: string }[]>('/api/menu-sections');
    expect(after.some((s) => s.title.includes('e2e'))).toBe(false);
    expect(session.errors).toEqual([]);
  });

  it('keeps what was typed when the session has expired, and saves after logging in again', async () => {
    const { page, context } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione dopo la scadenza e2e');
    await context.clearCookies(); // the session is gone, as after 12 hours
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('dialog', { name: 'Sessione scaduta' }).waitFor();
    expect(await page.getByLabel('Titolo').inputValue()).toBe('Sezione dopo la scadenza e2e');
    await reLogIn();
    await page.getByText('Sezione creata').first().waitFor();
    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string }[]>('/api/menu-sections');
    const saved = sections.find((s) => s.title === 'Sezione dopo la scadenza e2e');
    expect(saved).toBeDefined();
    await call(`/api/menu-sections/${saved!.id}`, { method: 'DELETE' });
  });
});

describe('Piatti Speciali and Voci Menu', () => {
  it('creates a dish with a photo, and groups items under their sections', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Compila tutti i campi: manca il nome', { exact: true }).waitFor();
    await page.getByLabel('Nome').fill('Piatto e2e');
    await page.getByLabel('Descrizione').fill('Un piatto di prova');
    await page.getByLabel('Destinazione').selectOption('montagna');
    // Not an image: refused in Italian before any upload.
    await page.getByLabel('Foto del piatto').setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
    await page.getByText('Solo file immagine sono permessi').waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Compila tutti i campi: manca la foto', { exact: true }).waitFor();
    await page.getByLabel('Foto del piatto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText('Immagine caricata con successo').first().waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Piatto creato').first().waitFor();

    const call = await adminApi(baseURL, admin);
    const dishes = await call<{ id: number; name: string; image: string; destination: string }[]>('/api/featured-dishes');
    const dish = dishes.find((d) => d.name === 'Piatto e2e')!;
    expect(dish).toMatchObject({ destination: 'montagna' });
    expect(dish.image).toMatch(/^\/media\/images\//);
    await call(`/api/featured-dishes/${dish.id}`, { method: 'DELETE' });

    await page.getByRole('tab', { name: 'Voci Menu' }).click();
    const primi = page.getByRole('region', { name: 'Primi di mare · Mare' });
    await primi.getByText('Spaghetti alle vongole').waitFor();
    const empty = await call<{ id: number }>('/api/menu-sections', { json: { title: 'Vuota e2e', position: 9 } });
    await page.reload();
    await waitForSplash(page);
    await page.getByRole('tab', { name: 'Voci Menu' }).click();
    await page.getByRole('region', { name: 'Vuota e2e · Mare' }).getByText('Nessuna voce in questa sezione').waitFor();
    await call(`/api/menu-sections/${empty.id}`, { method: 'DELETE' });
    expect(session.errors).toEqual([]);
  });
});

describe('Impostazioni Menu', () => {
  it("says at once, in the Worker's words, why a PDF cannot be used: not a PDF, or too many pages", async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Impostazioni Menu' }).click();
    const uploads: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/upload-pdf-menu') && uploads.push(r.method())));
    const input = page.getByLabel('Carica un nuovo menu PDF');
    await input.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Menu del giorno: non sono un PDF') });
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await page.getByText('Il file non è un PDF valido').waitFor();

    const photo = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 8, height: 8 });
      canvas.getContext('2d')!.fillRect(0, 0, 4, 4);
      const jpeg = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg'));
      return Array.from(new Uint8Array(await jpeg.arrayBuffer()));
    });
    const pdf = pdfOfPhotos(
      Array.from({ length: 61 }, () => Buffer.from(photo)),
      8,
      8,
    );
    await input.setInputFiles({ name: 'menu-lungo.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await page.getByText('Il PDF può avere al massimo 60 pagine').waitFor();
    expect(await page.getByText(/^Pagina \d+ di 61$/).count(), 'no page drawn').toBe(0);
    expect(uploads, 'nothing sent').toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('accepts a menu of photos too heavy at full quality, its pages drawn smaller to fit the budget', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Impostazioni Menu' }).click();
    // Six A4 pages, each a full-page photo of pure noise: about 2.5 MB each drawn at 1600 px, more
    // than the budget in all, as a menu photographed page by page can be.
    const photos = await page.evaluate(async () => {
      const out: string[] = [];
      for (let n = 0; n < 6; n++) {
        const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 2264 });
        const context = canvas.getContext('2d')!;
        const pixels = context.createImageData(canvas.width, canvas.height);
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
        context.putImageData(pixels, 0, 0);
        const jpeg = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8));
        const bytes = new Uint8Array(await jpeg.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        out.push(btoa(binary));
      }
      return out;
    });
    const pdf = pdfOfPhotos(
      photos.map((b64) => Buffer.from(b64, 'base64')),
      1600,
      2264,
    );
    await page.getByLabel('Carica un nuovo menu PDF').setInputFiles(onDisk([{ name: 'menu-foto.pdf', buffer: pdf }]));
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await page.getByText('PDF caricato con successo!').first().waitFor({ timeout: 90_000 });

    const call = await adminApi(baseURL, admin);
    const { pdfImages } = await call<{ pdfImages: string[] }>('/api/menu-settings');
    expect(pdfImages).toHaveLength(6);
    let total = 0;
    for (const url of pdfImages) total += (await (await fetch(`${baseURL}${url}`)).arrayBuffer()).byteLength;
    expect(total).toBeLessThanOrEqual(MAX_PDF_PAGE_IMAGES_BYTES);
    expect(total, 'pages still sharp: only as much smaller as the budget needs').toBeGreaterThan(MAX_PDF_PAGE_IMAGES_BYTES * 0.6);
    await call('/api/menu-pdf', { method: 'DELETE' });
    expect(session.errors).toEqual([]);
  }, 120_000);

  it('renders a real multi-page PDF in the browser, uploads it past an expired session, shows it on /menu, then deletes it', async () => {
    const { page, context } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Impostazioni Menu' }).click();
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await page.getByText('Seleziona un file PDF').waitFor();
    await page.getByLabel('Carica un nuovo menu PDF').setInputFiles(fileURLToPath(new URL('../fixtures/menu.pdf', import.meta.url)));
    const uploads: number[] = [];
    page.on('response', (r) => void (r.url().endsWith('/api/upload-pdf-menu') && uploads.push(r.status())));
    // Every progress message shown, in order, to see that the pages are drawn once.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { progress: string[] }).progress = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]')) {
          const text = el.textContent ?? '';
          if (/^Pagina \d+ di \d+$/.test(text) && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await context.clearCookies(); // the session is gone: the upload meets a 401 once the pages are drawn
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await reLogIn(20_000); // once the pages are drawn
    await page.getByText('PDF caricato con successo!').first().waitFor({ timeout: 20_000 });
    expect(uploads).toEqual([401, 201]); // only the upload is sent again, with the pages drawn before
    expect(await page.evaluate(() => (window as unknown as { progress: string[] }).progress)).toEqual(['Pagina 1 di 2', 'Pagina 2 di 2']);
    await page.getByText('2 pagine convertite').first().waitFor();
    await page.getByText('PDF attuale: 2 pagine').waitFor();

    const call = await adminApi(baseURL, admin);
    const settings = await call<{ pdfImages: string[]; pdfFile: string }>('/api/menu-settings');
    expect(settings.pdfImages).toHaveLength(2);
    for (const url of settings.pdfImages) {
      const res = await fetch(`${baseURL}${url}`);
      expect(res.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(2000); // a real rendered page
    }

    await page.getByRole('button', { name: /^Menu PDF/ }).click();
    await page.getByText('Tipo di menu aggiornato').first().waitFor();
    expect(await page.getByRole('button', { name: /^Menu PDF/ }).getAttribute('aria-pressed')).toBe('true');
    await page.goto('/menu');
    await waitForSplash(page);
    await page.getByAltText('Menu, pagina 2 di 2').waitFor();
    expect(await page.getByAltText('Menu, pagina 1 di 2').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

    await page.goto('/admin?sezione=impostazioni');
    await waitForSplash(page);
    let question = '';
    page.once('dialog', (d) => {
      question = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Delete Menu PDF' }).click();
    await page.getByText('Menu PDF eliminato!').first().waitFor();
    expect(question).toBe('Sei sicuro di voler eliminare il menu PDF? Questa azione non può essere annullata.');
    await page.getByRole('button', { name: /^Menu Gestito/ }).click();
    await page.getByText('Tipo di menu aggiornato').first().waitFor();
    expect(await call('/api/menu-settings')).toMatchObject({ displayType: 'gestito', pdfFile: null, pdfImages: [] });
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
});

describe('featured dishes', () => {
  it('show, before saving, which dish a new one pushes off the public menu', async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    const mare = (await call<{ id: number; name: string; position: number; destination: string }[]>('/api/featured-dishes'))
      .filter((d) => d.destination === 'mare')
      .sort((a, b) => a.position - b.position || a.id - b.id);
    expect(mare.length).toBeGreaterThanOrEqual(3);
    await logIn();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByLabel('Nome').fill('Piatto slot e2e');
    await page.getByLabel('Destinazione').selectOption('mare');
    await page.getByLabel('Posizione (1-3)').fill('1');
    const preview = page.getByRole('status').filter({ hasText: 'Sul menu pubblico (Mare)' });
    await expect.poll(() => preview.textContent()).toContain(`«${mare[2]!.name}» non sarà più mostrato`);
    expect(await preview.textContent()).toContain('Piatto slot e2e (questo piatto)');
    await page.getByRole('button', { name: 'Annulla' }).click();
  });
});

describe('allergens', () => {
  it('the owner ticks Latte on an item; visitors see it on /menu and in the register, and the filter hides it', async () => {
    const { page, browser } = session;
    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string; destination: string; position: number }[]>('/api/menu-sections');
    const [section] = sections.filter((s) => s.destination === 'mare').sort((a, b) => a.position - b.position);
    const name = 'Piatto allergeni e2e';
    const item = await call<{ id: number }>('/api/menu-items', {
      method: 'POST',
      json: { sectionId: section!.id, name, description: 'Per la prova', price: '€ 9', position: 99 },
    });
    try {
      await logIn();
      await page.getByRole('tab', { name: 'Voci Menu' }).click();
      await page.getByRole('button', { name: `Modifica la voce ${name}` }).click();
      await page.getByRole('checkbox', { name: 'Latte', exact: true }).check();
      // A diet its allergens contradict is said at once, and not saved.
      await page.getByRole('checkbox', { name: 'Vegano' }).check();
      await page.getByRole('alert').filter({ hasText: 'Un piatto vegano non può contenere latte' }).first().waitFor();
      await page.getByRole('button', { name: 'Salva' }).click();
      // Said again beside 'Salva', and nothing is saved.
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Un piatto vegano non può contenere latte' }).count()).toBe(2);
      expect((await call<{ id: number; diets: string[] }[]>('/api/menu-items')).find((i) => i.id === item.id)?.diets).toEqual([]);
      await page.getByRole('checkbox', { name: 'Vegano' }).uncheck();
      await page.getByRole('checkbox', { name: 'Vegetariano' }).check();
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText('Voce aggiornata').first().waitFor();
      await page.getByRole('listitem').filter({ hasText: name }).getByText('Allergeni: Latte · Vegetariano').waitFor();

      // A visitor.
      const visitor = await browser.newContext({ baseURL, locale: 'it-IT', viewport: { width: 390, height: 844 } });
      try {
        const menu = await visitor.newPage();
        await menu.goto('/menu');
        await waitForSplash(menu);
        const dish = menu.getByRole('listitem').filter({ has: menu.getByRole('heading', { name }) });
        await expect.poll(() => dish.getByRole('listitem').allTextContents()).toEqual(['Latte']);
        expect(await dish.textContent()).toContain('Vegetariano');
        await menu.getByText('Allergie o intolleranze?').click();
        await menu.getByRole('button', { name: 'Senza latte' }).click();
        await expect.poll(() => new URL(menu.url()).searchParams.get('senza')).toBe('latte');
        await expect.poll(() => dish.count()).toBe(0);
        await menu
          .getByRole('status')
          .filter({ hasText: /piatt[oi] nascost[oi] perché conten/ })
          .waitFor();
        // The filtered menu can be shared: its address opens it filtered.
        await menu.reload();
        await waitForSplash(menu);
        await menu.getByRole('heading', { name: 'Antipasti di mare' }).waitFor();
        expect(await dish.count()).toBe(0);
        expect(await menu.getByRole('button', { name: 'Senza latte' }).getAttribute('aria-pressed')).toBe('true');

        // The register: on the phone the dish's entry names Latte, and only Latte; on paper its row
        // has its mark in the Latte column, and nowhere else.
        await menu.goto('/menu/allergeni');
        await waitForSplash(menu);
        const entry = menu.getByRole('region', { name: 'Proposta Mare' }).locator('dl > div').filter({ hasText: name });
        expect(await entry.locator('dd').textContent()).toBe('Allergeni: Latte');
        await menu.emulateMedia({ media: 'print' });
        const table = menu.getByRole('table', { name: 'Proposta Mare' });
        const headers = await table.getByRole('columnheader').allTextContents();
        const row = table.getByRole('row').filter({ has: menu.getByRole('rowheader', { name: new RegExp(name) }) });
        const cells = await row.getByRole('cell').allTextContents();
        expect(cells.map((c, i) => (c.includes('contiene') ? headers[i + 1] : null)).filter(Boolean)).toEqual(['Latte']);

        // Printed (or saved as PDF): A4, about 25 dishes a page.
        const dishes = await menu.getByRole('rowheader').count();
        const pdf = (await menu.pdf({ preferCSSPageSize: true })).toString('latin1');
        const pages = pdf.match(/\/Type\s*\/Page\b/g)!.length;
        expect(pdf).toMatch(/\/MediaBox\s*\[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
        expect(pages, `${dishes} dishes on ${pages} pages`).toBeLessThanOrEqual(Math.ceil(dishes / 22));
      } finally {
        await visitor.close();
      }
    } finally {
      await call(`/api/menu-items/${item.id}`, { method: 'DELETE' });
    }
  });
});

describe('Voci Menu and Piatti Speciali: edit and delete in the UI', () => {
  it('creates, edits and deletes an item and a dish, with their validation messages', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Voci Menu' }).click();
    await page.getByRole('button', { name: 'Nuova voce' }).click();
    await page.getByLabel('Nome').fill('Voce e2e');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Compila tutti i campi: manca la descrizione', { exact: true }).waitFor();
    await page.getByLabel('Sezione', { exact: true }).selectOption({ label: 'Dolci (Mare)' });
    await page.getByLabel('Descrizione').fill('Una voce di prova');
    await page.getByLabel('Prezzo').fill('€ 5');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Voce creata').first().waitFor();
    await page.getByRole('button', { name: 'Modifica la voce Voce e2e' }).click();
    await page.getByLabel('Prezzo').fill('€ 5,50');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Voce aggiornata').first().waitFor();
    await page.getByText('€ 5,50').waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Elimina la voce Voce e2e' }).click();
    await page.getByText('Voce eliminata').first().waitFor();

    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    // Over 5 MB even after the browser's downscaling (a GIF is kept as it is): refused in Italian.
    const bigGif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    await page.getByLabel('Foto del piatto').setInputFiles(onDisk([{ name: 'grande.gif', buffer: bigGif }]));
    await page.getByText("L'immagine deve essere inferiore a 5MB").waitFor();
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('button', { name: 'Modifica il piatto Pizzoccheri' }).click();
    await page.getByLabel('Posizione (1-3)').fill('4');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('La posizione va da 1 a 3').waitFor();
    await page.getByLabel('Descrizione').fill('Grano saraceno, verza, casera: la ricetta della Valtellina.');
    await page.getByLabel('Posizione (1-3)').fill('1');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Piatto aggiornato').first().waitFor();
    const call = await adminApi(baseURL, admin);
    const dish = (await call<{ name: string; description: string }[]>('/api/featured-dishes')).find((d) => d.name === 'Pizzoccheri');
    expect(dish?.description).toBe('Grano saraceno, verza, casera: la ricetta della Valtellina.');
    expect(session.errors).toEqual([]);
  });
});

function pdfOfPhotos(jpegs: Buffer[], width: number, height: number): Buffer {
  const objects: Buffer[] = [];
  const add = (...parts: (string | Buffer)[]) =>
    objects.push(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))));
  const pageIds = jpegs.map((_, i) => 3 + i * 3);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${jpegs.length} >>`);
  for (const [i, jpeg] of jpegs.entries()) {
    const [contentId, imageId] = [pageIds[i]! + 1, pageIds[i]! + 2];
    const draw = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    add(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    );
  }
  const chunks = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let at = chunks[0]!.length;
  for (const [i, body] of objects.entries()) {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(at);
    chunks.push(object);
    at += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
