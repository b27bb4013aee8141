// The room's calls (docs/product.md#17-the-evening-on-tables): sala reads the room, the titolare
// describes it (areas, tables, the tables that may be joined); sala closes an area for a day or a
// service, as it closes the restaurant. Each route reads the request, calls one command of this
// folder and answers its result.
import { Hono } from 'hono';
import { areaClosureInput, areaInput, tableGroupInput, tableInput, tableUpdate } from '#domain/room/schemas';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env';
import { idParam, jsonBody, refusal } from '../http';
import { depsOf } from '../lib/result';
import { sala, titolare } from '../middleware/route-marks';
import { closeArea, openArea } from './area-closures';
import {
  addArea,
  addGroup,
  addTable,
  areasInOrder,
  changeArea,
  changeTable,
  readTables,
  removeArea,
  removeGroup,
  removeTable,
  upcomingAreaClosures,
} from './room';

export const areaRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await areasInOrder(c.var.db)))
  .post('/', titolare, jsonBody(areaInput), async (c) => c.json(await addArea(c.var.db, c.req.valid('json')), 201))
  .put('/:id', titolare, jsonBody(z.partial(areaInput)), async (c) => {
    const r = await changeArea(c.var.db, idParam(c), c.req.valid('json'));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await removeArea(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

export const tableRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await readTables(c.var.db)))
  .post('/', titolare, jsonBody(tableInput), async (c) => {
    const r = await addTable(c.var.db, c.req.valid('json'));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .put('/:id', titolare, jsonBody(tableUpdate), async (c) => {
    const r = await changeTable(c.var.db, idParam(c), c.req.valid('json'));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await removeTable(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

export const tableGroupRoutes = new Hono<AppEnv>()
  .post('/', titolare, jsonBody(tableGroupInput), async (c) => {
    const r = await addGroup(c.var.db, c.req.valid('json').tableIds);
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .delete('/:id', titolare, async (c) => {
    const r = await removeGroup(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

export const areaClosureRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await upcomingAreaClosures(c.var.db)))
  .post('/', sala, jsonBody(areaClosureInput), async (c) => {
    const r = await closeArea(depsOf(c), c.req.valid('json'));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .delete('/:id', sala, async (c) => {
    const r = await openArea(depsOf(c), idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });
