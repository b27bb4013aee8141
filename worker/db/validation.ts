// Request bodies of SPEC.md section 7, derived from the drizzle tables so that a field renamed
// there is renamed here. The Worker validates with these; the web forms import them too, so
// everything here must stay pure (no Worker runtime code).
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import {
  DISPLAY_TYPES,
  events,
  eventImages,
  featuredDishes,
  galleries,
  galleryImages,
  menuItems,
  menuSections,
  reservations,
} from './schema';
import { reservationDateProblem, RESERVATION_TIMES } from '../lib/reservation-rules';

const MAX_TEXT = 200;
const MAX_LONG_TEXT = 20_000;

const required = (max = MAX_TEXT) =>
  z.string().trim().min(1, 'Campo obbligatorio').max(max, `Massimo ${max} caratteri`);
const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, `Massimo ${max} caratteri`)
    // An empty optional field is stored as null (spec: eventDateTime empty means null).
    .transform((v) => (v === '' ? null : v))
    .nullish();
// Image and file references are either our own /media/ URLs or site-relative paths (demo content).
const fileUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'Indirizzo del file non valido');
const position = z.number().int('Deve essere un numero intero').min(0, 'Minimo 0').max(10_000);
const isActive = z.boolean();

// ---- Menu -------------------------------------------------------------------------------------

export const featuredDishInput = createInsertSchema(featuredDishes, {
  name: () => required(),
  description: () => required(1000),
  image: () => fileUrl.min(1, 'Campo obbligatorio'),
  // SPEC.md section 5: a featured dish position is 1 to 3.
  position: () => z.number().int().min(1, 'La posizione va da 1 a 3').max(3, 'La posizione va da 1 a 3'),
  isActive: () => isActive,
})
  .omit({ id: true, createdAt: true, updatedAt: true })
  .strict();

export const menuSectionInput = createInsertSchema(menuSections, {
  title: () => required(),
  position: () => position,
  isActive: () => isActive,
})
  .omit({ id: true, createdAt: true, updatedAt: true })
  .strict();

export const menuItemInput = createInsertSchema(menuItems, {
  sectionId: () => z.number().int().positive('Scegli una sezione'),
  name: () => required(),
  description: () => required(1000),
  price: () => required(40),
  position: () => position,
  isActive: () => isActive,
})
  .omit({ id: true, createdAt: true, updatedAt: true })
  .strict();

export const menuSettingsInput = z.object({ displayType: z.enum(DISPLAY_TYPES) }).strict();

// ---- Events and galleries --------------------------------------------------------------------

export const eventInput = createInsertSchema(events, {
  title: () => required(),
  content: () => required(MAX_LONG_TEXT),
  // Sent by the admin form but always derived from content on save (SPEC.md section 3).
  description: () => z.string().max(MAX_LONG_TEXT).optional(),
  featuredImage: () => z.union([fileUrl, z.literal('')]),
  contentImage: () => z.union([fileUrl, z.literal('')]).transform((v) => v || null).nullish(),
  pdfFile: () => z.union([fileUrl, z.literal('')]).transform((v) => v || null).nullish(),
  eventDateTime: () => optionalText(),
  position: () => position,
  isActive: () => isActive,
})
  .omit({ id: true, slug: true, createdAt: true, updatedAt: true })
  .strict();

export const galleryInput = createInsertSchema(galleries, {
  title: () => required(),
  description: () => optionalText(2000),
  position: () => position,
  isActive: () => isActive,
})
  .omit({ id: true, slug: true, createdAt: true, updatedAt: true })
  .strict();

export const eventImageInput = createInsertSchema(eventImages, {
  imageUrl: () => fileUrl.min(1, 'Campo obbligatorio'),
  position: () => position,
  isCover: () => z.boolean(),
})
  .omit({ id: true, eventId: true, createdAt: true })
  .strict();

export const galleryImageInput = createInsertSchema(galleryImages, {
  imageUrl: () => fileUrl.min(1, 'Campo obbligatorio'),
  caption: () => optionalText(300),
  position: () => position,
  isCover: () => z.boolean(),
})
  .omit({ id: true, galleryId: true, createdAt: true })
  .strict();

export const reorderInput = z
  .object({
    images: z
      .array(z.object({ id: z.number().int().positive(), position }).strict())
      .min(1)
      .max(500),
  })
  .strict();

// ---- Reservations and login ------------------------------------------------------------------

export const reservationInput = createInsertSchema(reservations, {
  firstName: () => required(80),
  lastName: () => required(80),
  email: () => z.string().trim().max(200).pipe(z.email('Indirizzo e-mail non valido')),
  phone: () =>
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()./-]{6,25}$/, 'Numero di telefono non valido'),
  date: () =>
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Scegli una data')
      .superRefine((date, ctx) => {
        const problem = reservationDateProblem(date);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  time: () => z.enum(RESERVATION_TIMES, 'Scegli un orario'),
  // '6+' is sent as 6 (SPEC.md section 5).
  guests: () => z.number().int().min(1, 'Almeno 1 persona').max(6, 'Per gruppi oltre 6 persone chiamaci'),
  notes: () => optionalText(1000),
})
  .omit({ id: true, createdAt: true })
  .strict();

export const loginInput = z
  .object({
    username: z.string().trim().min(1, 'Inserisci lo username').max(64),
    password: z.string().min(1, 'Inserisci la password').max(256),
  })
  .strict();

export type FeaturedDishInput = z.infer<typeof featuredDishInput>;
export type MenuSectionInput = z.infer<typeof menuSectionInput>;
export type MenuItemInput = z.infer<typeof menuItemInput>;
export type EventInput = z.infer<typeof eventInput>;
export type GalleryInput = z.infer<typeof galleryInput>;
export type ReservationInput = z.infer<typeof reservationInput>;
export type LoginInput = z.infer<typeof loginInput>;
