import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../features/reservations/api';
import { orderReservations, whatsappLink } from './reservations-tab';

describe('reservations in the admin', () => {
  it('make WhatsApp links with the international number', () => {
    expect(whatsappLink('333 111 2222')).toBe('https://wa.me/393331112222');
    // An Italian mobile starting with 39 is still Italian: 39 goes in front.
    expect(whatsappLink('393 123 4567')).toBe('https://wa.me/393931234567');
    expect(whatsappLink('+39 333 111 2222')).toBe('https://wa.me/393331112222');
    expect(whatsappLink('0041 79 123 45 67')).toBe('https://wa.me/41791234567');
    expect(whatsappLink('+41 79 123 45 67')).toBe('https://wa.me/41791234567');
  });

  it('list upcoming ones soonest first and past ones most recent first', () => {
    const r = (id: number, date: string, time: string) => ({ id, date, time }) as ReservationRow;
    const rows = [
      r(1, '2026-11-25', '21:00'),
      r(2, '2026-11-20', '20:00'),
      r(3, '2026-11-25', '19:30'),
      r(4, '2026-11-28', '19:00'),
      r(5, '2026-11-18', '21:00'),
    ];
    expect(orderReservations(rows, 'upcoming', '2026-11-21').map((x) => x.id)).toEqual([3, 1, 4]);
    expect(orderReservations(rows, 'past', '2026-11-21').map((x) => x.id)).toEqual([2, 5]);
  });
});
