import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../api';
import { coversHeld } from '#domain/bookings/bounds';
import { STATUS_LABEL } from '../../../admin/booking-words';
import { byService, coversLine, whatsappLink } from './book-logic';

describe('reservations in the admin', () => {
  it('make WhatsApp links with the international number', () => {
    expect(whatsappLink('333 111 2222')).toBe('https://wa.me/393331112222');
    // An Italian mobile starting with 39 is still Italian: 39 goes in front.
    expect(whatsappLink('393 123 4567')).toBe('https://wa.me/393931234567');
    expect(whatsappLink('+39 333 111 2222')).toBe('https://wa.me/393331112222');
    expect(whatsappLink('0041 79 123 45 67')).toBe('https://wa.me/41791234567');
    expect(whatsappLink('+41 79 123 45 67')).toBe('https://wa.me/41791234567');
  });

  const r = (id: number, service: string, status: string, guests: number) => ({ id, service, status, guests }) as ReservationRow;

  it('group a day by service and count the covers that hold seats under the request mode', () => {
    const rows = [
      r(1, 'dinner', 'nuova', 2),
      r(2, 'lunch', 'confermata', 4),
      r(3, 'dinner', 'rifiutata', 6),
      r(4, 'dinner', 'annullata', 3),
      r(5, 'dinner', 'confermata', 5),
      r(6, 'dinner', 'non-verificata', 7),
      r(7, 'dinner', 'sospetta', 8),
    ];
    const groups = byService(rows);
    expect(groups.map((g) => [g.service, g.rows.map((x) => x.id)])).toEqual([
      ['lunch', [2]],
      ['dinner', [1, 3, 4, 5, 6, 7]],
    ]);
    const dinner = groups[1]!.rows;
    // The owner confirms requests: only confirmed bookings hold seats (the requests' share is none).
    expect(coversHeld(dinner, 0)).toBe(5);
    // The guests confirm them from the e-mail: a confirmed request ('nuova') holds its seats too,
    // while the unanswered requests hold less than the owner's share of the covers.
    expect(coversHeld(dinner, 20)).toBe(7);
    expect(coversHeld(dinner, 1)).toBe(6);
  });

  it('say what holds seats against the covers, and the requests waiting for an answer apart', () => {
    const rows = [
      r(1, 'dinner', 'confermata', 28),
      r(2, 'dinner', 'nuova', 12),
      r(3, 'dinner', 'non-verificata', 4),
      r(4, 'dinner', 'sospetta', 2),
    ];
    // The covers held are the Worker's count (GET /api/booking-day), given to the line as they are.
    expect(coversLine('dinner', rows, 'titolare', 28, 40)).toBe('Cena · Confermati 28 / 40 · in attesa 12');
    // On tables the covers bound those seated at once: a second seating is no overbooking.
    expect(coversLine('dinner', rows, 'titolare', 46, 40, 0, 38)).toBe('Cena · Confermati 46 · al massimo 38 / 40 insieme · in attesa 12');
    expect(coversLine('dinner', rows, 'titolare', 28, 40, 0, 28)).toBe('Cena · Confermati 28 / 40 · in attesa 12');
    expect(coversLine('dinner', rows, 'email', 40, 40)).toBe('Cena · Occupati 40 / 40 · di cui in attesa 12');
    expect(coversLine('lunch', [r(5, 'lunch', 'confermata', 4)], 'titolare', 4, 30)).toBe('Pranzo · Confermati 4 / 30');
    // The covers not yet known (the schedule still loading): none to count against.
    expect(coversLine('lunch', [r(6, 'lunch', 'confermata', 4)], 'titolare', 4)).toBe('Pranzo · Confermati 4');
    // In the e-mail mode, past the owner's share (here 8 of 40) the requests wait for the owner.
    expect(coversLine('dinner', rows, 'email', 36, 40, 8)).toBe(
      'Cena · Occupati 36 / 40 · di cui in attesa 8 · altri 4 aspettano la tua conferma',
    );
    expect(coversLine('dinner', [r(7, 'dinner', 'nuova', 3)], 'email', 0, 40, 0)).toBe(
      'Cena · Occupati 0 / 40 · 3 aspettano la tua conferma',
    );
  });

  it('name every state a booking can be in', () => {
    expect(STATUS_LABEL['non-verificata']).toBe('Non confermata dal cliente');
    expect(STATUS_LABEL.sospetta).toBe('Sospetta (anti-spam)');
  });
});
