// The guest's change of their booking through its link (docs/decisions/034-the-guests-own-changes.md):
// a module of its own, since the booking form's pages import schemas.ts and would carry it.
import * as z from 'zod/mini';
import { cancellationInput, reservationFields, slotStillAhead } from './schemas';

/** A new date, time and party, within the form's own limits. */
export const bookingChangeInput = z
  .strictObject({
    token: cancellationInput.shape.token,
    date: reservationFields.date,
    time: reservationFields.time,
    guests: reservationFields.guests,
  })
  .check(slotStillAhead);
