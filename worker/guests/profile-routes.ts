// The guests the house knows (docs/product.md#18-the-guests-the-house-knows): sala reads profiles
// and writes notes, tags and the allergies a guest consented to; merging, splitting and deleting a
// profile are the titolare's (docs/decisions/025-people-and-roles.md). A profile is a guest's data:
// kept in no cache.
import { Hono } from 'hono';
import { profileMerge, profileQuery, profileSplit, profileUpdate } from '#domain/guests/schemas';
import type { AppEnv } from '../app-env';
import { idParam, jsonBody, jsonError, keptNowhere, queryParams, refusal } from '../http';
import { sala, titolare } from '../middleware/route-marks';
import { changeProfile, deleteProfile, listProfiles, mergeProfiles, NO_PROFILE, readProfile, splitProfile } from './profiles';

export const profileRoutes = new Hono<AppEnv>()
  .get('/', sala, keptNowhere, queryParams(profileQuery), async (c) => c.json(await listProfiles(c.var.db, c.req.valid('query'))))
  .get('/:id', sala, keptNowhere, async (c) => {
    const profile = await readProfile(c.var.db, idParam(c));
    return profile ? c.json(profile) : jsonError(c, 404, NO_PROFILE);
  })
  .put('/:id', sala, jsonBody(profileUpdate), async (c) => {
    const change = c.req.valid('json');
    // The consent given in person is the titolare's to record; anyone may take one away.
    if (change.allergyConsent && c.var.session!.role !== 'titolare')
      return jsonError(c, 403, 'Il consenso dato di persona lo registra il titolare');
    const r = await changeProfile(c.var.db, idParam(c), change);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/:id/merge', titolare, jsonBody(profileMerge), async (c) => {
    const r = await mergeProfiles(c.var.db, idParam(c), c.req.valid('json').otherId);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/:id/split', titolare, jsonBody(profileSplit), async (c) => {
    const r = await splitProfile(c.var.db, idParam(c), c.req.valid('json').reservationIds);
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await deleteProfile(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });
