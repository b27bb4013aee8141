// What every API handler shares: JSON errors with the right status, body validation, the
// caller's address. Refusals are always `{ message }` JSON (plus `issues` for invalid input).
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodType } from 'zod/v4/core';
import type { AppEnv } from './app-env';

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, extra?: object) {
  return c.json({ message, ...extra }, status);
}

/** 404 with a whole Italian sentence (the noun's gender decides the ending: 'Evento non trovato'). */
export const notFound = (c: Context, message = 'Risorsa non trovata') => jsonError(c, 404, message);

/** Validates a JSON body; invalid → 400 `{ message, issues }` with Italian messages per field. */
export const jsonBody = <T extends $ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return c.json({ message: 'Dati non validi', issues }, 400);
    }
  });

/** A positive integer route parameter, or a 404 (an id that cannot exist is an unknown id). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HTTPException(404, { message: 'Risorsa non trovata' });
  return id;
}

/** The visitor's address: set by Cloudflare's edge in production and by wrangler dev locally. */
export const clientAddress = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** A request that changes something (reads are GET, HEAD and OPTIONS). */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
