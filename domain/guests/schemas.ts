// A guest's data in the owner's area (fields.ts).
import * as z from 'zod/mini';
import { requiredText, wellFormed } from '../fields';

/**
 * A guest's data in the owner's area (GDPR art. 15, 17, 20; worker/guests/routes.ts): found by exactly
 * one of their e-mail (any case) or phone (any spacing, with or without +39). A phone needs six
 * digits at least, so a query can never stand for the empty phone of bookings written without one.
 */
export const guestQuery = z
  .strictObject({
    email: z.optional(z.pipe(requiredText(200), z.email('Indirizzo e-mail non valido'))),
    phone: z.optional(
      z.string().check(
        wellFormed(),
        z.trim(),
        z.regex(/^\+?[0-9 ()./-]{6,25}$/, 'Numero di telefono non valido'),
        z.refine((p) => (p.match(/[0-9]/g)?.length ?? 0) >= 6, 'Numero di telefono non valido: servono almeno 6 cifre'),
      ),
    ),
  })
  .check(
    z.refine((q) => q.email !== undefined || q.phone !== undefined, {
      message: "Scrivi l'e-mail o il telefono del cliente",
      path: ['email'],
    }),
    z.refine((q) => q.email === undefined || q.phone === undefined, {
      message: 'Cerca per e-mail oppure per telefono, non per entrambi',
      path: ['phone'],
    }),
  );
export type GuestQuery = z.output<typeof guestQuery>;
