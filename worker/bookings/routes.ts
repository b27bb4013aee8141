// The booking calls (docs/product.md#7-the-api and #11-bookings). Each route reads the request,
// calls one command of this folder and answers its result; the rules, the SQL and the e-mails are
// the commands'. The spec's addresses keep the word 'reservations' where it wrote it; the code
// says 'booking'.
//  - /api/reservations: a guest's request from the form, or (with a session) the owner's booking,
//    as the spec has it; the owner's book; the owner's answer; erasure;
//  - /api/bookings: the owner's booking on a call of its own (the owner's fields only), and a
//    guest's booking through the personal link of their e-mails;
//  - /api/waitlist: a guest's place on the waiting list, its offer taken from the e-mail's link, and
//    the owner's list of a day;
//  - /api/booking-settings, /api/availability, /api/booking-day, /api/notifications,
//    /api/booking-ceiling: the weekly schedule, what a guest can still book, the covers of the
//    owner's book, the e-mails, the form's daily ceiling.
// A guest reads in the guest's language (docs/decisions/024-languages.md); the owner's answers stay Italian.
import { type Context, Hono } from 'hono';
import { BASE_LOCALE } from '#domain/page-routes';
import {
  availabilityQuery,
  cancellationInput,
  type OwnerReservationInput,
  ownerReservationInput,
  reservationRequest,
  reservationsQuery,
  reservationStatusInput,
  thankYouInput,
} from '#domain/bookings/schemas';
import { bookingChangeInput } from '#domain/bookings/change-schema';
import { bookDayQuery, bookingSettingsInput, ownerBookingInput } from '#domain/bookings/owner-schemas';
import type { AppEnv } from '../app-env';
import {
  idParam,
  jsonBody,
  jsonBodyBySession,
  keptNowhere,
  queryParams,
  refusal,
  throttleClient,
  throttleNetwork,
  validBody,
} from '../http';
import { languageAsked } from '../lib/in-language';
import { publicRead, publicWrite, sala, titolare } from '../middleware/route-marks';
import { answerBooking } from './answer';
import { eraseBookingOf, readBook, readCeiling, readSentMail, reopenBookingForm } from './book';
import { dayServices, readAvailability } from './day';
import { cancelBooking, confirmFromEmail, forgetAllergies, readGuestBooking } from './guest-link';
import { type GuestRequest, placeGuestRequest } from './guest-request';
import { changeBooking, movingOf } from './guest-change';
import { bookForTheOwner } from './owner-booking';
import { readBookingSettings } from './queries';
import { depsOf } from '../lib/result';
import { saveSchedule } from './schedule';
import { skipThankYou } from './thank-you';
import { formStamp } from './form-post';
import { seatBookingAt, seatWalkIn, setArrival } from './evening';
import { arrivalInput, bookingTablesInput, walkInInput } from '#domain/room/schemas';
import { waitlistBookInput, waitlistQuery, waitlistRequest, waitlistTokenInput } from '#domain/bookings/waitlist-schema';
import { bookFromWaitlist, claimOffer, joinWaitlist, leaveWaitlist, readWaitlist, readWaitPlace, removeWaitPlace } from './waitlist';

/** Who writes an owner's booking in: the session's name (the guard let only a session through). */
const author = (c: Context<AppEnv>) => c.var.session!.name;

export const reservationRoutes = new Hono<AppEnv>()
  // One address, two commands (the spec's): with a session the owner's booking, its body read by
  // the owner's schema (which accepts the form's anti-bot fields and ignores them); without, a
  // guest's request. The owner's own call is POST /api/bookings.
  .post('/', publicWrite, jsonBodyBySession(ownerReservationInput, reservationRequest), async (c) => {
    if (c.var.session) {
      const { nectar: _n, website: _w, fillMs: _f, ...booking } = validBody<OwnerReservationInput>(c);
      const r = await bookForTheOwner(depsOf(c), booking, author(c));
      return r.ok ? c.json(r.value, 201) : refusal(c, r);
    }
    const sender = { client: throttleClient(c), network: throttleNetwork(c) };
    const r = await placeGuestRequest(depsOf(c), validBody<GuestRequest>(c), sender);
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .get('/', sala, keptNowhere, queryParams(reservationsQuery), async (c) => c.json(await readBook(c.var.db, c.req.valid('query'))))
  .put('/:id/status', sala, jsonBody(reservationStatusInput), async (c) => {
    const { status, overbook } = c.req.valid('json');
    const r = await answerBooking(depsOf(c), idParam(c), status, author(c), overbook);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  // The evening (docs/product.md#17-the-evening-on-tables): a booking's tables and where its party is.
  .put('/:id/tables', sala, jsonBody(bookingTablesInput), async (c) => {
    const r = await seatBookingAt(depsOf(c), idParam(c), c.req.valid('json'));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .put('/:id/arrival', sala, jsonBody(arrivalInput), async (c) => {
    const { arrival, rev } = c.req.valid('json');
    const r = await setArrival(depsOf(c), idParam(c), arrival, rev);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  // The word after the visit: this booking's guest is not thanked (or is again).
  .put('/:id/thank-you', sala, jsonBody(thankYouInput), async (c) => {
    const r = await skipThankYou(c.var.db, idParam(c), c.req.valid('json').skip);
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  // Erased when the guest asks (GDPR art. 17), its e-mails with it.
  .delete('/:id', titolare, async (c) => {
    const r = await eraseBookingOf(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

export const bookingRoutes = new Hono<AppEnv>()
  // The owner's booking (a phone call, a walk-in), by whoever may read the book.
  .post('/', sala, jsonBody(ownerBookingInput), async (c) => {
    const r = await bookForTheOwner(depsOf(c), c.req.valid('json'), author(c));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  // The booking form's stamp: the instant it is drawn, signed (form-post.ts). A visitor's copy of
  // /contatti kept a minute in the edge cache says a little more.
  .get('/stamp', publicRead, async (c) => c.json(await formStamp(c.env.SESSION_SECRET)))
  .get('/:token', publicRead, async (c) => {
    const r = await readGuestBooking(c.var.db, c.req.param('token'), languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/verify', publicWrite, jsonBody(cancellationInput), async (c) => {
    const r = await confirmFromEmail(depsOf(c), c.req.valid('json').token, languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/cancel', publicWrite, jsonBody(cancellationInput), async (c) => {
    const r = await cancelBooking(depsOf(c), c.req.valid('json').token, languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/change', publicWrite, jsonBody(bookingChangeInput), async (c) => {
    const { token, ...change } = c.req.valid('json');
    const r = await changeBooking(depsOf(c), token, change, languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/forget-allergies', publicWrite, jsonBody(cancellationInput), async (c) => {
    const r = await forgetAllergies(c.var.db, c.req.valid('json').token, languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

/** The waiting list (docs/product.md#21-waiting-for-a-table). */
export const waitlistRoutes = new Hono<AppEnv>()
  .post('/', publicWrite, jsonBody(waitlistRequest), async (c) => {
    const r = await joinWaitlist(depsOf(c), c.req.valid('json'), { client: throttleClient(c), network: throttleNetwork(c) });
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .get('/', sala, keptNowhere, queryParams(waitlistQuery), async (c) => c.json(await readWaitlist(c.var.db, c.req.valid('query').date)))
  // The guest's link: what the place is, the offered time taken, or the place left.
  .get('/place/:token', publicRead, async (c) => {
    const r = await readWaitPlace(c.var.db, c.req.param('token'), languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/claim', publicWrite, jsonBody(waitlistTokenInput), async (c) => {
    const r = await claimOffer(depsOf(c), c.req.valid('json').token, languageAsked(c));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .post('/leave', publicWrite, jsonBody(waitlistTokenInput), async (c) => {
    const r = await leaveWaitlist(c.var.db, c.req.valid('json').token, languageAsked(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  })
  .post('/:id/book', sala, jsonBody(waitlistBookInput), async (c) => {
    const r = await bookFromWaitlist(depsOf(c), idParam(c), c.req.valid('json'), author(c));
    return r.ok ? c.json(r.value, 201) : refusal(c, r);
  })
  .delete('/:id', sala, async (c) => {
    const r = await removeWaitPlace(c.var.db, idParam(c));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

/** A party seated now without a booking ('Senza prenotazione'). */
export const walkInRoutes = new Hono<AppEnv>().post('/', sala, jsonBody(walkInInput), async (c) => {
  const r = await seatWalkIn(depsOf(c), c.req.valid('json'), author(c));
  return r.ok ? c.json(r.value, 201) : refusal(c, r);
});

export const bookingSettingsRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await readBookingSettings(c.var.db)))
  .put('/', titolare, jsonBody(bookingSettingsInput), async (c) => {
    const r = await saveSchedule(depsOf(c), c.req.valid('json'));
    return r.ok ? c.json(r.value) : refusal(c, r);
  });

export const availabilityRoutes = new Hono<AppEnv>().get('/', publicRead, queryParams(availabilityQuery), async (c) => {
  const { date, guests, lang, booking, event } = c.req.valid('query');
  return c.json(
    await readAvailability(c.var.db, date, guests, lang ?? BASE_LOCALE, {
      except: booking ? await movingOf(c.var.db, booking) : undefined,
      eventId: event,
    }),
  );
});

export const bookDayRoutes = new Hono<AppEnv>().get('/', sala, queryParams(bookDayQuery), async (c) =>
  c.json(await dayServices(c.var.db, c.req.valid('query').date)),
);

export const notificationRoutes = new Hono<AppEnv>().get('/', sala, keptNowhere, async (c) =>
  c.json(await readSentMail(c.var.db, c.var.session!.role === 'titolare')),
);

export const ceilingRoutes = new Hono<AppEnv>()
  .get('/', sala, async (c) => c.json(await readCeiling(c.var.db)))
  // 'Riapri il modulo': the count starts again from now (the requests already in stay in the book).
  .post('/reset', sala, async (c) => c.json(await reopenBookingForm(c.var.db)));
