// What the owner's own booking calls take (docs/product.md#11-bookings), and the weekly schedule. POST /api/bookings: the
// owner's booking with the owner's rules (domain/schemas.ts ownerReservationInput), and nothing of
// the public form's. The form's anti-bot fields, which the shared call (POST /api/reservations with a
// session) accepts and ignores so that the owner may also book through the form, are refused here
// as any unknown field is (docs/decisions/022-bookings-under-attack.md).
import * as z from 'zod/mini';
import { isIsoDate } from '../italy-clock';
import { REQUEST_MODES } from '../constants';
import { clockTime } from '../fields';
import { LUNCH_ENDS } from './rules';
import { ownerReservationInput } from './schemas';

const { nectar: _nectar, website: _website, fillMs: _fillMs, ...ownerFields } = ownerReservationInput.shape;

/**
 * The owner's booking, its checks those of ownerReservationInput (a phone or an e-mail): zod keeps
 * them on the schema, and `omit` refuses a schema that has them, so the object is made again with them.
 */
export const ownerBookingInput = z
  .strictObject(ownerFields)
  .check(...(ownerReservationInput._zod.def.checks as z.core.$ZodCheck<z.output<z.ZodMiniObject<typeof ownerFields>>>[]));

export type OwnerBookingInput = z.output<typeof ownerBookingInput>;

/** GET /api/booking-day: the day whose services the owner's book counts. */
export const bookDayQuery = z.strictObject({ date: z.string().check(z.refine(isIsoDate, 'Scegli una data valida')) });

const MAX_TIMES = 16;
/** One service: its bookable times (unique, given in any order, kept sorted) and its covers. */
export const serviceRule = (lunch: boolean) =>
  z.nullable(
    z.strictObject({
      times: z.pipe(
        z.array(clockTime('Orario non valido: scrivilo come 19:30')).check(
          z.minLength(1, 'Indica almeno un orario o chiudi il servizio'),
          z.maxLength(MAX_TIMES, `Massimo ${MAX_TIMES} orari per servizio`),
          z.refine((ts) => new Set(ts).size === ts.length, 'Un orario è ripetuto'),
          z.refine(
            (ts) => ts.every((t) => (lunch ? t < LUNCH_ENDS : t >= LUNCH_ENDS)),
            lunch ? `Gli orari del pranzo vanno prima delle ${LUNCH_ENDS}` : `Gli orari della cena vanno dalle ${LUNCH_ENDS} in poi`,
          ),
        ),
        z.transform((ts) => [...ts].sort()),
      ),
      covers: z.int('Indica i coperti').check(z.minimum(1, 'Almeno 1 coperto'), z.maximum(500, 'Massimo 500 coperti')),
    }),
  );

/**
 * How long a party holds its table: up to 8 rules by party size, each size once, the last for any
 * larger party (upTo null), from 15 minutes to 8 hours.
 */
const turnsInput = z
  .array(
    z.strictObject({
      upTo: z.nullable(
        z.int('Indica fino a quante persone').check(z.minimum(1, 'Almeno 1 persona'), z.maximum(500, 'Massimo 500 persone')),
      ),
      minutes: z.int('Indica la durata').check(z.minimum(15, 'Almeno 15 minuti'), z.maximum(480, 'Al massimo 8 ore')),
    }),
  )
  .check(
    z.minLength(1, 'Indica almeno una durata'),
    z.maxLength(8, 'Al massimo 8 durate'),
    z.refine((ts) => ts.filter((t) => t.upTo === null).length === 1, 'Serve una durata per i gruppi più grandi'),
    z.refine((ts) => new Set(ts.map((t) => t.upTo)).size === ts.length, 'Una misura del gruppo è ripetuta'),
  );
/** The most covers that may start in any 15 minutes of a service, or null for no limit. */
const pacingLimit = z.nullable(
  z.int('Indica i coperti ogni 15 minuti').check(z.minimum(1, 'Almeno 1 coperto'), z.maximum(500, 'Massimo 500 coperti')),
);

/** The owner's weekly schedule (Monday first) and the guests' cancellation deadline. */
export const bookingSettingsInput = z.strictObject({
  week: z
    .array(z.strictObject({ lunch: serviceRule(true), dinner: serviceRule(false) }))
    .check(z.length(7, 'Servono i sette giorni della settimana')),
  cancelHoursBefore: z.int('Indica le ore').check(z.minimum(0, 'Valore non valido'), z.maximum(168, 'Massimo 168 ore (una settimana)')),
  // Added after the first version: a body without them keeps what is saved (or the defaults).
  requestMode: z.optional(z.enum(REQUEST_MODES, 'Scegli come si confermano le richieste')),
  leadMinutes: z.optional(
    z.int('Indica il preavviso').check(z.minimum(0, 'Valore non valido'), z.maximum(10_080, 'Massimo una settimana di preavviso')),
  ),
  // In the e-mail mode, the share of each service's covers unanswered requests may hold, in percent
  // (docs/decisions/028-unanswered-requests-hold-at-most-a-share.md).
  requestCapPercent: z.optional(
    z.int('Indica la quota di coperti').check(z.minimum(0, 'Valore non valido'), z.maximum(100, 'Al massimo tutti i coperti')),
  ),
  // The evening on tables (domain/bookings/room.ts): each party's turn, by size, and pacing.
  turns: z.optional(turnsInput),
  pacing: z.optional(z.strictObject({ lunch: pacingLimit, dinner: pacingLimit })),
  // The thank-you the morning after a visit (docs/product.md#20-a-word-after-the-visit).
  thankYou: z.optional(z.boolean('Scegli se ringraziare gli ospiti dopo la cena')),
  /** Saving a schedule that strands bookings cancels them (and tells each guest) only when this is true. */
  cancelBookings: z.optional(z.boolean()),
});

export type BookingSettingsInput = z.output<typeof bookingSettingsInput>;
