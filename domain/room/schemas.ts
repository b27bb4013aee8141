// What the room's calls take (docs/product.md#17-the-evening-on-tables): the owner's areas and
// tables, the tables that may be joined, an area closed for a day or a service; and the evening's
// own calls, a booking's tables, its arrival and a walk-in. Italian messages, as every owner's call.
import * as z from 'zod/mini';
import { isIsoDate, todayInItaly } from '../italy-clock';
import { optionalNameOf, optionalText, requiredText } from '../fields';
import { ARRIVALS } from '../bookings/room';
import { SERVICES } from '../bookings/rules';
import { OWNER_MAX_GUESTS } from '../bookings/schemas';

/** The most seats a table (or a group) can have, and the most tables a group may join. */
export const MAX_TABLE_SEATS = 60;
export const MAX_GROUP_TABLES = 8;

const seats = (what: string) =>
  z.int(`Indica i posti ${what}`).check(z.minimum(1, 'Almeno 1 posto'), z.maximum(MAX_TABLE_SEATS, `Massimo ${MAX_TABLE_SEATS} posti`));
const id = (what: string) => z.int(what).check(z.minimum(1, what), z.maximum(2 ** 31 - 1, what));

export const areaInput = z.strictObject({
  name: requiredText(60),
  nameEn: optionalText(60),
  online: z.boolean('Indica se la zona si prenota online'),
});

export const tableInput = z
  .strictObject({
    areaId: id('Scegli la zona'),
    name: requiredText(30),
    minSeats: seats('minimi'),
    maxSeats: seats('massimi'),
    online: z.boolean('Indica se il tavolo si prenota online'),
    preferred: z.optional(z.boolean()),
  })
  .check(z.refine((t) => t.minSeats <= t.maxSeats, { message: 'I posti minimi non possono superare i massimi', path: ['minSeats'] }));

/** A change of a table: any of its fields (its seats checked together where both come). */
export const tableUpdate = z
  .partial(
    z.strictObject({
      areaId: id('Scegli la zona'),
      name: requiredText(30),
      minSeats: seats('minimi'),
      maxSeats: seats('massimi'),
      online: z.boolean(),
      preferred: z.boolean(),
    }),
  )
  .check(
    z.refine((t) => t.minSeats === undefined || t.maxSeats === undefined || t.minSeats <= t.maxSeats, {
      message: 'I posti minimi non possono superare i massimi',
      path: ['minSeats'],
    }),
  );

const tableIds = z.array(id('Tavolo non valido')).check(
  z.maxLength(MAX_GROUP_TABLES, `Al massimo ${MAX_GROUP_TABLES} tavoli`),
  z.refine((ids) => new Set(ids).size === ids.length, 'Un tavolo è ripetuto'),
);

export const tableGroupInput = z.strictObject({
  tableIds: tableIds.check(z.minLength(2, 'Un gruppo unisce almeno due tavoli')),
});

export const areaClosureInput = z.strictObject({
  areaId: id('Scegli la zona'),
  date: z.string().check(
    z.refine(isIsoDate, 'Scegli una data valida'),
    z.refine((d) => d >= todayInItaly(), 'La data è già passata: scegli un giorno da oggi in poi'),
  ),
  service: z.optional(z.nullable(z.enum(SERVICES, 'Servizio non valido'))),
  /** Move the bookings that sit there to other tables where they fit (and list those that do not). */
  reassign: z.optional(z.boolean()),
});

/**
 * A booking's tables: none (un-seated), one, or several joined; or (`swapWith`) the tables of another
 * booking of the same evening, which takes this one's.
 */
export const bookingTablesInput = z.strictObject({
  tableIds,
  /** Accepted for the calls' other clients: a move keeps its time and party, so only its tables are checked. */
  overbook: z.optional(z.boolean()),
  swapWith: z.optional(id('Prenotazione non valida')),
  /** The other booking's `rev` as the caller read it. */
  swapRev: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  /** The booking's `rev` as the caller read it: a change made since is refused, not overwritten. */
  rev: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

export const arrivalInput = z.strictObject({
  arrival: z.enum(ARRIVALS, 'Stato non valido'),
  rev: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

/** A party seated now without a booking: its size, and a name or a table if the owner gives them. */
export const walkInInput = z.strictObject({
  guests: z
    .int('Indica il numero di persone')
    .check(z.minimum(1, 'Almeno 1 persona'), z.maximum(OWNER_MAX_GUESTS, `Massimo ${OWNER_MAX_GUESTS} persone`)),
  tableIds: z.optional(tableIds),
  firstName: z.pipe(
    optionalNameOf(80),
    z.transform((v) => v ?? ''),
  ),
  lastName: z.pipe(
    optionalNameOf(80),
    z.transform((v) => v ?? ''),
  ),
  overbook: z.optional(z.boolean()),
});

export type AreaInput = z.output<typeof areaInput>;
export type TableInput = z.output<typeof tableInput>;
export type WalkInInput = z.output<typeof walkInInput>;
