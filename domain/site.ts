// The restaurant's facts, in one place: change them here and every page (and every e-mail) follows
// (docs/product.md#2-pages-and-routes and #9-constants-and-limits). Phone numbers are written for people; `tel` for links.
import { WEEKDAY_NAMES } from './reservation-rules.ts';

const LUNCH = ['12:30', '14:00'] as const;
const DINNER = ['19:00', '22:00'] as const;
/**
 * The kitchen's hours, Monday first: each day's services as [opens, closes]. The pages say them
 * ('Martedì – Sabato: 12:30 – 14:00 · 19:00 – 22:00') and search engines read them (worker/seo).
 */
export const KITCHEN_HOURS: readonly (readonly (readonly [opens: string, closes: string])[])[] = [
  [],
  [LUNCH, DINNER],
  [LUNCH, DINNER],
  [LUNCH, DINNER],
  [LUNCH, DINNER],
  [LUNCH, DINNER],
  [LUNCH],
];
const dayName = (day: number) => WEEKDAY_NAMES[day]!.charAt(0).toUpperCase() + WEEKDAY_NAMES[day]!.slice(1);

/** Days with the same hours in a row, as one line: 'Martedì – Sabato', '12:30 – 14:00 · 19:00 – 22:00'. */
function hoursAsSaid(): { days: string; time: string }[] {
  const said = KITCHEN_HOURS.map((services) => (services.length ? services.map(([o, c]) => `${o} – ${c}`).join(' · ') : 'Chiuso'));
  const lines: { first: number; last: number; time: string }[] = [];
  said.forEach((time, day) => {
    const previous = lines.at(-1);
    if (previous?.time === time && previous.last === day - 1) previous.last = day;
    else lines.push({ first: day, last: day, time });
  });
  return lines.map((l) => ({
    days: l.first === l.last ? dayName(l.first) : `${dayName(l.first)} – ${dayName(l.last)}`,
    time: l.time,
  }));
}

export const site = {
  brand: 'Bistrot Garbagnate',
  tagline: 'Cucina milanese, innovazione gourmet e pasta fresca',
  url: 'https://bistrotgarbagnate.it',
  address: {
    street: 'Via Padre Vismara 52',
    postalCode: '20024',
    city: 'Garbagnate Milanese',
    province: 'MI',
    full: 'Via Padre Vismara 52, 20024 Garbagnate Milanese MI',
  },
  geo: { lat: 45.574, lng: 9.074 },
  // Non-breaking spaces: a number never wraps in the middle.
  phone: { display: '02\u00a09957\u00a01234', tel: '+390299571234' },
  whatsapp: { display: '333\u00a0123\u00a04567', number: '393331234567' },
  email: 'info@bistrotgarbagnate.it',
  /** The site's picture for link previews and search engines (index.html's og:image names the same file). */
  picture: '/images/og/bistrot-garbagnate-1200.webp',
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/bistrotgarbagnate' },
    { name: 'Facebook', url: 'https://www.facebook.com/bistrotgarbagnate' },
  ],
  // Italian law requires the VAT number on a business's website.
  vatNumber: '08712345670',
  legalName: 'Bistrot Garbagnate S.r.l.',
  capacity: 40,
  // docs/product.md#9-constants-and-limits: kitchen opening hours, as the pages say them (below).
  hours: hoursAsSaid(),
  aperitivo: 'Aperitivo dalle 18:00',
} as const;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(site.address.full)}`;
export const whatsappUrl = `https://wa.me/${site.whatsapp.number}`;
