// What the site holds on one guest, found by their e-mail or phone, for the rights the privacy
// policy promises them (i18n/messages/legal, 'I tuoi diritti'; GDPR art. 15, 17 and 20): the owner
// hands it over as it is, or erases it. A guest is their bookings, their enquiries for a group, the
// e-mails about those, and the e-mails to their address that no booking holds.
import { asc, sql, type SQL } from 'drizzle-orm';
import { cancelledByErasure } from '#domain/bookings/rules';
import type { GuestQuery } from '#domain/guests/schemas';
import type { Db } from '../db/client';
import { outbox, type Reservation, reservations } from '../db/schema';
import { rawBatch } from '../db/statements';
import { guestErased, type MailKind, type SendEnv, withSite } from '../mail/compose';
import { sendNow } from '../mail/send';
import { readFacts } from '../site/site';
import { emailKey, phoneKey } from './keys';

/** The guest's bookings, as a condition on `reservations` (by its own column names). */
function ofGuest(q: GuestQuery): SQL {
  if (q.email !== undefined) return sql`${emailKey(sql`email`)} = ${emailKey(sql`${q.email}`)}`;
  const wanted = phoneKey(sql`${q.phone ?? ''}`);
  // A query that says no number would find every booking written in without a phone.
  return sql`${wanted} <> '' AND ${phoneKey(sql`phone`)} = ${wanted}`;
}

/**
 * The guest's profiles (what the house knows of them: docs/product.md#18-the-guests-the-house-knows),
 * as a condition on `profiles`: those of their bookings, and those with their e-mail or phone.
 */
function guestProfiles(q: GuestQuery, bookingIds: SQL): SQL {
  const key =
    q.email !== undefined ? sql`email_key = ${emailKey(sql`${q.email}`)}` : sql`phone_key = nullif(${phoneKey(sql`${q.phone ?? ''}`)}, '')`;
  return sql`(${key} OR id IN (SELECT profile_id FROM reservations WHERE id IN (${bookingIds})))`;
}

/**
 * Messages to the restaurant and its people, never to a guest: one about a guest's booking is theirs
 * through the booking, and one to an address is a guest's only when it is not of these kinds (the
 * owner's own address would otherwise find every guest's new booking).
 */
const NOT_TO_GUESTS: readonly MailKind[] = ['nuova-prenotazione', 'annullata', 'invito', 'modifica', 'richiesta-gruppo'];
const notToGuests = sql.raw(`(${NOT_TO_GUESTS.map((k) => `'${k}'`).join(', ')})`);
const toGuest = (kind: string) => !(NOT_TO_GUESTS as readonly string[]).includes(kind);

/** The guest's enquiries for a group or a private party, as a condition on `contacts` (by its own column names). */
const ofEnquirer = (q: GuestQuery): SQL => ofGuest(q);

/**
 * The guest's messages, as a condition on `outbox`: those about the bookings `bookingIds` selects and
 * about their enquiries, and those to their address that no booking holds.
 */
function guestMail(q: GuestQuery, bookingIds: SQL): SQL {
  const aboutBookings = sql`(reservation_id IN (${bookingIds}) OR contact_id IN (SELECT id FROM contacts WHERE ${ofEnquirer(q)})
    OR waitlist_id IN (SELECT id FROM waitlist WHERE ${ofGuest(q)}))`;
  if (q.email === undefined) return aboutBookings;
  return sql`(${aboutBookings} OR (reservation_id IS NULL AND kind NOT IN ${notToGuests} AND ${emailKey(sql`"to"`)} = ${emailKey(sql`${q.email}`)}))`;
}

/**
 * Why no throttle record is the guest's (lib/throttle.ts, lib/throttle-keys.ts): the limits count
 * by network address, username and browser, none by e-mail or phone, and forget within the hour.
 */
export const THROTTLE_NOTE =
  'Il sito conta i tentativi di accesso e le richieste dal modulo di prenotazione per indirizzo di rete, nome utente o browser, mai per e-mail o telefono, e cancella questi conteggi dopo un’ora: nessuno si può ricondurre a questo cliente. Una richiesta dal modulo che aspetta ancora una risposta tiene solo un’impronta cifrata dell’indirizzo IP da cui è partita, non l’indirizzo, e la perde con la risposta o con la prenotazione.';

/**
 * Everything held on the guest, as the admin shows it and as 'Esporta' hands it over: each booking
 * without what only the site's workings read (its link's token, the sender's keyed hash, the
 * overbooking flag, the staff member who last set its status), and each e-mail's text as sent. An
 * e-mail to the restaurant about a booking of theirs is listed too (it repeats their data), without
 * the restaurant's address.
 */
export async function guestData(db: Db, q: GuestQuery, now = new Date()) {
  const [[bookings, emails], profiles, enquiries, waitlist] = await Promise.all([
    guestRows(db, q),
    guestProfileRows(db, q),
    guestEnquiries(db, q),
    guestWaits(db, q),
  ]);
  return {
    generatedAt: now.toISOString(),
    query: q.email !== undefined ? { email: q.email } : { phone: q.phone ?? '' },
    bookings,
    emails: emails.map(({ to, ...e }) =>
      toGuest(e.kind) ? { ...e, recipient: 'cliente' as const, to } : { ...e, recipient: 'ristorante' as const, to: null },
    ),
    profiles,
    enquiries,
    waitlist,
    throttle: { records: [] as never[], note: THROTTLE_NOTE },
  };
}

/** An enquiry for a group as handed over: as the guest wrote it, how the owner marked it, the booking it became. */
interface EnquiryHeld {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  date: string | null;
  guests: number | null;
  budget: string | null;
  lang: string;
  status: string;
  bookingId: number | null;
  createdAt: number;
}

/** The guest's enquiries for a group or a private party, as they wrote them, with how the owner marked them. */
const guestEnquiries = (db: Db, q: GuestQuery) =>
  db
    .all<EnquiryHeld>(
      sql`SELECT id, name, email, phone, subject, message, date, guests, budget, lang, status, reservation_id AS bookingId, created_at AS createdAt
        FROM contacts WHERE ${ofEnquirer(q)} ORDER BY id`,
    )
    .then((rows) => rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })));

/** A place on the waiting list as handed over: as the guest wrote it, and what became of it. */
interface WaitHeld {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  guests: number;
  times: string;
  lang: string;
  status: string;
  offeredTime: string | null;
  offeredAt: number | null;
  bookingId: number | null;
  createdAt: number;
}

/** The guest's places on the waiting list (docs/product.md#21-waiting-for-a-table). */
const guestWaits = (db: Db, q: GuestQuery) =>
  db
    .all<WaitHeld>(
      sql`SELECT id, first_name AS firstName, last_name AS lastName, email, phone, date, guests, json(times) AS times, lang, status,
          offered_time AS offeredTime, offered_at AS offeredAt, reservation_id AS bookingId, created_at AS createdAt
        FROM waitlist WHERE ${ofGuest(q)} ORDER BY id`,
    )
    .then((rows) =>
      rows.map((r) => ({
        ...r,
        times: JSON.parse(r.times) as string[],
        offeredAt: r.offeredAt === null ? null : new Date(r.offeredAt).toISOString(),
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    );
export type GuestData = Awaited<ReturnType<typeof guestData>>;

/** The guest's profiles as handed over: what the house wrote of them, their allergies with the consent's date. */
const guestProfileRows = (db: Db, q: GuestQuery) =>
  db
    .all<Record<string, unknown>>(
      sql`SELECT id, first_name AS firstName, last_name AS lastName, email, phone, notes, json(tags) AS tags, json(allergies) AS allergies,
          json(diets) AS diets, allergy_consent_at AS allergyConsentAt, allergy_consent_by AS allergyConsentBy,
          confirm_by_hand AS confirmByHand, kept_visits AS earlierVisits, kept_no_shows AS earlierNoShows,
          kept_late_cancellations AS earlierLateCancellations, created_at AS createdAt
        FROM profiles WHERE ${guestProfiles(q, sql`SELECT id FROM reservations WHERE ${ofGuest(q)}`)} ORDER BY id`,
    )
    .then((rows) =>
      rows.map((r) => ({
        ...r,
        tags: JSON.parse(r.tags as string) as string[],
        allergies: JSON.parse(r.allergies as string) as string[],
        diets: JSON.parse(r.diets as string) as string[],
        confirmByHand: Boolean(r.confirmByHand),
        allergyConsentAt: r.allergyConsentAt === null ? null : new Date(r.allergyConsentAt as number).toISOString(),
        createdAt: new Date(r.createdAt as number).toISOString(),
      })),
    );

/** The guest's bookings and messages (guestData). */
function guestRows(db: Db, q: GuestQuery) {
  return db.batch([
    db
      .select({
        id: reservations.id,
        firstName: reservations.firstName,
        lastName: reservations.lastName,
        email: reservations.email,
        phone: reservations.phone,
        date: reservations.date,
        time: reservations.time,
        guests: reservations.guests,
        service: reservations.service,
        status: reservations.status,
        source: reservations.source,
        lang: reservations.lang,
        notes: reservations.notes,
        allergies: reservations.allergies,
        diets: reservations.diets,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(ofGuest(q))
      .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id)),
    db
      .select({
        id: outbox.id,
        bookingId: outbox.reservationId,
        kind: outbox.kind,
        to: outbox.to,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        text: outbox.text,
      })
      .from(outbox)
      .where(guestMail(q, sql`SELECT id FROM reservations WHERE ${ofGuest(q)}`))
      .orderBy(asc(outbox.id)),
  ]);
}

/** What an erasure did: counts only, never the guest's data (the activity record reads the answer). */
export interface Erasure {
  bookingsDeleted: number;
  /** Of those, the bookings still to come that were cancelled first. */
  bookingsCancelled: number;
  emailsDeleted: number;
  /** The messages that told the guest of the cancellation (one per address). */
  emailsSent: number;
  /** What the house knew of them (their profile: notes, tags, allergies). */
  profilesDeleted: number;
  /** Their enquiries for a group or a private party. */
  enquiriesDeleted: number;
  /** Their places on the waiting list. */
  waitlistDeleted: number;
}

/**
 * Erases the guest (GDPR art. 17): every booking and every message of theirs. Those still to come
 * are cancelled first by a message to each address, sent at once, since the batch deletes the rows
 * the outbox would send it from. If one cannot be sent, nothing is erased (`failed`, with how many
 * had already left); otherwise one batch deletes the messages and the bookings read, so a booking
 * the guest makes meanwhile stays, neither told nor erased.
 */
export async function eraseGuest(
  db: Db,
  env: SendEnv,
  q: GuestQuery,
  now = new Date(),
): Promise<{ erased: Erasure } | { failed: true; sent: number }> {
  const bookings = await db.select().from(reservations).where(ofGuest(q)).orderBy(asc(reservations.id));
  const cancelled = bookings.filter((b) => cancelledByErasure(b, now));
  const byAddress = new Map<string, Reservation[]>();
  for (const b of cancelled) {
    const address = b.email.trim().toLowerCase();
    // A booking written in without an e-mail is cancelled without a word: there is no one to write to.
    if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), b]);
  }
  let sent = 0;
  if (byAddress.size) {
    const mailEnv = withSite(env, await readFacts(db));
    for (const group of byAddress.values()) {
      try {
        await sendNow(mailEnv, guestErased(group, mailEnv));
      } catch (error) {
        console.error('erasure: cancellation not sent', error instanceof Error ? error.message : error);
        return { failed: true, sent };
      }
      sent += 1;
    }
  }
  const ids = sql`SELECT value FROM json_each(${JSON.stringify(bookings.map((b) => b.id))})`;
  const [profilesGone, emailsGone, bookingsGone, enquiriesGone, waitsGone] = await rawBatch<{ id: number }>(db, [
    sql`DELETE FROM profiles WHERE ${guestProfiles(q, ids)} RETURNING id`,
    sql`DELETE FROM outbox WHERE ${guestMail(q, ids)} RETURNING id`,
    sql`DELETE FROM reservations WHERE id IN (${ids}) RETURNING id`,
    sql`DELETE FROM contacts WHERE ${ofEnquirer(q)} RETURNING id`,
    sql`DELETE FROM waitlist WHERE ${ofGuest(q)} RETURNING id`,
  ]);
  return {
    erased: {
      bookingsDeleted: bookingsGone!.length,
      bookingsCancelled: cancelled.length,
      emailsDeleted: emailsGone!.length,
      emailsSent: sent,
      profilesDeleted: profilesGone!.length,
      enquiriesDeleted: enquiriesGone!.length,
      waitlistDeleted: waitsGone!.length,
    },
  };
}
