// A form posted to a page without a script (docs/product.md#11-bookings, 'Without a script'): the
// booking form's POST /contatti and /en/contact. Guarded as the API's writes are (another site's page
// 403, a body that is no form 415, a large one 413: JSON refusals, as the API's), placed by the
// bookings' command, and answered with the page drawn again with what came of it (200).
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fromAnotherSite, jsonError, throttleClient, throttleNetwork, withinSize } from '../http';
import { depsOf } from '../lib/result';
import { placePostedForm } from '../bookings/form-post';
import { readFacts } from '../site/site';
import { availabilityKey, POSTED_KEY, STAMP_FIELD, STAMP_KEY } from '#domain/bookings/form-post';
import { langQuery, localeOfPath } from '#domain/page-routes';
import { siteView } from '#domain/site/facts';
import { serveDocument } from './pages';
import type { PageSeed } from './page-renderer';

const FORM_LIMIT = 16 * 1024;

export async function servePostedForm(c: Context<AppEnv>, api: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  if (fromAnotherSite(c)) return jsonError(c, 403, 'Richiesta da un altro sito non consentita');
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    return jsonError(c, 415, 'Il modulo va inviato come application/x-www-form-urlencoded');
  }
  if (!(await withinSize(c, FORM_LIMIT))) return jsonError(c, 413, 'Il file o i dati inviati sono troppo grandi');
  const form: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await c.req.text())) form[name] = value;
  const locale = localeOfPath(url.pathname);
  const db = c.var.db;
  const phone = siteView(await readFacts(db)).phone.display;
  const sender = { client: throttleClient(c), network: throttleNetwork(c) };
  const posted = await placePostedForm(depsOf(c), form, form[STAMP_FIELD] ?? '', sender, locale, phone);
  const seed: [readonly unknown[], unknown][] = [[POSTED_KEY, posted]];
  // A form drawn again is the same form: its time to fill runs from when it was first drawn.
  if (!posted.sent) seed.push([STAMP_KEY, form[STAMP_FIELD] ?? '']);
  // The day the form is drawn again on comes with its times: without a script, the guest picks one
  // from the page the Worker answers.
  const guests = Number(posted.values.guests);
  if (/^\d{4}-\d{2}-\d{2}$/.test(posted.values.date) && Number.isInteger(guests) && guests > 0) {
    const day = await api(
      new Request(new URL(`/api/availability?date=${posted.values.date}&guests=${guests}${langQuery(locale, '&')}`, url)),
    );
    if (day.ok) seed.push([availabilityKey(posted.values.date, guests), await day.json()]);
  }
  return serveDocument(c, api, seed as PageSeed);
}
