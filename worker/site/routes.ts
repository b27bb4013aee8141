// The site's own content (docs/product.md#14-the-site-s-own-content): the restaurant's facts and
// hours and the page texts (`/api/site`), the special days (`/api/special-days`), and the owner's
// photos of the pages' slots (`/api/site/photos`). Visitors read them (cached at the edge, emptied
// by every admin write); the owner changes them through the commands of ./commands.ts.
import { Hono } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import { SITE_FIELD_LABELS, siteInput, sitePhotosInput, specialDayInput } from '#domain/site/schemas';
import { WEEKDAY_NAMES } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import { isSlotName } from '#domain/site/photos';
import { TEXT_FIELDS } from '#domain/site/text-groups';
import { TRANSLATED } from '#domain/translated';
import type { AppEnv } from '../app-env';
import { idParam, jsonBodyNaming, notFound, refusal } from '../http';
import { allSaid, readingOf } from '../lib/in-language';
import { depsOf } from '../lib/result';
import { cachedRead, titolare } from '../middleware/route-marks';
import { addSpecialDay, removeSpecialDay, saveSite, saveSlotPhotos } from './commands';
import { clearSlotPhotos } from './photos';
import { readSite, readSitePhotos, specialDaysFrom } from './site';

/** A path's field, as the admin calls it: 'Orari di giovedì' (of the `week`), 'Testi: Titolo', 'Telefono'. */
function fieldOf(path: PropertyKey[], week: boolean): string {
  const [top, second] = path;
  if (week && top === 'hours' && typeof second === 'number') return `Orari di ${WEEKDAY_NAMES[second] ?? ''}`.trim();
  if (top === 'texts' && typeof second === 'string') {
    // A text's English is `{key}En` (docs/product.md#15-two-languages): named as its Italian's, in English.
    const key = second.replace(/En$/, '');
    const label = TEXT_FIELDS[key as keyof typeof TEXT_FIELDS]?.label;
    return label ? `Testi: ${label}${key === second ? '' : ' (inglese)'}` : `Testi: ${second}`;
  }
  if (top === 'photos' && typeof second === 'number') return `Foto ${second + 1}`;
  return SITE_FIELD_LABELS[String(top)] ?? String(top ?? 'Dati');
}

/** Validates a JSON body; the refusal names the field of its first problem ('Telefono: …'). */
const namedBody = <T extends $ZodType>(schema: T, { week = false } = {}) => jsonBodyNaming(schema, (path) => fieldOf(path, week));

export const siteRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => c.json(await readSite(c.var.db, readingOf(c))))
  .put('/', titolare, namedBody(siteInput, { week: true }), async (c) => {
    const r = await saveSite(depsOf(c), c.req.valid('json'));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .get('/photos', cachedRead, async (c) => c.json(await readSitePhotos(c.var.db, readingOf(c))))
  .put('/photos/:slot', titolare, namedBody(sitePhotosInput), async (c) => {
    const slot = c.req.param('slot');
    if (!isSlotName(slot)) return notFound(c, 'Spazio per le foto sconosciuto');
    const r = await saveSlotPhotos(depsOf(c), slot, c.req.valid('json').photos, c.req.url);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .delete('/photos/:slot', titolare, async (c) => {
    const slot = c.req.param('slot');
    if (!isSlotName(slot)) return notFound(c, 'Spazio per le foto sconosciuto');
    await clearSlotPhotos(c.var.db, c.env.MEDIA, slot);
    return c.json({ success: true as const });
  });

export const specialDayRoutes = new Hono<AppEnv>()
  .get('/', cachedRead, async (c) => {
    const reading = readingOf(c);
    return c.json(allSaid(await specialDaysFrom(c.var.db, todayInItaly()), TRANSLATED.specialDay, reading));
  })
  .post('/', titolare, namedBody(specialDayInput), async (c) => {
    const r = await addSpecialDay(depsOf(c), c.req.valid('json'));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await removeSpecialDay(depsOf(c), idParam(c), c.req.query('cancelBookings') === 'true');
    return r.ok ? c.json(r.value) : refusal(c, r);
  });
