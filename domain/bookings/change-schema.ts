// The guest's change of their booking through its link (docs/decisions/034-the-guests-own-changes.md):
// a module of its own, since the booking form's pages import schemas.ts and would carry it. Only the
// shape is checked here: whether the day, the time and the party can be booked is the Worker's to
// say, in the booking's own language (worker/bookings/guest-change.ts), where the form's schema would
// answer in Italian.
import * as z from 'zod/mini';
import { isIsoDate } from '../italy-clock';
import { clockTime } from '../fields';
import { cancellationInput, OWNER_MAX_GUESTS } from './schemas';

/** A new date, time and party. */
export const bookingChangeInput = z.strictObject({
  token: cancellationInput.shape.token,
  date: z.string().check(z.refine(isIsoDate, 'Scegli una data valida')),
  time: clockTime('Scegli un orario'),
  guests: z
    .int('Indica il numero di persone')
    .check(z.minimum(1, 'Almeno 1 persona'), z.maximum(OWNER_MAX_GUESTS, `Massimo ${OWNER_MAX_GUESTS} persone`)),
});
