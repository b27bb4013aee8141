// What the owner and the guests type, where it must not go further than its place (docs/decisions/
// 029-what-leaves-the-site.md): a single-line field holds no control character, so the owner's
// name and address cannot add a header to an e-mail or a line to the calendar file, and a row saved
// before that rule still leaves as a safe e-mail; a person's name drops what shows nothing and keeps
// a letter; the reads that carry guests' data are kept in no cache, and JSON is never sniffed.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { reservationInputIn } from '#domain/bookings/schemas';
import { DEFAULT_FACTS as SITE } from '#domain/site/facts';
import { createDb } from '../db/client';
import { deliverOutbox } from '../mail/outbox';
import { bookingBody, call, json, login, loginAs, mailbox, nextOpenDay, outboxRows, resetState, type SentMail } from './helpers';

beforeEach(resetState);

const ONE_LINE = 'Scrivilo su una riga, senza a capo né caratteri di controllo';
/** What breaks a line, or is no text: each one is refused in a single-line field. */
const BREAKERS = ['\r\n', '\n', '\r', '\t', '\u0000', '\u0085', '\u001b', '\u007f'];

/** The owner's facts as a row saved before the rule would hold them: a name and a street with line breaks. */
const BROKEN = {
  name: 'Bistrot; Garbagnate, \\ Rossi\r\nBcc: spia@example.com',
  street: 'Via Roma 1\r\nATTENDEE:mailto:spia@example.com',
};
async function saveBrokenFacts() {
  const facts = { name: BROKEN.name, address: { ...SITE.address, street: BROKEN.street } };
  await env.DB.prepare(`INSERT INTO site_settings (id, facts, texts) VALUES (1, ?, '{}')`).bind(JSON.stringify(facts)).run();
}

/** Every header the binding was given: no value may hold a control character or a line separator. */
function expectOneLineHeaders(sent: SentMail[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const m of sent) {
    for (const value of [m.from.name, m.from.email, m.to, m.subject, ...Object.values(m.headers ?? {})]) {
      expect(value, JSON.stringify(value)).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
  }
}

describe('single-line fields', { timeout: 30_000 }, () => {
  it('refuse a line break or a control character, field by field, in Italian; paragraphs keep theirs', async () => {
    const cookie = await login();
    const refused = async (path: string, body: unknown, method = 'POST') => {
      const res = await call(path, { method, json: body, cookie });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      return json<{ message: string; issues: { path: string; message: string }[] }>(res);
    };
    for (const breaker of BREAKERS) {
      const site = await refused('/api/site', { name: `Bistrot${breaker}Bcc: spia@example.com` }, 'PUT');
      expect(site.message).toBe(`Nome: ${ONE_LINE}`);
      const address = { ...SITE.address, street: `Via Roma 1${breaker}ATTENDEE:mailto:spia@example.com` };
      expect((await refused('/api/site', { address }, 'PUT')).message).toBe(`Indirizzo: ${ONE_LINE}`);
      expect((await refused('/api/site', { address: { ...SITE.address, city: `Garbagnate${breaker}Milanese` } }, 'PUT')).message).toBe(
        `Indirizzo: ${ONE_LINE}`,
      );
      expect((await refused('/api/site', { legalName: `Bistrot${breaker}srl` }, 'PUT')).message).toBe(`Ragione sociale: ${ONE_LINE}`);
      const closure = await refused('/api/closures', { from: nextOpenDay(20), to: nextOpenDay(20), message: `Ferie${breaker}Bcc: x` });
      expect(closure.issues).toContainEqual({ path: 'message', message: ONE_LINE });
      expect((await refused('/api/menu-sections', { title: `Antipasti${breaker}di mare` })).issues).toContainEqual({
        path: 'title',
        message: ONE_LINE,
      });
      expect((await refused('/api/events', { title: `Serata${breaker}jazz`, content: 'Musica dal vivo' })).issues).toContainEqual({
        path: 'title',
        message: ONE_LINE,
      });
    }
    // Nothing was saved.
    expect((await json(await call('/api/site', { cookie }))).name).toBe(SITE.name);
    // A description, an event's content: line breaks are theirs.
    const section = await json(await call('/api/menu-sections', { json: { title: 'Antipasti' }, cookie }));
    const item = await call('/api/menu-items', {
      json: { sectionId: section.id, name: 'Vitello tonnato', description: 'Prima riga\nseconda riga', price: '12' },
      cookie,
    });
    expect(item.status).toBe(201);
    expect((await json(item)).description).toBe('Prima riga\nseconda riga');
    expect((await call('/api/events', { json: { title: 'Serata jazz', content: 'Musica\r\ndal vivo' }, cookie })).status).toBe(201);
  });
});

describe('e-mails and the calendar file', () => {
  it('a name and a street saved before the rule break no header, and the .ics escapes them as RFC 5545 says', async () => {
    await saveBrokenFacts();
    const cookie = await login();
    const box = mailbox();
    const booked = await call('/api/reservations', { json: bookingBody(), mail: box.MAIL });
    expect(booked.status).toBe(201);
    const { id } = await json(booked);
    const confirmed = await call(`/api/reservations/${id}/status`, {
      method: 'PUT',
      json: { status: 'confermata' },
      cookie,
      mail: box.MAIL,
    });
    expect(confirmed.status).toBe(200);
    expect(box.sent.map((m) => m.to)).toEqual([env.OWNER_EMAIL, 'giulia@example.it', 'giulia@example.it']);
    expectOneLineHeaders(box.sent);
    // The sender's name and the subjects say the name, on one line.
    const oneLineName = 'Bistrot; Garbagnate, \\ Rossi Bcc: spia@example.com';
    expect(box.sent.map((m) => m.from.name)).toEqual([oneLineName, oneLineName, oneLineName]);
    expect(box.sent[2]!.subject).toBe(`${oneLineName}: prenotazione confermata`);

    const ics = box.sent[2]!.attachments![0]!.content;
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(0, -1)) {
      // Each line is a property (NAME: or NAME;) or a fold's continuation, at most 75 octets.
      expect(line, JSON.stringify(line)).toMatch(/^([A-Z-]+[:;]| )/);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).not.toMatch(/\r\n(ATTENDEE|Bcc|ORGANIZER)/i);
    expect(unfolded).toContain('Bistrot\\; Garbagnate\\, \\\\ Rossi\\nBcc: spia@example.com');
    expect(unfolded).toContain('\r\nLOCATION:Via Roma 1\\nATTENDEE:mailto:spia@example.com\\, 20024 Garbagnate Milanese MI\r\n');
    expect(unfolded).toMatch(/\r\nPRODID:-\/\/Bistrot\\; Garbagnate\\, \\\\ Rossi\\nBcc: spia@example\.com\/\/Prenotazioni\/\/IT\r\n/);
  });

  it('a message stored with a broken subject or address leaves with headers of one line each', async () => {
    await saveBrokenFacts();
    await env.DB.prepare(
      `INSERT INTO outbox (kind, "to", subject, text, html, message_id) VALUES ('ricevuta', ?, ?, 'testo', '<p>testo</p>', ?)`,
    )
      .bind('giulia@example.it\r\nBcc: spia@example.com', 'Ciao\r\nBcc: spia@example.com\u2028Cc: altro@example.com', 'id\r\nX-Altro: 1')
      .run();
    const box = mailbox();
    expect(await deliverOutbox(createDb(env.DB), { ...env, MAIL: box.MAIL })).toEqual({ sent: 1, failed: 0 });
    expectOneLineHeaders(box.sent);
    expect(box.sent[0]).toMatchObject({
      to: 'giulia@example.it Bcc: spia@example.com',
      subject: 'Ciao Bcc: spia@example.com Cc: altro@example.com',
      headers: { 'X-Bistrot-Message-ID': 'id X-Altro: 1' },
    });
  });
});

describe("a person's name", () => {
  const firstNameIssue = async (firstName: string) => {
    const res = await call('/api/reservations', { json: bookingBody({ firstName }) });
    expect(res.status, JSON.stringify(firstName)).toBe(400);
    return (await json<{ issues: { path: string; message: string }[] }>(res)).issues.find((i) => i.path === 'firstName')?.message;
  };

  it('of only NUL, zero-width spaces, direction marks or fillers is refused; digits alone too', async () => {
    for (const name of [
      '\u0000',
      '\u0000\u0000\u0000',
      '\u200b\u200b',
      '\u202e',
      '\u200f\u2066\u2069',
      '\ufeff',
      '\u3164',
      '\u00ad \u2060',
    ]) {
      expect(await firstNameIssue(name)).toBe('Campo obbligatorio');
    }
    for (const name of ['12345', '…', '🍝', '\u200b1\u200b'])
      expect(await firstNameIssue(name)).toBe('Scrivi il nome con almeno una lettera');
    expect(await outboxRows()).toEqual([]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM reservations').first<{ n: number }>())!.n).toBe(0);
  });

  it('reaches the book and the owner’s e-mail without what shows nothing, on one line', async () => {
    const res = await call('/api/reservations', {
      json: bookingBody({ firstName: '\u202eGiu\u200blia\u0000', lastName: 'De\r\nRossi\u2066' }),
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT first_name, last_name FROM reservations').first();
    expect(row).toEqual({ first_name: 'Giulia', last_name: 'De Rossi' });
    await expect
      .poll(async () => (await outboxRows()).find((m) => m.kind === 'nuova-prenotazione')?.text ?? '')
      .toContain('Nome: Giulia De Rossi\n');
  });

  it('is refused in English on the English form, and by the owner’s forms too', async () => {
    const english = (firstName: string) =>
      reservationInputIn('en')
        .safeParse({ ...bookingBody(), firstName })
        .error?.issues.find((i) => i.path[0] === 'firstName')?.message;
    expect(english('\u200b\u200b')).toBe('This field is required');
    expect(english('12345')).toBe('Write the name with at least one letter');
    expect(english('Giulia')).toBeUndefined();

    const cookie = await login();
    const owner = await call('/api/reservations', {
      json: { ...bookingBody(), firstName: '\u2060\u2060', email: '', phone: '333 1234567' },
      cookie,
    });
    expect(owner.status).toBe(400);
    const person = await call('/api/users', {
      json: { name: '\u3164', role: 'sala', username: 'fantasma', password: 'una-password-lunga' },
      cookie,
    });
    expect(person.status).toBe(400);
    expect((await json(person)).issues).toContainEqual({ path: 'name', message: 'Campo obbligatorio' });
  });
});

describe('reads that carry guests’ data', () => {
  it('the book, the e-mails and a guest’s data are kept in no cache; every JSON answer says nosniff', async () => {
    const cookie = await login();
    expect((await call('/api/reservations', { json: bookingBody() })).status).toBe(201);
    for (const [path, who] of [
      ['/api/reservations', cookie],
      [`/api/reservations?date=${nextOpenDay()}`, cookie],
      ['/api/reservations', await loginAs('sala')],
      ['/api/notifications', cookie],
      ['/api/guests?email=giulia@example.it', cookie],
    ] as const) {
      const res = await call(path, { cookie: who });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(await res.text()).toContain('giulia@example.it');
    }
    // The other reads revalidate as before, and every JSON answer, a refusal too, says nosniff.
    const site = await call('/api/site');
    expect(site.headers.get('Cache-Control')).toBe('private, no-cache');
    for (const res of [
      site,
      await call('/api/reservations'),
      await call('/api/nessuna-strada'),
      await call('/api/closures', { json: {}, cookie }),
      await call('/api/login', { json: { username: 'x', password: 'y' } }),
    ]) {
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('X-Content-Type-Options'), `${res.status} ${res.url}`).toBe('nosniff');
    }
  });
});
