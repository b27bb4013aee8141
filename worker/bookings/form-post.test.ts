// The booking form without a script (docs/product.md#11-bookings, 'Without a script'): posted as a
// plain form to /contatti or /en/contact, it is placed exactly as the JSON call places it, with the
// same limits, and answered with the page drawn again: the request's word, or the form as sent with
// each refusal beside its field. The time to fill it is the stamp the Worker signed when it drew it.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, bookingBody, call, nextOpenDay, openAllDay, resetState } from '../test/helpers';
import { formStamp } from './form-post';

beforeEach(resetState);

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.9', ...headers },
  });
/** A form as the browser sends it, drawn `ago` ms before. */
const filled = async (overrides: Record<string, string> = {}, ago = 20_000) => {
  const { guests, ...rest } = bookingBody({ date: nextOpenDay(), time: '20:00' });
  return {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
    guests: String(guests),
    notes: '',
    nectar: '',
    stamp: await formStamp(env.SESSION_SECRET, Date.now() - ago),
    ...overrides,
  } as Record<string, string>;
};
const rows = () =>
  env.DB.prepare('SELECT first_name, email, date, time, guests, status, lang, notes FROM reservations ORDER BY id').all<
    Record<string, unknown>
  >();
/** The drawn form's element named `name` (its tag), and its value attribute. */
const tagOf = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const fieldOf = (html: string, name: string) => /value="([^"]*)"/.exec(tagOf(html, name))?.[1];

describe('the booking form posted without a script', () => {
  it('books as the JSON call does and draws the page with the word that it was sent', async () => {
    await openAllDay();
    const res = await post('/contatti', await filled({ notes: 'Un seggiolone, <per favore>' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Prenotazione inviata! Controlla la tua e-mail: ti scriviamo lì i prossimi passi.');
    // The form is drawn again empty, with a new stamp.
    expect(fieldOf(html, 'firstName')).toBe('');
    expect(fieldOf(html, 'stamp')).toMatch(/^\d{13}\.[\w-]{43}$/);
    const [row] = (await rows()).results;
    expect(row).toMatchObject({
      first_name: 'Giulia',
      time: '20:00',
      guests: 2,
      status: 'nuova',
      lang: 'it',
      notes: 'Un seggiolone, <per favore>',
    });
    // Its e-mails went as the JSON call's do.
    const kinds = await env.DB.prepare('SELECT kind FROM outbox ORDER BY id').all<{ kind: string }>();
    expect(kinds.results.map((k) => k.kind)).toEqual(['nuova-prenotazione', 'ricevuta']);
  });

  it('draws the form again with what was sent and each refusal beside its field, in the page’s language', async () => {
    await openAllDay();
    const sentForm = await filled({ email: 'not-an-address', time: '', firstName: 'Zoë "Z" <b>' });
    const res = await post('/en/contact', sentForm);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('lang="en"');
    expect(fieldOf(html, 'firstName')).toBe('Zoë &quot;Z&quot; &lt;b&gt;');
    expect(fieldOf(html, 'email')).toBe('not-an-address');
    // The same form: its time to fill still runs from when it was first drawn.
    expect(fieldOf(html, 'stamp')).toBe(sentForm.stamp);
    // Each error beside its field, named by it for a screen reader.
    expect(tagOf(html, 'email')).toMatch(/aria-invalid="true" aria-describedby="[^"]+-email-error"/);
    expect(html).toMatch(/-email-error"[^>]*>Not a valid e-mail address</);
    expect(html).toMatch(/-time-error"[^>]*>Please choose a time</);
    // The day's times come drawn with it: a time can be chosen without a script.
    expect(html).toMatch(/<option value="20:00">20:00<\/option>/);
    expect((await rows()).results).toEqual([]);
    // A time the day does not offer: the Worker's sentence on the time.
    const closed = await (await post('/contatti', await filled({ time: '16:15' }))).text();
    expect(closed).toMatch(/-time-error"[^>]*>[^<]+/);
    expect((await rows()).results).toEqual([]);
  });

  it('takes a stamp it did not sign, or none, for a machine’s: answered alike, kept apart', async () => {
    await openAllDay();
    const forged = `${Date.now() - 60_000}.${'A'.repeat(43)}`;
    for (const stamp of [forged, '']) {
      const html = await (await post('/contatti', await filled({ stamp, email: `s${stamp.length}@example.it` }))).text();
      expect(html).toContain('Prenotazione inviata!');
    }
    // A real stamp of a form sent in a second: too quick for a person.
    await post('/contatti', await filled({ email: 'quick@example.it' }, 1_000));
    expect((await rows()).results.map((r) => r.status)).toEqual(['sospetta', 'sospetta', 'sospetta']);
  });

  it('counts against the same limits as the JSON call, and says the phone at the limit', async () => {
    await openAllDay();
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/reservations', {
        json: { ...bookingBody({ date: nextOpenDay(), time: '20:00', email: `j${i}@example.it` }), fillMs: 20_000 },
        headers: { 'CF-Connecting-IP': '198.51.100.9' },
      });
      expect(res.status).toBe(201);
    }
    const html = await (await post('/contatti', await filled({ email: 'sesto@example.it' }))).text();
    expect(html).toMatch(/role="status"[^>]*>[^<]*Telefono: 02/);
    expect(fieldOf(html, 'email')).toBe('sesto@example.it');
    expect((await rows()).results).toHaveLength(5);
  });

  it('refuses another site’s post, a body that is no form, and a large one, as JSON', async () => {
    const fields = await filled();
    const foreign = await post('/contatti', fields, { Origin: 'https://altro.example' });
    expect([foreign.status, (await foreign.json<{ message: string }>()).message]).toEqual([
      403,
      'Richiesta da un altro sito non consentita',
    ]);
    const json = await call('/contatti', { json: fields });
    expect(json.status).toBe(415);
    const big = await post('/contatti', { ...fields, notes: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    // The page the browser gets carries the form as it posts, with the Worker's stamp.
    const page = await (await call('/contatti', { headers: { Origin: ORIGIN } })).text();
    expect(page).toMatch(/<form[^>]*aria-label="Prenota un tavolo"[^>]*method="post"/);
    expect(fieldOf(page, 'stamp')).toMatch(/^\d{13}\.[\w-]{43}$/);
  });
});
