// The word after the visit (docs/product.md#20-a-word-after-the-visit): the morning after, every
// guest who dined is thanked once, in their language, with the review page's link and a stop link
// that works from the page and from a mailbox's one-click button; at most once in 90 days per
// address, never after a stop, never for a booking the owner skipped, none while it is off.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, italyToInstant, todayInItaly } from '#domain/italy-clock';
import { deliverOutbox } from '../mail/outbox';
import { createDb } from '../db/client';
import { queueThankYous } from './thank-you';
import { call, json, login, loginAs, mailbox, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

const REVIEWS = 'https://g.page/r/bistrot-garbagnate/review';
let tokens = 0;

/** A booking written as the evening left it: its day, its guest's address and language, where the party got to. */
async function dined(date: string, email: string, { arrival = 'arrivati', status = 'confermata', lang = 'it', firstName = 'Giulia' } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, status, arrival, lang, token)
     VALUES (?, 'Rossi', ?, '333 123 4567', ?, '20:00', 2, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(firstName, email, date, status, arrival, lang, `t${String(tokens++).padStart(42, '0')}`)
    .first<{ id: number }>();
  return row!.id;
}

const reviewPage = async (cookie: string, reviewUrl = REVIEWS) =>
  expect((await call('/api/site', { method: 'PUT', json: { reviewUrl }, cookie })).status).toBe(200);
/** 11:00 in Italy on `date`: the morning after the day before. */
const morningOf = (date: string) => italyToInstant(date, '11:00');
const thanks = async () => (await outboxRows()).filter((r) => r.kind === 'grazie');
const stopCodeIn = (text: string) => /\/(?:disiscrizione|en\/unsubscribe)\/([\w-]{86})\b/.exec(text)?.[1];

describe('the thank-you the morning after', () => {
  it('thanks each guest who dined, once, in their language, with the review link and the stop link', async () => {
    const cookie = await login();
    await reviewPage(cookie);
    const today = todayInItaly();
    const yesterday = addDays(today, -1);
    await dined(yesterday, 'giulia@example.com');
    await dined(yesterday, 'Sam@Example.com ', { arrival: 'andati', lang: 'en', firstName: 'Sam' });
    // Not dined: still expected, a no-show, cancelled; dined the day before; a walk-in with no address.
    await dined(yesterday, 'attesa@example.com', { arrival: 'attesa' });
    await dined(yesterday, 'noshow@example.com', { arrival: 'no-show' });
    await dined(yesterday, 'annullata@example.com', { arrival: 'attesa', status: 'annullata' });
    await dined(addDays(today, -2), 'prima@example.com');
    await dined(yesterday, '');

    // Never in the night.
    expect(await queueThankYous(env.DB, env, italyToInstant(today, '08:00'))).toBe(0);
    expect(await queueThankYous(env.DB, env, morningOf(today))).toBe(2);
    expect(await queueThankYous(env.DB, env, morningOf(today))).toBe(0);

    const [it_, en] = await thanks();
    expect(it_!.to).toBe('giulia@example.com');
    expect(it_!.subject).toBe('Grazie della visita, dal Bistrot Garbagnate');
    expect(it_!.text).toContain('Gentile Giulia');
    expect(it_!.text).toContain(REVIEWS);
    expect(en!.subject).toBe('Thank you for your visit, from Bistrot Garbagnate');
    expect(en!.text).toContain(`${env.SITE_URL}/en/unsubscribe/`);
    const code = stopCodeIn(en!.text)!;
    expect(en!.unsubscribe).toBe(`${env.SITE_URL}/api/mail/stop/${code}`);

    // Sent with the one-click unsubscribe headers (RFC 8058), on the https site.
    const { MAIL, sent } = mailbox();
    await deliverOutbox(createDb(env.DB), { ...env, MAIL }, new Date());
    const english = sent.find((s) => s.to.startsWith('Sam'))!;
    expect(english.headers).toMatchObject({
      'List-Unsubscribe': `<${env.SITE_URL}/api/mail/stop/${code}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent.find((s) => s.to === 'giulia@example.com')!.html).toContain(`href="${REVIEWS}"`);
  });

  it('stops from the page and from a mailbox, and a code this site did not sign is refused', async () => {
    const cookie = await login();
    await reviewPage(cookie);
    const today = todayInItaly();
    await dined(addDays(today, -1), 'giulia@example.com');
    await dined(addDays(today, -1), 'luca@example.com');
    await queueThankYous(env.DB, env, morningOf(today));
    const [giulia, luca] = await thanks();
    const code = stopCodeIn(giulia!.text)!;

    expect(await json(await call(`/api/mail/stop/${code}`))).toEqual({ stopped: false });
    // A mailbox's one-click: a form, from no page of the site.
    const oneClick = await call(`/api/mail/stop/${code}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: '' },
    });
    expect(oneClick.status, await oneClick.clone().text()).toBe(200);
    expect(await json(await call(`/api/mail/stop/${code}`))).toEqual({ stopped: true });
    // The page's tap, again: nothing changes.
    expect((await call(`/api/mail/stop/${stopCodeIn(luca!.text)}`, { method: 'POST' })).status).toBe(200);
    expect((await call(`/api/mail/stop/${code}`, { method: 'POST' })).status).toBe(200);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM mail_optouts').first<{ n: number }>())!.n).toBe(2);

    // Another address's hash with this one's signature, a cut code, a made-up one: 404, in the language asked.
    const [key, signature] = [code.slice(0, 43), code.slice(43)];
    const other = stopCodeIn(luca!.text)!.slice(0, 43);
    const forged = `${key}${signature.slice(0, 42)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${other}${signature}`, forged, key, 'x'.repeat(86), `${key}.${signature}`]) {
      const res = await call(`/api/mail/stop/${bad}?lang=en`, { method: 'POST' });
      expect(res.status, bad).toBe(404);
      expect((await json(res)).message).toMatch(/^This link is not valid/);
    }
    // Only this route takes a form, and nothing big.
    const big = await call(`/api/mail/stop/${code}`, {
      body: 'x'.repeat(2048),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(big.status).toBe(413);
    const form = await call('/api/bookings/cancel', { body: 'token=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });

  it('writes at most once in 90 days to an address, never after a stop, and not for a booking skipped', async () => {
    const cookie = await login();
    await reviewPage(cookie);
    const first = todayInItaly();
    await dined(addDays(first, -1), 'giulia@example.com');
    // The same guest at two tables the same evening: one thank-you.
    await dined(addDays(first, -1), ' GIULIA@example.com');
    expect(await queueThankYous(env.DB, env, morningOf(first))).toBe(1);

    // Thirty days later she comes back: too soon. Ninety-one days later: thanked again.
    const soon = addDays(first, 30);
    await dined(addDays(soon, -1), 'giulia@example.com');
    expect(await queueThankYous(env.DB, env, morningOf(soon))).toBe(0);
    const later = addDays(first, 91);
    await dined(addDays(later, -1), 'giulia@example.com');
    expect(await queueThankYous(env.DB, env, morningOf(later))).toBe(1);

    // She stops them: never again.
    const code = stopCodeIn((await thanks())[0]!.text)!;
    expect((await call(`/api/mail/stop/${code}`, { method: 'POST' })).status).toBe(200);
    const much = addDays(first, 200);
    await dined(addDays(much, -1), 'giulia@example.com');
    // Skipped by the front of house (sala may): not thanked; given back, it is.
    const skipped = await dined(addDays(much, -1), 'luca@example.com');
    const sala = await loginAs('sala');
    const skip = await call(`/api/reservations/${skipped}/thank-you`, { method: 'PUT', json: { skip: true }, cookie: sala });
    expect(await json(skip)).toEqual({ id: skipped, noThankYou: true });
    expect(await queueThankYous(env.DB, env, morningOf(much))).toBe(0);
    await call(`/api/reservations/${skipped}/thank-you`, { method: 'PUT', json: { skip: false }, cookie: sala });
    expect(await queueThankYous(env.DB, env, morningOf(much))).toBe(1);
    // Once it has left, it cannot be skipped; an unknown booking is a 404.
    expect((await call(`/api/reservations/${skipped}/thank-you`, { method: 'PUT', json: { skip: true }, cookie })).status).toBe(409);
    expect((await call('/api/reservations/999999/thank-you', { method: 'PUT', json: { skip: true }, cookie })).status).toBe(404);
    expect((await thanks()).map((t) => t.to)).toEqual(['giulia@example.com', 'giulia@example.com', 'luca@example.com']);
  });

  it('sends none while it is off or no review page is given, and runs at once thank once', async () => {
    const cookie = await login();
    const today = todayInItaly();
    await dined(addDays(today, -1), 'giulia@example.com');
    await dined(addDays(today, -1), 'luca@example.com');
    expect(await queueThankYous(env.DB, env, morningOf(today))).toBe(0);
    await reviewPage(cookie);
    const settings = await json(await call('/api/booking-settings', { cookie }));
    expect(settings.thankYou).toBe(true);
    const { week, cancelHoursBefore } = settings;
    const off = await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore, thankYou: false }, cookie });
    expect(off.status, await off.clone().text()).toBe(200);
    expect((await json(await call('/api/booking-settings', { cookie }))).thankYou).toBe(false);
    expect(await queueThankYous(env.DB, env, morningOf(today))).toBe(0);
    // A schedule saved without the field keeps it as it is.
    await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore }, cookie });
    expect(await queueThankYous(env.DB, env, morningOf(today))).toBe(0);
    await call('/api/booking-settings', { method: 'PUT', json: { week, cancelHoursBefore, thankYou: true }, cookie });
    const runs = await Promise.all([1, 2, 3].map(() => queueThankYous(env.DB, env, morningOf(today))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await thanks()).toHaveLength(2);
  });
});
