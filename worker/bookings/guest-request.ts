// A guest's request from the form (docs/product.md#11-bookings): the day read, the limits of the
// sender counted, the anti-bot signals weighed, and the seats taken in one statement with its
// e-mails. What holds against a flood of invented requests is
// docs/decisions/022-bookings-under-attack.md. A guest who books from the English pages
// (`lang: 'en'`) has the booking kept in English, and reads every refusal in it
// (docs/decisions/024-languages.md).
import { sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { m } from '#i18n/messages';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import type { StoredStatus } from '#domain/constants';
import type { reservationRequest } from '#domain/bookings/schemas';
import { isSlotAhead, leadLabel } from '#domain/bookings/rules';
import { requestCap } from '#domain/bookings/bounds';
import { MIN_FILL_MS, PUBLIC_REQUESTS_CEILING, SENDER_COVERS } from '#domain/bookings/timings';
import { unbreakable } from '#domain/site/facts';
import type { Db } from '../db/client';
import { rawBatch } from '../db/statements';
import { base64url, randomToken } from '../lib/token';
import { deliverOutbox } from '../mail/outbox';
import { guestReceived, guestVerify, ownerNewBooking, withSite } from '../mail/compose';
import { attempt, type Count, forgetHits, RESERVATION_LIMIT, RESERVATION_NETWORK_LIMIT } from '../lib/throttle';
import { type DayState, fullTimeMessage, readDay } from './day';
import { place } from './seating';
import { ceilingCount, closedOn, heldCovers, waitingCovers } from './queries';
import { type Deps, done, refused, refusedField, type Refused, type Result } from '../lib/result';
import { insertBooking } from './writes';
import { nightGuard } from './event-nights';

export type GuestRequest = z.output<typeof reservationRequest>;

/** Where a request came from, as the limits count it: an address (or IPv6 /64), and the /48 around it. */
export interface Sender {
  client: string;
  network: string | null;
}

/** A booking written: its id and when. */
export interface Written {
  id: number;
  createdAt: Date;
}

/**
 * A sender as a request stores it: a keyed hash of the throttle's client (an IPv4 address or an
 * IPv6 /64), so the address itself is never kept, and cannot be found again without the secret.
 */
export async function senderOf(secret: string, client: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`sender:${client}`)));
  return base64url(mac.subarray(0, 16));
}

/**
 * The limits of the public form per client (an address, an IPv6 /64, and the /48 around it).
 * Returns the refusal, or what was counted when the request may go on (given back if it is refused
 * later: a full evening uses up no limit).
 */
export async function clientLimits(db: Db, { client, network }: Sender, locale: Locale): Promise<Refused | { hitIds: number[] }> {
  const clientCounts: Count[] = [
    { key: `reservation-ip:${client}`, limit: RESERVATION_LIMIT },
    ...(network ? [{ key: `reservation-net:${network}`, limit: RESERVATION_NETWORK_LIMIT }] : []),
  ];
  const perClient = await attempt(db, clientCounts);
  if (perClient.retryAfter > 0) return { ...refused(429, m.mail_refusal_too_many({}, { locale })), retryAfter: perClient.retryAfter };
  return { hitIds: perClient.hitIds };
}

/** What a request on a closed day is told: the day's own sentence, on `date`. */
const closedDay = (day: DayState) => refusedField('date', day.availability.message!);

/** The saved phone as a sentence says it (a number never wraps in the middle). */
const phoneOf = (day: DayState) => unbreakable(day.facts.phone);

/**
 * Places a guest's request from the form: 201's `{ id, createdAt }`, or the refusal it meets (400 a
 * closed day or a time not offered, 409 full, 429 a limit met: docs/product.md#7-the-api).
 */
export async function placeGuestRequest({ db, env, later }: Deps, request: GuestRequest, from: Sender): Promise<Result<Written>> {
  const { website, nectar, fillMs, lang, eventId, ...reservation } = request;
  // The language of the page the guest booked from: the refusals below say it, and the booking keeps it.
  const locale = lang ?? BASE_LOCALE;
  const now = new Date();
  // A closed day (the owner's closure or weekly day off) takes no booking, from anyone; the guest
  // reads why. A time the day's services do not offer (or too soon: the lead time) is refused.
  // An event night's guest finds its start alone, within its seats (event-nights.ts).
  const day = await readDay(db, reservation.date, reservation.guests, now, locale, { eventId });
  // Past the daily ceiling an open day is still read whole: the statement below refuses the request
  // with the ceiling's 429, as it always has (a suspected one is still kept apart). A closed day has
  // no times, and says why it is closed.
  if (!day.availability.open && !(day.formClosed && day.slots.size)) return closedDay(day);
  const slot = day.slots.get(reservation.time);
  if (!slot) return refusedField('time', m.mail_refusal_pick_time({}, { locale }));
  if (!isSlotAhead(reservation.date, reservation.time, now, day.settings.leadMinutes)) {
    const lead = leadLabel(day.settings.leadMinutes, locale);
    return refusedField('time', m.mail_refusal_too_soon({ lead, phone: phoneOf(day) }, { locale }));
  }
  const limits = await clientLimits(db, from, locale);
  if ('ok' in limits) return limits;
  const { settings } = day;
  // The anti-bot signals (docs/decisions/022-bookings-under-attack.md): kept for the owner to see,
  // holding nothing and telling nobody, and answered as any request is.
  const suspect = Boolean(nectar || website) || (fillMs !== undefined && fillMs < MIN_FILL_MS);
  const sender = await senderOf(env.SESSION_SECRET, from.client);
  const verify = settings.requestMode === 'email';
  const status: StoredStatus = suspect ? 'sospetta' : verify ? 'non-verificata' : 'nuova';
  const booking = { ...reservation, notes: reservation.notes ?? null, service: slot.service, lang: locale, token: randomToken(), id: 0 };
  const mail = withSite(env, day.facts);
  const messages = suspect
    ? []
    : verify
      ? [guestVerify(booking, mail)]
      : [ownerNewBooking(booking, mail), guestReceived(booking, mail, settings.cancelHoursBefore, now)];
  const { date, service, guests, email } = booking;
  // The checks and the insert are one statement: two guests sending the last seats at once cannot
  // both get them, nor one sender two evenings' worth in two parallel requests.
  // Where the party would sit (on tables), or the pacing around its time: a request holds no table
  // until it is answered, but is not taken for a time that is full.
  const placed = place(day.evening, settings, {
    date,
    service,
    time: booking.time,
    guests,
    exceptId: 0,
    online: true,
    covers: slot.covers,
    eventId: day.night?.id,
  });
  const covers = sql`${heldCovers(date, service, requestCap(settings, slot.covers))} + ${guests} <= ${slot.covers}`;
  const conditions = {
    seats: placed.tables ? placed.guard : sql`${covers} AND ${placed.guard}`,
    sender: sql`${waitingCovers(sql`sender = ${sender}`, date, service, now)} + ${guests} <= ${SENDER_COVERS}`,
    mailbox: sql`${waitingCovers(sql`lower(email) = lower(${email})`, date, service, now)} + ${guests} <= ${SENDER_COVERS}`,
    ceiling: sql`${ceilingCount(now)} < ${PUBLIC_REQUESTS_CEILING}`,
    open: sql`NOT ${closedOn(date)}`,
    night: day.night ? nightGuard(day.night, guests, slot.covers, now) : sql`1`,
  };
  const row = await insertBooking(
    db,
    {
      ...booking,
      status,
      source: 'sito',
      sender,
      overbooked: sql`0`,
      createdAt: now.getTime(),
      statusBy: null,
      ends: placed.ends,
      eventId: day.night?.id ?? null,
    },
    suspect ? conditions.open : sql.join(Object.values(conditions), sql` AND `),
    messages,
  );
  if (row) {
    if (messages.length) later(deliverOutbox(db, env, new Date(), row.id));
    return done({ id: row.id, createdAt: new Date(row.created_at) });
  }
  // Refused: give the count back, and say which check it met (read again, in one statement).
  await forgetHits(db, limits.hitIds);
  const [checks] = await rawBatch<Record<keyof typeof conditions, number>>(db, [
    sql`SELECT ${sql.join(
      Object.entries(conditions).map(([name, condition]) => sql`(${condition}) AS ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  ]);
  const met = checks![0]!;
  if (!met.open) return closedDay(await readDay(db, date, guests, undefined, locale));
  if (!met.ceiling) return refused(429, m.mail_refusal_ceiling({ phone: phoneOf(day) }, { locale }), { reason: 'ceiling' });
  if (!met.sender || !met.mailbox) return refused(429, m.mail_refusal_sender({ phone: phoneOf(day) }, { locale }), { reason: 'sender' });
  const after = await readDay(db, date, guests, undefined, locale, { eventId });
  // The night closed to bookings meanwhile: the page says so, with the phone.
  if (eventId !== undefined && !after.night) return closedDay(after);
  return refused(409, fullTimeMessage(after, booking.time, guests));
}
