// The compile-time tie between the request schemas (domain/<feature>/schemas.ts) and the tables: a renamed or
// added column breaks `tsc`, not the site (docs/decisions/002-validation-schemas.md). It lives with
// the tables so that domain/ imports nothing from the Worker.
import type { Table } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { EventInput, eventImageInput, GalleryInput, galleryImageInput } from '#domain/albums/schemas';
import type { FeaturedDishInput, MenuItemInput, MenuSectionInput } from '#domain/menu/schemas';
import type { ReservationInput } from '#domain/bookings/schemas';
import type { eventImages, events, featuredDishes, galleries, galleryImages, menuItems, menuSections, reservations } from './schema';

type Columns<T extends Table, Derived extends string = never> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt' | Derived>;
/** true when S has exactly the keys of C and each value can be stored in its column. */
type Storable<S, C> = [Exclude<keyof S, keyof C> | Exclude<keyof C, keyof S>] extends [never]
  ? { [K in keyof C]-?: K extends keyof S ? (Exclude<S[K], undefined> extends Exclude<C[K], undefined> ? 1 : 0) : 0 }[keyof C] extends 1
    ? true
    : false
  : false;
type Tied<S, C> = Storable<S, C> extends true ? true : { error: 'schema and table differ'; schema: S; columns: C };

export type TableLinks = [
  Tied<FeaturedDishInput, Columns<typeof featuredDishes>>,
  Tied<MenuSectionInput, Columns<typeof menuSections>>,
  Tied<MenuItemInput, Columns<typeof menuItems>>,
  Tied<EventInput, Columns<typeof events, 'slug'>>,
  Tied<GalleryInput, Columns<typeof galleries, 'slug'>>,
  Tied<z.output<typeof eventImageInput>, Columns<typeof eventImages, 'eventId'>>,
  Tied<z.output<typeof galleryImageInput>, Columns<typeof galleryImages, 'galleryId'>>,
  // The status (and who set it) is the restaurant's, never the guest's; the service, the source, the
  // link, the sender and the owner's overbooking are the Worker's, and so is the evening (tables,
  // arrival) and which guest it is (the profile, a late cancellation, a request kept for the owner),
  // and the word after the visit (the owner's skip, when it was sent).
  Tied<
    ReservationInput,
    Columns<
      typeof reservations,
      | 'status'
      | 'statusBy'
      | 'service'
      | 'source'
      | 'token'
      | 'sender'
      | 'overbooked'
      | 'ends'
      | 'arrival'
      | 'seatedAt'
      | 'leftAt'
      | 'rev'
      | 'profileId'
      | 'cancelledLate'
      | 'byHand'
      | 'sequence'
      | 'noThankYou'
      | 'thankedAt'
    >
  >,
];
// Fails to compile if any entry above is not `true`.
export const tableLinksHold: TableLinks extends true[] ? true : never = true;
