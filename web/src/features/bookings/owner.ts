// The owner's reads and calls on reservations, the weekly schedule, the form's daily ceiling and the
// e-mails, through the typed client (loaded with the admin only).
import { useQuery } from '@tanstack/react-query';
import type { ReservationStatus } from '#domain/constants';
import { type Api, client, ok } from '../../lib/client';
import { notificationsKey, reservationsKey } from '../../lib/query-keys';
import type { ReservationRow } from './api';

/** One day's book (docs/product.md#11-bookings), fresh whenever the tab is looked at again. */
export const useDayReservations = (date: string) =>
  useQuery<ReservationRow[]>({
    queryKey: [...reservationsKey, 'giorno', date],
    queryFn: () => ok(client.api.reservations.$get({ query: { date } })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/** The bookings still waiting for an answer, whatever their day (the tab's count). */
export const usePendingReservations = () =>
  useQuery<ReservationRow[]>({
    queryKey: [...reservationsKey, 'nuove'],
    queryFn: () => ok(client.api.reservations.$get({ query: { status: 'nuova' } })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/** The requests the site's anti-bot checks held back, whatever their day: the owner accepts or deletes them. */
export const useSuspectReservations = () =>
  useQuery<ReservationRow[]>({
    queryKey: [...reservationsKey, 'sospette'],
    queryFn: () => ok(client.api.reservations.$get({ query: { status: 'sospetta' } })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/**
 * A booking the owner writes in (a phone call, a walk-in), on the owner's own call with the owner's
 * rules (domain/bookings/owner-schemas.ts): confirmed at once, past the covers only with `overbook`.
 */
export type OwnerBookingBody = Parameters<Api['bookings']['$post']>[0]['json'];
export const addOwnerBooking = (json: OwnerBookingBody) => ok(client.api.bookings.$post({ json }));

/** The covers each service of a day holds, as the Worker counts them (GET /api/booking-day); fresh with the book. */
export const useBookDay = (date: string) =>
  useQuery({
    queryKey: [...reservationsKey, 'coperti', date],
    queryFn: () => ok(client.api['booking-day'].$get({ query: { date } })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/** The bookings from one date to another (the CSV export). */
export const reservationsBetween = (from: string, to: string) => ok(client.api.reservations.$get({ query: { from, to } }));

export const setReservationStatus = (id: number, status: ReservationStatus, overbook?: boolean) =>
  ok(client.api.reservations[':id'].status.$put({ param: { id: String(id) }, json: { status, ...(overbook ? { overbook } : {}) } }));

/** The owner skips (or gives back) one booking's thank-you after the visit. */
export const setThankYou = (id: number, skip: boolean) =>
  ok(client.api.reservations[':id']['thank-you'].$put({ param: { id: String(id) }, json: { skip } }));

export const eraseReservation = (id: number) => ok(client.api.reservations[':id'].$delete({ param: { id: String(id) } }));

export const bookingSettingsKey = ['/api/booking-settings'] as const;
export type BookingSettingsBody = Parameters<(typeof client.api)['booking-settings']['$put']>[0]['json'];
export const useBookingSettings = () =>
  useQuery({ queryKey: bookingSettingsKey, queryFn: () => ok(client.api['booking-settings'].$get()) });
export const saveBookingSettings = (json: BookingSettingsBody) => ok(client.api['booking-settings'].$put({ json }));

/**
 * The form's daily ceiling (docs/decisions/022-bookings-under-attack.md): how many requests count,
 * and whether the form is paused. Under the reservations' key, so every change to the book (a
 * deleted request no longer counts) reads it again.
 */
export const ceilingKey = [...reservationsKey, 'tetto'] as const;
export const useBookingCeiling = () =>
  useQuery({ queryKey: ceilingKey, queryFn: () => ok(client.api['booking-ceiling'].$get()), refetchOnWindowFocus: true, staleTime: 0 });
/** 'Riapri il modulo': the count starts again from now. */
export const reopenBookingForm = () => ok(client.api['booking-ceiling'].reset.$post());

export const useNotifications = () =>
  useQuery({ queryKey: notificationsKey, queryFn: () => ok(client.api.notifications.$get()), refetchOnWindowFocus: true, staleTime: 0 });

// ---- The evening on tables (docs/product.md#17-the-evening-on-tables) ----------------------------

/**
 * One day's book while the evening is open: read again every 15 seconds, so that what a colleague
 * changed shows without a reload (the same key as the day's book: one copy of it).
 */
export const useEveningReservations = (date: string) =>
  useQuery<ReservationRow[]>({
    queryKey: [...reservationsKey, 'giorno', date],
    queryFn: () => ok(client.api.reservations.$get({ query: { date } })),
    refetchOnWindowFocus: true,
    refetchInterval: 15_000,
    staleTime: 0,
  });

type Arrival = Parameters<Api['reservations'][':id']['arrival']['$put']>[0]['json']['arrival'];
export const setArrival = (id: number, arrival: Arrival, rev: string | null) =>
  ok(client.api.reservations[':id'].arrival.$put({ param: { id: String(id) }, json: { arrival, rev } }));
export type SeatBody = Parameters<Api['reservations'][':id']['tables']['$put']>[0]['json'];
export const seatAt = (id: number, json: SeatBody) => ok(client.api.reservations[':id'].tables.$put({ param: { id: String(id) }, json }));
export type WalkInBody = Parameters<Api['walk-ins']['$post']>[0]['json'];
export const seatWalkIn = (json: WalkInBody) => ok(client.api['walk-ins'].$post({ json }));
export const closeArea = (json: Parameters<Api['area-closures']['$post']>[0]['json']) => ok(client.api['area-closures'].$post({ json }));
export const openArea = (id: number) => ok(client.api['area-closures'][':id'].$delete({ param: { id: String(id) } }));

// ---- The waiting list (docs/product.md#21-waiting-for-a-table) ------------------------------------

/** A day's places on the waiting list, in line; read again with the evening's book. */
export const useWaitlist = (date: string) =>
  useQuery({
    queryKey: [...reservationsKey, 'lista-attesa', date],
    queryFn: () => ok(client.api.waitlist.$get({ query: { date } })),
    refetchOnWindowFocus: true,
    refetchInterval: 15_000,
    staleTime: 0,
  });
export const bookFromWaitlist = ({ id, time, overbook }: { id: number; time: string; overbook?: boolean }) =>
  ok(client.api.waitlist[':id'].book.$post({ param: { id: String(id) }, json: { time, ...(overbook ? { overbook } : {}) } }));
export const removeFromWaitlist = (id: number) => ok(client.api.waitlist[':id'].$delete({ param: { id: String(id) } }));
