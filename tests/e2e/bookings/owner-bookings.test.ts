// The owner's bookings in a real browser against the real Worker: hours and covers, the book,
// closures, and the owner's own bookings.
import type { Dialog } from 'playwright-core';
import { longDate } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays } from '#domain/italy-clock';
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from '../worker-of-file';
import {
  adminApi,
  bookingSettingsAsShipped,
  eraseBookingsOf,
  errorsBesides,
  nextWeekday,
  picture,
  waitForSplash,
  wholePage,
} from '../browser';
import { ownerSession } from '../owner';

const { session, logIn } = ownerSession();

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
    const shipped = await bookingSettingsAsShipped(call);
    try {
      await logIn();
      await page.getByRole('tab', { name: /^Prenotazioni/ }).click();
      await page.getByText('Orari e coperti prenotabili').click();
      const form = page.getByRole('form', { name: 'Orari e coperti' });
      await form.waitFor();
      // Tuesday: the kitchen serves lunch 12:30 – 14:00 (the demo's hours); the schedule the site
      // ships (saved above) books dinner only.
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
      await wholePage(page, 'admin-orari-e-coperti-390');

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
      expect(saved.week[1]!.dinner).toEqual(shipped.week[1]!.dinner);

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
      await bookingSettingsAsShipped(call);
    }
    expect(errorsBesides(session.errors, 401)).toEqual([]);
  });
});

describe('Prenotazioni', () => {
  it('shows a reservation, lets the owner confirm it and erase it', async () => {
    const { page } = session;
    // A Saturday no other journey books: a slot's browser files share its Worker, one after another
    // in an order that differs from run to run (tests/e2e/worker-of-file.ts).
    const saturday = addDays(nextWeekday(6), 7);
    const call = await adminApi(baseURL, admin);
    await eraseBookingsOf(call, 'Admin e2e', saturday);
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
    // Polled as text, so that a failure shows the line the owner saw.
    const dinner = page.getByText(/^Cena · /);
    await expect.poll(() => dinner.textContent()).toBe('Cena · Confermati 0 / 40 · in attesa 4');
    await card.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Prenotazione confermata').first().waitFor();
    expect(await card.getByLabel('Stato').inputValue()).toBe('confermata');
    await expect.poll(() => dinner.textContent()).toBe('Cena · Confermati 4 / 40');
    // The thank-you after the visit, skipped for this guest alone (docs/product.md#20-a-word-after-the-visit).
    const thanks = card.getByLabel('Grazie per e-mail la mattina dopo la visita');
    expect(await thanks.isChecked()).toBe(true);
    await thanks.click();
    await page.getByText('Niente grazie per questa prenotazione').first().waitFor();
    await expect.poll(() => thanks.isChecked()).toBe(false);
    await picture(card, 'booking-card-thank-you-390');
    // The guest's answer is in the outbox (and sent through the simulated e-mail binding).
    const skipped = (await call<{ lastName: string; noThankYou: boolean }[]>(`/api/reservations?date=${saturday}`)).find(
      (r) => r.lastName === 'Admin e2e',
    );
    expect(skipped?.noThankYou).toBe(true);
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
      await wholePage(page, 'admin-chiusura-con-prenotazioni');
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
    // That Sunday's book emptied: also what a first try that stopped half-way left for the second.
    const clear = async () => {
      for (const r of await call<{ id: number }[]>(`/api/reservations?date=${sunday}`)) {
        await call(`/api/reservations/${r.id}`, { method: 'DELETE' });
      }
    };
    await clear();
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
      await wholePage(page, 'admin-festa-fuori-orario-390');
      expect((await call<{ firstName: string }[]>(`/api/reservations?date=${sunday}`)).map((r) => r.firstName)).toEqual([
        'Lucia Pranzo e2e',
      ]);
      await dialog.getByRole('button', { name: 'Prenota lo stesso' }).click();
      // Thirty people: no table of the demo's room, nor any group of them, seats them; asked again.
      const noTable = page.getByRole('alertdialog', { name: 'Nessun tavolo libero' });
      await noTable.getByText('Nessun tavolo libero per 30 persone alle 16:00. Prenotare lo stesso?').waitFor();
      await noTable.getByRole('button', { name: 'Prenota lo stesso' }).click();
      await page.getByText('Prenotazione registrata').first().waitFor();
      await page.getByText(/^Cena · Confermati 30 \/ 40/).waitFor();
      // Sunday has no dinner: its line holds the owner's party only, and says so.
      await page.getByText('Fuori dagli orari della cucina: solo le prenotazioni che hai inserito tu').waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Festa privata e2e' }).waitFor();
      await wholePage(page, 'admin-pranzo-al-telefono-390');
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
      // Not after a try that timed out: its page is closed, and the retry has begun (it clears first).
      if (!page.isClosed()) await clear();
    }
  });
});

// Three different small photos, told apart after upload by their bytes.
