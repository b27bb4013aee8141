// A guest's rights over what the site holds on them (docs/decisions/025-people-and-roles.md; the
// privacy policy's 'I tuoi diritti'): the titolare finds it by the guest's e-mail or phone, hands it
// over (GDPR art. 15 and 20) and erases it (art. 17). guests/guests.ts says what a guest's data is.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonError, keptNowhere, queryParams } from '../http';
import { titolare } from '../middleware/route-marks';
import { eraseGuest, guestData } from './guests';
import { guestQuery } from '#domain/guests/schemas';
import { m } from '#i18n/messages';

/** The 409 of an erasure whose cancellation e-mail did not leave: nothing was erased. */
function notSentMessage(sent: number): string {
  const base =
    'L’e-mail che avvisa il cliente dell’annullamento delle prenotazioni non è partita: non è stato cancellato nulla. Riprova tra qualche minuto.';
  if (!sent) return base;
  return `${base} Attenzione: ${m.admin_erase_other_mails_sent({ count: sent }, { locale: 'it' })} verso un altro indirizzo del cliente, ma le prenotazioni restano finché la cancellazione non riesce.`;
}

export const guestRoutes = new Hono<AppEnv>()
  // A guest's data is not kept in any cache, the browser's included.
  .get('/', titolare, keptNowhere, queryParams(guestQuery), async (c) => {
    const data = await guestData(c.var.db, c.req.valid('query'));
    // Nothing held is an answer too: the owner can tell the guest so.
    return c.json(data);
  })
  // Counts only: the activity record keeps the route and never the guest (middleware/activity.ts).
  .delete('/', titolare, queryParams(guestQuery), async (c) => {
    const result = await eraseGuest(c.var.db, c.env, c.req.valid('query'));
    if ('failed' in result) return jsonError(c, 409, notSentMessage(result.sent));
    return c.json(result.erased);
  });
