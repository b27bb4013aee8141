// Groups and private parties (docs/product.md#19-groups-and-private-parties): the guest's enquiry
// (public, the request limits apply) and the owner's calls on it (titolare and sala). Each route
// reads the request, calls one command of enquiries.ts and answers its result.
import { Hono } from 'hono';
import { enquiryBookInput, enquiryReplyInput, enquiryRequest, enquiryStatusInput } from '#domain/contacts/schemas';
import type { AppEnv } from '../app-env';
import { idParam, jsonBody, keptNowhere, refusal, throttleClient, throttleNetwork } from '../http';
import { depsOf } from '../lib/result';
import { publicWrite, sala } from '../middleware/route-marks';
import { bookEnquiry, markEnquiry, placeEnquiry, readEnquiries, replyToEnquiry } from './enquiries';

/** Who answers: the session's name (the guard let only a session through). */
const by = (name: string | undefined) => name ?? '';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', publicWrite, jsonBody(enquiryRequest), async (c) => {
    const r = await placeEnquiry(depsOf(c), c.req.valid('json'), { client: throttleClient(c), network: throttleNetwork(c) });
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .get('/', sala, keptNowhere, async (c) => c.json(await readEnquiries(c.var.db)))
  .put('/:id', sala, jsonBody(enquiryStatusInput), async (c) => {
    const r = await markEnquiry(c.var.db, idParam(c), c.req.valid('json').status, by(c.var.session?.name));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/:id/reply', sala, jsonBody(enquiryReplyInput), async (c) => {
    const r = await replyToEnquiry(depsOf(c), idParam(c), c.req.valid('json').message, by(c.var.session?.name));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/:id/book', sala, jsonBody(enquiryBookInput), async (c) => {
    const r = await bookEnquiry(depsOf(c), idParam(c), c.req.valid('json'), by(c.var.session?.name));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  });
