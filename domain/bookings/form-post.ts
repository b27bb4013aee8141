// The booking form sent without a script (docs/product.md#11-bookings, 'Without a script'): the
// browser posts it as a plain form to /contatti (/en/contact) and the Worker answers with the page
// drawn again, the form holding what was sent and each refusal beside its field, or the request's
// word at its top. What the drawn page shows of it rides in the page's data under these keys,
// which no request fetches: the browser hydrates the same page from the same data.

/** The party the guests' select says for more than six: the form becomes an enquiry (with its script). */
export const GROUP = 'gruppo';

/** The fields a posted form carries: the booking form's own names. */
export const POSTED_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'date', 'time', 'guests', 'notes', 'nectar'] as const;
export type PostedField = (typeof POSTED_FIELDS)[number];

/** What the Worker made of a posted form. */
export interface PostedForm {
  /** The form's values as it is drawn again: as sent, or emptied once the request is written. */
  values: Record<PostedField, string>;
  /** Each refused field's sentence, in the page's language. */
  errors: Partial<Record<PostedField, string>>;
  /** A sentence for the whole form: the request sent, or why it could not be (a limit: the phone). */
  said: string | null;
  /** Whether the request was taken: else the form drawn again keeps the stamp it was first drawn with. */
  sent: boolean;
}

/** The query key of a posted form's outcome in a drawn page's data. */
export const POSTED_KEY = ['/posted'] as const;
/**
 * The query key of when the form was drawn, signed by the Worker (`GET /api/bookings/stamp`, among
 * /contatti's reads): the time to fill it, with no script.
 */
export const STAMP_KEY = ['/api/bookings/stamp'] as const;
/** The name of the form's hidden field that carries it. */
export const STAMP_FIELD = 'stamp';

/** The query key of a day's times for a party (the form's, web/src/features/bookings/api.ts): a posted form's day comes drawn with them. */
export const availabilityKey = (date: string, guests: number, eventId?: number) => ['/api/availability', date, guests, eventId] as const;

/** The form's values as the API takes them ('6+' → 6, empty notes left out): the script's send and the plain post's. */
export function toReservation(values: Record<Exclude<PostedField, 'nectar'>, string>) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    date: values.date,
    time: values.time,
    guests: Number.parseInt(values.guests, 10),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  };
}
