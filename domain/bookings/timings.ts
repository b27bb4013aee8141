// The limits and timings of a booking, each said once: the Worker's checks, its e-mails, the form
// and the owner's area read them from here, so that a number the site says in two places is one
// fact (docs/product.md#11-bookings, docs/decisions/022-bookings-under-attack.md and
// 028-unanswered-requests-hold-at-most-a-share.md). Plain numbers: the public pages may import it.

/**
 * How long a guest has to confirm a request from its e-mail (the 'email' request mode), in minutes:
 * counted from when that e-mail left, or from the request (docs/product.md#11-bookings).
 */
export const VERIFY_MINUTES = 30;
export const VERIFY_MS = VERIFY_MINUTES * 60_000;

/** Below this many milliseconds between opening the form and sending it, a request is a bot's. */
export const MIN_FILL_MS = 3000;

/** The most covers one sender (an address or IPv6 /64, or a mailbox) may hold waiting on one service. */
export const SENDER_COVERS = 12;
/** Requests from the form, all senders together, in any CEILING_WINDOW_MS before the form asks guests to phone. */
export const PUBLIC_REQUESTS_CEILING = 60;
/** The window the daily ceiling counts in: 24 hours (or since the owner last reopened the form). */
export const CEILING_WINDOW_MS = 86_400_000;

/** The share of a service's covers unanswered requests hold in the 'email' mode, until the owner sets another (percent). */
export const DEFAULT_REQUEST_CAP_PERCENT = 50;
/** Until how many hours before its time a guest may cancel, until the owner sets another (the Termini's notice). */
export const DEFAULT_CANCEL_HOURS_BEFORE = 24;
/** How long before its time a table can still be booked from the form, until the owner sets another (minutes). */
export const DEFAULT_LEAD_MINUTES = 120;
/** The covers a service takes online until the owner sets its own. */
export const DEFAULT_COVERS = 40;

/** How far ahead the form books; later dates are arranged by phone. */
export const BOOKING_HORIZON_MONTHS = 6;
/** How long a booking is kept after its date (the privacy policy: "non oltre 12 mesi"). */
export const BOOKING_RETENTION_MONTHS = 12;

// The evening on tables (room.ts): how long a party holds its table, by its size, and pacing.
/** How long a party of up to `upTo` people (null: any larger) holds its table, in minutes. */
export interface Turn {
  upTo: number | null;
  minutes: number;
}

/** The most covers that may start in any 15 minutes of a service (null: no limit). */
export type Pacing = Record<'lunch' | 'dinner', number | null>;

export const DEFAULT_TURNS: Turn[] = [
  { upTo: 2, minutes: 105 },
  { upTo: 4, minutes: 120 },
  { upTo: 6, minutes: 135 },
  { upTo: null, minutes: 150 },
];
export const DEFAULT_PACING: Pacing = { lunch: null, dinner: null };

/** The largest party the guests' form books ('6+' is sent as 6); more is a group's enquiry (docs/product.md#19-groups-and-private-parties). */
export const FORM_MAX_GUESTS = 6;

/** A guest is thanked after a visit at most once in this many days (docs/product.md#20-a-word-after-the-visit). */
export const THANK_YOU_EVERY_DAYS = 90;
