import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../index';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedRead, NOT_YOUR_ROLE, publicWrite, readRouteMarks, routeMarks, titolare } from '../middleware/route-marks';
import { appRoutes, call, json, login, loginAs, ORIGIN, resetState } from './helpers';

beforeEach(resetState);

// Everything a visitor may do without a session. Any other route must answer 401 to an
// anonymous caller, whatever the body: a new route added without protection fails here.
const PUBLIC = new Set([
  'GET /api/check-auth',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/reservations',
  'POST /api/bookings/verify',
  'GET /api/menu-settings',
  'GET /api/featured-dishes',
  'GET /api/menu-sections',
  'GET /api/menu-items',
  'GET /api/events',
  'GET /api/events/slug/:slug',
  'GET /api/events/:id/images',
  'GET /api/galleries',
  'GET /api/galleries/:id/images',
  'GET /api/closures',
  'GET /api/site',
  'GET /api/site/photos',
  'GET /api/special-days',
  'GET /api/availability',
  'GET /api/bookings/:token',
  'GET /api/bookings/stamp',
  // The booking form posted without a script (docs/product.md#without-a-script).
  'POST /contatti',
  'POST /en/contact',
  'POST /api/bookings/cancel',
  'POST /api/bookings/change',
  'POST /api/contacts',
  'POST /api/bookings/forget-allergies',
  // The waiting list (docs/product.md#21-waiting-for-a-table): a guest's place, and its link.
  'POST /api/waitlist',
  'GET /api/waitlist/place/:token',
  'POST /api/waitlist/claim',
  'POST /api/waitlist/leave',
  'GET /api/mail/stop/:code',
  'POST /api/mail/stop/:code',
  'GET /api/placeholder/:width/:height',
  'POST /api/users/accept',
  // The first account, while the site has no titolare (README, Deploy).
  'GET /api/setup',
  'POST /api/setup',
  'GET /media/:folder/:file',
  'GET /sitemap.xml',
  'GET /robots.txt',
  'GET /*',
]);

// What the staff at the front (role sala) may call besides the public routes: the booking book, the
// phone's bookings (a public write) and closures (docs/decisions/025-people-and-roles.md). Every
// other route needs a titolare: a route added without a role does not even start (route-marks.ts).
const SALA = new Set([
  'GET /api/reservations',
  'POST /api/bookings',
  'GET /api/booking-day',
  'PUT /api/reservations/:id/status',
  'POST /api/closures',
  'DELETE /api/closures/:id',
  'GET /api/booking-settings',
  'GET /api/notifications',
  'GET /api/booking-ceiling',
  'POST /api/booking-ceiling/reset',
  // The evening on tables: sala runs it; the room's description is the titolare's.
  'PUT /api/reservations/:id/tables',
  'PUT /api/reservations/:id/arrival',
  'PUT /api/reservations/:id/thank-you',
  'POST /api/walk-ins',
  'GET /api/areas',
  'GET /api/tables',
  'GET /api/area-closures',
  'POST /api/area-closures',
  'DELETE /api/area-closures/:id',
  // The guests the house knows: sala reads them and writes notes and tags; merging, splitting and
  // deleting a profile are the titolare's (docs/decisions/033-guest-profiles.md).
  'GET /api/profiles',
  'GET /api/profiles/:id',
  'PUT /api/profiles/:id',
  // Groups and private parties: the front answers them as the owner does.
  'GET /api/contacts',
  'PUT /api/contacts/:id',
  'POST /api/contacts/:id/reply',
  'POST /api/contacts/:id/book',
  // The waiting list: the front books from it as the owner does.
  'GET /api/waitlist',
  'POST /api/waitlist/:id/book',
  'DELETE /api/waitlist/:id',
]);

const routes = appRoutes();
const concrete = (path: string) => path.replace(/:slug/g, 'una-serata').replace(/:[a-zA-Z]+/g, '1');

describe('every route', () => {
  it('a role mark refuses by itself: 401 without a session, 403 to a role it does not name', async () => {
    const as = (session: unknown) =>
      new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('session', session as never);
          await next();
        })
        .get('/elenco', titolare, (c) => c.json([]));
    const anonymous = await as(null).request('/elenco');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Accesso non autorizzato' });
    const staff = await as({ id: 's', userId: 2, role: 'sala', name: 'Sara', username: 'sara' }).request('/elenco');
    expect(staff.status).toBe(403);
    expect(await staff.json()).toEqual({ message: NOT_YOUR_ROLE });
    expect((await as({ id: 't', userId: 1, role: 'titolare', name: 'T', username: 't' }).request('/elenco')).status).toBe(200);
  });

  it('refuses to start with a route that names no role or public mark', () => {
    const unmarked = new Hono().get('/api/elenco', cachedRead, (c) => c.json([])).post('/api/elenco', (c) => c.json({}));
    expect(() => readRouteMarks(unmarked)).toThrow('routes that name no role (route-marks.ts): POST /api/elenco');
    const wrong = new Hono().get('/api/scrivi', publicWrite, (c) => c.json([]));
    expect(() => readRouteMarks(wrong)).toThrow('route mark publicWrite does not fit GET /api/scrivi');
  });

  it("sees the marks through Hono's public route table: a sub-app with its own onError hides them, and the app does not start", () => {
    const sub = () => new Hono().get('/elenco', titolare, (c) => c.json([]));
    // Hono keeps a mounted sub-app's handlers as declared...
    expect(new Hono().route('/api', sub()).routes.map((r) => r.handler)).toContain(titolare);
    // ...unless the sub-app answers its own errors: then it wraps them, and nothing public sees the
    // mark inside. If a Hono upgrade changes either, this says so before the guard is wrong.
    const answering = sub().onError((_err, c) => c.json({ message: 'Errore' }, 500));
    const mounted = new Hono().route('/api', answering);
    expect(mounted.routes.map((r) => r.handler)).not.toContain(titolare);
    expect(() => readRouteMarks(mounted)).toThrow('routes that name no role (route-marks.ts): GET /api/elenco');
  });

  it('is marked where it is declared: every /api route has one access, read off the routes', () => {
    const byAccess = (access: string) =>
      [...routeMarks.access]
        .filter(([, a]) => a === access)
        .map(([route]) => route)
        .sort();
    expect(byAccess('publicWrite')).toEqual([
      'POST /api/bookings/cancel',
      'POST /api/bookings/change',
      'POST /api/bookings/forget-allergies',
      'POST /api/bookings/verify',
      'POST /api/contacts',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/mail/stop/:code',
      'POST /api/reservations',
      'POST /api/setup',
      'POST /api/users/accept',
      'POST /api/waitlist',
      'POST /api/waitlist/claim',
      'POST /api/waitlist/leave',
    ]);
    expect(byAccess('sala')).toEqual([...SALA].sort());
    expect([...routeMarks.cachedReads].sort()).toEqual(
      [
        '/api/closures',
        '/api/events',
        '/api/featured-dishes',
        '/api/galleries',
        '/api/menu-items',
        '/api/menu-sections',
        '/api/menu-settings',
        '/api/site',
        '/api/site/photos',
        '/api/special-days',
      ].sort(),
    );
    // Every route of the app under /api is in the table.
    for (const route of routes.filter((r) => r.includes(' /api/'))) expect(routeMarks.access.has(route), route).toBe(true);
  });

  it('covers the calls of docs/product.md#7-the-api', () => {
    for (const route of [
      'PUT /api/menu-settings',
      'POST /api/featured-dishes',
      'PUT /api/featured-dishes/:id',
      'DELETE /api/featured-dishes/:id',
      'POST /api/menu-sections',
      'PUT /api/menu-sections/:id',
      'DELETE /api/menu-sections/:id',
      'POST /api/menu-items',
      'PUT /api/menu-items/:id',
      'DELETE /api/menu-items/:id',
      'POST /api/events',
      'PUT /api/events/:id',
      'DELETE /api/events/:id',
      'POST /api/events/:id/images',
      'PUT /api/events/:id/images/:imageId/cover',
      'PUT /api/events/:id/images/reorder',
      'DELETE /api/event-images/:imageId',
      'POST /api/galleries',
      'PUT /api/galleries/:id',
      'DELETE /api/galleries/:id',
      'POST /api/galleries/:id/images',
      'PUT /api/galleries/:id/images/:imageId/cover',
      'PUT /api/galleries/:id/images/reorder',
      'DELETE /api/gallery-images/:imageId',
      'POST /api/upload-image',
      'POST /api/upload-pdf-menu',
      'DELETE /api/menu-pdf',
      'GET /api/reservations',
      'POST /api/closures',
      'DELETE /api/closures/:id',
      'GET /api/booking-settings',
      'PUT /api/booking-settings',
      'GET /api/notifications',
      'GET /api/booking-ceiling',
      'POST /api/booking-ceiling/reset',
      ...PUBLIC,
    ]) {
      expect(routes).toContain(route);
    }
  });

  it.each(routes.filter((r) => !PUBLIC.has(r)))('%s answers 401 without a session', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    for (const body of [undefined, '{}', 'not json']) {
      const res = await SELF.fetch(`${ORIGIN}${concrete(path)}`, {
        method,
        body: method === 'GET' ? undefined : body,
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await json(res)).toHaveProperty('message');
    }
  });

  it.each(routes.filter((r) => !PUBLIC.has(r) && r.includes(' /api/')))(
    '%s: a titolare may call it; sala only if it is theirs (else 403)',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const send = (cookie: string) =>
        call(concrete(path), {
          method,
          cookie,
          ...(method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
        });
      const owner = await send(await login());
      expect([401, 403], `titolare: ${owner.status}`).not.toContain(owner.status);
      const staff = await send(await loginAs('sala'));
      expect(staff.headers.get('Content-Type')).toMatch(/application\/json/);
      if (SALA.has(route)) expect([401, 403], `sala: ${staff.status}`).not.toContain(staff.status);
      else {
        expect(staff.status).toBe(403);
        expect(await json(staff)).toEqual({ message: NOT_YOUR_ROLE });
      }
    },
  );

  it('answers 401 for a garbage cookie too', async () => {
    const res = await call('/api/menu-sections', { json: { title: 'X' }, cookie: '__Host-session=garbage' });
    expect(res.status).toBe(401);
  });
});

describe('refusals', () => {
  it('refuses a write from another site with 403', async () => {
    const cookie = await login();
    const foreign = await call('/api/menu-sections', {
      json: { title: 'Antipasti' },
      cookie,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await call('/api/menu-sections', {
      json: { title: 'Antipasti' },
      cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // Public writes too: a reservation or a login cannot be posted from another site's page.
    const login403 = await call('/api/login', { json: { username: 'a', password: 'b' }, headers: { Origin: 'https://evil.example' } });
    expect(login403.status).toBe(403);
  });

  it('refuses other content types on JSON routes with 415', async () => {
    const cookie = await login();
    const form = await call('/api/menu-sections', {
      method: 'POST',
      body: 'title=Antipasti',
      cookie,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await call('/api/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('refuses a body over the limit with 413', async () => {
    const cookie = await login();
    const res = await call('/api/menu-sections', { json: { title: 'x'.repeat(200_000) }, cookie });
    expect(res.status).toBe(413);
    expect(await json(res)).toHaveProperty('message');
  });

  it('cancels the body of every early refusal, so the sender stops and the runtime does not wait', async () => {
    const cookie = await login();
    /** A chunked body of `chunks` 64 KB pieces that records whether the Worker cancelled it. */
    const sent = (chunks: number) => {
      const state = { cancelled: false, pulled: 0 };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (state.pulled++ === chunks) controller.close();
          else controller.enqueue(new Uint8Array(64 * 1024));
        },
        cancel() {
          state.cancelled = true;
        },
      });
      return { state, stream };
    };
    const cases: [string, Record<string, string>, number, number][] = [
      ['/api/upload-image', { 'Content-Type': 'multipart/form-data; boundary=x' }, 4, 401], // no session
      ['/api/upload-image', { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x', Origin: 'https://altro.example' }, 4, 403],
      ['/api/menu-sections', { Cookie: cookie, 'Content-Type': 'text/plain' }, 4, 415],
      ['/api/upload-image', { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x' }, 200, 413], // 12.5 MB
      ['/api/menu-sections', { Cookie: cookie, 'Content-Type': 'application/json' }, 200, 413],
      ['/menu', { 'Content-Type': 'application/json' }, 4, 404], // no page takes a POST
    ];
    for (const [path, headers, chunks, status] of cases) {
      const { state, stream } = sent(chunks);
      const request = new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Transfer-Encoding': 'chunked', ...headers },
        body: stream,
      });
      const res = await app.fetch(request, env, createExecutionContext());
      expect(res.status, path).toBe(status);
      expect(await json(res), path).toHaveProperty('message');
      expect(state.cancelled, `${status} ${path}`).toBe(true);
      expect(state.pulled, `${status} ${path}`).toBeLessThan(chunks);
    }
  });

  it('answers unknown /api paths with a JSON 404, not the SPA page', async () => {
    for (const path of ['/api/nope', '/api/events/1/nope', '/api']) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    }
  });

  it('answers invalid input with 400 { message, issues } and never a 500', async () => {
    const cookie = await login();
    const cases: [string, unknown][] = [
      ['/api/menu-sections', { title: '' }],
      ['/api/menu-sections', { title: 'A', destination: 'lago' }],
      ['/api/menu-sections', { title: 'A', position: -1 }],
      ['/api/menu-sections', { title: 'A', unknownKey: 1 }],
      ['/api/featured-dishes', { name: 'A', description: 'B', image: '/x.jpg', position: 4 }],
      ['/api/featured-dishes', { name: 'A', description: 'B', image: '/x.jpg', position: 0 }],
      ['/api/menu-items', { sectionId: 'uno', name: 'A', description: 'B', price: '5' }],
      ['/api/events', { title: 'A' }],
      ['/api/galleries', { title: 'A', position: 1.5 }],
      ['/api/menu-sections', []],
      ['/api/menu-sections', 'string'],
    ];
    for (const [path, body] of cases) {
      const res = await call(path, { json: body, cookie });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const payload = await json(res);
      expect(payload.message).toBe('Dati non validi');
      expect(payload.issues.length).toBeGreaterThan(0);
    }
    // The messages are Italian, field by field.
    const italian = await json(await call('/api/menu-items', { json: { name: ' ', extra: 1 }, cookie }));
    expect(italian.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Campo obbligatorio' },
        { path: 'sectionId', message: 'Scegli una sezione' },
        { path: 'price', message: 'Campo obbligatorio' },
        { path: '', message: 'Campi non previsti: extra' },
      ]),
    );
    // Malformed JSON: Italian, with issues like every other 400.
    const malformed = await call('/api/menu-sections', { body: '{"title":', headers: { 'Content-Type': 'application/json' }, cookie });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ message: 'Il corpo della richiesta non è un JSON valido', issues: [] });
    // A featured dish given no position goes after the last of its destination (positions.test.ts);
    // a protocol-relative address is not a local file.
    const noPosition = await call('/api/featured-dishes', { json: { name: 'A', description: 'B', image: '/x.jpg' }, cookie });
    expect(noPosition.status).toBe(201);
    expect(await json(noPosition)).toMatchObject({ position: 1 });
    const foreign = await call('/api/featured-dishes', {
      json: { name: 'A', description: 'B', image: '//evil.example/x.jpg', position: 1 },
      cookie,
    });
    expect(foreign.status).toBe(400);
    const displayType = await call('/api/menu-settings', { method: 'PUT', json: { displayType: 'carta' }, cookie });
    expect(displayType.status).toBe(400);
  });

  it('saves an empty update as a no-op instead of failing', async () => {
    const cookie = await login();
    for (const path of ['/api/menu-sections', '/api/featured-dishes', '/api/events', '/api/galleries']) {
      const body = path.includes('featured')
        ? { name: 'A', description: 'B', image: '/x.jpg', position: 1 }
        : path.includes('events')
          ? { title: 'A', content: 'B' }
          : { title: 'A' };
      const created = await json(await call(path, { json: body, cookie }));
      for (const init of [{ json: {} }, { body: undefined }]) {
        const res = await call(`${path}/${created.id}`, { method: 'PUT', ...init, cookie });
        expect(res.status, `${path} ${JSON.stringify(init)}`).toBe(200);
        expect(await json(res)).toMatchObject(body);
      }
    }
  });

  it('answers an unknown or impossible id with 404', async () => {
    const cookie = await login();
    for (const [method, path] of [
      ['PUT', '/api/menu-sections/999'],
      ['DELETE', '/api/menu-sections/999'],
      ['DELETE', '/api/menu-items/abc'],
      ['PUT', '/api/events/0'],
      ['DELETE', '/api/galleries/999'],
      ['DELETE', '/api/event-images/999'],
      ['PUT', '/api/galleries/999/images/1/cover'],
    ] as const) {
      const res = await call(path, { method, json: method === 'PUT' ? { title: 'X' } : undefined, cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call('/api/events/slug/non-esiste')).status).toBe(404);
    expect((await call('/api/events/999/images')).status).toBe(404);
  });
});
