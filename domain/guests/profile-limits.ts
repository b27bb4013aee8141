// A guest's profile's limits and fixed words, with no imports: the schema and the public form read
// them too (docs/product.md#18-the-guests-the-house-knows).

/** Who recorded a guest's consent to keep their allergies: the guest on the form, or the titolare in person. */
export const CONSENT_BY = ['ospite', 'titolare'] as const;
export type ConsentBy = (typeof CONSENT_BY)[number];

/** Tags offered with one tap; the owner adds their own. */
export const SUGGESTED_TAGS = ['abituale', 'VIP', 'preferisce il camino'] as const;
export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 12;
export const PROFILE_NOTES_MAX = 2000;
/** A profile with no visit and no booking for this long is deleted (the privacy policy says it). */
export const PROFILE_RETENTION_MONTHS = 24;
