// The booking form sent without a script (docs/product.md#11-bookings, 'Without a script';
// domain/bookings/form-post.ts): read as the JSON call's body would be, checked by the same schema
// in the page's language, and placed by the same command with the same limits; what comes back is
// what the drawn page shows. The time to fill it is the Worker's own: the form carries the instant
// it was drawn, signed (lib/signature.ts), so no script is needed to measure it and none can forge it.
import { m } from '#i18n/messages';
import { reservationRequestIn } from '#domain/bookings/schemas';
import { GROUP, type PostedField, POSTED_FIELDS, type PostedForm, toReservation } from '#domain/bookings/form-post';
import { FORM_MAX_GUESTS } from '#domain/bookings/timings';
import type { Locale } from '#domain/page-routes';
import { sign, verify } from '../lib/signature';
import type { Deps } from '../lib/result';
import { placeGuestRequest, type Sender } from './guest-request';

const USE = 'bistrot-form-drawn';
/** The most a fill time says (the schema's): a form left open longer says a day. */
const MAX_FILL_MS = 86_400_000;

/** The form's stamp: the instant it is drawn, and the site's signature of it. */
export const formStamp = async (secret: string, now = Date.now()) => `${now}.${await sign(secret, USE, String(now))}`;

/**
 * How long the form was open, from its stamp: up to a day; 0 for a stamp this site did not sign (or
 * none), which the request's checks take for a machine's (docs/decisions/022-bookings-under-attack.md).
 */
export async function fillTime(secret: string, stamp: string, now = Date.now()): Promise<number> {
  const [drawn, signature] = stamp.split('.');
  if (!drawn || !signature || !/^\d{13}$/.test(drawn) || !(await verify(secret, USE, drawn, signature))) return 0;
  return Math.min(MAX_FILL_MS, Math.max(0, now - Number(drawn)));
}

const blank = (): Record<PostedField, string> => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  guests: '2',
  notes: '',
  nectar: '',
});

/**
 * Places the request a posted form makes (`form`: its fields as sent), as the JSON call does, and
 * says what the page shows: the form emptied and the request's word, or the form as sent with each
 * refusal beside its field (one per field, the first), or a limit's sentence with the phone.
 */
export async function placePostedForm(
  deps: Deps,
  form: Record<string, string>,
  stamp: string,
  from: Sender,
  locale: Locale,
  phone: string,
): Promise<PostedForm> {
  const values = blank();
  for (const field of POSTED_FIELDS) if (typeof form[field] === 'string') values[field] = form[field];
  const body = {
    ...toReservation(values),
    // A group's party is more than the form books: refused on the party, as the JSON call's 7 would be.
    ...(values.guests === GROUP ? { guests: FORM_MAX_GUESTS + 1 } : {}),
    ...(values.nectar ? { nectar: values.nectar } : {}),
    fillMs: await fillTime(deps.env.SESSION_SECRET, stamp),
    lang: locale,
  };
  const checked = reservationRequestIn(locale).safeParse(body);
  if (!checked.success) {
    const errors: PostedForm['errors'] = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as PostedField;
      if (POSTED_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
    return { values, errors, said: null, sent: false };
  }
  const placed = await placeGuestRequest(deps, checked.data, from);
  if (placed.ok)
    return {
      values: blank(),
      errors: {},
      said: `${m.booking_toast_sent_title({}, { locale })} ${m.booking_toast_sent_text({}, { locale })}`,
      sent: true,
    };
  const field = placed.status === 409 ? 'time' : (placed.extra as { issues?: { path: string }[] } | undefined)?.issues?.[0]?.path;
  if (field === 'date' || field === 'time') return { values, errors: { [field]: placed.message }, said: null, sent: false };
  // A limit (this sender's, or the site's for today): the phone instead, and the form kept.
  return { values, errors: {}, said: `${placed.message} ${m.booking_toast_phone({ phone }, { locale })}`, sent: false };
}
