// The people who run the site and what they did (docs/decisions/025-people-and-roles.md): the
// titolare adds a person by e-mail (an invitation with a link valid 48 hours) or with a username and
// password set by hand, changes their role, and removes them, which ends their sessions at once
// (the commands of ./commands.ts).
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACTIVITY_SHOWN } from '#domain/roles';
import { activityQuery, invitationAnswer, userInput, userUpdateInput } from '#domain/people/schemas';
import type { AppEnv } from '../app-env';
import { activity } from '../db/schema';
import { idParam, jsonBody, queryParams, refusal } from '../http';
import { depsOf } from '../lib/result';
import { publicWrite, titolare } from '../middleware/route-marks';
import { acceptInvitation, addPerson, changePerson, listPeople, removePerson } from './commands';
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
