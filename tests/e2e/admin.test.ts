// The owner's area in a real browser against the real Worker.
import type { Dialog, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PDF_PAGE_IMAGES_BYTES } from '#domain/uploads';
import { DEFAULT_BOOKING_SETTINGS, longDate } from '#domain/bookings/rules';
import { addDays, todayInItaly } from '#domain/italy-clock';
import { adminApi, browserSession, errorsBesides, nextWeekday, ownerLogsIn, screenshot, TINY_PNG, waitForSplash } from './browser';

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

async function logIn() {
  const { page } = session;
  await ownerLogsIn(page, admin);
  await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
}

/** Logs in again in the 'Sessione scaduta' dialog, once it opens (within `timeout`). */
async function reLogIn(timeout?: number) {
  const dialog = session.page.getByRole('dialog', { name: 'Sessione scaduta' });
  await dialog.getByLabel('Username').fill(admin.username, { timeout });
  await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
}

describe('admin login', () => {
  it('refuses wrong credentials with a toast, then logs in and out', async () => {
    const { page } = session;
    await page.goto('/admin');
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Inserisci lo username').waitFor();

    await page.getByLabel('Username').fill(admin.username);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password-sbagliata');
    await page.getByRole('button', { name: 'Mostra la password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Errore di autenticazione').first().waitFor();
    await page.getByText('Credenziali non valide').first().waitFor();

    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
    await page.getByText('Login effettuato con successo!').first().waitFor();
    // The toast leaves the header's Logout free (on a phone it used to cover it for 5 s).
    const toastBox = (await page.getByRole('listitem').filter({ hasText: 'Login effettuato' }).boundingBox())!;
    const logoutBox = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(logoutBox.y + logoutBox.height);

    // Tabs: the arrow keys move between them.
    const tabs = page.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.slice(0, 6)).toEqual(['Impostazioni Menu', 'Piatti Speciali', 'Sezioni Menu', 'Voci Menu', 'Eventi', 'Gallerie']);
    expect(names[6]).toMatch(/^Prenotazioni/);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The open tab goes through the address, which the router applies in a transition: wait for it.
    await expect.poll(() => page.getByRole('tab', { name: 'Sezioni Menu' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: 'Piatti Speciali' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByText('Logout effettuato con successo!').first().waitFor();
    // The expected 401 of the wrong password is the only console message.
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
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
    await page.getByLabel('Carica un nuovo menu PDF').setInputFiles({ name: 'menu-foto.pdf', mimeType: 'application/pdf', buffer: pdf });
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
    await page.getByRole('button', { name: 'Carica PDF' }).click();
    await page.getByText('Seleziona un file PDF').waitFor();
    await page.getByLabel('Carica un nuovo menu PDF').setInputFiles(fileURLToPath(new URL('./fixtures/menu.pdf', import.meta.url)));
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

    await page.goto('/admin');
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

describe('on a phone', () => {
  /** Every control of the admin in view that is smaller than a thumb (44 × 44 px); a checkbox or a hidden file input counts by its label. */
  const smallControls = () =>
    session.page.evaluate(() => {
      const found: string[] = [];
      const main = document.querySelector('main')!;
      for (const el of main.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type="hidden"]), textarea, summary')) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        const input = el instanceof HTMLInputElement ? el : null;
        const target =
          input && ['checkbox', 'radio', 'file'].includes(input.type)
            ? (el.closest('label') ?? document.querySelector<HTMLElement>(`label[for="${el.id}"]`))
            : el;
        if (!target) continue;
        const box = target.getBoundingClientRect();
        if (box.width < 2 && box.height < 2) continue; // visually hidden: its label is measured
        if (box.width < 44 || box.height < 44)
          found.push(
            `${(target.textContent || target.getAttribute('aria-label') || target.tagName).trim().slice(0, 40)} ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
      }
      return found;
    });

  /**
   * Opens every closed panel of the open tab, the nested ones too (a fold, an English disclosure, a
   * button that shows more), so what is inside them is measured: a closed panel hid its controls.
   */
  async function openEveryPanel() {
    for (let round = 0; round < 10; round++) {
      const opened = await session.page.evaluate(() => {
        // The tab shown (the others stay mounted, hidden).
        const panel = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => p.checkVisibility())!;
        let count = 0;
        for (const details of panel.querySelectorAll<HTMLDetailsElement>('details:not([open])')) {
          details.open = true;
          count++;
        }
        // Each button that shows more is pressed once (pressed again it would hide it).
        for (const button of panel.querySelectorAll<HTMLElement>('[aria-expanded="false"]:not([data-pressed])')) {
          if (!button.checkVisibility()) continue;
          button.dataset.pressed = '';
          button.click();
          count++;
        }
        return count;
      });
      if (!opened) return;
      await session.page.waitForTimeout(100);
    }
  }

  it('has every control at least 44 px, in every tab and its form, with every panel open, and keeps the tab on reload', async () => {
    const { page } = session;
    await logIn();
    const tabs = [
      'Impostazioni Menu',
      'Piatti Speciali',
      'Sezioni Menu',
      'Voci Menu',
      'Eventi',
      'Gallerie',
      'Persone',
      'Dati e copie',
      'Il Sito',
      'Prenotazioni',
    ];
    const small: string[] = [];
    for (const name of tabs) {
      await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await page.waitForTimeout(300);
      await openEveryPanel();
      small.push(...(await smallControls()).map((c) => `${name}: ${c}`));
      const open = page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^(Nuov[oa]|Aggiungi)\b/ })
        .first();
      if (await open.count()) {
        await open.click();
        await openEveryPanel();
        small.push(...(await smallControls()).map((c) => `${name} (form): ${c}`));
      }
    }
    expect([...new Set(small)]).toEqual([]);
    // The open tab is in the address: a reload comes back to it.
    expect(new URL(page.url()).searchParams.get('sezione')).toBe('prenotazioni');
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByRole('tab', { name: /^Prenotazioni/ }).getAttribute('aria-selected')).toBe('true');
    // Back returns to the tab before.
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Il Sito' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Orari e coperti', () => {
  type Settings = {
    week: Record<'lunch' | 'dinner', { times: string[]; covers: number } | null>[];
    cancelHoursBefore: number;
    requestMode: string;
    leadMinutes: number;
  };

  /** Every field of the schedule whose label is missing, hidden or off the 390 px screen, and every control cut off by it. */
  const unlabelled = () =>
    session.page.getByRole('form', { name: 'Orari e coperti' }).evaluate((form) => {
      const found: string[] = [];
      const onScreen = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth;
      };
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
        if (!field.checkVisibility()) continue;
        const name = field.getAttribute('aria-label') ?? field.id ?? field.type;
        const label = field.labels?.[0];
        // Its words seen: the label's own text, less what only a screen reader hears.
        const seen = label
          ? [...label.childNodes]
              .map((n) => (n instanceof HTMLElement && n.classList.contains('sr-only') ? '' : n.textContent))
              .join('')
              .trim()
          : '';
        if (!label || !seen || !onScreen(label)) found.push(`${name}: no visible label`);
        if (!onScreen(field)) found.push(`${name}: off the screen`);
      }
      for (const button of form.querySelectorAll('button'))
        if (button.checkVisibility() && !onScreen(button)) found.push(`${button.textContent}: off the screen`);
      return found;
    });

  it('labels every field on a phone, fills a ticked service from the kitchen hours, and saves chips added and removed', async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    const before = await call<Settings>('/api/booking-settings');
    try {
      await logIn();
      await page.getByRole('tab', { name: /^Prenotazioni/ }).click();
      await page.getByText('Orari e coperti prenotabili').click();
      const form = page.getByRole('form', { name: 'Orari e coperti' });
      await form.waitFor();
      // Tuesday: the kitchen serves lunch 12:30 – 14:00 (the demo's hours); the schedule books dinner only.
      expect(before.week[1]).toMatchObject({ lunch: null });
      const lunch = form.getByRole('checkbox', { name: 'Pranzo (martedì)' });
      await lunch.check();
      const chips = form.getByRole('list', { name: 'Orari prenotabili (pranzo, martedì)' }).getByRole('button');
      // What the owner reads on each chip: its time (the × beside it says it goes).
      const shownTimes = async () => (await chips.allInnerTexts()).map((t) => t.replace(/\s*×\s*$/, ''));
      await expect.poll(shownTimes).toEqual(['12:30', '13:00', '13:30']);
      await form.getByRole('checkbox', { name: 'Cena (martedì)' }).waitFor();
      expect(await unlabelled()).toEqual([]);
      const { AxeBuilder } = await import('@axe-core/playwright');
      const axe = await new AxeBuilder({ page })
        .include('form[aria-label="Orari e coperti"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await screenshot(page, 'admin-orari-e-coperti-390');

      // The cancellation field says where its rule is read, and the default the site keeps; its help
      // is the field's description for a screen reader too.
      const cancelHelp = `La regola che dicono i Termini di Servizio, le e-mail e la pagina della prenotazione (${DEFAULT_BOOKING_SETTINGS.cancelHoursBefore} ore se non la cambi).`;
      await form.getByText(cancelHelp, { exact: true }).waitFor();
      const cancelField = form.getByLabel('Annullamento online fino a quante ore prima');
      expect(await cancelField.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
        cancelHelp,
      );

      // A wrong time is refused in Italian, and nothing is saved.
      const add = form.getByLabel('Aggiungi un orario (pranzo, martedì)');
      await add.fill('20:00');
      await form.getByRole('button', { name: 'Aggiungi (pranzo, martedì)' }).click();
      await form.getByText('Gli orari del pranzo vanno prima delle 16:00').waitFor();
      await form.getByRole('button', { name: 'Togli l’orario 13:30 (pranzo, martedì)' }).click();
      await add.fill('13:15');
      await form.getByRole('button', { name: 'Aggiungi (pranzo, martedì)' }).click();
      await expect.poll(shownTimes).toEqual(['12:30', '13:00', '13:15']);
      await form.getByLabel('Coperti (pranzo, martedì)').fill('24');
      await form.getByRole('button', { name: 'Salva orari e coperti' }).click();
      await page.getByText('Orari e coperti salvati').first().waitFor();
      const saved = await call<Settings>('/api/booking-settings');
      expect(saved.week[1]!.lunch).toEqual({ times: ['12:30', '13:00', '13:15'], covers: 24 });
      expect(saved.week[1]!.dinner).toEqual(before.week[1]!.dinner);

      // After a reload the form shows what was saved.
      await page.reload();
      await waitForSplash(page);
      await page.getByText('Orari e coperti prenotabili').click();
      await expect.poll(shownTimes).toEqual(['12:30', '13:00', '13:15']);
      expect(await form.getByLabel('Coperti (pranzo, martedì)').inputValue()).toBe('24');

      // A time typed for a service then closed goes with it (nothing left to ask about on leaving),
      // and the Termini, reached from the footer without a reload, say the rule just saved.
      const asked: string[] = [];
      const answer = (dialog: Dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', answer);
      try {
        await add.fill('12:45');
        await lunch.uncheck();
        await cancelField.fill('48');
        await form.getByRole('button', { name: 'Salva orari e coperti' }).click();
        await page.getByText('Orari e coperti salvati').first().waitFor();
        await page.getByRole('contentinfo').getByRole('link', { name: 'Termini di Servizio' }).click();
        await page.waitForURL(/\/termini-servizio$/);
        await page.getByText(/Puoi annullare una prenotazione fino a 48 ore prima/).waitFor();
        expect(asked).toEqual([]);
      } finally {
        page.off('dialog', answer);
      }
    } finally {
      const { week, cancelHoursBefore, requestMode, leadMinutes } = before;
      await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore, requestMode, leadMinutes } });
    }
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
});

describe('after saving', () => {
  it('shows the saved record in view, marked, wherever the list puts it', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione in vista e2e');
    await page.getByLabel('Posizione').fill('99'); // last of the list, far below the form
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione creata').first().waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Sezione in vista e2e' });
    await expect.poll(() => card.evaluate((li) => li.firstElementChild!.className)).toMatch(/outline-saffron/);
    await expect
      .poll(() =>
        card.evaluate((li) => {
          const box = li.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight
            ? 'in view'
            : `${box.top} ${box.bottom} ${window.innerHeight} ${window.scrollY}`;
        }),
      )
      .toBe('in view');
    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string }[]>('/api/menu-sections');
    for (const s of sections.filter((s) => s.title === 'Sezione in vista e2e'))
      await call(`/api/menu-sections/${s.id}`, { method: 'DELETE' });
  });
});

describe('the open form in the address', () => {
  it('opens again on reload, and leaves the address when it closes', async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    const [first] = (await call<{ id: number; title: string; position: number }[]>('/api/menu-sections')).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: `Modifica la sezione ${first!.title}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBe(String(first!.id));
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByLabel('Sezioni Menu').getByLabel('Titolo').inputValue()).toBe(first!.title);
    expect(await page.getByLabel('Titolo').count()).toBe(1); // no other tab opened a form of the same id
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBeNull();
    // A new record's form too, kept (like the tab's) when another tab is opened.
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modifica-sezioni')).toBe('nuovo');
    await page.reload();
    await waitForSplash(page);
    await expect.poll(() => page.getByLabel('Sezioni Menu').getByLabel('Titolo').inputValue()).toBe('');
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sezione=eventi&modifica-sezioni=nuovo');
    expect(await page.getByLabel('Eventi').getByLabel('Titolo').count()).toBe(0);
  });
});

describe('unsaved changes and links', () => {
  it('asks before a link of the site leaves a form half typed, and then goes there for good', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione a metà');
    // The site's navigation (the router's links, in the panel on a phone).
    const menuLink = async () => {
      await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
      return page.getByRole('dialog', { name: 'Navigazione' }).getByRole('link', { name: 'Menu', exact: true });
    };
    page.once('dialog', (d) => void d.dismiss());
    await (await menuLink()).click();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.keyboard.press('Escape');
    expect(await page.getByLabel('Titolo').inputValue()).toBe('Sezione a metà');
    page.once('dialog', (d) => void d.accept());
    await (await menuLink()).click();
    await page.waitForURL('**/menu');
    await page.waitForTimeout(500); // nothing takes the owner back
    expect(new URL(page.url()).pathname).toBe('/menu');
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

describe('unsaved changes', () => {
  it('asks before Back leaves a form half typed, and keeps what was typed when the owner stays', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByLabel('Nome').fill('Piatto a metà');
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked).toEqual(['Hai modifiche non salvate: uscire senza salvarle?']);
    expect(await page.getByLabel('Nome').inputValue()).toBe('Piatto a metà');
    await expect.poll(() => page.getByRole('tab', { name: 'Piatti Speciali' }).getAttribute('aria-selected')).toBe('true');
    // Going on leaves for real: Back then reaches the tab before.
    page.once('dialog', (d) => void d.accept());
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Sezioni Menu' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Prenotazioni', () => {
  it('shows a reservation, lets the owner confirm it and erase it', async () => {
    const { page } = session;
    const saturday = nextWeekday(6);
    const booked = await fetch(`${baseURL}/api/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
      body: JSON.stringify({
        firstName: 'Lucia',
        lastName: 'Admin e2e',
        email: 'lucia@example.it',
        phone: '333 111 2222',
        date: saturday,
        time: '21:00',
        guests: 4,
      }),
    });
    expect(booked.status).toBe(201);
    await logIn();
    // The count arrives with the bookings waiting for an answer, after the tabs appear.
    await expect
      .poll(() => page.getByRole('tab', { name: /Prenotazioni/ }).textContent())
      .toMatch(/Prenotazioni(1 nuova|([2-9]|\d{2,}) nuove)$/);
    await page.getByRole('tab', { name: /Prenotazioni/ }).click();
    // The book opens on today; a request for another day is listed above it, one tap away.
    await page.getByRole('listitem').filter({ hasText: 'Lucia Admin e2e' }).getByRole('button', { name: 'Vai al giorno' }).click();
    expect(await page.getByLabel('Giorno', { exact: true }).inputValue()).toBe(saturday);
    const card = page.getByRole('listitem').filter({ hasText: 'Lucia Admin e2e' });
    await card.getByRole('link', { name: 'WhatsApp' }).waitFor();
    expect(await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/393331112222');
    expect(await card.getByRole('link', { name: /Chiama/ }).getAttribute('href')).toBe('tel:3331112222');
    // Until the owner confirms it, a request holds no seats: it is counted apart, as waiting.
    await page.getByText(/^Cena · Confermati 0 \/ 40 · in attesa 4$/).waitFor();
    await card.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Prenotazione confermata').first().waitFor();
    expect(await card.getByLabel('Stato').inputValue()).toBe('confermata');
    await page.getByText(/^Cena · Confermati 4 \/ 40$/).waitFor();
    // The guest's answer is in the outbox (and sent through the simulated e-mail binding).
    const call = await adminApi(baseURL, admin);
    const mail = await call<{ to: string; kind: string; subject: string }[]>('/api/notifications');
    expect(mail.find((m) => m.to === 'lucia@example.it' && m.kind === 'confermata')).toMatchObject({
      subject: 'Bistrot Garbagnate: prenotazione confermata',
    });
    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Prenotazione eliminata').first().waitFor();
    const rows = await call<{ lastName: string }[]>('/api/reservations');
    expect(rows.some((r) => r.lastName === 'Admin e2e')).toBe(false);
  });

  it('closes a day: the booking form refuses it and the site says why', async () => {
    const { page } = session;
    const wednesday = nextWeekday(3);
    const call = await adminApi(baseURL, admin);
    try {
      await logIn();
      await page.getByRole('tab', { name: /Prenotazioni/ }).click();
      const form = page.getByRole('form', { name: 'Nuova chiusura' });
      await form.getByLabel('Dal').fill(wednesday);
      await form.getByLabel('Al (incluso)').fill(wednesday);
      await form.getByLabel('Avviso per i clienti').fill('Chiusi per inventario e2e');
      await form.getByRole('button', { name: 'Aggiungi chiusura' }).click();
      await page.getByText('Chiusura aggiunta').first().waitFor();

      await page.goto('/contatti');
      await waitForSplash(page);
      const booking = page.getByRole('form', { name: 'Prenota un tavolo' });
      await booking.getByLabel('Data', { exact: true }).fill(wednesday);
      // Under the date, the closure's days as the site writes them, then the owner's sentence.
      await booking.getByText(`Chiusi ${longDate(wednesday)}: Chiusi per inventario e2e`, { exact: true }).waitFor();
      expect(await booking.getByLabel('Orario', { exact: true }).isDisabled()).toBe(true);
      // Within a week of it, every page announces it.
      await page.getByRole('complementary', { name: 'Avviso di chiusura' }).getByText('Chiusi per inventario e2e').waitFor();
    } finally {
      // Later journeys book on other days; the closure goes whatever happened above.
      const closures = await call<{ id: number; message: string }[]>('/api/closures');
      for (const c of closures.filter((c) => c.message === 'Chiusi per inventario e2e')) {
        await call(`/api/closures/${c.id}`, { method: 'DELETE' });
      }
    }
  });
});

describe('Prenotazioni: changes that touch bookings ask first', () => {
  it('closing a day that holds a booking lists it, and once confirmed cancels it', async () => {
    const { page } = session;
    const tuesday = nextWeekday(2);
    const call = await adminApi(baseURL, admin);
    // A booking the owner took by phone (no e-mail): confirmed, holding seats that Tuesday.
    const booked = await call<{ id: number }>('/api/reservations', {
      json: { firstName: 'Teresa', lastName: 'Chiusura e2e', phone: '333 444 5555', date: tuesday, time: '20:00', guests: 3 },
    });
    const message = 'Chiusi per lavori e2e';
    try {
      await logIn();
      await page.getByRole('tab', { name: /Prenotazioni/ }).click();
      const form = page.getByRole('form', { name: 'Nuova chiusura' });
      await form.getByLabel('Dal').fill(tuesday);
      await form.getByLabel('Al (incluso)').fill(tuesday);
      await form.getByLabel('Avviso per i clienti').fill(message);
      await form.getByRole('button', { name: 'Aggiungi chiusura' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Chiudere e annullare le prenotazioni?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(/C’è 1 prenotazione in questi giorni/);
      expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/Teresa Chiusura e2e.*ore 20:00 · 3 persone/),
      ]);
      await screenshot(page, 'admin-chiusura-con-prenotazioni');
      // Going back changes nothing and keeps what was typed.
      await dialog.getByRole('button', { name: 'Torna indietro' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await form.getByLabel('Avviso per i clienti').inputValue()).toBe(message);
      expect((await call<{ message: string }[]>('/api/closures')).some((c) => c.message === message)).toBe(false);

      await form.getByRole('button', { name: 'Aggiungi chiusura' }).click();
      await dialog.getByRole('button', { name: 'Annulla le prenotazioni e chiudi' }).click();
      await page.getByText('Chiusura aggiunta: 1 prenotazione annullata').first().waitFor();
      expect(await form.getByLabel('Avviso per i clienti').inputValue()).toBe('');
      // The book shows it cancelled, holding no seats.
      await page.getByLabel('Giorno', { exact: true }).fill(tuesday);
      const card = page.getByRole('listitem').filter({ hasText: 'Teresa Chiusura e2e' });
      await expect.poll(() => card.getByLabel('Stato').inputValue()).toBe('annullata');
      await page.getByText(/^Cena · Confermati 0 \/ 40$/).waitFor();
      const rows = await call<{ id: number; status: string }[]>(`/api/reservations?date=${tuesday}`);
      expect(rows.find((r) => r.id === booked.id)?.status).toBe('annullata');
      // Chromium logs the 409 that brought the list; nothing else went wrong.
      expect(errorsBesides(session.errors, 409)).toEqual([]);
    } finally {
      for (const c of (await call<{ id: number; message: string }[]>('/api/closures')).filter((c) => c.message === message)) {
        await call(`/api/closures/${c.id}`, { method: 'DELETE' });
      }
      await call(`/api/reservations/${booked.id}`, { method: 'DELETE' });
    }
  });

  it("books a phone call's table past the covers only once the owner says so, and marks it in the book", async () => {
    const { page } = session;
    // A Tuesday two weeks on, with nothing booked: 41 people go past its 40 covers.
    const day = addDays(nextWeekday(2), 14);
    const call = await adminApi(baseURL, admin);
    try {
      await logIn();
      await page.getByRole('tab', { name: /Prenotazioni/ }).click();
      await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
      const form = page.getByRole('form', { name: 'Nuova prenotazione' });
      // The owner's rules: a first name and a phone are enough, any party, any time of the evening.
      await form.getByLabel('Nome', { exact: true }).fill('Ottavio');
      await form.getByLabel('Telefono', { exact: true }).fill('333 987 6543');
      await form.getByLabel('Data', { exact: true }).fill(day);
      await form.getByLabel('Orario', { exact: true }).fill('20:15');
      await form.getByLabel('Persone', { exact: true }).fill('41');
      await form.getByRole('button', { name: 'Registra prenotazione' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Oltre i coperti' });
      await dialog.getByText('Supera i coperti: 41 / 40. Prenotare lo stesso?').waitFor();
      expect(await call(`/api/reservations?date=${day}`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Prenota lo stesso' }).click();
      await page.getByText('Prenotazione registrata').first().waitFor();
      // The book goes to its day, where it stands marked past the covers.
      expect(await page.getByLabel('Giorno', { exact: true }).inputValue()).toBe(day);
      const card = page.getByRole('listitem').filter({ hasText: 'Ottavio' });
      await card.getByText('Oltre i coperti').waitFor();
      await page.getByText(/^Cena · Confermati 41 \/ 40$/).waitFor();
      expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
      const rows = await call<Record<string, unknown>[]>(`/api/reservations?date=${day}`);
      expect(rows).toEqual([
        expect.objectContaining({
          firstName: 'Ottavio',
          lastName: '',
          email: '',
          guests: 41,
          time: '20:15',
          status: 'confermata',
          source: 'titolare',
          overbooked: true,
        }),
      ]);
      expect(errorsBesides(session.errors, 409)).toEqual([]);
    } finally {
      for (const r of await call<{ id: number }[]>(`/api/reservations?date=${day}`)) {
        await call(`/api/reservations/${r.id}`, { method: 'DELETE' });
      }
    }
  });
});

describe('Prenotazioni: the owner books what the kitchen serves', () => {
  it('enters a phone call’s lunch for five on Sunday at 13:00 and a 16:00 private party once asked, while the form offers no lunch', async () => {
    const { page } = session;
    // Three weeks on, clear of the other journeys' evenings. The demo: lunch every day but Monday, by
    // phone; dinner Tuesday to Saturday, online.
    const sunday = addDays(nextWeekday(0), 21);
    const tuesday = addDays(nextWeekday(2), 21);
    const call = await adminApi(baseURL, admin);
    try {
      await logIn();
      await page.getByRole('tab', { name: /Prenotazioni/ }).click();
      await page.getByRole('button', { name: 'Nuova prenotazione' }).click();
      const form = page.getByRole('form', { name: 'Nuova prenotazione' });
      const enter = async (name: string, time: string, guests: string) => {
        await form.getByLabel('Nome', { exact: true }).fill(name);
        await form.getByLabel('Telefono', { exact: true }).fill('333 444 5555');
        await form.getByLabel('Data', { exact: true }).fill(sunday);
        await form.getByLabel('Orario', { exact: true }).fill(time);
        await form.getByLabel('Persone', { exact: true }).fill(guests);
      };
      await enter('Lucia Pranzo e2e', '13:00', '5');
      // The time field says the kitchen's hours that day, and suggests them.
      await form.getByText(`Orari della cucina di ${longDate(sunday)}: 12:30 – 14:00. Fuori orario ti chiediamo conferma.`).waitFor();
      expect(await form.locator('#nuova-orari option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
        '12:30',
        '13:00',
        '13:30',
      ]);
      await form.getByRole('button', { name: 'Registra prenotazione' }).click();
      await page.getByText('Prenotazione registrata').first().waitFor();
      // The book goes to Sunday: lunch, booked by phone only, against the place's 40 seats.
      expect(await page.getByLabel('Giorno', { exact: true }).inputValue()).toBe(sunday);
      await page.getByText(/^Pranzo · Confermati 5 \/ 40/).waitFor();
      await page.getByText('Solo per telefono: il modulo del sito non lo offre').waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Lucia Pranzo e2e' }).waitFor();

      // A private party at 16:00 is outside the kitchen's hours: asked first, saved only once confirmed.
      expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
      await enter('Festa privata e2e', '16:00', '30');
      await form.getByRole('button', { name: 'Registra prenotazione' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Fuori dagli orari della cucina' });
      await dialog.getByText('16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00). Prenotare lo stesso?').waitFor();
      await screenshot(page, 'admin-festa-fuori-orario-390');
      expect((await call<{ firstName: string }[]>(`/api/reservations?date=${sunday}`)).map((r) => r.firstName)).toEqual([
        'Lucia Pranzo e2e',
      ]);
      await dialog.getByRole('button', { name: 'Prenota lo stesso' }).click();
      await page.getByText('Prenotazione registrata').first().waitFor();
      await page.getByText(/^Cena · Confermati 30 \/ 40/).waitFor();
      // Sunday has no dinner: its line holds the owner's party only, and says so.
      await page.getByText('Fuori dagli orari della cucina: solo le prenotazioni che hai inserito tu').waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Festa privata e2e' }).waitFor();
      await screenshot(page, 'admin-pranzo-al-telefono-390');
      const rows = await call<Record<string, unknown>[]>(`/api/reservations?date=${sunday}`);
      expect(rows.map((r) => [r.firstName, r.time, r.guests, r.service, r.status, r.source])).toEqual([
        ['Lucia Pranzo e2e', '13:00', 5, 'lunch', 'confermata', 'titolare'],
        ['Festa privata e2e', '16:00', 30, 'dinner', 'confermata', 'titolare'],
      ]);

      // The public form still offers no lunch: Sunday is by phone, Tuesday's times are dinner's.
      await page.goto('/contatti');
      await waitForSplash(page);
      const guest = page.getByRole('form', { name: 'Prenota un tavolo' });
      const time = guest.getByLabel('Orario', { exact: true });
      await guest.getByLabel('Data', { exact: true }).fill(sunday);
      await guest.getByText(/^La domenica siamo aperti \(12:30 – 14:00\), ma si prenota solo per telefono/).waitFor();
      expect(await time.isDisabled()).toBe(true);
      await guest.getByLabel('Data', { exact: true }).fill(tuesday);
      await guest.getByText(/^Il pranzo \(12:30 – 14:00\) si prenota per telefono/).waitFor();
      const offered = (await time.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).filter(Boolean);
      expect(offered).toEqual(DEFAULT_BOOKING_SETTINGS.week[1]!.dinner!.times);
      expect(errorsBesides(session.errors, 409)).toEqual([]);
    } finally {
      for (const r of await call<{ id: number }[]>(`/api/reservations?date=${sunday}`)) {
        await call(`/api/reservations/${r.id}`, { method: 'DELETE' });
      }
    }
  });
});

// Three different small photos, told apart after upload by their bytes.
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

describe('Gallerie and Eventi', () => {
  it('creates a gallery with staged photos (cover and order as staged), reorders by keyboard and by pointer, sets the cover', async () => {
    const { page } = session;
    const [red, green, blue] = await colouredPngs();
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
      await page.reload();
      await waitForSplash(page);
      await expect.poll(() => picture.getAttribute('src')).toBe('/images/events/jazz-palco-600.webp');
      await page.getByLabel('Aggiungi foto').setInputFiles({ name: 'blu.png', mimeType: 'image/png', buffer: blue! });
      await page.getByText('Foto caricata').first().waitFor({ timeout: 20_000 });
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
  const dir = fileURLToPath(new URL('../../web/public/images/galleries/', import.meta.url));
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
      await logIn();
      await page.getByRole('tab', { name: 'Gallerie' }).click();
      await page.getByRole('button', { name: 'Nuova galleria' }).click();
      await page.getByLabel('Titolo').fill('Quattro foto e2e');
      // First on /galleria, before the demo's.
      await page.getByLabel('Posizione').fill('1');
      await page
        .getByLabel('Foto', { exact: true })
        .setInputFiles(photos.map((buffer, i) => ({ name: `IMG_${4001 + i}.jpg`, mimeType: 'image/jpeg', buffer })));
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

        await screenshot(visitor, 'galleria-owner-photos-390');

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

describe('the admin on a phone', () => {
  it('has no horizontal scrolling and no serious axe violation, on the login and on every tab', async () => {
    const { AxeBuilder } = await import('@axe-core/playwright');
    const { page } = session;
    const check = async (where: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390);
      // Colours as they settle: a button that was waiting (greyed) fades back in over a transition.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await page.goto('/admin');
    await waitForSplash(page);
    await check('login');
    await logIn();
    for (const tab of [
      'Impostazioni Menu',
      'Piatti Speciali',
      'Sezioni Menu',
      'Voci Menu',
      'Eventi',
      'Gallerie',
      'Il Sito',
      'Prenotazioni',
    ]) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.waitForTimeout(400);
      await check(tab);
    }
    await page.getByRole('tab', { name: 'Gallerie' }).click();
    await page.getByRole('button', { name: 'Modifica la galleria La Sala' }).click();
    await page.getByRole('button', { name: 'Sposta la foto 1' }).waitFor();
    await check('photo manager');
  });

  it('downscales a 4000×3000 phone photo in the browser before uploading it', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c8a040' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Piatti Speciali' }).click();
    await page.getByRole('button', { name: 'Nuovo piatto' }).click();
    await page.getByLabel('Foto del piatto').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.getByText('Immagine caricata con successo').first().waitFor({ timeout: 15_000 });
    const src = await page.locator('form img').first().getAttribute('src');
    const uploaded = Buffer.from(await (await fetch(`${baseURL}${src}`)).arrayBuffer());
    const meta = await sharp(uploaded).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    expect(['webp', 'jpeg']).toContain(meta.format);
  });
});

describe('dated events', () => {
  it('an event the owner dates in the past leaves the upcoming list for "Eventi passati", by itself', async () => {
    const { page, browser } = session;
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
    await page.getByLabel('Foto del piatto').setInputFiles({ name: 'grande.gif', mimeType: 'image/gif', buffer: bigGif });
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

describe('what the owner types', () => {
  it('survives switching tab and back', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByRole('tabpanel').getByLabel('Titolo').fill('Bozza da non perdere');
    await page.getByRole('tab', { name: 'Eventi' }).click();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    expect(await page.getByRole('tabpanel').getByLabel('Titolo').inputValue()).toBe('Bozza da non perdere');
  });
});

/** A PDF whose pages are the given JPEG photos (all `width` x `height`), each filling an A4 page. */
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
