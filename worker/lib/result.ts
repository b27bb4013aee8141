// What a command answers, and what it needs: a command is a plain function (no Hono), so that a
// route, the scheduled job or a test runs it alike; the route reads the request, calls it and turns
// its result into JSON (`refusal` in worker/http.ts; docs/product.md#7-the-api: the statuses and
// sentences of each refusal are the spec's).
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';

export type RefusalStatus = 400 | 403 | 404 | 409 | 429;

/** A refusal: its status, its sentence, and the fields beside it that the spec names. */
export interface Refused {
  ok: false;
  status: RefusalStatus;
  message: string;
  /** `issues`, `overbook`, `outsideHours`, `reason`, `bookings`: what the caller may act on. */
  extra?: object;
  /** Seconds before trying again (the limits' 429), said in a Retry-After header. */
  retryAfter?: number;
}
export type Result<T> = { ok: true; value: T } | Refused;

export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refused = (status: RefusalStatus, message: string, extra?: object): Refused => ({ ok: false, status, message, extra });
/** A 400 naming the field it is about, as the schemas' refusals do. */
export const refusedField = (path: string, message: string): Refused => refused(400, message, { issues: [{ path, message }] });

/** What a command reaches outside itself: the database, the bindings, and work the answer need not wait for. */
export interface Deps {
  db: Db;
  env: Env;
  /** Runs after the answer (the outbox's sending: its e-mails are already queued in the booking's batch). */
  later: (work: Promise<unknown>) => void;
}

/** A route's Deps: its request's database, bindings and waitUntil. */
export const depsOf = (c: Context<AppEnv>): Deps => ({ db: c.var.db, env: c.env, later: (work) => c.executionCtx.waitUntil(work) });
