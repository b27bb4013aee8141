// The people who run the site and what they did (docs/decisions/025-people-and-roles.md): the
// titolare adds a person by e-mail (an invitation with a link valid 48 hours) or with a username and
// password set by hand, changes their role, and removes them, which ends their sessions at once
// (the commands of ./commands.ts).
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACTIVITY_SHOWN } from '#domain/roles';
import { activityQuery, invitationAnswer, setupInput, userInput, userUpdateInput } from '#domain/people/schemas';
import type { AppEnv } from '../app-env';
import { activity } from '../db/schema';
import { idParam, jsonBody, jsonError, queryParams, refusal, throttleClient } from '../http';
import { depsOf } from '../lib/result';
import { publicRead, publicWrite, titolare } from '../middleware/route-marks';
import { setupCodeProblem } from '../middleware/site-key';
import { sameText } from '../lib/signature';
import { attempt, counts, LOGIN_LIMIT } from '../lib/throttle';
import { acceptInvitation, addPerson, changePerson, firstOwner, listPeople, OWNER_EXISTS, ownerNeeded, removePerson } from './commands';
import { openSession } from './session';

export const userRoutes = new Hono<AppEnv>()
  .get('/', titolare, async (c) => c.json(await listPeople(c.var.db)))
  .post('/', titolare, jsonBody(userInput), async (c) => {
    const r = await addPerson(depsOf(c), c.req.valid('json'));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .put('/:id', titolare, jsonBody(userUpdateInput), async (c) => {
    const r = await changePerson(depsOf(c), idParam(c), c.req.valid('json'), c.var.session!.id);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await removePerson(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  // The invited person's answer: it logs them in; the link is spent.
  .post('/accept', publicWrite, jsonBody(invitationAnswer), async (c) => {
    const r = await acceptInvitation(c.var.db, c.req.valid('json'));
    if (!r.ok) return refusal(c, r);
    const person = r.value;
    await openSession(c, person.id, person.username!);
    return c.json({ authenticated: true, role: person.role, name: person.name });
  });

/** The latest changes in the owner's area, everyone's or one person's, newest first. */
export const activityRoutes = new Hono<AppEnv>().get('/', titolare, queryParams(activityQuery), async (c) => {
  const { userId } = c.req.valid('query');
  const rows = await c.var.db
    .select()
    .from(activity)
    .where(userId === undefined ? undefined : eq(activity.userId, userId))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(ACTIVITY_SHOWN);
  return c.json(rows);
});

/**
 * The site's first account in the browser (README, Deploy; docs/decisions/036-going-live.md): while
 * no titolare can log in, the deploy's one-time code (ADMIN_SETUP_CODE) and who they are make the
 * titolare and log them in; afterwards 409 for everyone. Wrong codes are throttled as logins are.
 */
export const setupRoutes = new Hono<AppEnv>()
  .get('/', publicRead, async (c) =>
    c.json({ needed: await ownerNeeded(c.var.db), codeSet: setupCodeProblem(c.env.ADMIN_SETUP_CODE) === null }),
  )
  .post('/', publicWrite, jsonBody(setupInput), async (c) => {
    const db = c.var.db;
    if (!(await ownerNeeded(db))) return jsonError(c, 409, OWNER_EXISTS);
    const expected = c.env.ADMIN_SETUP_CODE;
    const problem = setupCodeProblem(expected);
    if (problem)
      return jsonError(c, 403, `${problem}: impostalo tra i secret del Worker, oppure crea il titolare con «npm run create-admin».`);
    // Counted before the code is compared, so parallel guesses cannot race the limit: 5 a quarter of
    // an hour from one address, and a ceiling for everyone (a code of 12 characters or more).
    const { retryAfter } = await attempt(db, [
      ...counts([`setup-ip:${throttleClient(c)}`], LOGIN_LIMIT),
      { key: 'setup', limit: { max: 50, windowMs: LOGIN_LIMIT.windowMs } },
    ]);
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, `Troppi tentativi. Riprova tra ${Math.ceil(retryAfter / 60)} minuti.`);
    }
    const { code, ...person } = c.req.valid('json');
    if (!(await sameText(c.env.SESSION_SECRET, code, expected!.trim()))) {
      return jsonError(c, 403, 'Codice di primo accesso errato', { issues: [{ path: 'code', message: 'Codice di primo accesso errato' }] });
    }
    const r = await firstOwner(db, person);
    if (!r.ok) return refusal(c, r);
    await openSession(c, r.value.id, r.value.username);
    return c.json({ authenticated: true, role: r.value.role, name: r.value.name }, 201);
  });
