// The stop link of the thank-you e-mails (docs/product.md#20-a-word-after-the-visit):
//  - GET /api/mail/stop/:code: whether the address it names has stopped them (its page reads it);
//  - POST /api/mail/stop/:code: stops them. The guest's page posts it with no body; a mailbox's
//    one-click unsubscribe (RFC 8058, the List-Unsubscribe header) posts it as a form, from no page
//    of this site, which the guard lets through for this route alone (middleware/guard.ts).
// A code this site did not sign is a 404 in the language asked.
import { Hono } from 'hono';
import { m } from '#i18n/messages';
import type { AppEnv } from '../app-env';
import { jsonError } from '../http';
import { languageAsked } from '../lib/in-language';
import { publicRead, publicWrite, titolare } from '../middleware/route-marks';
import { attempt } from '../lib/throttle';
import { mailSettings, mailStatus, sendTest } from './status';
import { keyOfCode } from './stop-code';
import { stop, stopped } from './unsubscribe';

export const mailRoutes = new Hono<AppEnv>()
  .get('/stop/:code', publicRead, async (c) => {
    const key = await keyOfCode(c.req.param('code'), c.env.SESSION_SECRET);
    if (!key) return jsonError(c, 404, m.mail_refusal_stop_code({}, { locale: languageAsked(c) }));
    return c.json({ stopped: await stopped(c.var.db, key) });
  })
  .post('/stop/:code', publicWrite, async (c) => {
    const key = await keyOfCode(c.req.param('code'), c.env.SESSION_SECRET);
    if (!key) return jsonError(c, 404, m.mail_refusal_stop_code({}, { locale: languageAsked(c) }));
    await stop(c.var.db, key);
    return c.json({ stopped: true });
  });

/** The admin's Posta (./status.ts): whether mail is set up, and a test message to the owner. */
export const mailStatusRoutes = new Hono<AppEnv>()
  .get('/', titolare, async (c) => c.json(await mailStatus(c.var.db, c.env, c.req.url)))
  .post('/test', titolare, async (c) => {
    const settings = mailSettings(c.env, c.req.url);
    if (!settings.configured) return jsonError(c, 409, `Prima di provare: ${settings.problems[0]}`);
    // Each test is a real message (and, past the plan's allowance, a cost): a few an hour.
    const { retryAfter } = await attempt(c.var.db, [{ key: 'mail-test', limit: { max: 5, windowMs: 60 * 60 * 1000 } }]);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, `Hai già mandato 5 prove in un’ora: riprova tra ${Math.ceil(retryAfter / 60)} minuti.`);
    }
    return c.json(await sendTest(c.var.db, c.env));
  });
