// Groups and private parties (docs/product.md#19-groups-and-private-parties): a party above the
// booking form's limit writes to the restaurant instead of booking, stored in the spec's `contacts`.
// The request limits hold (per sender, per mailbox, the site's ceiling: docs/decisions/022-bookings-under-attack.md);
// the owner is e-mailed, the guest gets a receipt with none of their words; the owner answers through
// the outbox, marks how it goes, and turns a confirmed one into a booking.
import { desc, eq, sql } from 'drizzle-orm';
import { m } from '#i18n/messages';
import { BASE_LOCALE } from '#domain/page-routes';
import type { ContactStatus } from '#domain/constants';
import type { EnquiryRequest } from '#domain/contacts/schemas';
import { MIN_FILL_MS, PUBLIC_REQUESTS_CEILING } from '#domain/bookings/timings';
import { unbreakable } from '#domain/site/facts';
import type { Db } from '../db/client';
import { type Contact, contacts, reservations } from '../db/schema';
import { rawBatch } from '../db/statements';
import { type Deps, done, refused, type Result } from '../lib/result';
import { forgetHits } from '../lib/throttle';
import { enquiryReply, guestEnquiryReceived, ownerNewEnquiry, withSite } from '../mail/compose';
import { deliverOutbox, queueForContact } from '../mail/outbox';
import { readFacts } from '../site/site';
import { ceilingSince } from '../bookings/queries';
import { clientLimits, type Sender } from '../bookings/guest-request';
import { bookForTheOwner } from '../bookings/owner-booking';

/** Enquiries one mailbox may have waiting for an answer at once. */
export const MAILBOX_ENQUIRIES = 3;

/** The enquiry just written, in a batch: the newest row, only if the statement before wrote one. */
const justWritten = sql`id = (SELECT max(id) FROM contacts) AND changes() > 0`;

/**
 * Stores a guest's enquiry and queues the owner's notice and the guest's receipt, in one batch; 201's
 * `{ success: true }`, or 429 past a limit. One that trips the anti-bot signals is answered alike and
 * kept nowhere: an enquiry holds no seats, so there is nothing for the owner to look at.
 */
export async function placeEnquiry(
  { db, env, later }: Deps,
  { nectar, fillMs, lang, ...e }: EnquiryRequest,
  from: Sender,
): Promise<Result<{ success: true }>> {
  const locale = lang ?? BASE_LOCALE;
  if (nectar || (fillMs !== undefined && fillMs < MIN_FILL_MS)) return done({ success: true as const });
  const limits = await clientLimits(db, from, locale);
  if ('ok' in limits) return limits;
  const now = new Date();
  const facts = await readFacts(db);
  const enquiry = { ...e, phone: e.phone || null, date: e.date ?? null, guests: e.guests ?? null, budget: e.budget ?? null, lang: locale };
  const mail = withSite(env, facts);
  const conditions = {
    mailbox: sql`(SELECT count(*) FROM contacts WHERE lower(email) = lower(${e.email}) AND status = 'nuova') < ${MAILBOX_ENQUIRIES}`,
    ceiling: sql`(SELECT count(*) FROM contacts WHERE created_at > ${ceilingSince(now)}) < ${PUBLIC_REQUESTS_CEILING}`,
  };
  const [written] = await rawBatch<{ id: number }>(db, [
    sql`INSERT INTO contacts (name, email, subject, message, created_at, phone, date, guests, budget, lang)
        SELECT ${enquiry.name}, ${enquiry.email}, ${enquiry.subject}, ${enquiry.message}, ${now.getTime()}, ${enquiry.phone},
          ${enquiry.date}, ${enquiry.guests}, ${enquiry.budget}, ${locale}
        WHERE ${conditions.mailbox} AND ${conditions.ceiling} RETURNING id`,
    // Each insert follows the one before it: changes() is 1 only if it wrote.
    queueForContact(ownerNewEnquiry(enquiry, mail), justWritten),
    queueForContact(guestEnquiryReceived(enquiry, mail), justWritten),
  ]);
  const id = written![0]?.id;
  if (id) {
    later(deliverOutbox(db, env, new Date(), { contact: id }));
    return done({ success: true as const });
  }
  await forgetHits(db, limits.hitIds);
  const phone = unbreakable(facts.phone);
  const [checks] = await rawBatch<{ ceiling: number }>(db, [sql`SELECT (${conditions.ceiling}) AS ceiling`]);
  if (!checks![0]!.ceiling) return refused(429, m.mail_refusal_ceiling({ phone }, { locale }), { reason: 'ceiling' });
  return refused(429, m.mail_refusal_enquiries({ phone }, { locale }), { reason: 'sender' });
}

/** An enquiry as the owner reads it: the booking it became, if any, by its date and time. */
export type EnquiryRow = Contact & { booking: { id: number; date: string; time: string; status: string } | null };

/** The enquiries, newest first (the latest 200), or the one of `id`. */
export async function readEnquiries(db: Db, id?: number): Promise<EnquiryRow[]> {
  const rows = await db
    .select({
      contact: contacts,
      booking: { id: reservations.id, date: reservations.date, time: reservations.time, status: reservations.status },
    })
    .from(contacts)
    .leftJoin(reservations, eq(reservations.id, contacts.reservationId))
    .where(id === undefined ? undefined : eq(contacts.id, id))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(200);
  return rows.map(({ contact, booking }) => ({ ...contact, booking: booking?.id ? booking : null }));
}

const NO_ENQUIRY = 'Richiesta non trovata';
const ALREADY_BOOKED = 'Questa richiesta è già una prenotazione';
const enquiryById = async (db: Db, id: number) => (await readEnquiries(db, id))[0]!;

/** The owner marks how an enquiry goes, as `by`. */
export async function markEnquiry(db: Db, id: number, status: ContactStatus, by: string): Promise<Result<EnquiryRow>> {
  const [changed] = await db.update(contacts).set({ status, statusBy: by }).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (!changed) return refused(404, NO_ENQUIRY);
  return done(await enquiryById(db, id));
}

/**
 * The owner's answer, e-mailed to the enquiry's address through the outbox (the address the schema
 * accepted; the owner's words in the body only). A new enquiry answered is 'in trattativa'; the
 * answer is the enquiry as it then is.
 */
export async function replyToEnquiry(
  { db, env, later }: Deps,
  id: number,
  message: string,
  by: string,
): Promise<Result<{ enquiry: EnquiryRow }>> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) return refused(404, NO_ENQUIRY);
  const mail = withSite(env, await readFacts(db));
  await rawBatch(db, [
    sql`UPDATE contacts SET status = CASE WHEN status = 'nuova' THEN 'in-trattativa' ELSE status END,
          status_by = CASE WHEN status = 'nuova' THEN ${by} ELSE status_by END WHERE id = ${id}`,
    queueForContact(enquiryReply(row, message, mail), sql`id = ${id}`),
  ]);
  later(deliverOutbox(db, env, new Date(), { contact: id }));
  // Under its own key: the answer's `message` is the owner's, the enquiry's the guest's.
  return done({ enquiry: await enquiryById(db, id) });
}

/**
 * A confirmed enquiry made the owner's booking (docs/product.md#11-bookings): its date, party and
 * contacts, the owner's `time`; past the covers or outside the kitchen's hours only when the owner
 * says so, with the owner's booking's own 409s. The enquiry is then 'confermata' and names it.
 */
export async function bookEnquiry(
  deps: Deps,
  id: number,
  { time, overbook, outsideHours }: { time: string; overbook?: boolean; outsideHours?: boolean },
  by: string,
): Promise<Result<EnquiryRow>> {
  const { db } = deps;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) return refused(404, NO_ENQUIRY);
  if (row.reservationId !== null) return refused(409, ALREADY_BOOKED);
  if (!row.date || !row.guests)
    return refused(409, 'La richiesta non dice il giorno o le persone: scrivi la prenotazione dalla scheda Prenotazioni');
  const booked = await bookForTheOwner(
    deps,
    {
      firstName: row.name,
      lastName: '',
      email: row.email,
      phone: row.phone ?? '',
      date: row.date,
      time,
      guests: row.guests,
      notes: [row.subject, row.budget ? `Budget: ${row.budget}` : ''].filter(Boolean).join(' · ').slice(0, 1000),
      lang: row.lang,
      overbook,
      outsideHours,
    },
    by,
    // In the booking's own batch: the enquiry is not yet a booking, and becomes this one. Two taps
    // at once (the titolare's and the front's) make one booking.
    {
      where: sql`NOT EXISTS (SELECT 1 FROM contacts WHERE id = ${id} AND reservation_id IS NOT NULL)`,
      after: (token) => [
        sql`UPDATE contacts SET status = 'confermata', status_by = ${by}, reservation_id = (SELECT id FROM reservations WHERE token = ${token})
            WHERE id = ${id} AND EXISTS (SELECT 1 FROM reservations WHERE token = ${token})`,
      ],
    },
  );
  if (!booked.ok) {
    const [now] = await db.select({ reservationId: contacts.reservationId }).from(contacts).where(eq(contacts.id, id));
    return now?.reservationId ? refused(409, ALREADY_BOOKED) : booked;
  }
  return done(await enquiryById(db, id));
}
