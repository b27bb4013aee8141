// What the owner's own booking calls take (docs/product.md#11-bookings). POST /api/bookings: the
// owner's booking with the owner's rules (domain/schemas.ts ownerReservationInput), and nothing of
// the public form's. The form's anti-bot fields, which the shared call (POST /api/reservations with a
// session) accepts and ignores so that the owner may also book through the form, are refused here
// as any unknown field is (docs/decisions/022-bookings-under-attack.md).
import * as z from 'zod/mini';
import { isIsoDate } from '../italy-clock';
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
