// The waiting list (docs/product.md#21-waiting-for-a-table): a guest who finds the times they want
// full leaves a place on it; when room frees for their party at one of those times, the first
// fitting place in line is e-mailed a link that books it. The offer holds nothing: the first to tap
// takes it, in the same statement that takes the seats, and the others are told it went when they
// tap. The request limits hold (per sender, per mailbox, the site's ceiling:
// docs/decisions/022-bookings-under-attack.md), and nothing answered says anything of anyone else's place.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import type { WaitStatus } from '#domain/constants';
import type { WaitlistRequest } from '#domain/bookings/waitlist-schema';
import { isSlotAhead, type ServiceName } from '#domain/bookings/rules';
import { requestCap } from '#domain/bookings/bounds';
import { PUBLIC_REQUESTS_CEILING } from '#domain/bookings/timings';
import { todayInItaly } from '#domain/italy-clock';
import { unbreakable } from '#domain/site/facts';
import type { Db } from '../db/client';
import { type WaitEntry, waitlist } from '../db/schema';
import { rawBatch } from '../db/statements';
import { type Deps, done, refused, refusedField, type Result } from '../lib/result';
import { forgetHits } from '../lib/throttle';
import { randomToken } from '../lib/token';
import { guestReceived, guestWaitlistJoined, guestWaitlistOffer, ownerNewBooking, withSite } from '../mail/compose';
import { deliverOutbox, queueForWaitlist } from '../mail/outbox';
import { type DayState, readDay } from './day';
import { clientLimits, type Sender, senderOf } from './guest-request';
import { bookForTheOwner } from './owner-booking';
import { ceilingSince, closedOn, heldCovers } from './queries';
import { place } from './seating';
import { insertBooking } from './writes';
import { nightGuard } from './event-nights';

/** Places one mailbox, or one sender, may hold on the list at once (every day together). */
export const WAITS_EACH = 3;

/** A place still on the list: waiting, or offered a time not yet taken. */
const OPEN = sql`status IN ('attesa', 'offerta')`;

/** The 404 of a link whose place is unknown, past or left, in `locale` (the language its page asks). */
const noPlace = (locale: Locale) => refused(404, m.waitlist_refusal_not_found({}, { locale }));

/** The times of `day` the party can book now, among `times`. */
const freeAmong = (day: DayState, times: readonly string[]) =>
  times.filter((t) => day.availability.times.find((x) => x.time === t)?.available);

/**
 * The covers that places booked from the list still wait on, in `service` of `date`: their requests
 * hold nothing until the owner answers (in the owner's mode, or past the share of the e-mail's:
 * docs/decisions/028-unanswered-requests-hold-at-most-a-share.md), yet the room they took is not
 * offered again, nor taken by a second tap.
 */
const claimedCovers = (date: string, service: ServiceName) =>
  sql`(SELECT coalesce(sum(r.guests), 0) FROM reservations r JOIN waitlist w ON w.reservation_id = r.id
      WHERE r.date = ${date} AND r.service = ${service} AND r.status = 'nuova')`;

/**
 * Puts a guest on the list of a day: 201's `{ success: true }` (their receipt, with the link that
 * leaves the list, goes to their mailbox), or the refusal (400 a closed day or no time still ahead,
 * 409 one of the times is free: book it, 429 a limit met). One that fills the hidden field is
 * answered alike and kept nowhere: a place holds no seats.
 */
export async function joinWaitlist(
  { db, env, later }: Deps,
  { nectar, lang, ...w }: WaitlistRequest,
  from: Sender,
): Promise<Result<{ success: true }>> {
  const locale = lang ?? BASE_LOCALE;
  if (nectar) return done({ success: true as const });
  const now = new Date();
  const day = await readDay(db, w.date, w.guests, now, locale, { eventId: w.eventId });
  if (!day.availability.open && !(day.formClosed && day.slots.size)) return refusedField('date', day.availability.message!);
  const phone = unbreakable(day.facts.phone);
  // The times the day offers that are still ahead (the lead time as for a booking); the others are let go.
  const times = w.times.filter((t) => day.slots.has(t) && isSlotAhead(w.date, t, now, day.settings.leadMinutes)).sort();
  if (!times.length) return refusedField('times', m.waitlist_refusal_times({ phone }, { locale }));
  const free = freeAmong(day, times);
  if (free.length) return refusedField('times', m.waitlist_refusal_free({ times: free.join(', '), count: free.length }, { locale }));
  const limits = await clientLimits(db, from, locale);
  if ('ok' in limits) return limits;
  const sender = await senderOf(env.SESSION_SECRET, from.client);
  const place = { ...w, times, lang: locale, token: randomToken() };
  const conditions = {
    mailbox: sql`(SELECT count(*) FROM waitlist WHERE lower(email) = lower(${w.email}) AND ${OPEN}) < ${WAITS_EACH}`,
    sender: sql`(SELECT count(*) FROM waitlist WHERE sender = ${sender} AND ${OPEN}) < ${WAITS_EACH}`,
    ceiling: sql`(SELECT count(*) FROM waitlist WHERE created_at > ${ceilingSince(now)}) < ${PUBLIC_REQUESTS_CEILING}`,
  };
  const [written] = await rawBatch<{ id: number }>(db, [
    sql`INSERT INTO waitlist (first_name, last_name, email, phone, date, guests, times, lang, token, sender, created_at, event_id)
        SELECT ${w.firstName}, ${w.lastName}, ${w.email}, ${w.phone}, ${w.date}, ${w.guests}, ${JSON.stringify(times)}, ${locale},
          ${place.token}, ${sender}, ${now.getTime()}, ${day.night?.id ?? null}
        WHERE ${sql.join(Object.values(conditions), sql` AND `)} RETURNING id`,
    queueForWaitlist(guestWaitlistJoined(place, withSite(env, day.facts)), sql`token = ${place.token}`),
  ]);
  const id = written![0]?.id;
  if (id) {
    later(deliverOutbox(db, env, new Date(), { waitlist: id }));
    return done({ success: true as const });
  }
  await forgetHits(db, limits.hitIds);
  const [checks] = await rawBatch<{ ceiling: number }>(db, [sql`SELECT (${conditions.ceiling}) AS ceiling`]);
  if (!checks![0]!.ceiling) return refused(429, m.mail_refusal_ceiling({ phone }, { locale }), { reason: 'ceiling' });
  return refused(429, m.mail_refusal_sender({ phone }, { locale }), { reason: 'sender' });
}

/**
 * Room may have freed on `date` (a cancellation, a change, a decline, more covers): the first place
 * in line, oldest first, with one of its times now free for its party is offered that time by e-mail.
 * One offer each time: the place holds nothing, so a second freeing (or the hourly job, while the
 * room stays free) offers the next. Returns the place offered, if any.
 */
export async function offerFreedRoom({ db, env, later }: Deps, date: string): Promise<number | null> {
  if (date < todayInItaly()) return null;
  const waiting = await db
    .select()
    .from(waitlist)
    .where(and(eq(waitlist.date, date), eq(waitlist.status, 'attesa')))
    .orderBy(asc(waitlist.createdAt), asc(waitlist.id));
  if (!waiting.length) return null;
  const now = new Date();
  const [claimed] = await rawBatch<Record<ServiceName, number>>(db, [
    sql`SELECT ${claimedCovers(date, 'lunch')} AS lunch, ${claimedCovers(date, 'dinner')} AS dinner`,
  ]);
  // The day as a party of `size` finds it, or a night's party (read once per size and night).
  const days = new Map<string, DayState>();
  const dayFor = async (size: number, eventId: number | null) => {
    const key = `${size}:${eventId ?? ''}`;
    return days.get(key) ?? days.set(key, await readDay(db, date, size, now, BASE_LOCALE, { eventId: eventId ?? undefined })).get(key)!;
  };
  for (const place of waiting) {
    const day = await dayFor(place.guests, place.eventId);
    // A closed day offers nothing; a night closed to bookings, nothing of its own.
    if (!day.availability.open) {
      if (place.eventId === null) return null;
      continue;
    }
    // A time fits when the party fits beside the places already booked from the list.
    let time: string | undefined;
    for (const t of place.times) {
      const slot = day.slots.get(t);
      if (!slot) continue;
      if (freeAmong(await dayFor(place.guests + claimed![0]![slot.service], place.eventId), [t]).length) {
        time = t;
        break;
      }
    }
    if (!time) continue;
    const [offered] = await rawBatch(db, [
      sql`UPDATE waitlist SET status = 'offerta', offered_time = ${time}, offered_at = ${now.getTime()}
          WHERE id = ${place.id} AND status = 'attesa' RETURNING id`,
      queueForWaitlist(guestWaitlistOffer(place, time, withSite(env, day.facts)), sql`id = ${place.id} AND changes() > 0`),
    ]);
    if (!offered!.length) continue;
    later(deliverOutbox(db, env, new Date(), { waitlist: place.id }));
    return place.id;
  }
  return null;
}

/** The hourly job's sweep: every day ahead with places waiting is looked at (room freed in ways no call announced). */
export async function offerWherever(deps: Deps): Promise<void> {
  const dates = await deps.db
    .selectDistinct({ date: waitlist.date })
    .from(waitlist)
    .where(and(gte(waitlist.date, todayInItaly()), eq(waitlist.status, 'attesa')));
  for (const { date } of dates) await offerFreedRoom(deps, date);
}

/** The place of `token`, while its day has not passed. */
async function placeOfToken(db: Db, token: string): Promise<WaitEntry | null> {
  const [row] = await db.select().from(waitlist).where(eq(waitlist.token, token));
  return row && row.date >= todayInItaly() ? row : null;
}

/** A place as its guest's page shows it: the day, the party, the times, and what became of it. */
export async function readWaitPlace(db: Db, token: string, asked: Locale) {
  const place = await placeOfToken(db, token);
  if (!place) return noPlace(asked);
  const [booking] = place.reservationId
    ? await db.all<{ token: string }>(sql`SELECT token FROM reservations WHERE id = ${place.reservationId}`)
    : [];
  return done({
    firstName: place.firstName,
    date: place.date,
    guests: place.guests,
    times: place.times,
    status: place.status as WaitStatus,
    offeredTime: place.status === 'offerta' ? place.offeredTime : null,
    lang: place.lang,
    // Once booked, the booking's own page.
    booking: booking?.token ?? null,
  });
}

/**
 * The guest takes the offered time from their link: the seats are taken, and the place marked
 * booked, in one statement guarded by the place still being offered, so two taps at once (or two
 * offered guests) make one booking. The booking is a request as one from the form (the owner
 * answers it; the tap proved the mailbox). 201's the booking's link; 409 when the time went (the
 * place waits again) or it was booked already.
 */
export async function claimOffer({ db, env, later }: Deps, token: string, asked: Locale): Promise<Result<{ booking: string }>> {
  const entry = await placeOfToken(db, token);
  if (!entry) return noPlace(asked);
  const locale = entry.lang;
  const booked = () => refused(409, m.waitlist_refusal_booked({}, { locale }));
  if (entry.status === 'prenotata') return booked();
  const now = new Date();
  const day = await readDay(db, entry.date, entry.guests, now, locale, { eventId: entry.eventId ?? undefined });
  const phone = unbreakable(day.facts.phone);
  const time = entry.offeredTime;
  // The time went (or none was offered): the place waits in line again, as it was.
  const went = async () => {
    await db
      .update(waitlist)
      .set({ status: 'attesa', offeredTime: null, offeredAt: null })
      .where(and(eq(waitlist.id, entry.id), eq(waitlist.status, 'offerta')));
    return refused(409, m.waitlist_refusal_went({ phone }, { locale }));
  };
  if (entry.status !== 'offerta' || !time) return went();
  const slot = day.slots.get(time);
  if (!day.availability.open || !slot || !isSlotAhead(entry.date, time, now, day.settings.leadMinutes)) return went();
  const { settings } = day;
  const placed = place(day.evening, settings, {
    date: entry.date,
    service: slot.service,
    time,
    guests: entry.guests,
    exceptId: 0,
    online: true,
    covers: slot.covers,
    eventId: day.night?.id,
  });
  const held = sql`${heldCovers(entry.date, slot.service, requestCap(settings, slot.covers))} + ${claimedCovers(entry.date, slot.service)}`;
  const covers = sql`${held} + ${entry.guests} <= ${slot.covers}`;
  const booking = {
    id: 0,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    phone: entry.phone,
    date: entry.date,
    time,
    guests: entry.guests,
    notes: null,
    service: slot.service,
    lang: entry.lang,
    token: randomToken(),
  };
  const mail = withSite(env, day.facts);
  const row = await insertBooking(
    db,
    {
      ...booking,
      status: 'nuova',
      source: 'sito',
      sender: entry.sender,
      overbooked: sql`0`,
      createdAt: now.getTime(),
      statusBy: null,
      ends: placed.ends,
      eventId: day.night?.id ?? null,
    },
    sql`${covers} AND ${placed.guard} AND NOT ${closedOn(entry.date)}
        AND ${day.night ? nightGuard(day.night, entry.guests, slot.covers, now) : sql`1`}
        AND EXISTS (SELECT 1 FROM waitlist WHERE id = ${entry.id} AND status = 'offerta')`,
    [ownerNewBooking(booking, mail), guestReceived(booking, mail, settings.cancelHoursBefore, now)],
    [
      sql`UPDATE waitlist SET status = 'prenotata', sender = NULL, reservation_id = (SELECT id FROM reservations WHERE token = ${booking.token})
          WHERE id = ${entry.id} AND EXISTS (SELECT 1 FROM reservations WHERE token = ${booking.token})`,
    ],
  );
  if (!row) {
    const [current] = await db.select({ status: waitlist.status }).from(waitlist).where(eq(waitlist.id, entry.id));
    return current?.status === 'prenotata' ? booked() : went();
  }
  later(deliverOutbox(db, env, new Date(), row.id));
  return done({ booking: booking.token });
}

/** The guest leaves the list from their link (a place booked already is the booking's now). */
export async function leaveWaitlist(db: Db, token: string, asked: Locale): Promise<Result<{ success: true }>> {
  const [left] = await db
    .delete(waitlist)
    .where(and(eq(waitlist.token, token), sql`${OPEN}`))
    .returning({ id: waitlist.id });
  return left ? done({ success: true as const }) : noPlace(asked);
}

/** A place as the owner reads it: not the guest's link, nor the sender's hash. */
export type WaitRow = Omit<WaitEntry, 'token' | 'sender'>;
const asOwnerReads = ({ token: _t, sender: _s, ...row }: WaitEntry): WaitRow => row;

/** The places of a day, in line (oldest first), for the owner. */
export async function readWaitlist(db: Db, date: string): Promise<WaitRow[]> {
  const rows = await db.select().from(waitlist).where(eq(waitlist.date, date)).orderBy(asc(waitlist.createdAt), asc(waitlist.id));
  return rows.map(asOwnerReads);
}

const NO_PLACE = 'Richiesta non più in lista';

/** The owner takes a place off the list (the guest is not written to). */
export async function removeWaitPlace(db: Db, id: number): Promise<Result<{ success: true }>> {
  const [gone] = await db.delete(waitlist).where(eq(waitlist.id, id)).returning({ id: waitlist.id });
  return gone ? done({ success: true as const }) : refused(404, NO_PLACE);
}

/**
 * The owner books a place from the list (docs/product.md#11-bookings, the owner's booking): its
 * day, party and contacts at `time`, past the covers only when the owner says so; the place is then
 * booked and names it, in the booking's own batch (two taps make one booking).
 */
export async function bookFromWaitlist(
  deps: Deps,
  id: number,
  { time, overbook }: { time: string; overbook?: boolean },
  by: string,
): Promise<Result<WaitRow>> {
  const [row] = await deps.db.select().from(waitlist).where(eq(waitlist.id, id));
  if (!row) return refused(404, NO_PLACE);
  const already = () => refused(409, 'Questa richiesta è già una prenotazione');
  if (row.status === 'prenotata') return already();
  const booked = await bookForTheOwner(
    deps,
    {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      date: row.date,
      time,
      guests: row.guests,
      notes: null,
      lang: row.lang,
      overbook,
    },
    by,
    {
      where: sql`EXISTS (SELECT 1 FROM waitlist WHERE id = ${id} AND ${OPEN})`,
      after: (token) => [
        sql`UPDATE waitlist SET status = 'prenotata', sender = NULL, reservation_id = (SELECT id FROM reservations WHERE token = ${token})
            WHERE id = ${id} AND EXISTS (SELECT 1 FROM reservations WHERE token = ${token})`,
      ],
    },
  );
  if (!booked.ok) {
    const [current] = await deps.db.select({ status: waitlist.status }).from(waitlist).where(eq(waitlist.id, id));
    if (!current) return refused(404, NO_PLACE);
    return current.status === 'prenotata' ? already() : booked;
  }
  const [after] = await deps.db.select().from(waitlist).where(eq(waitlist.id, id));
  return done(asOwnerReads(after!));
}
