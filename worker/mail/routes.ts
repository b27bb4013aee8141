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
import { publicRead, publicWrite } from '../middleware/route-marks';
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
