// Values shared by the tables, the request schemas and the web app (no drizzle import here, so
// the browser bundle stays free of it).
export const DESTINATIONS = ['mare', 'montagna'] as const;
export const DISPLAY_TYPES = ['gestito', 'pdf'] as const;
/**
 * What the owner has decided about a reservation (the admin's Prenotazioni tab), or 'annullata'
 * when the guest cancelled it through their link or a closure cancelled it. These are the states
 * the owner can set.
 */
export const RESERVATION_STATUSES = ['nuova', 'confermata', 'rifiutata', 'annullata'] as const;
/**
 * Two more states only the Worker sets (docs/decisions/022-bookings-under-attack.md): a form request
 * still waiting for the guest to confirm it from the e-mail ('non-verificata'), and one that tripped
 * the anti-bot signals ('sospetta'), kept for the owner to see. Neither holds seats nor sends mail.
 */
export const STORED_STATUSES = [...RESERVATION_STATUSES, 'non-verificata', 'sospetta'] as const;
/** A booking still standing: the guest may cancel it, a closure must cancel it. */
export const ACTIVE_STATUSES = ['nuova', 'confermata'] as const;
export const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);
/**
 * How a request from the form gets its seats (the owner's choice in the schedule):
 *  - 'titolare': it holds none until the owner confirms it; the confirmation takes the seats;
 *  - 'email': it holds its seats once the guest confirms it from the e-mail (a link valid
 *    bookings/timings.ts VERIFY_MINUTES),
 *    while the requests the owner has not answered hold less than the owner's share of the covers.
 * 'confermata' always holds seats; how many covers a service's bookings hold is counted in one
 * place (bookings/bounds.ts requestCap and coversHeld; the Worker's SQL heldCovers).
 */
export const REQUEST_MODES = ['titolare', 'email'] as const;
export type RequestMode = (typeof REQUEST_MODES)[number];
/** A guest's personal link: 32 random bytes in base64url (worker/lib/token.ts). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/**
 * The code of a link that stops the thank-you e-mails: the hash of an address and the site's
 * signature of it, each 32 bytes in base64url, one after the other (no dot: a page's address with
 * one is a file's; worker/mail/unsubscribe.ts).
 */
export const STOP_CODE = /^[A-Za-z0-9_-]{86}$/;
/** Who wrote the booking: a guest through the site, the owner (a phone call), or a walk-in seated at once. */
export const RESERVATION_SOURCES = ['sito', 'titolare', 'walk-in'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type StoredStatus = (typeof STORED_STATUSES)[number];
export type Destination = (typeof DESTINATIONS)[number];
/** How the menu and the admin name each destination. */
export const DESTINATION_LABEL: Record<Destination, string> = { mare: 'Mare', montagna: 'Montagna' };
export type DisplayType = (typeof DISPLAY_TYPES)[number];
/** 'pdf' shows the uploaded PDF; any other value (or none yet) the structured menu. */
export const isPdfMenu = (displayType: string | null | undefined) => displayType === 'pdf';

/** An enquiry for a group or a private party, as the owner marks it (docs/product.md#19-groups-and-private-parties). */
export const CONTACT_STATUSES = ['nuova', 'in-trattativa', 'confermata', 'persa'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * A place on the waiting list (docs/product.md#21-waiting-for-a-table): waiting, offered a freed
 * time by e-mail (holding nothing until tapped), or booked from it.
 */
export const WAIT_STATUSES = ['attesa', 'offerta', 'prenotata'] as const;
export type WaitStatus = (typeof WAIT_STATUSES)[number];
