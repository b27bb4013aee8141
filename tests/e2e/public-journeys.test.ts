// What a visitor does on the public site, in a real browser against the real Worker.
import { readFileSync } from 'node:fs';
import type { Locator, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { addDays } from '#domain/italy-clock';
// A request sent sooner than this after the form showed is taken for a bot's: kept apart for the
// owner, and no e-mail goes out.
import { MIN_FILL_MS } from '#domain/bookings/timings';
import { FADE_IN_MS, SPLASH_MS } from '../../web/src/lib/splash-clock.ts';
import {
  adminApi,
  bookingSettingsAsShipped,
  browserSession,
  errorsBesides,
  nextWeekday,
  PHONE,
  presetConsent,
  serveTilesLocally,
  TINY_PNG,
  waitForSplash,
} from './browser';

const session = browserSession({ locale: 'it-IT', viewport: PHONE, hasTouch: true, acceptDownloads: true }, serveTilesLocally);

const open = async (path: string) => {
  await session.page.goto(path);
  await waitForSplash(session.page);
};

describe('navigation panel', () => {
  it('opens, traps focus, highlights the current section, closes on Esc, overlay and navigation', async () => {
    await presetConsent(session.context, 'declined');
    await open('/eventi/serata-jazz');
    const hamburger = session.page.getByRole('button', { name: 'Apri il menu di navigazione' });
    await hamburger.click();
    const panel = session.page.getByRole('dialog', { name: 'Navigazione' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    // The Eventi link is highlighted: the path starts with /eventi.
    expect(await panel.getByRole('link', { name: 'Eventi' }).getAttribute('aria-current')).toBe('page');
    expect(await panel.getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBeNull();
    // Focus stays inside while tabbing.
    for (let i = 0; i < 15; i++) await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => document.activeElement?.closest('#pannello-navigazione') !== null)).toBe(true);
    await session.page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('inert')).not.toBeNull();
    await expect
      .poll(() => session.page.evaluate(() => document.activeElement?.getAttribute('aria-controls')))
      .toBe('pannello-navigazione');

    await hamburger.click();
    await session.page.mouse.click(20, 400); // the overlay, left of the panel
    await expect.poll(() => panel.getAttribute('inert')).not.toBeNull();

    await hamburger.click();
    await panel.getByRole('link', { name: 'Galleria' }).click();
    await session.page.waitForURL('**/galleria');
    await expect.poll(() => panel.getAttribute('inert')).not.toBeNull();
    expect(session.errors).toEqual([]);
  });
});

describe('cookie banner', () => {
  const banner = () => session.page.getByRole('region', { name: 'Consenso ai cookie' });

  it.each([
    ['Accetta', 'accepted'],
    ['Rifiuta', 'declined'],
    ['Chiudi e rifiuta i cookie non necessari', 'declined'],
  ])('%s stores %s and hides it for good', async (button, stored) => {
    await open('/');
    // It comes with the app's code, which a busy machine may still be running.
    await banner().waitFor();
    await banner().getByRole('button', { name: button, exact: true }).click();
    expect(await banner().count()).toBe(0);
    expect(await session.page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);
    await open('/menu');
    expect(await banner().count()).toBe(0);
  });
});

describe('menu', () => {
  it('switches between Mare and Montagna', async () => {
    await presetConsent(session.context, 'declined');
    await open('/menu');
    await session.page.getByRole('heading', { name: 'Primi di mare' }).waitFor();
    expect(await session.page.getByRole('button', { name: 'Mare' }).getAttribute('aria-pressed')).toBe('true');
    expect(await session.page.getByRole('heading', { name: 'Spaghetti alle vongole' }).count()).toBeGreaterThan(0);
    await session.page.getByRole('button', { name: 'Montagna' }).click();
    await session.page.getByRole('heading', { name: 'Primi di montagna' }).waitFor();
    expect(await session.page.getByRole('heading', { name: 'Primi di mare' }).count()).toBe(0);
    expect(await session.page.getByRole('heading', { name: 'Pizzoccheri', exact: false }).count()).toBeGreaterThan(0);
    expect(session.errors).toEqual([]);
  });

  it("replaces a featured dish photo that fails to load with the Worker's placeholder", async () => {
    const call = await adminApi(baseURL, admin);
    const dish = await call<{ id: number }>('/api/featured-dishes', {
      json: {
        name: 'Risotto mantecato allo zafferano',
        description: 'Prova',
        image: '/images/non-esiste-1200.webp',
        position: 1,
        destination: 'montagna',
      },
    });
    try {
      await presetConsent(session.context, 'declined');
      await open('/menu');
      await session.page.getByRole('button', { name: 'Montagna' }).click();
      const photo = session.page.getByRole('img', { name: 'Risotto mantecato allo zafferano' });
      await expect.poll(() => photo.getAttribute('src')).toBe('/api/placeholder/400/300?text=Risotto%20mantecato%20al');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The failed photo is the expected console message; nothing else.
      expect(errorsBesides(session.errors, 404)).toEqual([]);
    } finally {
      await call(`/api/featured-dishes/${dish.id}`, { method: 'DELETE' });
    }
  });

  it('shows the PDF pages in PDF mode, the loading text without a PDF, and hides the toggle', async () => {
    const call = await adminApi(baseURL, admin);
    const pdf = readFileSync(new URL('./fixtures/menu.pdf', import.meta.url));
    const form = new FormData();
    form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'menu.pdf');
    form.append('pages', new Blob([TINY_PNG], { type: 'image/png' }), 'p1.png');
    form.append('pages', new Blob([TINY_PNG], { type: 'image/png' }), 'p2.png');
    try {
      await call('/api/upload-pdf-menu', { body: form });
      await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'pdf' } });
      await presetConsent(session.context, 'declined');
      await open('/menu');
      await session.page.getByAltText('Menu, pagina 1 di 2').waitFor();
      expect(await session.page.getByAltText('Menu, pagina 2 di 2').isVisible()).toBe(true);
      expect(await session.page.getByRole('button', { name: 'Montagna' }).count()).toBe(0);
      expect(await session.page.getByRole('link', { name: 'Scarica il PDF' }).getAttribute('download')).toBe('Menu-Bistrot-Garbagnate.pdf');
      // A shared filtered address filters nothing here (the PDF has no structured dishes to hide), and
      // the allergens are still a click away: the register lists the structured dishes, and says so.
      await open('/menu?senza=glutine');
      await session.page.getByRole('heading', { name: 'Allergeni e intolleranze' }).waitFor();
      expect(await session.page.getByText('Allergie o intolleranze?').count()).toBe(0);
      await session.page.getByRole('link', { name: /Registro degli allergeni/ }).click();
      await session.page
        .getByText('Il menu in vigore è in formato PDF: questo registro elenca i piatti inseriti nel menu del sito.')
        .waitFor();
      // Both proposals, listed dish by dish on this phone.
      expect(await session.page.getByRole('region', { name: /^Proposta (Mare|Montagna)$/ }).count()).toBe(2);

      await call('/api/menu-pdf', { method: 'DELETE' });
      await open('/menu');
      await session.page.getByText('Menu PDF in caricamento...').waitFor();
    } finally {
      await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'gestito' } });
    }
  });
});

/** Since when the open page's form has been shown, as its clock counts (read once the page is hydrated). */
const formShownAt = (page = session.page) => page.evaluate(() => performance.now());

/** Waits, as a person filling the form takes its time, until the form has been open long enough. */
const atAPersonsPace = (shownAt: number, page = session.page) =>
  page.waitForFunction((since) => performance.now() > since, shownAt + MIN_FILL_MS + 100, { polling: 100 });

/** The reservation form's required fields, for a table at 20:30. */
async function fillReservation(form: Locator, who: { firstName: string; lastName: string; email: string; phone: string; date: string }) {
  await form.getByLabel('Nome', { exact: true }).fill(who.firstName);
  await form.getByLabel('Cognome', { exact: true }).fill(who.lastName);
  await form.getByLabel('Email', { exact: true }).fill(who.email);
  await form.getByLabel('Telefono', { exact: true }).fill(who.phone);
  await form.getByLabel('Data', { exact: true }).fill(who.date);
  await form.getByLabel('Orario', { exact: true }).selectOption('20:30');
}

describe('reservation', () => {
  it('is sent from /contatti, with its hidden field empty and how long it was open, and found by the owner', async () => {
    await presetConsent(session.context, 'declined');
    await open('/contatti');
    const shownAt = await formShownAt();
    const form = session.page.getByRole('form', { name: 'Prenota un tavolo' });
    // The field only bots fill in: named and labelled with words no browser's autofill or password
    // manager knows, autocomplete off, off screen, hidden from screen readers and out of the Tab order.
    const nectar = form.locator('input[name="nectar"]');
    expect(await nectar.getAttribute('type')).toBe('text');
    expect(await nectar.getAttribute('autocomplete')).toBe('off');
    expect(await nectar.getAttribute('tabindex')).toBe('-1');
    expect(await nectar.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const hidden = (await nectar.boundingBox())!;
    expect(hidden.x + hidden.width).toBeLessThanOrEqual(0);
    const words = await nectar.evaluate((el) =>
      [el.id, el.getAttribute('name'), document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent].join(' '),
    );
    expect(words).toMatch(/Lascia vuoto/);
    expect(words).not.toMatch(/web|url|sito|company|azienda|name|nome|mail|phone|tel|address|indirizzo|fax/i);
    // After the notes, the allergies' part (loaded once the page has faded in), then the button.
    await form.getByText('Allergie, intolleranze o diete? (facoltativo)').waitFor();
    await form.getByLabel('Note (facoltative)').focus();
    await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe('Allergie, intolleranze o diete? (facoltativo)');
    await session.page.keyboard.press('Tab');
    expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe('Invia prenotazione');

    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    // The same schema as the Worker: Italian messages under the fields.
    await session.page.getByText('Campo obbligatorio').first().waitFor();

    const friday = nextWeekday(5);
    await fillReservation(form, {
      firstName: 'Giulia',
      lastName: 'Rossi e2e',
      email: 'giulia.rossi@example.it',
      phone: '+39 333 765 4321',
      date: friday,
    });
    await form.getByLabel('Persone', { exact: true }).selectOption({ label: '6+ persone' });
    await form.getByLabel('Note (facoltative)').fill('Un tavolo vicino al camino');
    await atAPersonsPace(shownAt);
    const posted = session.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'));
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    // What the form sends besides the booking: how long it was open (whole milliseconds), and no
    // hidden field, since nobody filled it.
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(Number.isInteger(body.fillMs) && (body.fillMs as number) >= MIN_FILL_MS).toBe(true);
    expect(body).not.toHaveProperty('nectar');
    expect(body).not.toHaveProperty('website');

    await session.page.getByText('Prenotazione inviata!').first().waitFor();
    // Focus moves to the confirmation that replaces the form.
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.textContent)).toBe('Richiesta inviata');
    // F8 moves focus to the notifications (docs/product.md#4-states).
    await session.page.keyboard.press('F8');
    expect(await session.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifiche (F8)');
    // Announced to screen readers through the permanent live region...
    expect(await session.page.getByRole('status').filter({ hasText: 'Prenotazione inviata!' }).count()).toBe(1);
    // ...and shown as a card that a swipe to the right (over 50 px) dismisses.
    const toast = session.page.getByRole('listitem').filter({ hasText: 'Prenotazione inviata!' });
    const box = (await toast.boundingBox())!;
    await session.page.mouse.move(box.x + 40, box.y + box.height / 2);
    await session.page.mouse.down();
    await session.page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
    await session.page.mouse.up();
    await expect.poll(() => toast.count()).toBe(0);
    // The form gives way to a lasting confirmation of what was sent, with focus on it.
    const sent = session.page.getByRole('region', { name: 'Richiesta inviata' });
    expect(await sent.textContent()).toMatch(/ore 20:30, 6 o più persone/);
    expect(await sent.textContent()).toContain('giulia.rossi@example.it');
    // True whichever way the restaurant takes requests: the next step is in the guest's mailbox.
    expect(await sent.textContent()).toContain('Controlla la tua e-mail');
    await sent.getByRole('button', { name: "Invia un'altra prenotazione" }).click();
    expect(await form.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Persone', { exact: true }).inputValue()).toBe('2');

    const call = await adminApi(baseURL, admin);
    const reservations = await call<{ lastName: string; guests: number; time: string; date: string; notes: string }[]>('/api/reservations');
    expect(reservations[0]).toMatchObject({
      lastName: 'Rossi e2e',
      guests: 6,
      time: '20:30',
      date: friday,
      notes: 'Un tavolo vicino al camino',
      // A person's pace: a request like any, not one held back as a bot's.
      status: 'nuova',
    });
    const mail = await call<{ to: string; kind: string }[]>('/api/notifications');
    expect(mail.some((m) => m.to === 'giulia.rossi@example.it' && m.kind === 'ricevuta')).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('on a first visit, shows its toast above the cookie banner, whose buttons stay free', async () => {
    const { context, page } = await session.open({ locale: 'it-IT', viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      await page.goto('/contatti');
      await waitForSplash(page);
      const banner = page.getByRole('region', { name: 'Consenso ai cookie' });
      await banner.waitFor();
      const saturday = nextWeekday(6);
      const form = page.getByRole('form', { name: 'Prenota un tavolo' });
      await fillReservation(form, {
        firstName: 'Marco',
        lastName: 'Bianchi e2e',
        email: 'marco.bianchi@example.it',
        phone: '+39 333 123 4567',
        date: saturday,
      });
      await form.getByRole('button', { name: 'Invia prenotazione' }).click();
      const toast = page.getByRole('listitem').filter({ hasText: 'Prenotazione inviata!' });
      await toast.waitFor();
      const toastBox = (await toast.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bannerBox.y);
      // The banner's buttons answer at once, with the toast still shown.
      await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click({ timeout: 2_000 });
      await banner.waitFor({ state: 'detached' });
      expect(await toast.count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('gives the guest a personal link that shows the booking and cancels it', async () => {
    await presetConsent(session.context, 'declined');
    await open('/contatti');
    const shownAt = await formShownAt();
    const form = session.page.getByRole('form', { name: 'Prenota un tavolo' });
    // A week on: well before the 24 hours within which the link no longer cancels.
    const thursday = addDays(nextWeekday(4), 7);
    await fillReservation(form, {
      firstName: 'Irene',
      lastName: 'Link e2e',
      email: 'irene.link@example.it',
      phone: '02 9957 0000',
      date: thursday,
    });
    await atAPersonsPace(shownAt);
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    await session.page.getByText('Prenotazione inviata!').first().waitFor();

    // The link of the "richiesta ricevuta" e-mail (the outbox keeps what was sent).
    const call = await adminApi(baseURL, admin);
    const mail = await call<{ to: string; kind: string; text: string }[]>('/api/notifications');
    const received = mail.find((m) => m.to === 'irene.link@example.it' && m.kind === 'ricevuta')!;
    const link = /https?:\/\/\S+\/prenotazione\/[A-Za-z0-9_-]{43}/.exec(received.text)![0];
    await open(new URL(link).pathname);
    await session.page.getByRole('heading', { name: 'La tua prenotazione' }).waitFor();
    await session.page.getByText('Irene', { exact: true }).waitFor();
    expect(await session.page.getByText('Link e2e').count()).toBe(0); // the first name only
    // Asked in the page, not in the browser's box (which would dismiss it here: no dialog is handled).
    await session.page.getByRole('button', { name: 'Annulla la prenotazione' }).click();
    await expect
      .poll(() => session.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Vuoi davvero annullare la prenotazione?');
    await session.page.getByRole('button', { name: 'Sì, annulla' }).click();
    await session.page.getByText('Annullata.').waitFor();
    await session.page.getByRole('status').getByText("Prenotazione annullata: ti abbiamo mandato un'e-mail che lo conferma.").waitFor();
    const rows = await call<{ lastName: string; status: string }[]>('/api/reservations');
    expect(rows.find((r) => r.lastName === 'Link e2e')?.status).toBe('annullata');
    const owner = await call<{ kind: string; subject: string; to: string }[]>('/api/notifications');
    expect(owner.some((m) => m.kind === 'annullata')).toBe(true);
    expect(owner.some((m) => m.kind === 'annullata-da-te' && m.to === 'irene.link@example.it')).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it("the Termini and the guest's page say one cancellation rule, the owner's as soon as it changes", async () => {
    await presetConsent(session.context, 'declined');
    const call = await adminApi(baseURL, admin);
    // From the schedule the site keeps until the owner saves one: the Termini's 24 hours.
    const shipped = await bookingSettingsAsShipped(call);
    // A phone booking with the guest's e-mail: it has the guest's personal link.
    const booking = await call<{ id: number }>('/api/reservations', {
      json: {
        firstName: 'Regola',
        lastName: 'Annullo e2e',
        email: 'regola@example.it',
        date: addDays(nextWeekday(3), 7),
        time: '20:00',
        guests: 2,
      },
    });
    const rows = await call<{ lastName: string; token: string }[]>('/api/reservations');
    const token = rows.find((r) => r.lastName === 'Annullo e2e')!.token;
    /** What the guest's page and the Termini say of cancelling, and the Termini as the Worker draws them. */
    const said = async () => {
      await open(`/prenotazione/${token}`);
      const page = await session.page.getByText(/^Puoi cambiarla o annullarla online /).textContent();
      await open('/termini-servizio');
      const terms = await session.page.getByText(/^Puoi annullare una prenotazione /).textContent();
      const drawn = await (await fetch(`${baseURL}/termini-servizio`)).text();
      return { page, terms, drawn };
    };
    let now = await said();
    expect(now.page).toMatch(/^Puoi cambiarla o annullarla online fino a 24 ore prima: entro /);
    expect(now.terms).toMatch(/^Puoi annullare una prenotazione fino a 24 ore prima: /);
    expect(now.drawn).toContain('Puoi annullare una prenotazione fino a 24 ore prima: ');
    await call('/api/booking-settings', { method: 'PUT', json: { ...shipped, cancelHoursBefore: 48 } });
    try {
      now = await said();
      expect(now.page).toMatch(/^Puoi cambiarla o annullarla online fino a 48 ore prima: entro /);
      expect(now.terms).toMatch(/^Puoi annullare una prenotazione fino a 48 ore prima: /);
      expect(now.drawn).toContain('Puoi annullare una prenotazione fino a 48 ore prima: ');
      expect(session.errors).toEqual([]);
    } finally {
      await bookingSettingsAsShipped(call);
      await call(`/api/reservations/${booking.id}`, { method: 'DELETE' });
    }
  });

  it("when guests confirm their requests from the e-mail, the e-mail's link confirms it by itself, once", async () => {
    const call = await adminApi(baseURL, admin);
    const shipped = await bookingSettingsAsShipped(call);
    await call('/api/booking-settings', { method: 'PUT', json: { ...shipped, requestMode: 'email' } });
    try {
      // Its own client address: the other journeys' requests leave this one within the hourly limit.
      await session.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.61' });
      await presetConsent(session.context, 'declined');
      await open('/contatti');
      const shownAt = await formShownAt();
      const form = session.page.getByRole('form', { name: 'Prenota un tavolo' });
      await fillReservation(form, {
        firstName: 'Elena',
        lastName: 'Verifica e2e',
        email: 'elena.verifica@example.it',
        phone: '333 222 4444',
        date: nextWeekday(5),
      });
      await atAPersonsPace(shownAt);
      await form.getByRole('button', { name: 'Invia prenotazione' }).click();
      await session.page.getByRole('region', { name: 'Richiesta inviata' }).getByText('Controlla la tua e-mail').waitFor();
      const mine = async () =>
        (await call<{ lastName: string; status: string }[]>('/api/reservations')).find((r) => r.lastName === 'Verifica e2e');
      expect((await mine())?.status).toBe('non-verificata');

      // The link of the e-mail asking to confirm: opening it is the guest's one tap.
      const mail = await call<{ to: string; kind: string; text: string }[]>('/api/notifications');
      const verify = mail.find((m) => m.to === 'elena.verifica@example.it' && m.kind === 'verifica')!;
      const link = /https?:\/\/\S+\/prenotazione\/[A-Za-z0-9_-]{43}/.exec(verify.text)![0];
      await open(new URL(link).pathname);
      await session.page.getByRole('status').getByText('Richiesta confermata: il ristorante ti risponde per e-mail.').waitFor();
      expect((await mine())?.status).toBe('nuova');
      const after = await call<{ to: string; kind: string; text: string }[]>('/api/notifications');
      expect(after.filter((m) => m.kind === 'nuova-prenotazione' && m.text.includes('Verifica e2e'))).toHaveLength(1);

      // Opened again, the request is simply waiting for the restaurant's answer.
      await open(new URL(link).pathname);
      await session.page.getByText('Richiesta ricevuta: ti scriviamo appena la confermiamo.').waitFor();
      expect(session.errors).toEqual([]);
    } finally {
      await bookingSettingsAsShipped(call);
    }
  });

  it('refuses a Monday with a clear message', async () => {
    await presetConsent(session.context, 'declined');
    await open('/contatti');
    const monday = nextWeekday(1);
    await session.page.getByLabel('Data').fill(monday);
    await session.page.getByText('Il lunedì siamo chiusi: scegli un altro giorno').waitFor();
  });

  it('says so offline, sends nothing, and once online posts the form plainly when its checks cannot load', async () => {
    await presetConsent(session.context, 'declined');
    // The schema's chunk loads after the fade-in: here the network drops it (and some browsers,
    // Chromium 150 among them, then never fetch it again).
    const cut = (route: Route) => route.abort('internetdisconnected');
    await session.page.route(/\/assets\/schemas-[\w-]+\.js$/, cut);
    const sent: string[] = [];
    session.page.on('request', (r) => r.method() === 'POST' && sent.push(new URL(r.url()).pathname));
    await open('/contatti');
    const form = session.page.getByRole('form', { name: 'Prenota un tavolo' });
    await fillReservation(form, {
      firstName: 'Sara',
      lastName: 'Offline e2e',
      email: 'sara.offline@example.it',
      phone: '333 000 1111',
      date: nextWeekday(4),
    });
    await session.context.setOffline(true);
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    await session.page.getByText('Connessione assente: controlla la rete e riprova.').first().waitFor();
    expect(sent).toEqual([]);

    // Online, the checks still missing: the form goes as the plain post it is, and the Worker answers.
    await session.context.setOffline(false);
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    await session.page.getByRole('status').getByText('Prenotazione inviata! Controlla la tua e-mail').waitFor();
    expect(sent).toEqual(['/contatti']);
  });
});

describe('events', () => {
  it('go from the list to the detail and its viewer, which wraps around', async () => {
    await presetConsent(session.context, 'declined');
    await open('/eventi');
    await session.page.getByRole('link', { name: 'Leggi tutto: Serata Jazz' }).click();
    await session.page.waitForURL('**/eventi/serata-jazz');
    await session.page.getByRole('heading', { name: 'Altre foto' }).waitFor();
    // The router names the page from the route table; the event's page then names itself.
    expect(await session.page.title()).toBe('Serata Jazz | Bistrot Garbagnate');
    await session.page.getByRole('button', { name: 'Apri la foto a schermo intero' }).click();
    const viewer = session.page.getByRole('dialog', { name: 'Foto di Serata Jazz' });
    await viewer.waitFor();
    expect(await viewer.getByText('1 / 3').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Foto precedente' }).click();
    expect(await viewer.getByText('3 / 3').isVisible()).toBe(true);
    // Two quick presses move two photos, wrapping around: the key handler follows each change at once.
    await session.page.keyboard.press('ArrowRight');
    await session.page.keyboard.press('ArrowRight');
    expect(await viewer.getByText('2 / 3').isVisible()).toBe(true);
    await session.page.keyboard.press('Escape');
    expect(await viewer.count()).toBe(0);

    // The event's day goes to the booking form as a suggestion.
    await session.page.getByRole('link', { name: 'Prenota un tavolo' }).click();
    await session.page.waitForURL(/\/contatti\?data=\d{4}-12-11$/);
    await expect.poll(() => session.page.getByLabel('Data', { exact: true }).inputValue()).toMatch(/^\d{4}-12-11$/);
    await session.page.goBack();

    await session.page.getByRole('link', { name: 'Torna agli eventi' }).click();
    await session.page.waitForURL('**/eventi');
    await expect.poll(() => session.page.title()).toBe('Eventi | Bistrot Garbagnate');
    await open('/eventi/evento-inesistente');
    await session.page.getByRole('heading', { name: 'Evento non trovato' }).waitFor();
    await expect.poll(() => session.page.title()).toBe('Evento non trovato | Bistrot Garbagnate');
    // The expected 404 of the unknown slug is the only console message.
    expect(errorsBesides(session.errors, 404)).toEqual([]);
  });
});

describe('gallery', () => {
  it('opens a photo in the lightbox with counter, dots, wrap-around and swipe hint', async () => {
    await presetConsent(session.context, 'declined');
    await open('/galleria');
    const section = session.page.getByRole('region', { name: 'La Sala' });
    expect(await section.getByText('Copertina').count()).toBe(1);
    await section.getByRole('button').first().click();
    const lightbox = session.page.getByRole('dialog', { name: 'Galleria: La Sala' });
    await lightbox.waitFor();
    expect(await lightbox.getByText('1 / 6').isVisible()).toBe(true);
    expect(await lightbox.getByRole('button', { name: /Vai alla foto/ }).count()).toBe(6);
    expect(await lightbox.getByText('Scorri per vedere le altre foto').isVisible()).toBe(true);
    await lightbox.getByRole('button', { name: 'Foto successiva' }).click();
    expect(await lightbox.getByText('2 / 6').isVisible()).toBe(true);
    await lightbox.getByRole('button', { name: 'Vai alla foto 6' }).click();
    await lightbox.getByRole('button', { name: 'Foto successiva' }).click();
    expect(await lightbox.getByText('1 / 6').isVisible()).toBe(true);
    // A swipe to the left on a touch screen shows the next photo, to the right the previous one.
    const swipe = (fromX: number, toX: number) =>
      session.page.evaluate(
        async ([fromX, toX]) => {
          const target = document.querySelector('[role="dialog"] figure')!.parentElement!;
          const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
          target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(fromX)], changedTouches: [touch(fromX)] }));
          await new Promise((r) => setTimeout(r, 80));
          target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(toX)] }));
        },
        [fromX, toX] as const,
      );
    await swipe(300, 80);
    expect(await lightbox.getByText('2 / 6').isVisible()).toBe(true);
    await swipe(80, 300);
    await swipe(80, 300);
    expect(await lightbox.getByText('6 / 6').isVisible()).toBe(true);
    await swipe(200, 190); // too short and slow: stays
    expect(await lightbox.getByText('6 / 6').isVisible()).toBe(true);
    await lightbox.getByRole('button', { name: 'Chiudi' }).click();
    expect(await lightbox.count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});

describe('contacts', () => {
  it('downloads the QR code as a one-page A4 PDF with a fixed name', async () => {
    await presetConsent(session.context, 'declined');
    await open('/contatti');
    const qr = session.page.getByAltText(/Codice QR del sito/);
    // Far below the fold on a phone, the QR code is drawn only when the visitor scrolls to it.
    expect(await qr.count()).toBe(0);
    await session.page.getByRole('heading', { name: 'Il nostro sito in tasca' }).scrollIntoViewIfNeeded();
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([320, 160]);
    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Scarica il QR in PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('QR-Bistrot-Garbagnate.pdf');
    const pdf = readFileSync((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // A4 portrait: 595.28 × 841.89 points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(session.errors).toEqual([]);
  });

  it('shows the map with its marker and popup once cookies are accepted', async () => {
    // The directions open on Google Maps in a new tab: answered locally, as tests have no network.
    await session.context.route(/google\.com\/maps/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>' }),
    );
    await open('/contatti');
    await session.page.getByRole('button', { name: 'Accetta', exact: true }).click();
    const marker = session.page.getByRole('button', { name: /Bistrot Garbagnate, Via Padre Vismara 52/ });
    await marker.waitFor();
    const [popup] = await Promise.all([session.context.waitForEvent('page'), marker.click()]);
    expect(popup.url()).toContain('google.com/maps/dir');
    await popup.close();
    await session.page.getByText('Apri in Google Maps').first().waitFor();
    expect(await session.page.locator('.leaflet-popup').getByText('Via Padre Vismara 52, 20024 Garbagnate Milanese MI').isVisible()).toBe(
      true,
    );
    expect(await session.page.locator('.leaflet-control-attribution').textContent()).toContain('OpenStreetMap');
  });
});

describe('islands (docs/decisions/037-hydrate-less.md)', () => {
  /** Whether React holds the element (a hydrated or drawn node carries its fiber). */
  const reactHolds = (selector: string) =>
    session.page.evaluate((s) => {
      const element = document.querySelector(s);
      return !!element && Object.keys(element).some((key) => key.startsWith('__react'));
    }, selector);
  const isAwake = () => session.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  /** `path` opened and left untouched until `wait` ms after the fade-in, its network quiet; still asleep. */
  const openUntouched = async (path: string, wait: number) => {
    await presetConsent(session.context, 'declined');
    await session.page.goto(path);
    await session.page.waitForFunction((after) => performance.now() > after, SPLASH_MS + FADE_IN_MS + wait);
    await session.page.waitForLoadState('networkidle');
    expect(await isAwake()).toBe(false);
  };

  it('a page that is only read runs no React until the visitor reaches for it, and its footer never', async () => {
    const { page } = session;
    // Well after the fade-in: the islands' code has come, fetched, not run.
    await openUntouched('/chi-siamo', 1_000);
    const fetchedCode = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => /\/assets\/islands-/.test(e.name)).length,
    );
    expect(fetchedCode).toBe(1);
    expect(await reactHolds('header')).toBe(false);
    await page.mouse.move(10, 10);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await reactHolds('header')).toBe(true);
    expect(await reactHolds('footer')).toBe(false);
    expect(await reactHolds('main h1')).toBe(false);
    expect(session.errors).toEqual([]);
  });

  it('the photos of a page not yet awake come once it has faded in, on its first screen too', async () => {
    const { page } = session;
    await openUntouched('/galleria', 200);
    const firstScreen = await page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => img.getBoundingClientRect().top < innerHeight)
        // Its file named (the browser's lazy loading then decides when it comes).
        .map((img) => ({ src: img.getAttribute('src'), held: img.hasAttribute('data-held') })),
    );
    expect(firstScreen.length).toBeGreaterThan(1);
    expect(firstScreen.filter((img) => !img.src || img.held)).toEqual([]);
  });

  it('a tap on the menu button of a page not yet awake opens the menu once it is', async () => {
    const { page } = session;
    await openUntouched('/eventi', 200);
    await page.getByRole('button', { name: 'Apri il menu di navigazione' }).tap();
    await expect.poll(() => page.getByRole('dialog', { name: 'Navigazione' }).isVisible()).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it("the visit's next page is a document that shows at once, without the splash", async () => {
    await presetConsent(session.context, 'declined');
    const { page } = session;
    await open('/');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-within'))).toBe(false);
    await page
      .locator('footer')
      .getByRole('link', { name: /Privacy/ })
      .click();
    await page.waitForURL('**/privacy-policy');
    // A new document, marked by the Worker as reached from the site, and no 1 s of nothing.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-within'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.app-enter')!).animationName)).toBe('none');
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
    expect(session.errors).toEqual([]);
  });
});

describe('first load', () => {
  it('shows the page 1 s from the tap, however late the page was first styled', async () => {
    const { page } = session;
    // The stylesheet held 0.7 s, as a phone's cold start or a slow link holds it: the reveal's CSS
    // delay alone would count its 1 s from then.
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/chi-siamo');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.app-enter')!).visibility === 'visible');
    // When the reveal starts on the document's timeline (milliseconds from the navigation): read
    // from the animation itself, not from a clock the test races against on a busy machine.
    const shownAt = await page.evaluate(() => {
      const reveal = document.getAnimations().find((a) => (a as CSSAnimation).animationName === 'app-reveal')!;
      return Number(reveal.startTime) + Number(reveal.effect!.getComputedTiming().delay);
    });
    expect(shownAt).toBe(1_000);
    expect(session.errors).toEqual([]);
  });

  it("fades in with the bars' blur held until the page moves, which changes nothing seen", async () => {
    await presetConsent(session.context, 'declined');
    const { page } = session;
    await page.goto('/menu');
    await page.waitForFunction((after) => performance.now() > after, SPLASH_MS + FADE_IN_MS + 200);
    await page.waitForLoadState('networkidle');
    const blurs = () => page.locator('[data-bar]').evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).backdropFilter));
    // The header and the menu's choice of kitchen: no blur to composite during the fade.
    expect(await blurs()).toEqual(['none', 'none']);
    // At the top nothing lies under them: under each bar the page is one colour, which a blur
    // shows unchanged. Read from the page with the bars hidden, not by comparing screens with the
    // blur and without: how a composited layer's edges and text are drawn is Chromium's own.
    await page.evaluate(() =>
      document.head.insertAdjacentHTML('beforeend', '<style id="bars-off">[data-bar] { visibility: hidden }</style>'),
    );
    for (const bar of await page.locator('[data-bar]').all()) {
      const { data, info } = await sharp(await page.screenshot({ clip: (await bar.boundingBox())! }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colours = new Set<string>();
      for (let at = 0; at < data.length; at += info.channels) colours.add(data.subarray(at, at + 3).toString('hex'));
      expect([...colours], await bar.evaluate((b) => b.outerHTML.slice(0, 60))).toHaveLength(1);
    }
    await page.evaluate(() => document.getElementById('bars-off')!.remove());
    await page.evaluate(() => delete document.documentElement.dataset.atRest);
    expect(await blurs()).not.toContain('none');
    // Once the page moves, what passes under them is blurred.
    await page.evaluate(() => (document.documentElement.dataset.atRest = ''));
    await page.mouse.wheel(0, 600);
    await expect.poll(blurs).toEqual(['blur(8px)', 'blur(8px)']);
    expect(session.errors).toEqual([]);
  });

  it.each(['/galleria', '/eventi/serata-jazz', '/menu'])(
    'of %s brings its data drawn in the document: the browser asks for none of it',
    async (path) => {
      const { page } = session;
      const api: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) api.push(url.pathname);
      });
      const response = await page.goto(path);
      // The page's words are in the document (docs/decisions/021-pages-drawn-on-the-server.md).
      expect(await response!.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      await waitForSplash(page);
      await page.locator('main h1').first().waitFor();
      // The layout's closure notice alone reads, once the first load has faded in (its own lazy
      // chunk; docs/decisions/011-first-screen-first.md). Its timing entry appears once the answer
      // has come: wait for it.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName(`${location.origin}/api/closures`)[0]?.startTime ?? 0))
        .toBeGreaterThan(1400);
      expect(api).toEqual(['/api/closures']);
      expect(session.errors).toEqual([]);
    },
  );

  it.each(['/', '/menu', '/contatti', '/galleria', '/eventi/serata-jazz', '/privacy-policy'])(
    'of %s: what its document preloads is used, and fetched once',
    async (path) => {
      const { page } = session;
      const fetched = new Map<string, number>();
      const warnings: string[] = [];
      page.on('request', (r) => fetched.set(r.url(), (fetched.get(r.url()) ?? 0) + 1));
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await open(path);
      await page.locator('main h1').first().waitFor();
      // Chrome warns about a preload nobody used 3 s after the load event (Blink's
      // kUnusedPreloadTimeout): wait until then, whatever the machine's speed.
      await page.waitForFunction(
        () => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return navigation!.loadEventEnd > 0 && performance.now() > navigation!.loadEventEnd + 3_500;
        },
        undefined,
        { polling: 250 },
      );
      const { links, photo } = await page.evaluate(() => {
        const tags = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload], link[rel=modulepreload]')];
        // A photo is preloaded as a srcset: the browser picks one of its files, as the <img> does.
        const candidates = (l: HTMLLinkElement) =>
          l.imageSrcset.split(',').map((c) => new URL(c.trim().split(' ')[0]!, location.href).href);
        const image = tags.find((l) => l.as === 'image');
        return {
          links: tags.filter((l) => l.as !== 'image').map((l) => l.href),
          photo: image && {
            files: candidates(image),
            shown: document.querySelector<HTMLImageElement>('img[fetchpriority=high]')?.currentSrc,
          },
        };
      });
      expect(links.length).toBeGreaterThan(0);
      for (const url of links) expect([url, fetched.get(url)]).toEqual([url, 1]);
      if (photo) {
        expect(photo.files).toContain(photo.shown);
        expect(photo.files.map((f) => fetched.get(f) ?? 0).reduce((a, b) => a + b)).toBe(1);
      }
      // Every page with a photo at its top preloads it (an event's page: React's renderer does, for its cover).
      expect(Boolean(photo)).toBe(!/privacy/.test(path));
      expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
      expect(session.errors).toEqual([]);
    },
  );

  it('of /galleria on a phone loads the top photo during the splash, and the others once the site has faded in, even on the first screen', async () => {
    const { page } = session;
    await open('/galleria');
    await page.locator('main h1').first().waitFor();
    const photos = () =>
      page.evaluate(() => {
        const started = new Map(performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]));
        return [...document.querySelectorAll<HTMLImageElement>('main section[aria-labelledby^="galleria-"] img')].map((img) => ({
          onFirstScreen: img.getBoundingClientRect().top < innerHeight,
          startedAt: started.get(img.currentSrc),
        }));
      });
    // A photo's timing entry appears once it has arrived: wait for the first screen's.
    await expect.poll(async () => (await photos()).every((p) => !p.onFirstScreen || p.startedAt !== undefined)).toBe(true);
    const onScreen = (await photos()).filter((p) => p.onFirstScreen);
    expect(onScreen.length).toBeGreaterThan(0);
    // Not during the splash and its fade (1 s + 0.5 s), though they are on the first screen: the
    // page's top photo, its code and its data have the phone's link to themselves until then.
    for (const p of onScreen) expect(p.startedAt).toBeGreaterThanOrEqual(SPLASH_MS + FADE_IN_MS);
    // The top photo came long before them.
    const hero = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return performance.getEntriesByType('resource').find((r) => r.name === img?.currentSrc)?.startTime;
    });
    expect(hero).toBeLessThan(SPLASH_MS);
    // Nothing is lost: scrolled to, every photo shows.
    for (const img of await page.locator('main section[aria-labelledby^="galleria-"] img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(session.errors).toEqual([]);
  });
});
