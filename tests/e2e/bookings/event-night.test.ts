// An event night in a real browser at 390 px against the real Worker (docs/product.md#22-event-nights):
// the owner has opened a wine dinner to bookings, four seats; a guest books it from its page in
// Italian, its day and start fixed, and finds it on the booking's own page; on the English page the
// night is then full, says so, and takes a place on its waiting list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/italy-clock';
import { italyLocalToIso } from '#domain/event-dates';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, picture, sentMail, waitForSplash } from '../browser';

const PHONE = { width: 390, height: 844 };
const session = browserSession({ locale: 'it-IT', viewport: PHONE, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

// A Thursday four weeks on: no other journey books it.
const thursday = addDays(nextWeekday(4), 28);
let call: Awaited<ReturnType<typeof adminApi>>;
let night: { id: number; slug: string };
let start = '';

beforeAll(async () => {
  call = await adminApi(baseURL, admin);
  // Its start: a dinner time the day's form offers.
  const day = await call<{ times: { time: string }[] }>(`/api/availability?date=${thursday}&guests=2`);
  start = day.times.map((t) => t.time).find((t) => t >= '20:00') ?? day.times.at(-1)!.time;
  night = await call('/api/events', {
    json: {
      title: 'Cena dei vini e2e',
      titleEn: 'Wine dinner e2e',
      content: 'Cinque vini del Garda, cinque piatti.',
      contentEn: 'Five wines from Lake Garda, five dishes.',
      startsAt: italyLocalToIso(`${thursday}T${start}`),
      bookable: true,
      bookingSeats: 4,
      pricePerPerson: '45 €, vini inclusi',
      pricePerPersonEn: '€45 per person, wines included',
      setMenu: 'Crudo di lago\nRisotto allo zafferano\nTorta di rose',
      setMenuEn: 'Lake fish crudo\nSaffron risotto\nRose cake',
    },
  });
});

afterAll(async () => {
  for (const place of await call<{ id: number }[]>(`/api/waitlist?date=${thursday}`))
    await call(`/api/waitlist/${place.id}`, { method: 'DELETE' }).catch(() => {});
  for (const b of await call<{ id: number }[]>(`/api/reservations?date=${thursday}`))
    await call(`/api/reservations/${b.id}`, { method: 'DELETE' }).catch(() => {});
  await call(`/api/events/${night.id}`, { method: 'DELETE' }).catch(() => {});
});

describe('an event night', () => {
  it('is booked from its page at its start; full, it says so in English and takes a place in line', { timeout: 120_000 }, async () => {
    const { page } = session;
    await session.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.71' });
    await page.goto(`/eventi/${night.slug}`);
    await waitForSplash(page);
    const menu = page.getByRole('region', { name: 'Il menù della serata' });
    await expect
      .poll(() => menu.getByRole('listitem').allInnerTexts())
      .toEqual(['Crudo di lago', 'Risotto allo zafferano', 'Torta di rose']);
    await menu.getByText('45 €, vini inclusi').waitFor();
    await page.getByRole('link', { name: 'Prenota per questa serata' }).click();
    const form = page.getByRole('form', { name: 'Prenota un tavolo' });
    await form.waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    // Its day and start, fixed.
    await expect.poll(() => form.getByLabel('Data', { exact: true }).inputValue()).toBe(thursday);
    expect(await form.getByLabel('Data', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => form.getByLabel('Orario', { exact: true }).inputValue()).toBe(start);
    expect(await form.locator('select[name="time"] option:not([value=""])').allInnerTexts()).toEqual([start]);
    await form.getByLabel('Nome', { exact: true }).fill('Nora');
    await form.getByLabel('Cognome', { exact: true }).fill('Serata e2e');
    await form.getByLabel('Email', { exact: true }).fill('nora.serata@example.it');
    await form.getByLabel('Telefono', { exact: true }).fill('333 222 1111');
    await form.getByLabel('Persone', { exact: true }).selectOption('4');
    await picture(page, 'event-night-form-390');
    // At a person's pace (domain/bookings/timings.ts MIN_FILL_MS): a request sent faster is kept apart, untold.
    await page.waitForFunction((since) => performance.now() > since, shownAt + 3100, { polling: 100 });
    await form.getByRole('button', { name: 'Invia prenotazione' }).click();
    await page.getByRole('heading', { name: 'Richiesta inviata' }).waitFor();
    const token = (await sentMail(/Gentile Nora,[\s\S]*\/prenotazione\/([\w-]{43})/))[1]!;
    await page.goto(`/prenotazione/${token}`);
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Cena dei vini e2e' }).waitFor();
    // The night's booking is cancelled here, changed by phone.
    expect(await page.getByRole('button', { name: 'Cambia data, ora o persone' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Annulla la prenotazione' }).waitFor();

    // In English, the night is now full: it says so and offers its waiting list.
    const english = await session.open({ locale: 'en-GB' });
    await english.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.72' });
    await english.page.goto(`/en/events/${night.slug}`);
    await waitForSplash(english.page);
    await english.page.getByRole('region', { name: 'The evening’s menu' }).getByText('Saffron risotto').waitFor();
    await english.page.getByRole('link', { name: 'Book for this evening' }).click();
    const enForm = english.page.getByRole('form', { name: 'Book a table' });
    await enForm.getByText('There is no room left at “Wine dinner e2e” for 2 people').waitFor();
    await enForm.getByLabel('First name', { exact: true }).fill('Erin');
    await enForm.getByLabel('Surname', { exact: true }).fill('Night e2e');
    await enForm.getByLabel('Email', { exact: true }).fill('emma.night@example.com');
    await enForm.getByLabel('Phone', { exact: true }).fill('333 666 8888');
    await enForm.getByRole('button', { name: 'Full? Tell me if a table frees up' }).click();
    await enForm.getByRole('group', { name: 'The times that would do' }).getByRole('checkbox', { name: start }).check();
    await picture(english.page, 'event-night-full-390');
    await enForm.getByRole('button', { name: 'Put me on the waiting list' }).click();
    await enForm.getByRole('status').getByText('You are on the waiting list for').waitFor();
    await english.context.close();
    const places = await call<{ email: string; eventId: number | null }[]>(`/api/waitlist?date=${thursday}`);
    expect(places.map((p) => [p.email, p.eventId])).toEqual([['emma.night@example.com', night.id]]);

    // The owner reads the night as saved in the event's form, and makes it the whole place.
    const owner = await session.open();
    await ownerLogsIn(owner.page, admin);
    await owner.page.getByRole('tab', { name: 'Eventi' }).click();
    await owner.page.getByRole('button', { name: "Modifica l'evento Cena dei vini e2e" }).click();
    const nightFields = owner.page.getByRole('group', { name: 'Prenotazioni online' });
    expect(await nightFields.getByRole('checkbox', { name: /^Si prenota dalla pagina dell’evento/ }).isChecked()).toBe(true);
    expect(await nightFields.getByLabel('Quanti posti').inputValue()).toBe('4');
    await picture(nightFields, 'event-night-owner-390');
    await nightFields.getByLabel('Posti della serata').selectOption('tutto');
    await owner.page.getByRole('button', { name: 'Salva' }).click();
    await owner.page.getByText('Evento aggiornato').first().waitFor();
    const saved = (await call<{ id: number; bookingSeats: number | null }[]>('/api/events')).find((e) => e.id === night.id);
    expect(saved?.bookingSeats).toBeNull();
    await owner.context.close();
    expect(session.errors).toEqual([]);
  });
});
