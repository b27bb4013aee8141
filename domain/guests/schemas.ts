// A guest's data in the owner's area (fields.ts).
import * as z from 'zod/mini';
import { allergenList, dietList, optionalParagraphs, requiredText, wellFormed } from '../fields';
import { isIsoDate, todayInItaly } from '../italy-clock';
import { PROFILE_NOTES_MAX, TAG_MAX_LENGTH, TAGS_MAX } from './profile-limits';

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

// ---- The guests the house knows (docs/product.md#18-the-guests-the-house-knows) ----------------

const profileId = (what: string) => z.int(what).check(z.minimum(1, what), z.maximum(2 ** 31 - 1, what));

/** The guests' list: searched by name, phone or e-mail (any part), sorted by visits or the last visit. */
export const profileQuery = z.strictObject({
  q: z.optional(z.string().check(wellFormed(), z.trim(), z.maxLength(100, 'Al massimo 100 caratteri'))),
  sort: z.optional(z.enum(['visits', 'last'], 'Ordina per visite o per ultima visita')),
});
export type ProfileQuery = z.output<typeof profileQuery>;

const tag = z.pipe(
  requiredText(TAG_MAX_LENGTH),
  z.transform((t: string) => t.replace(/\s+/g, ' ')),
);

/**
 * What the owner and sala change on a profile. Allergies and diets are kept only with the guest's
 * consent: given on the form, or in person, which the titolare records with its date
 * (`allergyConsent`); null revokes it and forgets them (docs/decisions/033-guest-profiles.md).
 */
export const profileUpdate = z
  .strictObject({
    notes: optionalParagraphs(PROFILE_NOTES_MAX),
    tags: z.optional(
      z.array(tag).check(
        z.maxLength(TAGS_MAX, `Al massimo ${TAGS_MAX} etichette`),
        z.refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Un’etichetta è ripetuta'),
      ),
    ),
    allergies: allergenList(),
    diets: dietList(),
    allergyConsent: z.optional(
      z.nullable(
        z.strictObject({
          at: z.string().check(
            z.refine(isIsoDate, 'Scegli la data del consenso'),
            z.refine((d) => d <= todayInItaly(), 'Il consenso non può essere in una data futura'),
          ),
          by: z.literal('titolare', 'Il consenso dato di persona lo registra il titolare'),
        }),
      ),
    ),
    confirmByHand: z.optional(z.boolean('Indica sì o no')),
  })
  .check(
    z.refine((u) => !(u.allergyConsent === null && (u.allergies?.length || u.diets?.length)), {
      message: 'Togliendo il consenso si tolgono anche allergie e diete',
      path: ['allergies'],
    }),
  );
export type ProfileUpdate = z.output<typeof profileUpdate>;

export const profileMerge = z.strictObject({ otherId: profileId('Scegli il profilo da unire') });

export const profileSplit = z.strictObject({
  reservationIds: z.array(profileId('Prenotazione non valida')).check(
    z.minLength(1, 'Scegli almeno una prenotazione'),
    z.maxLength(500, 'Al massimo 500 prenotazioni'),
    z.refine((ids) => new Set(ids).size === ids.length, 'Una prenotazione è ripetuta'),
  ),
});
