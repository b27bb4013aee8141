// The scheduled job deletes what the privacy policy says is not kept, and nothing else.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../index';
import { call, json, login, resetState } from './helpers';

beforeEach(resetState);

const HOUR = 60 * 60 * 1000;

async function runJob(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '7 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const booking = (date: string, firstName = 'Ospite') =>
  env.DB.prepare(
    "INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests) VALUES (?, 'Rossi', 'o@example.it', '0212345678', ?, '20:00', 2)",
  ).bind(firstName, date);
const hit = (key: string, at: number) => env.DB.prepare('INSERT INTO throttle_hits (key, at) VALUES (?, ?)').bind(key, at);
const column = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results.map((r) => Object.values(r)[0]);

describe('the retention job', () => {
  it("deletes bookings 12 months after their date, in Italy's calendar, and keeps the rest", async () => {
    await env.DB.batch([
      booking('2024-06-01', 'antica'),
      booking('2025-11-22', 'un anno e un giorno'),
      booking('2025-11-23', 'un anno esatto'),
      booking('2025-11-24', 'quasi un anno'),
      booking('2026-11-20', 'recente'),
      booking('2027-01-15', 'futura'),
    ]);
    await runJob(Date.parse('2026-11-23T09:07:00Z')); // Monday 23 November 2026, 10:07 in Italy
    expect(await column('SELECT first_name FROM reservations ORDER BY date')).toEqual(['quasi un anno', 'recente', 'futura']);
    // The owner's view agrees.
    const list = await json(await call('/api/reservations', { cookie: await login() }));
    expect(list.map((r: { firstName: string }) => r.firstName).sort()).toEqual(['futura', 'quasi un anno', 'recente']);
  });

  it('turns the day at midnight in Italy, not in UTC, in winter and in summer time', async () => {
    const survivors = async (scheduledTime: string, dates: string[]) => {
      await env.DB.prepare('DELETE FROM reservations').run();
      await env.DB.batch(dates.map((date) => booking(date, date)));
      await runJob(Date.parse(scheduledTime));
      return column('SELECT first_name FROM reservations ORDER BY date');
    };
    const winter = ['2025-11-22', '2025-11-23'];
    expect(await survivors('2026-11-22T22:30:00Z', winter), '23:30 on 22 November in Italy').toEqual(['2025-11-23']);
    expect(await survivors('2026-11-22T23:30:00Z', winter), '00:30 on 23 November in Italy, still the 22nd in UTC').toEqual([]);
    const summer = ['2025-06-30', '2025-07-01'];
    expect(await survivors('2026-06-30T21:30:00Z', summer), '23:30 on 30 June in Italy').toEqual(['2025-07-01']);
    expect(await survivors('2026-06-30T22:30:00Z', summer), '00:30 on 1 July in Italy (UTC+2)').toEqual([]);
  });

  it('keeps no security record past 24 hours: throttle records after their window, expired sessions', async () => {
    // Sessions and the login's own records use the real clock: so does the job here.
    const live = await login();
    const now = Date.now();
    await env.DB.batch([
      hit('login-ip:198.51.100.1', now - 10 * 60 * 1000), // counts for 5 minutes more: kept
      hit('login-ip:198.51.100.2', now - 2 * HOUR), // counts for nothing any more
      hit('reservation-ip:198.51.100.3', now - 50 * 60 * 1000), // within its hour: kept
      hit('reservation-ip:198.51.100.4', now - 23 * HOUR),
      hit('login-user:titolare', now - 3 * HOUR),
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) SELECT 'scaduta', id, ? FROM users").bind(now - 1000),
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) SELECT 'valida', id, ? FROM users").bind(now + HOUR),
    ]);
    await runJob(now);
    expect(await column('SELECT key FROM throttle_hits ORDER BY key')).toEqual(['login-ip:198.51.100.1', 'reservation-ip:198.51.100.3']);
    expect(await column("SELECT id FROM sessions WHERE id IN ('scaduta', 'valida')")).toEqual(['valida']);
    // The session logged in above (expiring 12 hours from the real now) still works.
    expect((await json(await call('/api/check-auth', { cookie: live }))).authenticated).toBe(true);
  });

  it('is idempotent and touches no other table', async () => {
    await env.DB.batch([booking('2020-01-07')]);
    const cookie = await login();
    const section = await call('/api/menu-sections', { json: { title: 'Antipasti' }, cookie });
    expect(section.status).toBe(201);
    await runJob(Date.now());
    await runJob(Date.now());
    expect(await column('SELECT count(*) FROM reservations')).toEqual([0]);
    expect(await column('SELECT title FROM menu_sections')).toEqual(['Antipasti']);
    expect(await column('SELECT count(*) FROM users')).toEqual([1]);
  });
});
