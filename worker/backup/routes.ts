// The copy of the whole site the owner keeps (docs/decisions/025-people-and-roles.md): only a
// titolare downloads it, since it holds every guest's name, e-mail and phone. The file's format
// is described in format.ts. It streams (a D1 read per 500 rows, an R2 read per file), so
// memory stays small; on Workers Free (50 subrequests, 10 ms of CPU a request) a site with many
// photos outgrows one request, and `npm run backup -- --remote` makes the same file from a computer.
// There is no restore over HTTP, on purpose: a restore replaces the whole site, so it is a command
// run by hand (`npm run restore`, README 'Copie e ripristino'), never a button a stolen session or
// a wrong tap could press.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { titolare } from '../middleware/route-marks';
import { makeBackup } from './write';
import { todayInItaly } from '#domain/italy-clock';

export const backupRoutes = new Hono<AppEnv>().get('/', titolare, (c) => {
  const { body } = makeBackup(c.env);
  return c.body(body, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="bistrot-copia-${todayInItaly()}.jsonl.gz"`,
    'Cache-Control': 'no-store',
    // An ETag of its own (never the same twice): without one, index.ts's etag middleware would read
    // the whole archive into memory to hash it before sending a byte.
    ETag: `"copia-${Date.now().toString(36)}-${crypto.randomUUID()}"`,
  });
});
