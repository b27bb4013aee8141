// docs/product.md#7-the-api and #11-bookings: a visitor sends a request for seats that are left; the
// owner writes in phone bookings and walk-ins, reads the book, by day or by range, and answers each
// request; every step queues its e-mail in the same batch (services/mail.ts). What holds against a
// flood of invented requests is docs/decisions/022-bookings-under-attack.md. A guest who books from
// the English pages (`lang: 'en'`) has the booking kept in English: its e-mails, and the refusals a
// request meets, speak it (docs/decisions/024-languages.md); the owner's answers stay Italian.
import { and, asc, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { m } from '#i18n/messages';
import { BASE_LOCALE, type Locale } from '#domain/page-routes';
import type { AppEnv } from '../app-env';
import { isActive, type ReservationSource, type ReservationStatus, type StoredStatus } from '#domain/constants';
import {
  dayHoursSaid,
  hoursOfDate,
  isSlotAhead,
  leadLabel,
  longDate,
  type Opening,
  type ServiceName,
  WEEKDAY_NAMES,
} from '#domain/reservation-rules';
import { ownerBookingAt, requestCap, serviceCovers } from '#domain/service-bounds';
import { weekdayOf } from '#domain/italy-clock';
import { publicWrite, sala, titolare } from '../middleware/route-marks';
import { reservations } from '../db/schema';
import {
  type OwnerReservationInput,
  ownerReservationInput,
  reservationRequest,
  reservationsQuery,
  reservationStatusInput,
} from '#domain/bookings/schemas';
import type * as z from 'zod/mini';
import {
  idParam,
  jsonBodyBySession,
  jsonBody,
  jsonError,
  keptNowhere,
  notFound,
  queryParams,
  throttleClient,
  throttleNetwork,
  validBody,
} from '../http';
import {
  ceilingCount,
  closedOn,
  closureMessage,
  type DayState,
  fitsAfter,
  fullTimeMessage,
  heldCovers,
  PUBLIC_REQUESTS_CEILING,
  readBookingSettings,
  readDay,
  SENDER_COVERS,
  senderOf,
  waitingCovers,
} from '../services/bookings';
import { type Composed, guestConfirmed, guestDeclined, guestReceived, guestVerify, ownerNewBooking, withSite } from '../mail/compose';
import { deliverOutbox, queueWhere } from '../mail/outbox';
import { randomToken } from '../lib/token';
import { rawBatch } from '../db/statements';
import { type SiteFacts, unbreakable } from '#domain/site/facts';
import { readOpening } from '../site/site';
import { attempt, type Count, forgetHits, RESERVATION_LIMIT, RESERVATION_NETWORK_LIMIT } from '../lib/throttle';

/** Below this many milliseconds between opening the form and sending it, a request is a bot's. */
export const MIN_FILL_MS = 3000;

/**
 * The limits of the public form per client (an address, an IPv6 /64, and the /48 around it). A
 * refused booking gives back what it counted. Returns the refusal, or what was counted when the
 * booking may go on (given back too if it is refused later: a full evening uses up no limit).
 */
async function clientLimits(c: Context<AppEnv>, locale: Locale): Promise<{ refused: Response } | { hitIds: number[] }> {
  const network = throttleNetwork(c);
  const clientCounts: Count[] = [
    { key: `reservation-ip:${throttleClient(c)}`, limit: RESERVATION_LIMIT },
    ...(network ? [{ key: `reservation-net:${network}`, limit: RESERVATION_NETWORK_LIMIT }] : []),
  ];
  const perClient = await attempt(c.var.db, clientCounts);
  if (perClient.retryAfter > 0) {
    c.header('Retry-After', String(perClient.retryAfter));
    return { refused: jsonError(c, 429, m.mail_refusal_too_many({}, { locale })) };
  }
  return { hitIds: perClient.hitIds };
}

/** The saved phone as a sentence says it (a number never wraps in the middle). */
const phoneSaid = (facts: SiteFacts) => unbreakable(facts.phone);

/** What a request on a closed day is told: the day's own sentence, on `date`. */
const closedDayRefusal = (c: Context<AppEnv>, day: DayState) => closedRefusal(c, day.availability.message!);

/** A booking as the owner reads it: the sender's hash is only the limits' to read. */
const withoutSender = <T extends { sender: string | null }>({ sender: _sender, ...row }: T) => row;

/** The e-mail a guest gets when the owner changes a booking to this status. */
const GUEST_ANSWER: Partial<Record<ReservationStatus, typeof guestConfirmed>> = { confermata: guestConfirmed, rifiutata: guestDeclined };

/** Columns and values of a new booking, for the INSERT ... SELECT of both paths. */
interface NewBooking {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: number;
  notes: string | null;
  status: StoredStatus;
  service: ServiceName;
  source: ReservationSource;
  /** The guest's language: their e-mails and booking page speak it. */
  lang: Locale;
  token: string;
  sender: string | null;
  overbooked: SQL;
  createdAt: number;
  /** Who in the restaurant wrote it (a phone booking): their name; null for the guest's own. */
  statusBy: string | null;
}

/** Writes `b` if `where` holds, with its e-mails, in one batch; returns the new row or null. */
async function insertBooking(c: Context<AppEnv>, b: NewBooking, where: SQL, messages: Composed[]) {
  const [written] = await rawBatch<{ id: number; created_at: number }>(c.var.db, [
    sql`
      INSERT INTO reservations (first_name, last_name, email, phone, date, time, guests, notes, status, service, source, lang, token, sender, overbooked, created_at, status_by)
      SELECT ${b.firstName}, ${b.lastName}, ${b.email}, ${b.phone}, ${b.date}, ${b.time}, ${b.guests}, ${b.notes}, ${b.status},
        ${b.service}, ${b.source}, ${b.lang}, ${b.token}, ${b.sender}, ${b.overbooked}, ${b.createdAt}, ${b.statusBy}
      WHERE ${where}
      RETURNING id, created_at`,
    ...messages.map((m) => queueWhere(m, sql`token = ${b.token}`)),
  ]);
  return written![0] ?? null;
}

/** A guest's request from the form. */
async function guestRequest(c: Context<AppEnv>) {
  const db = c.var.db;
  const { website, nectar, fillMs, lang, ...reservation } = validBody<z.output<typeof reservationRequest>>(c);
  // The language of the page the guest booked from: the refusals below say it, and the booking keeps it.
  const locale = lang ?? BASE_LOCALE;
  const now = new Date();
  // A closed day (the owner's closure or weekly day off) takes no booking, from anyone; the guest
  // reads why. A time the day's services do not offer (or too soon: the lead time) is refused.
  const day = await readDay(db, reservation.date, reservation.guests, now, locale);
  // Past the daily ceiling an open day is still read whole: the statement below refuses the request
  // with the ceiling's 429, as it always has (a suspected one is still kept apart). A closed day has
  // no times, and says why it is closed.
  if (!day.availability.open && !(day.formClosed && day.slots.size)) return closedDayRefusal(c, day);
  const slot = day.slots.get(reservation.time);
  if (!slot) {
    const message = m.mail_refusal_pick_time({}, { locale });
    return jsonError(c, 400, message, { issues: [{ path: 'time', message }] });
  }
  if (!isSlotAhead(reservation.date, reservation.time, now, day.settings.leadMinutes)) {
    const message = m.mail_refusal_too_soon({ lead: leadLabel(day.settings.leadMinutes, locale), phone: phoneSaid(day.facts) }, { locale });
    return jsonError(c, 400, message, { issues: [{ path: 'time', message }] });
  }
  const limits = await clientLimits(c, locale);
  if ('refused' in limits) return limits.refused;
  const { settings } = day;
  // The anti-bot signals (docs/decisions/022-bookings-under-attack.md): kept for the owner to see,
  // holding nothing and telling nobody, and answered as any request is.
  const suspect = Boolean(nectar || website) || (fillMs !== undefined && fillMs < MIN_FILL_MS);
  const sender = await senderOf(c.env.SESSION_SECRET, throttleClient(c));
  const mode = settings.requestMode;
  const verify = mode === 'email';
  const status: StoredStatus = suspect ? 'sospetta' : verify ? 'non-verificata' : 'nuova';
  const booking = {
    ...reservation,
    notes: reservation.notes ?? null,
    service: slot.service,
    lang: locale,
    token: randomToken(),
    id: 0,
  };
  const mail = withSite(c.env, day.facts);
  const messages = suspect
    ? []
    : verify
      ? [guestVerify(booking, mail)]
      : [ownerNewBooking(booking, mail), guestReceived(booking, mail, settings.cancelHoursBefore, now)];
  const { date, service, guests, email } = booking;
  // The checks and the insert are one statement: two guests sending the last seats at once cannot
  // both get them, nor one sender two evenings' worth in two parallel requests.
  const conditions = {
    seats: sql`${heldCovers(date, service, requestCap(settings, slot.covers))} + ${guests} <= ${slot.covers}`,
    sender: sql`${waitingCovers(sql`sender = ${sender}`, date, service, now)} + ${guests} <= ${SENDER_COVERS}`,
    mailbox: sql`${waitingCovers(sql`lower(email) = lower(${email})`, date, service, now)} + ${guests} <= ${SENDER_COVERS}`,
    ceiling: sql`${ceilingCount(now)} < ${PUBLIC_REQUESTS_CEILING}`,
    open: sql`NOT ${closedOn(date)}`,
  };
  const row = await insertBooking(
    c,
    { ...booking, status, source: 'sito', sender, overbooked: sql`0`, createdAt: now.getTime(), statusBy: null },
    suspect ? conditions.open : sql.join(Object.values(conditions), sql` AND `),
    messages,
  );
  if (row) {
    if (messages.length) c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), row.id));
    return c.json({ id: row.id, createdAt: new Date(row.created_at) }, 201);
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
  if (!met.open) return closedDayRefusal(c, await readDay(db, date, guests, undefined, locale));
  if (!met.ceiling) {
    return jsonError(c, 429, m.mail_refusal_ceiling({ phone: phoneSaid(day.facts) }, { locale }), { reason: 'ceiling' });
  }
  if (!met.sender || !met.mailbox) {
    return jsonError(c, 429, m.mail_refusal_sender({ phone: phoneSaid(day.facts) }, { locale }), { reason: 'sender' });
  }
  return jsonError(c, 409, fullTimeMessage(await readDay(db, date, guests, undefined, locale), booking.time, guests));
}

const closedRefusal = (c: Context<AppEnv>, message: string) => jsonError(c, 400, message, { issues: [{ path: 'date', message }] });

/**
 * Why the owner's booking at `time` lies outside the kitchen's hours that day, as the schedule's form
 * says it ('16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00)'), or 'Il lunedì la
 * cucina è chiusa'; asked before it is taken.
 */
function outsideHoursSaid(opening: Opening, date: string, time: string): string {
  const special = opening.special.has(date);
  const weekday = weekdayOf(date);
  const day = special ? longDate(date) : WEEKDAY_NAMES[weekday]!;
  const hours = hoursOfDate(opening, date);
  if (hours.length) return `${time} è fuori dagli orari della cucina di ${day} (${dayHoursSaid(hours)})`;
  return special ? `La cucina è chiusa ${day}` : `${weekday === 6 ? 'La' : 'Il'} ${day} la cucina è chiusa`;
}

/**
 * A booking the owner (or sala) writes in: confirmed at once, for any service the kitchen serves
 * that day, online or not, bounded by that service's covers, or by the place's seats where the form
 * does not book it; outside the kitchen's hours, or past the covers, only once the owner confirms
 * (docs/product.md#11-bookings).
 */
async function ownerBooking(c: Context<AppEnv>) {
  const db = c.var.db;
  const {
    overbook,
    outsideHours,
    nectar: _n,
    website: _w,
    fillMs: _f,
    lang = BASE_LOCALE,
    ...reservation
  } = validBody<OwnerReservationInput>(c);
  // A closure holds for the owner too, said as the guests were shown it: its days and its sentence.
  const closed = await closureMessage(db, reservation.date);
  if (closed) return closedRefusal(c, closed);
  const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, reservation.date, reservation.date)]);
  const { service, covers, inHours } = ownerBookingAt(settings, reservation.date, reservation.time, opening, opening.facts.seats);
  if (!inHours && !outsideHours) {
    const where = outsideHoursSaid(opening, reservation.date, reservation.time);
    return jsonError(c, 409, `${where}: conferma per prenotare lo stesso.`, { outsideHours: { said: where } });
  }
  // In the language of the form it came from: the owner's own form is Italian; the English site's, English.
  const booking = { ...reservation, notes: reservation.notes ?? null, service, lang, token: randomToken(), id: 0 };
  const held = heldCovers(booking.date, service, requestCap(settings, covers));
  const fits = sql`${held} + ${booking.guests} <= ${covers}`;
  const row = await insertBooking(
    c,
    {
      ...booking,
      status: 'confermata',
      source: 'titolare',
      sender: null,
      overbooked: sql`CASE WHEN ${fits} THEN 0 ELSE 1 END`,
      createdAt: Date.now(),
      statusBy: c.var.session!.name,
    },
    sql`NOT ${closedOn(booking.date)} AND (${overbook ? sql`1` : fits})`,
    booking.email ? [guestConfirmed(booking, withSite(c.env, opening.facts), settings.cancelHoursBefore)] : [],
  );
  if (row) {
    if (booking.email) c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), row.id));
    return c.json({ id: row.id, createdAt: new Date(row.created_at) }, 201);
  }
  const closedSince = await closureMessage(db, booking.date);
  if (closedSince) return closedRefusal(c, closedSince);
  const [rows] = await rawBatch<{ held: number }>(db, [sql`SELECT ${held} AS held`]);
  const total = rows![0]!.held + booking.guests;
  return jsonError(c, 409, `Supera i coperti: ${total} / ${covers}. Conferma per prenotare lo stesso.`, {
    overbook: { booked: total, covers },
  });
}

export const reservationRoutes = new Hono<AppEnv>()
  .post('/', publicWrite, jsonBodyBySession(ownerReservationInput, reservationRequest), (c) =>
    c.var.session ? ownerBooking(c) : guestRequest(c),
  )
  .get('/', sala, keptNowhere, queryParams(reservationsQuery), async (c) => {
    const { date, from, to, status } = c.req.valid('query');
    const db = c.var.db;
    // A day's book or a range (the owner's day view, the CSV export), in the day's order; without
    // a filter, every booking, newest first (docs/product.md#7-the-api).
    const filtered = date !== undefined || from !== undefined || to !== undefined || status !== undefined;
    // Everything but the sender's hash, which only the limits read.
    const { sender: _sender, ...shownColumns } = getTableColumns(reservations);
    const rows = await db
      .select(shownColumns)
      .from(reservations)
      .where(
        and(
          date === undefined ? undefined : eq(reservations.date, date),
          from === undefined ? undefined : gte(reservations.date, from),
          to === undefined ? undefined : lte(reservations.date, to),
          status === undefined ? undefined : eq(reservations.status, status),
        ),
      )
      .orderBy(
        ...(filtered
          ? [asc(reservations.date), asc(reservations.time), asc(reservations.id)]
          : [desc(reservations.createdAt), desc(reservations.id)]),
      );
    return c.json(rows);
  })
  // Beyond the first version (docs/product.md#7-the-api): the owner confirms or refuses a booking,
  // and the guest is told by e-mail, queued in the same batch and only if the status did change
  // (a second tap, or a second tab, tells nobody twice)...
  .put('/:id/status', sala, jsonBody(reservationStatusInput), async (c) => {
    const db = c.var.db;
    const id = idParam(c);
    const { status } = c.req.valid('json');
    const [before] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!before) return notFound(c, 'Prenotazione non trovata');
    if (before.status === status) return c.json(withoutSender(before));
    // A change that makes the booking hold seats (a confirmation, when requests hold none until then;
    // a declined or cancelled booking taken back) takes them only if they are still free. The owner's
    // answer also ends the keeping of who sent the request (docs/decisions/022-bookings-under-attack.md).
    // Its covers are its service's that day, or the place's seats where the form does not book it;
    // in the e-mail mode the unanswered requests hold at most the owner's share of them.
    const [settings, opening] = await Promise.all([readBookingSettings(db), readOpening(db, before.date, before.date)]);
    const covers = serviceCovers(settings, before.date, before.service, opening, opening.facts.seats);
    const fits = fitsAfter(before.date, before.service, requestCap(settings, covers), covers, {
      exceptId: id,
      add: { status, guests: before.guests },
    });
    // A request that tripped the anti-bot checks, or that its guest never confirmed, is declined
    // silently: its address may be anyone's, typed by whoever sent it.
    const unproven = before.status === 'sospetta' || before.status === 'non-verificata';
    const tell = before.token && before.email && !(unproven && status === 'rifiutata') ? GUEST_ANSWER[status] : undefined;
    const [changed] = await rawBatch(db, [
      sql`UPDATE reservations SET status = ${status}, status_by = ${c.var.session!.name}, sender = CASE WHEN ${status} = 'nuova' THEN sender END
          WHERE id = ${id} AND status = ${before.status} AND ${fits} AND ${isActive(status) ? sql`NOT ${closedOn(before.date)}` : sql`1`} RETURNING id`,
      ...(tell
        ? [queueWhere(tell(before, withSite(c.env, opening.facts), settings.cancelHoursBefore), sql`id = ${id} AND changes() > 0`)]
        : []),
    ]);
    const [after] = await db.select().from(reservations).where(eq(reservations.id, id));
    if (!after) return notFound(c, 'Prenotazione non trovata');
    if (!changed!.length && after.status !== status) {
      // A closed day takes no standing booking, the owner's taken back included.
      const closed = after.status === before.status && isActive(status) ? await closureMessage(db, before.date) : null;
      if (closed) return jsonError(c, 409, closed);
      return jsonError(
        c,
        409,
        after.status !== before.status
          ? 'La prenotazione è cambiata nel frattempo: ricarica la pagina'
          : `Il servizio è pieno: per ${isActive(before.status) ? 'confermare' : 'riprendere'} questa prenotazione servono ${before.guests} posti. Aumenta i coperti o libera dei posti`,
      );
    }
    if (changed!.length && tell) c.executionCtx.waitUntil(deliverOutbox(db, c.env, new Date(), id));
    return c.json(withoutSender(after));
  })
  // ...and erases it when the guest asks (GDPR art. 17), its e-mails with it.
  .delete('/:id', titolare, async (c) => {
    const [row] = await c.var.db
      .delete(reservations)
      .where(eq(reservations.id, idParam(c)))
      .returning({ id: reservations.id });
    return row ? c.json({ success: true }) : notFound(c, 'Prenotazione non trovata');
  });
