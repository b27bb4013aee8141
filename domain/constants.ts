// Values shared by the tables, the request schemas and the web app (no drizzle import here, so
// the browser bundle stays free of it).
export const DESTINATIONS = ['mare', 'montagna'] as const;
export const DISPLAY_TYPES = ['gestito', 'pdf'] as const;
/**
 * What the owner has decided about a reservation (the admin's Prenotazioni tab), or 'annullata'
 * when the guest cancelled it through their link. Only 'nuova' and 'confermata' hold seats.
 */
export const RESERVATION_STATUSES = ['nuova', 'confermata', 'rifiutata', 'annullata'] as const;
export const SEAT_HOLDING_STATUSES = ['nuova', 'confermata'] as const;
/** A guest's personal link: 32 random bytes in base64url (worker/lib/token.ts). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const holdsSeats = (status: string) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);
/** Who wrote the booking: a guest through the site, or the owner (phone, walk-in). */
export const RESERVATION_SOURCES = ['sito', 'titolare'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type Destination = (typeof DESTINATIONS)[number];
/** How the menu and the admin name each destination. */
export const DESTINATION_LABEL: Record<Destination, string> = { mare: 'Mare', montagna: 'Montagna' };
export type DisplayType = (typeof DISPLAY_TYPES)[number];
/** 'pdf' shows the uploaded PDF; any other value (or none yet) the structured menu. */
export const isPdfMenu = (displayType: string | null | undefined) => displayType === 'pdf';
