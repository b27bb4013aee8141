// The query keys of the public data: the URL is the key's parts joined with '/' (dataUrl).
// Kept apart from the hooks so the route table can name a page's data without pulling
// react-query's hooks into the first chunk every page downloads.
import type { Locale } from '#domain/page-routes';
import { getLocale } from '#i18n/runtime';
import { inPageLanguage } from './locale.ts';

export const menuKeys = {
  settings: ['/api/menu-settings'],
  featuredDishes: ['/api/featured-dishes'],
  sections: ['/api/menu-sections'],
  items: ['/api/menu-items'],
} as const;

export const eventKeys = {
  list: ['/api/events'],
  // Under the list's key, so what refreshes the list (every admin change to events and their
  // photos) refreshes an event's page too.
  bySlug: (slug: string) => ['/api/events', 'slug', slug],
  photos: (id: number) => ['/api/events', id, 'images'],
} as const;

export const galleryKeys = {
  list: ['/api/galleries'],
  photos: (id: number) => ['/api/galleries', id, 'images'],
} as const;

/** The owner's closures: the notices on every page, and the list on the contact page. */
export const closuresKey = ['/api/closures'] as const;

/**
 * The bookings (their URL keeps the API's word) and the e-mails to guests: a closure, the hours, a
 * special day or a guest's erasure can cancel bookings and queue e-mails, so the owner's tabs of
 * several features refresh both.
 */
export const reservationsKey = ['/api/reservations'] as const;
export const notificationsKey = ['/api/notifications'] as const;

/**
 * The URL a query key reads in a page's language: lib/api.ts fetches it, and a page's document
 * preloads it. An English page asks for the owner's content in English (`?lang=en`,
 * docs/decisions/024-languages.md); the key stays the same, since a document never changes language.
 */
export const dataUrl = (queryKey: readonly unknown[], locale: Locale = getLocale()) =>
  `${queryKey.join('/')}${inPageLanguage('?', locale)}`;

/** The site's own content (facts, hours, texts) and the owner's photos: every page reads both. */
export const siteKeys = {
  site: ['/api/site'],
  photos: ['/api/site/photos'],
  specialDays: ['/api/special-days'],
} as const;
