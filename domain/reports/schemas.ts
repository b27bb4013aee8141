// 'Andamento' (docs/product.md#18-the-guests-the-house-knows): the period the titolare asks figures for.
import * as z from 'zod/mini';
import { isIsoDate } from '../italy-clock';

/** The longest period one report covers: a year and a day (a leap year's). */
export const REPORT_MAX_DAYS = 366;

const day = (what: string) => z.string().check(z.refine(isIsoDate, what));

export const reportQuery = z
  .strictObject({
    from: day('Scegli il primo giorno'),
    to: day("Scegli l'ultimo giorno"),
    format: z.optional(z.enum(['json', 'csv'], 'Formato non previsto: json o csv')),
  })
  .check(
    z.refine((q) => q.to >= q.from, { message: "L'ultimo giorno non può venire prima del primo", path: ['to'] }),
    z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
      message: `Al massimo ${REPORT_MAX_DAYS} giorni alla volta`,
      path: ['from'],
    }),
  );
export type ReportQuery = z.output<typeof reportQuery>;
