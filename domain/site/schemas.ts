// The owner's bodies for the site's own content (docs/product.md#14-the-site-s-own-content): the
// facts and hours, the page texts, the special days and the photo slots. Apart from schemas.ts so
// that the public booking form's chunk does not carry them (nor every page's texts).
import * as z from 'zod/mini';
import { addMonths, isIsoDate, todayInItaly } from '../italy-clock';
import { clockTime, oneLine, optionalText, wellFormed } from '../fields';
import { isSitePath } from '../site-path';
import { TEXT_FIELDS, TEXT_KEYS, type TextKey } from './text-groups';

/** One service's hours: opens before closes, the same day. */
const serviceHours = z
  .tuple([
    clockTime('Orario non valido: scrivilo come 19:30 (00:00 – 23:59)'),
    clockTime('Orario non valido: scrivilo come 22:00 (00:00 – 23:59)'),
  ])
  .check(z.refine(([opens, closes]) => closes > opens, 'La chiusura deve venire dopo l’apertura (stesso giorno)'));
/** One day's services: none, one or two, in order and not overlapping. */
const dayHours = () =>
  z.array(serviceHours).check(
    z.maxLength(2, 'Al massimo due servizi al giorno (pranzo e cena)'),
    z.refine((day) => day.every((s, i) => i === 0 || s[0] >= day[i - 1]![1]), 'Il secondo servizio deve cominciare dopo la fine del primo'),
  );
const phoneText = (message: string) =>
  z.string().check(wellFormed(), z.trim(), z.maxLength(25, 'Massimo 25 caratteri'), z.regex(/^\+?[0-9 ()./-]{6,25}$/, message));
/** A social address (or the review page's): https, or empty for none. */
const socialUrl = (site: string) =>
  z.string().check(
    wellFormed(),
    z.trim(),
    z.maxLength(300, 'Massimo 300 caratteri'),
    z.refine(
      (v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/.test(v),
      `Scrivi l'indirizzo completo, che comincia con https:// (per esempio https://www.${site}.com/…), o lascialo vuoto`,
    ),
  );
/**
 * A text of the site, one line unless `lines` is 'many' (a page's paragraphs): its name and its
 * address go into e-mails' headers and the calendar file (domain/fields.ts, NOT_IN_A_LINE).
 */
const siteText = (max: number, optional = false, lines: 'one' | 'many' = 'one') =>
  z
    .string()
    .check(
      wellFormed(),
      z.trim(),
      z.minLength(optional ? 0 : 1, 'Campo obbligatorio'),
      z.maxLength(max, `Massimo ${max} caratteri`),
      ...(lines === 'one' ? [oneLine()] : []),
    );

/**
 * The texts of the pages (site-text-groups.ts): any of them, each within its limit, and each one's
 * English under `{key}En` (docs/decisions/024-languages.md), within the same limit and never
 * required: an empty English is none, and the English page shows the Italian.
 */
export const siteTextsInput = z.strictObject(
  Object.fromEntries(
    TEXT_KEYS.flatMap((k) => [
      [k, z.optional(siteText(TEXT_FIELDS[k].max, TEXT_FIELDS[k].optional, 'many'))],
      [`${k}En`, z.optional(siteText(TEXT_FIELDS[k].max, true, 'many'))],
    ]),
  ) as Record<TextKey | `${TextKey}En`, z.ZodMiniOptional<z.ZodMiniString<string>>>,
);

/** `PUT /api/site`: any subset of the facts (domain/site/facts.ts), and of the page texts. */
export const siteInput = z.strictObject({
  name: z.optional(siteText(80)),
  phone: z.optional(phoneText('Scrivi il numero con cifre e spazi, per esempio 02 9957 1234')),
  whatsapp: z.optional(
    z.union([z.literal(''), phoneText('Scrivi il numero con cifre e spazi, per esempio 333 123 4567, o lascialo vuoto')]),
  ),
  email: z.optional(z.pipe(siteText(200), z.email('Indirizzo e-mail non valido'))),
  instagram: z.optional(socialUrl('instagram')),
  facebook: z.optional(socialUrl('facebook')),
  reviewUrl: z.optional(socialUrl('google')),
  address: z.optional(
    z.strictObject({
      street: siteText(120),
      postalCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'Il CAP ha 5 cifre')),
      city: siteText(80),
      province: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'La provincia è la sigla di due lettere, per esempio MI')),
    }),
  ),
  geo: z.optional(
    z.strictObject({
      lat: z
        .number('Scrivi la latitudine, per esempio 45.574')
        .check(z.minimum(-90, 'Latitudine tra -90 e 90'), z.maximum(90, 'Latitudine tra -90 e 90')),
      lng: z
        .number('Scrivi la longitudine, per esempio 9.074')
        .check(z.minimum(-180, 'Longitudine tra -180 e 180'), z.maximum(180, 'Longitudine tra -180 e 180')),
    }),
  ),
  legalName: z.optional(siteText(120)),
  vatNumber: z.optional(z.string().check(z.trim(), z.regex(/^\d{11}$/, 'La partita IVA ha 11 cifre'))),
  aperitivo: z.optional(siteText(120, true)),
  aperitivoEn: z.optional(siteText(120, true)),
  seats: z.optional(
    z
      .int('Scrivi quanti posti a sedere ha il locale, per esempio 40')
      .check(z.minimum(1, 'Almeno 1 posto'), z.maximum(500, 'Al massimo 500 posti')),
  ),
  hours: z.optional(z.array(dayHours()).check(z.length(7, 'Servono i sette giorni della settimana, dal lunedì'))),
  texts: z.optional(siteTextsInput),
  /** Saving hours that strand bookings cancels them (and tells each guest) only when this is true. */
  cancelBookings: z.optional(z.boolean()),
});

/** What each field is called in a refusal: 'Telefono: …' (the 400 names the field). */
export const SITE_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  instagram: 'Instagram',
  facebook: 'Facebook',
  reviewUrl: 'Pagina delle recensioni',
  address: 'Indirizzo',
  geo: 'Posizione sulla mappa',
  legalName: 'Ragione sociale',
  vatNumber: 'Partita IVA',
  aperitivo: 'Aperitivo',
  aperitivoEn: 'Aperitivo (inglese)',
  seats: 'Posti a sedere',
  hours: 'Orari',
  texts: 'Testi',
  date: 'Data',
  message: 'Messaggio',
  photos: 'Foto',
};

/** `POST /api/special-days`: a date with its own hours (none: closed that day) and an optional message. */
export const specialDayInput = z.strictObject({
  date: z.string().check(
    z.refine(isIsoDate, 'Scegli una data valida'),
    z.refine((d) => d >= todayInItaly(), 'La data è già passata'),
    z.refine((d) => d <= addMonths(todayInItaly(), 24), 'Al massimo due anni da oggi'),
  ),
  hours: dayHours(),
  message: z.optional(siteText(200, true)),
  messageEn: z.optional(siteText(200, true)),
  cancelBookings: z.optional(z.boolean()),
});

/** An owner's photo file (an upload), or the site's own, or null: the slot's default picture there. */
const sitePhotoUrl = () =>
  z.string().check(
    wellFormed(),
    z.trim(),
    z.maxLength(500),
    z.refine((v) => /^\/(media|images)\/[A-Za-z0-9._/-]+$/.test(v) && isSitePath(v), 'Indirizzo della foto non valido'),
  );

/** `PUT /api/site/photos/{slot}`: exactly the slot's photos, in order, each with its alt text. */
export const sitePhotosInput = z.strictObject({
  photos: z.array(
    z.strictObject({
      imageUrl: z.nullable(sitePhotoUrl()),
      variants: z.optional(
        z.array(z.strictObject({ url: sitePhotoUrl(), width: z.int().check(z.minimum(100), z.maximum(4000)) })).check(z.maxLength(4)),
      ),
      // Where a phone's slice of it stands (domain/site/photos.ts SitePhoto.focus): 0 left, 1 right.
      focus: z.optional(z.nullable(z.number().check(z.minimum(0), z.maximum(1)))),
      alt: z
        .string()
        .check(
          wellFormed(),
          z.trim(),
          z.minLength(1, 'Scrivi il testo alternativo: descrive la foto a chi non la vede (e ai motori di ricerca)'),
          z.maxLength(200, 'Massimo 200 caratteri'),
        ),
      caption: optionalText(120),
      title: optionalText(80),
      description: optionalText(300, 'it', 'many'),
      // Their English (docs/decisions/024-languages.md): none is the Italian on the English page.
      altEn: optionalText(200, 'it', 'many'),
      captionEn: optionalText(120),
      titleEn: optionalText(80),
      descriptionEn: optionalText(300, 'it', 'many'),
    }),
  ),
});

export type SiteInput = z.output<typeof siteInput>;
export type SpecialDayInput = z.output<typeof specialDayInput>;
export type SitePhotosInput = z.output<typeof sitePhotosInput>;
