// The restaurant's facts (docs/product.md#14-the-site-s-own-content): the owner changes them in the
// admin ('Il Sito', `PUT /api/site`); until then, and for any field never saved, these defaults
// apply. Every page, e-mail and schema.org block reads the one saved copy, through `siteView`,
// which says the hours and the tagline in the language asked (i18n/messages/booking,
// docs/decisions/024-languages.md): Italian by default; the public pages pass theirs.
import { m } from '#i18n/messages';
import type { Given, Locale } from '../page-routes.ts';
import { type DayHours, dayHoursSaid, type Opening, servicesSaid, type WeekHours, weekdayName } from '../bookings/rules.ts';

export type { DayHours, ServiceHours, WeekHours } from '../bookings/rules.ts';

export interface SiteAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** What the owner edits as facts: the fields of `PUT /api/site`. */
export interface SiteFacts {
  /** The restaurant's name in titles, the header, e-mails and schema.org. */
  name: string;
  /** As people write them ('02 9957 1234'); the links are derived (telHref, whatsappHref). */
  phone: string;
  /** Empty: the site offers no WhatsApp. */
  whatsapp: string;
  email: string;
  /** https addresses, or empty for none. */
  instagram: string;
  facebook: string;
  /**
   * Where a guest writes a review (the restaurant's Google page, TripAdvisor...): the thank-you the
   * morning after a visit links it; empty, no thank-you leaves (docs/product.md#20-a-word-after-the-visit).
   */
  reviewUrl: string;
  address: SiteAddress;
  geo: { lat: number; lng: number };
  legalName: string;
  vatNumber: string;
  /** The aperitivo line under the hours; empty: none. */
  aperitivo: string;
  /** Its English (docs/decisions/024-languages.md); empty: the English page says the Italian. */
  aperitivoEn: string;
  /**
   * The whole place's seats: Il Ristorante and Eventi say them from here alone ('Fino a 40
   * coperti'). The booking schedule sets, apart, how many covers each service takes online.
   */
  seats: number;
  hours: WeekHours;
}

const LUNCH = ['12:30', '14:00'] as const;
const DINNER = ['19:00', '22:00'] as const;

/**
 * Today's content: lunch Tuesday to Sunday, dinner Tuesday to Saturday. The booking schedule's
 * default (bookings/rules.ts) books dinner only, within these hours; lunch is booked by phone,
 * and the form says so (docs/decisions/023-the-owner-edits-the-site.md).
 */
export const DEFAULT_FACTS: SiteFacts = {
  name: 'Bistrot Garbagnate',
  phone: '02 9957 1234',
  whatsapp: '333 123 4567',
  email: 'info@bistrotgarbagnate.it',
  instagram: 'https://www.instagram.com/bistrotgarbagnate',
  facebook: 'https://www.facebook.com/bistrotgarbagnate',
  reviewUrl: '',
  address: { street: 'Via Padre Vismara 52', postalCode: '20024', city: 'Garbagnate Milanese', province: 'MI' },
  geo: { lat: 45.574, lng: 9.074 },
  legalName: 'Bistrot Garbagnate S.r.l.',
  // Italian law requires the VAT number on a business's website.
  vatNumber: '08712345670',
  aperitivo: 'Aperitivo dalle 18:00',
  aperitivoEn: '',
  seats: 40,
  hours: [[], [LUNCH, DINNER], [LUNCH, DINNER], [LUNCH, DINNER], [LUNCH, DINNER], [LUNCH, DINNER], [LUNCH]],
};

/** A date with its own hours (a holiday open, Christmas Eve lunch only), beside the closures. */
export interface SpecialDay {
  id: number;
  date: string;
  /** That day's services; none is a day closed (a closure says it better, with its sentence). */
  hours: DayHours;
  /** Shown to visitors beside the hours; empty: none. */
  message: string;
  /** Its English (docs/decisions/024-languages.md), the owner's reads only; null: none. */
  messageEn?: string | null;
  /** In a read asked in English: which language `message` is in. */
  lang?: Given<'message'>;
}

/** What `GET /api/site` answers: the facts, the special days still to come, and the owner's page texts. */
export interface SiteAnswer extends SiteFacts {
  specialDays: SpecialDay[];
  /** Only the texts the owner has saved; the others are site-texts.ts's defaults. */
  texts: Record<string, string>;
  /** In a read asked in English: which language each saved text is in (the owner's reads hold `{key}En` beside `{key}`). */
  textsLang?: Given;
  /**
   * The booking schedule's cancellation rule (bookings/rules.ts BookingSettings), which the
   * Termini say: read with the facts, so a page drawn with them says the rule in force. Absent: the default.
   */
  cancelHoursBefore?: number;
}

/** When the kitchen is open: the facts' week and the special days given (bookings/rules.ts Opening). */
export const openingOf = (facts: Pick<SiteFacts, 'hours'>, special: readonly Pick<SpecialDay, 'date' | 'hours'>[]): Opening => ({
  week: facts.hours,
  special: new Map(special.map((s) => [s.date, s.hours])),
});

/** The saved facts over the defaults (a field never saved is the default's). */
export const factsWithDefaults = (saved: Partial<SiteFacts> | null | undefined): SiteFacts => ({ ...DEFAULT_FACTS, ...saved });

// ---- Derived: what the pages print and link ------------------------------------------------------

/** The phone as a `tel:` number: '+39' and its digits unless it already says its country. */
export function telOf(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\+/g, '')}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+39${digits}`;
}
/** The number wa.me takes: the international number's digits. */
export const whatsappNumberOf = (phone: string) => telOf(phone).slice(1);
/** A number never wraps in the middle: its spaces become non-breaking. */
export const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

export const fullAddressOf = (a: SiteAddress) => `${a.street}, ${a.postalCode} ${a.city} ${a.province}`;

const dayName = (day: number, locale: Locale = 'it') => {
  const name = weekdayName(day, locale);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Days with the same hours in a row, as one line: 'Martedì – Sabato', '12:30 – 14:00 · 19:00 – 22:00'
 * (in English 'Tuesday – Saturday'; a day off 'Chiuso', 'Closed'), and the same times service by
 * service (['12:30 – 14:00', '19:00 – 22:00']), for a table that gives each its own line.
 */
export function hoursAsSaid(hours: WeekHours, locale: Locale = 'it'): { days: string; time: string; services: string[] }[] {
  const lines: { first: number; last: number; time: string; services: string[] }[] = [];
  hours
    .map((day) => ({ time: dayHoursSaid(day, locale), services: servicesSaid(day, locale) }))
    .forEach(({ time, services }, day) => {
      const previous = lines.at(-1);
      if (previous?.time === time && previous.last === day - 1) previous.last = day;
      else lines.push({ first: day, last: day, time, services });
    });
  return lines.map((l) => ({
    days: l.first === l.last ? dayName(l.first, locale) : `${dayName(l.first, locale)} – ${dayName(l.last, locale)}`,
    time: l.time,
    services: l.services,
  }));
}

/** The site's picture for link previews and search engines by default (index.html's og:image names the same file). */
export const DEFAULT_PICTURE = '/images/og/bistrot-garbagnate-1200.webp';

/**
 * The facts as the pages, e-mails and schema.org use them, with every link derived once; the words
 * it adds (the tagline, the hours' days) in `locale`. The owner's own words (the aperitivo line) are
 * as saved.
 */
export function siteView(facts: SiteFacts, locale: Locale = 'it') {
  const full = fullAddressOf(facts.address);
  return {
    brand: facts.name,
    tagline: m.booking_tagline({}, { locale }),
    url: 'https://bistrotgarbagnate.it',
    address: { ...facts.address, full },
    geo: facts.geo,
    phone: { display: unbreakable(facts.phone), tel: telOf(facts.phone) },
    whatsapp: facts.whatsapp ? { display: unbreakable(facts.whatsapp), url: `https://wa.me/${whatsappNumberOf(facts.whatsapp)}` } : null,
    email: facts.email,
    socials: [
      { name: 'Instagram', url: facts.instagram },
      { name: 'Facebook', url: facts.facebook },
    ].filter((s) => s.url),
    vatNumber: facts.vatNumber,
    legalName: facts.legalName,
    seats: facts.seats,
    hours: hoursAsSaid(facts.hours, locale),
    weekHours: facts.hours,
    ...aperitivoIn(facts, locale),
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(full)}`,
  };
}
export type SiteView = ReturnType<typeof siteView>;

/**
 * The aperitivo line in `locale`, and 'it' in `aperitivoLang` where an English page says the
 * owner's Italian (no English written). The default line has its English in the catalogue; a line the
 * owner rewrote in Italian only is said in Italian, never as the old default's English.
 */
function aperitivoIn(facts: SiteFacts, locale: Locale): { aperitivo: string; aperitivoLang?: 'it' } {
  if (locale === 'it' || !facts.aperitivo) return { aperitivo: facts.aperitivo };
  if (facts.aperitivoEn) return { aperitivo: facts.aperitivoEn };
  if (facts.aperitivo === DEFAULT_FACTS.aperitivo) return { aperitivo: m.site_aperitivo_default({}, { locale }) };
  return { aperitivo: facts.aperitivo, aperitivoLang: 'it' };
}

/** The defaults as a view: for code that runs before (or without) the saved copy. */
export const site = siteView(DEFAULT_FACTS);
