// A guest who books from the English pages (docs/decisions/024-languages.md): the booking keeps the
// language, every e-mail to the guest speaks it and links to the English pages, the owner's stay
// Italian and name it, and the refusals the guest meets are English. Italian bookings are as before
// (mail.test.ts, bookings.test.ts, reservations.test.ts check their texts).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { longDate } from '#domain/bookings/rules';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { addDays, todayInItaly, weekdayOf } from '#domain/italy-clock';
import { siteView, DEFAULT_FACTS } from '#domain/site/facts';
import worker from '../index';
import { closureReason, guestCancelledByUs, newHoursReason, specialDayReason, usualHoursReason } from '../mail/compose';
import type { Reservation } from '../db/schema';
import { bookingBody, call, json, login, nextOpenDay, openAllDay, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

const mailOf = async (kind: string) => (await outboxRows()).filter((r) => r.kind === kind);

let address = 0;
/** A guest's booking from the English form, each from its own address unless told. */
const bookInEnglish = (overrides: Record<string, unknown> = {}, ip = `198.51.100.${(address++ % 250) + 1}`) =>
  call('/api/reservations', { json: bookingBody({ lang: 'en', ...overrides }), headers: { 'CF-Connecting-IP': ip } });

const stored = (id: number) =>
  env.DB.prepare('SELECT token, lang FROM reservations WHERE id = ?').bind(id).first<{ token: string; lang: string }>();

/** 'Friday 5 December, 20:00, for 2 people', as the English e-mails say a booking. */
const whenInEnglish = (date: string, time = '20:00', party = '2 people') => `${longDate(date, false, 'en')}, ${time}, for ${party}`;

/** Nothing Italian a guest's English e-mail could carry by mistake. */
const ITALIAN = /Gentile|prenotazione|persone|ore \d|Chiamaci|Come arrivare|Prenota un altro/;

const setStatus = (id: number, status: string, cookie: string) =>
  call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status }, cookie });

describe('a booking from the English pages', () => {
  it('keeps its language, and shows it on the guest’s page', async () => {
    const res = await bookInEnglish();
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const row = (await stored(id))!;
    expect(row.lang).toBe('en');
    expect(await json(await call(`/api/bookings/${row.token}`))).toMatchObject({ lang: 'en', status: 'nuova' });

    // Without `lang` the booking is Italian, as every booking was.
    const italian = await json(await call('/api/reservations', { json: bookingBody({ email: 'altro@example.it' }) }));
    const italianRow = (await stored(italian.id))!;
    expect(italianRow.lang).toBe('it');
    expect(await json(await call(`/api/bookings/${italianRow.token}`))).toMatchObject({ lang: 'it' });
    // A language the site does not have is refused.
    expect((await bookInEnglish({ lang: 'fr' })).status).toBe(400);
  });

  it('tells the guest in English, with the English link, and the owner in Italian naming the language', async () => {
    const date = nextOpenDay();
    const { id } = await json(await bookInEnglish());
    const { token } = (await stored(id))!;
    const [owner] = await mailOf('nuova-prenotazione');
    expect(owner!.subject).toBe(`Nuova prenotazione: ${longDate(date)}, ore 20:00, 2 persone`);
    expect(owner!.text).toContain("E-mail: giulia@example.it\nLingua dell'ospite: inglese");
    expect(owner!.text).toContain('Conferma o rifiuta dal pannello');
    expect(owner!.html).toContain('<html lang="it">');

    const [received] = await mailOf('ricevuta');
    expect(received!.subject).toBe('Bistrot Garbagnate: booking request received');
    expect(received!.text).toContain('Dear Giulia,');
    expect(received!.text).toContain(
      `We have received your request for ${whenInEnglish(date)}. We will write to you as soon as we confirm it.`,
    );
    expect(received!.text).toContain(`Your booking: ${env.SITE_URL}/en/booking/${token}`);
    expect(received!.html).toContain(`href="${env.SITE_URL}/en/booking/${token}"`);
    expect(received!.html).toContain('<html lang="en">');
    expect(received!.text).not.toContain('/prenotazione/');
    expect(`${received!.subject}${received!.text}`).not.toMatch(ITALIAN);
  });

  it('sends the confirmation with an English calendar file, and the refusal, in English', async () => {
    const cookie = await login();
    const date = nextOpenDay();
    const { id } = await json(await bookInEnglish({ guests: 4 }));
    const { token } = (await stored(id))!;
    expect((await setStatus(id, 'confermata', cookie)).status).toBe(200);
    const [confirmed] = await mailOf('confermata');
    expect(confirmed!.subject).toBe('Bistrot Garbagnate: booking confirmed');
    expect(confirmed!.text).toContain(
      `Your booking for ${whenInEnglish(date, '20:00', '4 people')} is confirmed. We look forward to seeing you at Via Padre Vismara 52`,
    );
    expect(confirmed!.text).toContain('How to find us: https://www.google.com/maps/dir/');
    expect(confirmed!.text).toContain('A reminder for your calendar is attached.');
    expect(confirmed!.text).toContain(`${env.SITE_URL}/en/booking/${token}`);
    expect(`${confirmed!.subject}${confirmed!.text}`).not.toMatch(ITALIAN);
    // The calendar file's words are English too, its link the English page (folded at 75 octets).
    const ics = confirmed!.ics!.replace(/\r\n /g, '');
    expect(ics).toContain('\r\nSUMMARY:Dinner at Bistrot Garbagnate (4 people)\r\n');
    expect(ics).toContain(`\r\nURL:${env.SITE_URL}/en/booking/${token}\r\n`);

    expect((await setStatus(id, 'rifiutata', cookie)).status).toBe(200);
    const [declined] = await mailOf('rifiutata');
    expect(declined!.subject).toBe('Bistrot Garbagnate: we cannot accept your booking');
    expect(declined!.text).toContain(
      `We are sorry: we cannot accept your booking for ${whenInEnglish(date, '20:00', '4 people')}. Call us on 02 9957 1234`,
    );
    expect(declined!.text).toContain(`Book another day: ${env.SITE_URL}/en/contact`);
    expect(`${declined!.subject}${declined!.text}`).not.toMatch(ITALIAN);
  });

  it('asks the guest to confirm in English when requests are confirmed by e-mail', async () => {
    const cookie = await login();
    const saved = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...DEFAULT_BOOKING_SETTINGS, requestMode: 'email' },
      cookie,
    });
    expect(saved.status).toBe(200);
    const date = nextOpenDay();
    const { id } = await json(await bookInEnglish());
    const { token } = (await stored(id))!;
    const [verify] = await outboxRows();
    expect(verify).toMatchObject({ kind: 'verifica', subject: 'Bistrot Garbagnate: please confirm your booking request' });
    expect(verify!.text).toContain(
      `For your request for ${whenInEnglish(date)} to reach the restaurant, please confirm it within 30 minutes here:`,
    );
    expect(verify!.text).toContain(`Confirm the request: ${env.SITE_URL}/en/booking/${token}`);
    expect(verify!.text).not.toMatch(ITALIAN);
    // Confirmed from the link: the owner is told in Italian, naming the language.
    expect(await json(await call('/api/bookings/verify', { json: { token } }))).toEqual({ success: true, status: 'nuova' });
    const [owner] = await mailOf('nuova-prenotazione');
    expect(owner!.text).toContain("Lingua dell'ospite: inglese");
  });

  it('reminds the guest the day before in English', async () => {
    await env.DB.prepare(
      "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, token, lang) VALUES ('Anna', 'Neri', 'anna@example.com', '0212345678', '2026-11-28', '20:30', 3, 'confermata', ?, 'en')",
    )
      .bind('e'.repeat(43))
      .run();
    const ctx = createExecutionContext();
    // Friday 27 November 2026, 10:07 in Italy.
    await worker.scheduled(createScheduledController({ scheduledTime: Date.parse('2026-11-27T09:07:00Z'), cron: '7 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [reminder] = await outboxRows();
    expect(reminder).toMatchObject({ kind: 'promemoria', subject: 'Reminder: your table at Bistrot Garbagnate tomorrow at 20:30' });
    expect(reminder!.text).toContain(
      'A reminder of your booking tomorrow: Saturday 28 November, 20:30, for 3 people, at Via Padre Vismara 52',
    );
    expect(reminder!.text).toContain(`${env.SITE_URL}/en/booking/${'e'.repeat(43)}`);
    expect(reminder!.text).not.toMatch(ITALIAN);
  });

  it('says the cancellation rule in force in English', async () => {
    await bookInEnglish({ date: nextOpenDay(3) });
    const [received] = await mailOf('ricevuta');
    expect(received!.text).toContain('If you change your mind, you can cancel it here up to 24 hours before:');
  });

  it('tells the owner in Italian, naming the language, when the guest cancels', async () => {
    // Three open days ahead: well before the rule's 24 hours.
    const date = nextOpenDay(3);
    const { id } = await json(await bookInEnglish({ date }));
    const { token } = (await stored(id))!;
    expect(await json(await call('/api/bookings/cancel', { json: { token } }))).toEqual({ success: true, status: 'annullata' });
    const [owner] = await mailOf('annullata');
    expect(owner!.subject).toBe(`Prenotazione annullata: ${longDate(date)}, ore 20:00, 2 persone`);
    expect(owner!.text).toContain('Giulia Bianchi ha annullato la prenotazione di ');
    expect(owner!.text).toContain("Lingua dell'ospite: inglese");
    // Cancelled once: the second try is told so in English.
    const again = await call('/api/bookings/cancel', { json: { token } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('The booking is already cancelled');
  });
});

describe('a booking the restaurant cancels', () => {
  it('tells an English guest in English when the schedule drops their service', async () => {
    const cookie = await login();
    const date = nextOpenDay();
    const { id } = await json(await bookInEnglish());
    await setStatus(id, 'confermata', cookie);
    // The booked weekday loses its dinner.
    const week = DEFAULT_BOOKING_SETTINGS.week.map((d, i) => (i === weekdayOf(date) ? { ...d, dinner: null } : d));
    const res = await call('/api/booking-settings', {
      method: 'PUT',
      json: { ...DEFAULT_BOOKING_SETTINGS, week, cancelBookings: true },
      cookie,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [cancelled] = await mailOf('annullata-dal-ristorante');
    expect(cancelled!.subject).toBe('Bistrot Garbagnate: we have to cancel your booking');
    expect(cancelled!.text).toContain(`We are sorry: we have to cancel your booking for ${whenInEnglish(date)}.`);
    expect(cancelled!.text).toContain('We have changed our hours, and the service you chose is no longer offered.');
    expect(cancelled!.text).toContain('Call us on 02 9957 1234 and we will find another day together.');
    expect(cancelled!.text).toContain(`${env.SITE_URL}/en/contact`);
    expect(cancelled!.text).not.toMatch(ITALIAN);
  });

  it('tells an English guest of a closure over their day in English, with the closure’s English', async () => {
    const cookie = await login();
    const date = nextOpenDay();
    const { id } = await json(await bookInEnglish());
    await setStatus(id, 'confermata', cookie);
    const res = await call('/api/closures', {
      json: { from: date, to: date, message: 'Chiusi per un matrimonio', messageEn: 'Closed for a wedding', cancelBookings: true },
      cookie,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [cancelled] = await mailOf('annullata-dal-ristorante');
    expect(cancelled!.text).toContain('Closed for a wedding');
    expect(cancelled!.text).toContain(longDate(date, false, 'en'));
    expect(cancelled!.text).not.toMatch(ITALIAN);
    expect(cancelled!.text).not.toContain('Chiusi per un matrimonio');
  });

  it('an owner booking from the English form is an English booking; the owner’s own form books in Italian', async () => {
    const cookie = await login();
    const owner = {
      firstName: 'Emma',
      lastName: 'Taylor',
      email: 'emma@example.co.uk',
      phone: '',
      date: nextOpenDay(),
      time: '20:00',
      guests: 2,
    };
    const english = await call('/api/reservations', { json: { ...owner, lang: 'en' }, cookie });
    expect(english.status, await english.clone().text()).toBe(201);
    expect((await stored((await json(english)).id))!.lang).toBe('en');
    const italian = await call('/api/reservations', { json: { ...owner, time: '20:30' }, cookie });
    expect((await stored((await json(italian)).id))!.lang).toBe('it');
  });

  it('says the availability in the language asked, and refuses one the site does not have', async () => {
    await openAllDay();
    const date = nextOpenDay();
    const english = await json(await call(`/api/availability?date=${date}&guests=2&lang=en`));
    const italian = await json(await call(`/api/availability?date=${date}&guests=2`));
    expect(english.times).toEqual(italian.times);
    const refused = await call(`/api/availability?date=${date}&guests=2&lang=fr`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Content-Type')).toMatch(/json/);
  });

  it('says why in the guest’s language: a closure, special hours, the usual hours back', () => {
    const day = '2026-12-04';
    // A closure as the site's banner and the booking form say it: its days, then the owner's sentence.
    expect(closureReason(day, day, 'Un evento privato', 'A private event')('en')).toBe('Closed on Friday 4 December: A private event');
    expect(closureReason(day, '2026-12-06', 'Ferie')('en')).toBe('Closed from Friday 4 December to Sunday 6 December: Ferie');
    expect(closureReason(day, day, 'Un evento privato', 'A private event')('it')).toBe('Chiusi venerdì 4 dicembre: Un evento privato');
    expect(closureReason(day, '2026-12-06', 'Ferie')('it')).toBe('Chiusi da venerdì 4 dicembre a domenica 6 dicembre: Ferie');
    expect(newHoursReason('it')).toBe('Abbiamo cambiato gli orari e il servizio che avevi scelto non c’è più.');
    expect(specialDayReason(day, '', null)('en')).toBe('On Friday 4 December our hours are different from usual.');
    expect(specialDayReason(day, 'Solo pranzo', 'Lunch only')('it')).toBe(
      'Per venerdì 4 dicembre abbiamo orari diversi dal solito: Solo pranzo',
    );
    expect(usualHoursReason(day)('en')).toBe(
      'On Friday 4 December we are back to our usual hours, and the service you chose is not among them.',
    );

    // The e-mail composed with one of them, for an English booking.
    const booking = {
      id: 1,
      firstName: 'Anna',
      lastName: 'Neri',
      email: 'anna@example.com',
      phone: '0212345678',
      date: day,
      time: '20:00',
      guests: 1,
      notes: null,
      service: 'dinner',
      token: 't'.repeat(43),
      lang: 'en',
    } satisfies Partial<Reservation>;
    const mail = guestCancelledByUs(booking, { ...env, site: siteView(DEFAULT_FACTS) }, closureReason(day, day, 'Ferie', 'Holidays'));
    expect(mail.text).toContain('We are sorry: we have to cancel your booking for Friday 4 December, 20:00, for 1 person.');
    expect(mail.text).toContain('Closed on Friday 4 December: Holidays');
  });
});

describe('the refusals an English guest meets', () => {
  it('a closed day, an owner’s closure, a full day, a time the day does not offer', async () => {
    const cookie = await login();
    // Mondays are closed in the default schedule.
    let monday = addDays(todayInItaly(), 1);
    while (weekdayOf(monday) !== 0) monday = addDays(monday, 1);
    const closed = await bookInEnglish({ date: monday });
    expect(closed.status).toBe(400);
    expect(await json(closed)).toMatchObject({
      message: 'We are closed on Mondays: please choose another day',
      issues: [{ path: 'date', message: 'We are closed on Mondays: please choose another day' }],
    });
    const day = await json(await call(`/api/availability?date=${monday}&guests=2&lang=en`));
    expect(day).toMatchObject({ open: false, message: 'We are closed on Mondays: please choose another day' });
    // Italian without `?lang`, as before.
    expect((await json(await call(`/api/availability?date=${monday}&guests=2`))).message).toMatch(/^Il lunedì siamo chiusi/);
    expect((await call(`/api/availability?date=${monday}&guests=2&lang=fr`)).status).toBe(400);

    // An owner's closure: its days in English, and its English sentence where written; the
    // availability under the form's date says it as the refusal does.
    const date = nextOpenDay(2);
    await call('/api/closures', { json: { from: date, to: date, message: 'Inventario', messageEn: 'Stocktaking' }, cookie });
    const onDay = `Closed on ${longDate(date, false, 'en')}: Stocktaking`;
    expect(await json(await bookInEnglish({ date }))).toMatchObject({ message: onDay, issues: [{ path: 'date', message: onDay }] });
    expect((await json(await call(`/api/availability?date=${date}&guests=2&lang=en`))).message).toBe(onDay);
    expect((await json(await call(`/api/availability?date=${date}&guests=2`))).message).toBe(`Chiusi ${longDate(date)}: Inventario`);
    const [from, to] = [nextOpenDay(6), nextOpenDay(8)];
    await call('/api/closures', { json: { from, to, message: 'Ferie estive', messageEn: 'Summer holidays' }, cookie });
    const fromTo = `Closed from ${longDate(from, false, 'en')} to ${longDate(to, false, 'en')}: Summer holidays`;
    expect((await json(await bookInEnglish({ date: nextOpenDay(7) }))).message).toBe(fromTo);
    expect((await json(await call(`/api/availability?date=${nextOpenDay(7)}&guests=2&lang=en`))).message).toBe(fromTo);

    // A full time: the nearest times still free, in English.
    await openAllDay();
    const small = DEFAULT_BOOKING_SETTINGS.week.map((d) =>
      d.dinner ? { ...d, dinner: { times: ['19:30', '20:00', '21:00'], covers: 4 } } : d,
    );
    expect(
      (await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, week: small }, cookie })).status,
    ).toBe(200);
    const first = nextOpenDay();
    const { id } = await json(await bookInEnglish({ date: first, time: '19:30', guests: 3, email: 'a@example.com' }));
    await setStatus(id, 'confermata', cookie);
    const full = await bookInEnglish({ date: first, time: '20:00', guests: 2 });
    expect(full.status).toBe(409);
    expect((await json(full)).message).toBe(
      `There is no room left on ${longDate(first, false, 'en')} for 2 people: please choose another day or call us.`,
    );
    const offered = await bookInEnglish({ date: first, time: '18:00', guests: 1 });
    expect((await json(offered)).message).toBe("Please choose one of the day's times");
  });

  it('the limit of requests from one address, and a cancellation too late', async () => {
    const cookie = await login();
    for (let i = 0; i < 5; i++) await bookInEnglish({ email: `g${i}@example.com`, guests: 1 }, '192.0.2.77');
    const throttled = await bookInEnglish({ email: 'g9@example.com', guests: 1 }, '192.0.2.77');
    expect(throttled.status).toBe(429);
    expect((await json(throttled)).message).toBe('You have sent too many booking requests. Please try again later or call us directly.');

    const { id } = await json(await bookInEnglish());
    const { token } = (await stored(id))!;
    // The restaurant takes cancellations up to a week before: too late for this one.
    await call('/api/booking-settings', { method: 'PUT', json: { ...DEFAULT_BOOKING_SETTINGS, cancelHoursBefore: 168 }, cookie });
    const late = await call('/api/bookings/cancel', { json: { token } });
    expect(late.status).toBe(409);
    expect((await json(late)).message).toMatch(
      /^It is too late to cancel online now \(it can be done up to 168 hours before\): please call us on /,
    );

    // An unknown link: in the language its page asks.
    const unknown = await call(`/api/bookings/${'z'.repeat(43)}?lang=en`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Booking not found, or already past');
    expect((await json(await call(`/api/bookings/${'z'.repeat(43)}`))).message).toBe('Prenotazione non trovata o già passata');
  });
});
