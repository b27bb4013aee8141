// The typed client: calls to the Worker written against its own routes (worker/index.ts AppType,
// read from the Worker's declarations), so a renamed path, field or body breaks `tsc`, not a page.
// Only types come from the Worker; the runtime is Hono's small `hc`.
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '#worker/index';
import { answerOf } from './api';

// Marked pure so that a page importing a feature's api.ts without calling the client does not carry it.
export const client = /* @__PURE__ */ hc<AppType>('/', { init: { credentials: 'include' } });
export type Api = typeof client.api;

/** The body of a successful answer (2xx, JSON) among a call's possible answers. */
type Success<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends 'json'
        ? Body
        : never
      : never
    : never;

/** What a successful call of `endpoint` answers, e.g. `Answer<Api['events']['$get']>`. */
export type Answer<Endpoint extends (...args: never[]) => unknown> = Success<Awaited<ReturnType<Endpoint>>>;

/**
 * Awaits a call and gives its JSON body when it succeeded; any refusal becomes the ApiError that
 * the rest of the app knows (lib/api.ts), with the status and the Worker's Italian message.
 */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Success<R>> {
  return answerOf<Success<R>>(await call);
}
