// 'Andamento' (docs/product.md#18-the-guests-the-house-knows): the titolare's figures of a period, as
// JSON or as CSV. Counts only: no guest's data.
import { Hono } from 'hono';
import { reportQuery } from '#domain/reports/schemas';
import { todayInItaly } from '#domain/italy-clock';
import type { AppEnv } from '../app-env';
import { keptNowhere, queryParams } from '../http';
import { titolare } from '../middleware/route-marks';
import { readReport, reportCsv } from './reports';

export const reportRoutes = new Hono<AppEnv>().get('/', titolare, keptNowhere, queryParams(reportQuery), async (c) => {
  const query = c.req.valid('query');
  const report = await readReport(c.var.db, query, todayInItaly());
  if (query.format !== 'csv') return c.json(report);
  return c.body(reportCsv(report), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="andamento-${query.from}-${query.to}.csv"`,
  });
});
