// Groups and private parties (docs/product.md#19-groups-and-private-parties): the enquiry stored in
// the spec's `contacts`, its limits, its e-mails, the owner's answer and booking, and the guest's
// rights and the retention over it.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayInItaly } from '#domain/italy-clock';
import { purgeExpiredData } from '../scheduled';
import { call, json, login, loginAs, nextOpenDay, outboxRows, resetState } from '../test/helpers';

beforeEach(resetState);

let address = 0;
const enquiry = (overrides: Record<string, unknown> = {}, ip = `203.0.113.${(address++ % 250) + 1}`) =>
  call('/api/contacts', {
    json: {
      name: 'Paolo Rossi',
      email: 'paolo@example.it',
      phone: '+39 333 987 6543',
      subject: 'Cena aziendale',
      message: 'Siamo in 12, vorremmo un menu degustazione.\nUno di noi è vegetariano.',
      date: nextOpenDay(3),
      guests: 12,
      budget: '45 € a testa',
      fillMs: 20_000,
      ...overrides,
    },
    headers: { 'CF-Connecting-IP': ip },
  });
const contacts = async () => (await env.DB.prepare('SELECT * FROM contacts ORDER BY id').all<Record<string, any>>()).results;

describe('an enquiry for a group', () => {
  it('is stored, the owner told with every word, the guest given a receipt in their language without them', async () => {
    const res = await enquiry({ lang: 'en', name: 'Paul' });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toEqual({ success: true });
    const [row] = await contacts();
    expect(row).toMatchObject({ name: 'Paul', guests: 12, status: 'nuova', lang: 'en', budget: '45 € a testa' });
    const mail = await outboxRows();
    const owner = mail.find((r) => r.kind === 'richiesta-gruppo')!;
    expect(owner.to).toBe(env.OWNER_EMAIL);
    expect(owner.subject).toMatch(/^Richiesta per un gruppo di 12 persone: /);
    expect(owner.text).toContain('Uno di noi è vegetariano.');
    expect(owner.text).toContain("Lingua dell'ospite: inglese");
    const receipt = mail.find((r) => r.kind === 'richiesta-gruppo-ricevuta')!;
    expect(receipt.to).toBe('paolo@example.it');
    expect(receipt.text).toMatch(
      /^Dear Paul,\n\nWe have received your enquiry for a group or a private party \(12 people, \w+ \d+ \w+\)\. /,
    );
    expect(receipt.text).not.toContain('vegetariano');
    expect(receipt.text).not.toContain('45 €');

    // The owner's list: titolare and sala, not a visitor.
    expect((await call('/api/contacts')).status).toBe(401);
    const listed = await json(await call('/api/contacts', { cookie: await loginAs('sala') }));
    expect(listed.map((r: { name: string }) => r.name)).toEqual(['Paul']);
  });

  it('takes every length and character its fields allow, and refuses one more', async () => {
    // 2,000 UTF-16 units as the schema counts them, emoji and accents and line breaks among them.
    const long = `${'Cena di fine anno 🎄\nè '.repeat(100)}`.slice(0, 1999) + '.';
    expect((await enquiry({ message: long, name: 'É'.repeat(120), subject: 'ß'.repeat(120), budget: null, phone: '' })).status).toBe(201);
    const [row] = await contacts();
    expect([row!.message.length, row!.phone, row!.budget]).toEqual([2000, null, null]);
    for (const bad of [
      { message: 'x'.repeat(2001) },
      { name: 'x'.repeat(121) },
      { guests: 501 },
      { date: addDays(todayInItaly(), -1) },
      { subject: '' },
    ]) {
      const refused = await enquiry(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect((await json(refused)).issues[0].path).toBe(Object.keys(bad)[0]);
    }
    // Only the name, the e-mail, the occasion and the message are needed.
    expect(
      (await enquiry({ phone: undefined, date: undefined, guests: undefined, budget: undefined, email: 'altro@example.it' })).status,
    ).toBe(201);
  });

  it('meets the request limits: per mailbox, per sender, and keeps nothing of a bot', async () => {
    for (let i = 0; i < 3; i++) expect((await enquiry()).status).toBe(201);
    const fourth = await enquiry();
    expect(fourth.status).toBe(429);
    expect((await json(fourth)).message).toMatch(/^Hai già richieste in attesa di risposta/);
    // One address: the booking form's five an hour, enquiries and requests together.
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await enquiry({ email: `p${i}@example.it` }, ip)).status).toBe(201);
    expect((await enquiry({ email: 'p9@example.it' }, ip)).status).toBe(429);
    // Filled in a second, or with the hidden field: answered alike, kept nowhere, nobody e-mailed.
    const before = (await contacts()).length;
    expect((await enquiry({ fillMs: 500, email: 'bot@example.it' })).status).toBe(201);
    expect((await enquiry({ nectar: 'x', email: 'bot@example.it' })).status).toBe(201);
    expect((await contacts()).length).toBe(before);
    expect((await outboxRows()).some((r) => r.to === 'bot@example.it')).toBe(false);
  });

  it('is answered by e-mail, marked, and made a booking above the form’s six', async () => {
    await enquiry();
    const { id } = (await contacts())[0]!;
    const cookie = await loginAs('sala');
    const answer = 'Buongiorno Paolo,\nper 12 persone vi proponiamo la sala privata.';
    const replied = await call(`/api/contacts/${id}/reply`, { json: { message: answer }, cookie });
    expect(replied.status, await replied.clone().text()).toBe(200);
    expect((await json(replied)).enquiry.status).toBe('in-trattativa');
    const reply = (await outboxRows()).find((r) => r.kind === 'risposta')!;
    expect(reply.to).toBe('paolo@example.it');
    expect(reply.subject).toMatch(/: risposta alla tua richiesta$/);
    expect(reply.text).toContain(answer);

    expect((await call(`/api/contacts/${id}`, { method: 'PUT', json: { status: 'vinta' }, cookie })).status).toBe(400);
    expect((await call('/api/contacts/999', { method: 'PUT', json: { status: 'persa' }, cookie })).status).toBe(404);

    const booked = await call(`/api/contacts/${id}/book`, { json: { time: '20:00' }, cookie });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const made = await json(booked);
    expect(made).toMatchObject({ status: 'confermata', booking: { date: nextOpenDay(3), time: '20:00', status: 'confermata' } });
    const booking = await env.DB.prepare('SELECT guests, first_name, email, notes, source FROM reservations WHERE id = ?')
      .bind(made.booking.id)
      .first();
    expect(booking).toEqual({
      guests: 12,
      first_name: 'Paolo Rossi',
      email: 'paolo@example.it',
      notes: 'Cena aziendale · Budget: 45 € a testa',
      source: 'titolare',
    });
    expect((await call(`/api/contacts/${id}/book`, { json: { time: '20:00' }, cookie })).status).toBe(409);

    // Two taps at once (the titolare's and the front's): one booking.
    await enquiry({ email: 'due@example.it' });
    const second = (await contacts()).find((c) => c.email === 'due@example.it')!.id;
    const owner = await login();
    const both = await Promise.all(
      [cookie, owner].map((c) => call(`/api/contacts/${second}/book`, { json: { time: '21:00' }, cookie: c })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const made2 = await env.DB.prepare("SELECT count(*) AS n FROM reservations WHERE email = 'due@example.it'").first<{ n: number }>();
    expect(made2!.n).toBe(1);
  });

  it('is made a booking past the covers only when the owner says so', async () => {
    await enquiry({ guests: 45 });
    const { id } = (await contacts())[0]!;
    const cookie = await login();
    const full = await call(`/api/contacts/${id}/book`, { json: { time: '20:00' }, cookie });
    expect(full.status).toBe(409);
    expect((await json(full)).overbook).toBeTruthy();
    expect((await contacts())[0]!.status).toBe('nuova');
    expect((await call(`/api/contacts/${id}/book`, { json: { time: '20:00', overbook: true }, cookie })).status).toBe(201);
  });

  it('is handed over and erased with the guest, its e-mails with it, and goes with the retention', async () => {
    await enquiry();
    const cookie = await login();
    const data = await json(await call('/api/guests?email=PAOLO@example.it', { cookie }));
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]).toMatchObject({ subject: 'Cena aziendale', guests: 12 });
    expect(data.emails.map((e: { kind: string; recipient: string }) => [e.kind, e.recipient]).sort()).toEqual([
      ['richiesta-gruppo', 'ristorante'],
      ['richiesta-gruppo-ricevuta', 'cliente'],
    ]);
    const byPhone = await json(await call(`/api/guests?phone=${encodeURIComponent('333 9876543')}`, { cookie }));
    expect(byPhone.enquiries).toHaveLength(1);
    const erased = await json(await call('/api/guests?email=paolo@example.it', { method: 'DELETE', cookie }));
    expect(erased).toMatchObject({ enquiriesDeleted: 1, emailsDeleted: 2 });
    expect(await contacts()).toEqual([]);
    expect(await outboxRows()).toEqual([]);

    // Twelve months after its day (or after it was sent, naming none), the hourly job deletes it.
    await enquiry({ date: undefined, email: 'vecchia@example.it' });
    await enquiry({ email: 'nuova@example.it' });
    const yearAgo = new Date(`${addMonths(todayInItaly(), -12)}T10:00:00Z`).getTime();
    await env.DB.prepare("UPDATE contacts SET created_at = ? WHERE email = 'vecchia@example.it'").bind(yearAgo).run();
    const purged = await purgeExpiredData(env.DB, new Date());
    expect(purged.enquiries).toBe(1);
    expect((await contacts()).map((c) => c.email)).toEqual(['nuova@example.it']);
  });
});
