// The forms of 'Il Sito' as the owner edits them (docs/product.md#14-the-site-s-own-content): every
// field a string while typed, turned into the body of `PUT /api/site` (or of a slot, or of a
// special day) only when saved, and each refusal of the shared schema (domain/site/schemas.ts) pointed
// at the field it names. Pure, and tested in site-drafts.test.ts.
import { type DayHours, WEEKDAY_NAMES, type WeekHours } from '#domain/bookings/rules';
import type { SiteFacts } from '#domain/site/facts';
import { PHOTO_SLOTS, phoneFrameOf, type PhotoVariant, type SitePhoto, type SitePhotos, type SlotName } from '#domain/site/photos';
import { type SiteTexts, TEXT_KEYS } from '#domain/site/text-groups';
import { type EnglishState, englishState } from '../../../admin/english';

// ---- Refusals -----------------------------------------------------------------------------------

/** A refusal's path as parts, from the schema (an array) or from the Worker's 400 ('address.postalCode'). */
export const pathParts = (path: string | readonly PropertyKey[]): string[] =>
  typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String);

const capitalised = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
const ORDINAL = ['Primo', 'Secondo'];

// ---- Facts --------------------------------------------------------------------------------------

/**
 * The facts as the form holds them: one string per field, the address and the map's position flat
 * (every fact of SiteFacts but the hours, which have a form of their own).
 */
export type FactsDraft = Record<
  Exclude<keyof SiteFacts, 'address' | 'geo' | 'hours'> | keyof SiteFacts['address'] | keyof SiteFacts['geo'],
  string
>;
export type FactsField = keyof FactsDraft;

export const factsDraftOf = (f: SiteFacts): FactsDraft => ({
  name: f.name,
  phone: f.phone,
  whatsapp: f.whatsapp,
  email: f.email,
  instagram: f.instagram,
  facebook: f.facebook,
  reviewUrl: f.reviewUrl,
  ...f.address,
  lat: String(f.geo.lat),
  lng: String(f.geo.lng),
  legalName: f.legalName,
  vatNumber: f.vatNumber,
  aperitivo: f.aperitivo,
  aperitivoEn: f.aperitivoEn ?? '',
  seats: String(f.seats),
});

/** A number as typed, with a comma or a point; blank is no number (the schema says what to write). */
export function typedNumber(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  return t === '' ? undefined : Number(t);
}

/** The facts part of `PUT /api/site`: every fact, as typed (the schema trims and checks). */
export function factsBody(d: FactsDraft) {
  return {
    name: d.name,
    phone: d.phone,
    whatsapp: d.whatsapp.trim(),
    email: d.email.trim(),
    instagram: d.instagram,
    facebook: d.facebook,
    reviewUrl: d.reviewUrl,
    address: { street: d.street, postalCode: d.postalCode, city: d.city, province: d.province.trim().toUpperCase() },
    geo: { lat: typedNumber(d.lat), lng: typedNumber(d.lng) },
    legalName: d.legalName,
    vatNumber: d.vatNumber.replace(/\s/g, ''),
    aperitivo: d.aperitivo,
    aperitivoEn: d.aperitivoEn,
    // Blank, a fraction or a word: a number the schema refuses at this field (never a rounded one,
    // never the saved one kept silently).
    seats: typedNumber(d.seats) ?? Number.NaN,
  };
}

/** The form's field a refusal names: 'address.postalCode' is the CAP, 'geo.lat' the latitude. */
export function factsFieldOf(path: string | readonly PropertyKey[]): FactsField | null {
  const [first, second] = pathParts(path);
  const field = first === 'address' || first === 'geo' ? second : first;
  return field && field in EMPTY_FACTS ? (field as FactsField) : null;
}
const EMPTY_FACTS: Record<FactsField, true> = {
  name: true,
  phone: true,
  whatsapp: true,
  email: true,
  instagram: true,
  facebook: true,
  reviewUrl: true,
  street: true,
  postalCode: true,
  city: true,
  province: true,
  lat: true,
  lng: true,
  legalName: true,
  vatNumber: true,
  aperitivo: true,
  aperitivoEn: true,
  seats: true,
};

// ---- Hours --------------------------------------------------------------------------------------

/** One service as the form holds it (two time fields). */
export interface DraftService {
  opens: string;
  closes: string;
}
export type DraftDay = DraftService[];

export const draftDayOf = (day: DayHours): DraftDay => day.map(([opens, closes]) => ({ opens, closes }));
export const draftWeekOf = (week: WeekHours): DraftDay[] => week.map(draftDayOf);

/** A day's services as sent: in the day's order (the owner may have added lunch after dinner). */
export const dayHoursOf = (day: DraftDay): [string, string][] =>
  [...day].sort((a, b) => a.opens.localeCompare(b.opens)).map((s) => [s.opens, s.closes]);

const LUNCH: DraftService = { opens: '12:30', closes: '14:00' };
const DINNER: DraftService = { opens: '19:00', closes: '22:00' };

/**
 * The day with one more service: a closed day opens for dinner; a day with lunch gains dinner,
 * a day with dinner gains lunch (before it). Two at most.
 */
export function withService(day: DraftDay): DraftDay {
  if (day.length >= 2) return day;
  if (!day.length) return [{ ...DINNER }];
  const only = day[0]!;
  return only.opens !== '' && only.opens < '16:00' ? [only, { ...DINNER }] : [{ ...LUNCH }, only];
}

/**
 * A refusal of the hours said with its place: 'Mercoledì, secondo servizio: …' for the week
 * (`hours.2.1.0`), 'Secondo servizio: …' for a special day (`hours.1.0`).
 */
export function hoursIssueSaid(path: string | readonly PropertyKey[], message: string, week: boolean): string {
  const parts = pathParts(path);
  if (parts[0] !== 'hours') return message;
  const [day, service] = week ? [parts[1], parts[2]] : [undefined, parts[1]];
  const places: string[] = [];
  if (day !== undefined && /^\d$/.test(day)) places.push(capitalised(WEEKDAY_NAMES[Number(day)] ?? ''));
  if (service !== undefined && /^\d$/.test(service)) places.push(`${ORDINAL[Number(service)] ?? 'Un'} servizio`);
  if (!places.length) return message;
  const place = places.map((p, i) => (i ? p.toLowerCase() : p)).join(', ');
  return `${place}: ${message}`;
}

// ---- Texts --------------------------------------------------------------------------------------

/** The texts that differ from what the site shows now: the body's `texts`. */
export function changedTexts(draft: SiteTexts, shown: SiteTexts): Partial<SiteTexts> {
  return Object.fromEntries(TEXT_KEYS.filter((k) => draft[k] !== shown[k]).map((k) => [k, draft[k]])) as Partial<SiteTexts>;
}

/** The key a refusal of the texts names ('texts.chefStory'). */
export function textKeyOf(path: string | readonly PropertyKey[]): string | null {
  const [first, key] = pathParts(path);
  return first === 'texts' && key ? key : null;
}

// ---- Photos -------------------------------------------------------------------------------------

/** A default picture of a slot's position (web/src/content/photos.ts): its file and texts. */
export interface DefaultPhoto {
  src: string;
  alt: string;
  caption?: string;
  title?: string;
  description?: string;
}

export type PhotoText = 'alt' | 'caption' | 'title' | 'description';
/** A photo text's English twin (docs/decisions/024-languages.md). */
export type PhotoTextEn = `${PhotoText}En`;

/** Files prepared in the browser, waiting for 'Salva' (then uploaded, each width once). */
export interface PendingPhoto {
  /** Tells one choice from the next (the preview's object URL). */
  preview: string;
  files: { blob: Blob; width: number }[];
}

/** A position of a slot as the form holds it. */
export interface PhotoDraft {
  /** The owner's saved photo, or null for the default picture (unless `pending` replaces it). */
  imageUrl: string | null;
  variants: PhotoVariant[];
  pending: PendingPhoto | null;
  /** Where a phone's slice of the photo stands (SitePhoto.focus), null for the middle. */
  focus: number | null;
  alt: string;
  caption: string;
  title: string;
  description: string;
  /** The texts' English, as typed ('' for none: the English page says the default's English or the Italian). */
  altEn: string;
  captionEn: string;
  titleEn: string;
  descriptionEn: string;
}

const NO_ENGLISH = { altEn: '', captionEn: '', titleEn: '', descriptionEn: '' };

const defaultTexts = (d: DefaultPhoto | undefined) => ({
  alt: d?.alt ?? '',
  caption: d?.caption ?? '',
  title: d?.title ?? '',
  description: d?.description ?? '',
});

/** A position back to its default picture and the default's texts ('Torna alla foto originale'). */
export const defaultDraft = (d: DefaultPhoto | undefined): PhotoDraft => ({
  imageUrl: null,
  variants: [],
  pending: null,
  focus: null,
  ...defaultTexts(d),
  ...NO_ENGLISH,
});

/**
 * A slot's positions as the site shows them now: the saved ones (a text not written is the
 * default's), or the defaults when the slot was never saved.
 */
export function slotDrafts(slot: SlotName, saved: readonly SitePhoto[] | undefined, defaults: readonly DefaultPhoto[]): PhotoDraft[] {
  return Array.from({ length: PHOTO_SLOTS[slot].count }, (_, i) => {
    const d = defaults[i];
    const s = saved?.[i];
    if (!s) return defaultDraft(d);
    const base = defaultTexts(d);
    return {
      imageUrl: s.imageUrl,
      variants: s.variants,
      pending: null,
      focus: s.focus ?? null,
      alt: s.alt,
      caption: s.caption ?? base.caption,
      title: s.title ?? base.title,
      description: s.description ?? base.description,
      altEn: s.altEn ?? '',
      captionEn: s.captionEn ?? '',
      titleEn: s.titleEn ?? '',
      descriptionEn: s.descriptionEn ?? '',
    };
  });
}

/** The texts a slot's position shows: the alt text, and those of the slot's page. */
export const slotTexts = (slot: SlotName): PhotoText[] => ['alt', ...PHOTO_SLOTS[slot].fields];

/**
 * A position's English at a glance: missing where a text the owner wrote in Italian has no English.
 * A default text left as it is lacks nothing (the pages say the default's English).
 */
export const positionEnglish = (slot: SlotName, draft: PhotoDraft, d: DefaultPhoto | undefined): EnglishState =>
  englishState(draft, slotTexts(slot), defaultTexts(d));

/** What the thumbnail shows: the photo just chosen, the owner's saved one (its smallest width), or the default. */
export function thumbnailOf(draft: PhotoDraft, d: DefaultPhoto | undefined): string {
  if (draft.pending) return draft.pending.preview;
  if (draft.imageUrl) return [...draft.variants].sort((a, b) => a.width - b.width)[0]?.url ?? draft.imageUrl;
  return d?.src ?? '';
}

/** The files of an uploaded photo as saved: the largest is the photo, every width a variant (largest last). */
export function uploadedPhoto(files: readonly { url: string; width: number }[]): { imageUrl: string; variants: PhotoVariant[] } {
  const variants = [...files].sort((a, b) => a.width - b.width).map(({ url, width }) => ({ url, width }));
  return { imageUrl: variants.at(-1)!.url, variants };
}

/**
 * `PUT /api/site/photos/{slot}`: every position in order with the texts the slot shows; a text
 * left as the default's is sent as none (the page then follows the default). The English of those
 * texts is sent where written; an empty one is left out, which is none (the slot is saved whole).
 * `uploaded` gives the files of the positions whose new photo is up.
 */
export function slotBody(
  slot: SlotName,
  drafts: readonly PhotoDraft[],
  defaults: readonly DefaultPhoto[],
  uploaded: (index: number) => { imageUrl: string; variants: PhotoVariant[] } | null = () => null,
) {
  const fields: readonly string[] = PHOTO_SLOTS[slot].fields;
  const sliced = phoneFrameOf(slot) !== undefined;
  return {
    photos: drafts.map((p, i) => {
      const base = defaultTexts(defaults[i]);
      const text = (key: Exclude<PhotoText, 'alt'>) => (fields.includes(key) && p[key].trim() !== base[key] ? p[key] : null);
      const files = uploaded(i) ?? { imageUrl: p.imageUrl, variants: p.variants };
      const english = Object.fromEntries(
        slotTexts(slot).flatMap((key) => (p[`${key}En`].trim() ? [[`${key}En`, p[`${key}En`]]] : [])),
      ) as Partial<Record<PhotoTextEn, string>>;
      return {
        imageUrl: files.imageUrl,
        variants: files.variants,
        // Where a phone shows a slice of the photo and the owner placed it; the middle otherwise.
        ...(sliced && p.focus !== null ? { focus: p.focus } : {}),
        alt: p.alt,
        caption: text('caption'),
        title: text('title'),
        description: text('description'),
        ...english,
      };
    }),
  };
}

/** The position and text a refusal of a slot names ('photos.2.alt'). */
export function photoFieldOf(path: string | readonly PropertyKey[]): { index: number; field: string } | null {
  const [first, index, field] = pathParts(path);
  return first === 'photos' && index !== undefined && /^\d+$/.test(index) ? { index: Number(index), field: field ?? 'alt' } : null;
}

/** 'Foto tue: 3 di 35': the positions showing the owner's photo, of all the slots' positions. */
export function ownPhotoCount(saved: SitePhotos | undefined): { own: number; total: number } {
  const slots = Object.keys(PHOTO_SLOTS) as SlotName[];
  return {
    own: slots.reduce((n, s) => n + (saved?.[s] ?? []).filter((p) => p.imageUrl !== null).length, 0),
    total: slots.reduce((n, s) => n + PHOTO_SLOTS[s].count, 0),
  };
}
