// What every API handler shares: JSON errors with the right status, body validation, the
// caller's address. Refusals are always `{ message }` JSON (plus `issues` for invalid input).
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { AppEnv } from './app-env';
import type { Refused } from './lib/result';
import { clientOfAddress, networkOfAddress } from './lib/throttle-keys';

export function jsonError<S extends ContentfulStatusCode>(c: Context, status: S, message: string, extra?: object) {
  // The status stays a literal type, so the typed client tells refusals from answers.
  return c.json({ message, ...extra } as { message: string; issues?: { path: string; message: string }[] }, status);
}

/** A command's refusal as JSON: its status, its sentence and its fields (and when to try again). */
export function refusal(c: Context<AppEnv>, r: Refused) {
  if (r.retryAfter) c.header('Retry-After', String(r.retryAfter));
  return jsonError(c, r.status, r.message, r.extra);
}

/** A refusal thrown from a helper deep in a handler, answered with its own status and Italian sentence (index.ts onError). */
export class Refusal extends HTTPException {}

/** 404 with a whole Italian sentence (the noun's gender decides the ending: 'Evento non trovato'). */
export const notFound = (c: Context, message = 'Risorsa non trovata') => jsonError(c, 404, message);

/** A field's name as a refusal says it ('Telefono'), from the issue's path. */
type FieldName = (path: PropertyKey[]) => string;

/**
 * A validator for one part of the request; invalid → 400 `{ message, issues }` with Italian messages
 * per field, each prefixed with its field's name when `nameOf` is given.
 */
const validated = <T extends $ZodType, Target extends 'json' | 'query'>(target: Target, schema: T, message?: string, nameOf?: FieldName) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({
        path: i.path.join('.'),
        message: nameOf ? `${nameOf(i.path)}: ${i.message}` : i.message,
      }));
      return c.json({ message: message ?? issues[0]?.message ?? 'Dati non validi', issues }, 400);
    }
  });

/** Validates a JSON body: the refusal says 'Dati non validi', with the fields' messages in `issues`. */
export const jsonBody = <T extends $ZodType>(schema: T) => validated('json', schema, 'Dati non validi');
/** Validates a JSON body: the refusal says its first problem, naming the field ('Telefono: …'). */
export const jsonBodyNaming = <T extends $ZodType>(schema: T, nameOf: FieldName) => validated('json', schema, undefined, nameOf);
/** Validates the query string (`GET /api/availability?date=...`): the refusal says its first problem. */
export const queryParams = <T extends $ZodType>(schema: T) => validated('query', schema);

/** A positive integer route parameter, or a 404 (an id that cannot exist is an unknown id). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HTTPException(404, { message: 'Risorsa non trovata' });
  return id;
}

/**
 * The client the throttle counts by: the visitor's address (set by Cloudflare's edge in production
 * and by wrangler dev locally), or the /64 of an IPv6 one (lib/throttle-keys.ts).
 */
export const throttleClient = (c: Context<AppEnv>) => clientOfAddress(c.req.header('CF-Connecting-IP') ?? 'unknown');
/** The IPv6 /48 around the caller, or null (lib/throttle-keys.ts). */
export const throttleNetwork = (c: Context<AppEnv>) => networkOfAddress(c.req.header('CF-Connecting-IP') ?? 'unknown');

/**
 * A read that carries guests' data (the book, the e-mails, one guest's data): kept in no cache, the
 * browser's included, rather than the other reads' `private, no-cache` (index.ts).
 */
export const keptNowhere = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/** A JSON answer is never read by a browser as anything else (an HTML page, a script). */
export const jsonNoSniff = createMiddleware(async (c, next) => {
  await next();
  if (c.res.headers.get('Content-Type')?.startsWith('application/json')) c.header('X-Content-Type-Options', 'nosniff');
});

/** A request that changes something (reads are GET, HEAD and OPTIONS). */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Whether a write comes from another site's page (its Origin, or the browser's Sec-Fetch-Site, says so). */
export function fromAnotherSite(c: Context): boolean {
  const origin = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site');
  return Boolean((origin && origin !== new URL(c.req.url).origin) || (fetchSite && !['same-origin', 'none'].includes(fetchSite)));
}

/**
 * Whether the request's body is at most `maxSize` bytes. A declared Content-Length is trusted (the
 * runtime holds the body to it); a chunked body is read into memory up to the limit and, past it,
 * cancelled at once. Hono's bodyLimit leaves the rest of such a body unread, and under wrangler dev
 * the request then sometimes ends as a 503 ("worker restarted mid-request") instead of our 413.
 */
export async function withinSize(c: Context, maxSize: number): Promise<boolean> {
  const request = c.req.raw;
  if (!request.body) return true;
  const declared = request.headers.get('Content-Length');
  if (declared !== null && !request.headers.has('Transfer-Encoding')) return Number(declared) <= maxSize;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await reader.cancel();
      return false;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  chunks.reduce((at, chunk) => (body.set(chunk, at), at + chunk.byteLength), 0);
  c.req.raw = new Request(request, { body });
  return true;
}

/** A body this small is read to its end rather than cancelled (see cancelUnreadBody). */
const DRAIN_LIMIT = 128 * 1024;

/**
 * Every answer given without reading the request's body (a refusal before it, a 404) ends the
 * body, so the runtime does not wait for bytes nobody will read. A large or unknown-length body is
 * cancelled, so the client stops sending. A small one is read to its end instead: cancelling it
 * closes the connection, and under wrangler dev the next request on that connection (the owner's
 * save sent again after a 401 and a new login) then fails as a 503.
 */
export const cancelUnreadBody = createMiddleware(async (c, next) => {
  const request = c.req.raw;
  await next();
  const { body } = request;
  if (!body || body.locked) return;
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared <= DRAIN_LIMIT && !request.headers.has('Transfer-Encoding')) await request.arrayBuffer().catch(() => {});
  else await body.cancel().catch(() => {});
});

/**
 * Validates a JSON body against one of two schemas: the owner's with a session, the visitor's
 * without (a booking the owner writes in follows the owner's rules). The handler reads the result
 * with `validBody`.
 */
export const jsonBodyBySession = <O extends $ZodType, V extends $ZodType>(owner: O, visitor: V) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const validate = (c.var.session ? jsonBody(owner) : jsonBody(visitor)) as unknown as MiddlewareHandler<AppEnv>;
    return validate(c, next);
  }) as unknown as MiddlewareHandler<AppEnv, string, { in: { json: input<O> | input<V> }; out: { json: output<O> | output<V> } }>;

/** The body `jsonBodyBySession` validated. */
export const validBody = <T>(c: Context): T => (c.req.valid as (target: 'json') => unknown)('json') as T;
