// The restaurant's facts, in one place: change them here and every page (and every e-mail) follows
// (docs/product.md#2-pages-and-routes and #9-constants-and-limits). Phone numbers are written for people; `tel` for links.

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
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/bistrotgarbagnate' },
    { name: 'Facebook', url: 'https://www.facebook.com/bistrotgarbagnate' },
  ],
  // Italian law requires the VAT number on a business's website.
  vatNumber: '08712345670',
  legalName: 'Bistrot Garbagnate S.r.l.',
  capacity: 40,
  // docs/product.md#9-constants-and-limits: kitchen opening hours.
  hours: [
    { days: 'Lunedì', time: 'Chiuso' },
    { days: 'Martedì – Sabato', time: '12:30 – 14:00 · 19:00 – 22:00' },
    { days: 'Domenica', time: '12:30 – 14:00' },
  ],
  aperitivo: 'Aperitivo dalle 18:00',
} as const;

export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(site.address.full)}`;
export const whatsappUrl = `https://wa.me/${site.whatsapp.number}`;
