// The Worker: the JSON API under /api, uploaded files under /media, and every page request.
// Hashed assets under /assets/ never reach this code (wrangler.toml: run_worker_first).
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { serveDocument } from './pages/pages';
import { servePostedForm } from './pages/form-post';
import { serveRobots, serveSitemap } from './pages/sitemap';
import { scheduled } from './scheduled';
import { guard } from './middleware/guard';
import { withDb } from './middleware/db';
import { siteKey } from './middleware/site-key';
import { readRouteMarks } from './middleware/route-marks';
import { recordActivity } from './middleware/activity';
import { isForeignKeyError, isUniqueError } from './db/errors';
import { cancelUnreadBody, jsonError, jsonNoSniff, Refusal } from './http';
import { publicReadCache } from './middleware/edge-cache';
import { auth } from './people/auth-routes';
import { eventRoutes, galleryRoutes } from './albums/routes';
import { mediaRoutes } from './media/routes';
import { featuredDishRoutes, menuItemRoutes, menuSectionRoutes, menuSettingsRoutes } from './menu/routes';
import { eventPhotoRoutes, galleryPhotoRoutes } from './albums/photo-set-routes';
import { placeholderRoutes } from './media/placeholder-routes';
import { closureRoutes } from './closures/routes';
import {
  availabilityRoutes,
  bookDayRoutes,
  bookingRoutes,
  bookingSettingsRoutes,
  ceilingRoutes,
  notificationRoutes,
  reservationRoutes,
  waitlistRoutes,
  walkInRoutes,
} from './bookings/routes';
import { areaClosureRoutes, areaRoutes, tableGroupRoutes, tableRoutes } from './room/routes';
import { uploadRoutes } from './media/upload-routes';
import { siteRoutes, specialDayRoutes } from './site/routes';
import { activityRoutes, setupRoutes, userRoutes } from './people/routes';
import { guestRoutes } from './guests/routes';
import { profileRoutes } from './guests/profile-routes';
import { contactRoutes } from './contacts/routes';
import { reportRoutes } from './reports/routes';
import { backupRoutes } from './backup/routes';
import { mailRoutes, mailStatusRoutes } from './mail/routes';

const api = new Hono<AppEnv>()
  .use(withDb)
  .use(guard)
  .use(recordActivity)
  // Reads revalidate (ETag + no-cache), so a change made in the admin is seen on the next read;
  // they vary by the cookie because the admin also sees inactive records.
  .use(async (c, next) => {
    await next();
    if (c.req.method === 'GET' && !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
    }
  })
  .use(etag())
  .use(publicReadCache)
  .route('/', auth)
  .route('/menu-settings', menuSettingsRoutes)
  .route('/featured-dishes', featuredDishRoutes)
  .route('/menu-sections', menuSectionRoutes)
  .route('/menu-items', menuItemRoutes)
  .route('/events', eventRoutes)
  .route('/galleries', galleryRoutes)
  .route('/', eventPhotoRoutes)
  .route('/', galleryPhotoRoutes)
  .route('/', uploadRoutes)
  .route('/reservations', reservationRoutes)
  .route('/closures', closureRoutes)
  .route('/booking-settings', bookingSettingsRoutes)
  .route('/availability', availabilityRoutes)
  .route('/bookings', bookingRoutes)
  .route('/waitlist', waitlistRoutes)
  .route('/booking-day', bookDayRoutes)
  .route('/notifications', notificationRoutes)
  .route('/booking-ceiling', ceilingRoutes)
  .route('/walk-ins', walkInRoutes)
  .route('/areas', areaRoutes)
  .route('/tables', tableRoutes)
  .route('/table-groups', tableGroupRoutes)
  .route('/area-closures', areaClosureRoutes)
  .route('/site', siteRoutes)
  .route('/special-days', specialDayRoutes)
  .route('/placeholder', placeholderRoutes)
  .route('/users', userRoutes)
  .route('/setup', setupRoutes)
  .route('/activity', activityRoutes)
  .route('/guests', guestRoutes)
  .route('/profiles', profileRoutes)
  .route('/contacts', contactRoutes)
  .route('/reports', reportRoutes)
  .route('/backup', backupRoutes)
  .route('/mail', mailRoutes)
  .route('/mail-status', mailStatusRoutes)
  // Unknown /api paths are JSON 404s, never the SPA page.
  .all('*', (c) => jsonError(c, 404, 'Indirizzo API sconosciuto'));

export const app = new Hono<AppEnv>()
  // No request is answered by a site without its key (middleware/site-key.ts).
  .use(siteKey)
  .use(cancelUnreadBody)
  .use(jsonNoSniff)
  .route('/api', api)
  .route('/media', mediaRoutes)
  .get('/sitemap.xml', serveSitemap)
  .get('/robots.txt', serveRobots)
  // The booking form posted without a script: the page drawn again with what came of it.
  .post('/contatti', withDb, (c) => servePostedForm(c, (request) => ownAnswer(request, c.env, c.executionCtx)))
  .post('/en/contact', withDb, (c) => servePostedForm(c, (request) => ownAnswer(request, c.env, c.executionCtx)))
  .get('*', (c) => serveDocument(c, (request) => ownAnswer(request, c.env, c.executionCtx)));

/** A page is drawn from what the API answers (worker/pages/pages.ts), asked of the app itself. */
async function ownAnswer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  return app.fetch(request, env, ctx);
}

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    // Hono refuses a malformed or missing JSON body with a 400 of its own, in English.
    if (err.status === 400 && !(err instanceof Refusal))
      return jsonError(c, 400, 'Il corpo della richiesta non è un JSON valido', { issues: [] });
    return jsonError(c, err.status as 404, err.message || 'Richiesta non valida');
  }
  if (isForeignKeyError(err)) return jsonError(c, 400, 'Il record collegato non esiste', { issues: [] });
  if (isUniqueError(err)) return jsonError(c, 409, 'Esiste già un record con questo nome: riprova');
  console.error(err);
  return jsonError(c, 500, 'Errore interno del server');
});

app.notFound((c) => jsonError(c, 404, 'Risorsa non trovata'));

// The guard's public writes and owner reads, and the edge cache's reads, as the routes mark them.
readRouteMarks(app);

export type AppType = typeof app;
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
