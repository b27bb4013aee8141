import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../features/reservations/api';
import { byService, coversHeld, whatsappLink } from './reservations-tab';

describe('reservations in the admin', () => {
  it('make WhatsApp links with the international number', () => {
    expect(whatsappLink('333 111 2222')).toBe('https://wa.me/393331112222');
    // An Italian mobile starting with 39 is still Italian: 39 goes in front.
    expect(whatsappLink('393 123 4567')).toBe('https://wa.me/393931234567');
    expect(whatsappLink('+39 333 111 2222')).toBe('https://wa.me/393331112222');
    expect(whatsappLink('0041 79 123 45 67')).toBe('https://wa.me/41791234567');
    expect(whatsappLink('+41 79 123 45 67')).toBe('https://wa.me/41791234567');
  });

  it('group a day by service and count the covers that hold seats', () => {
    const r = (id: number, service: string, status: string, guests: number) => ({ id, service, status, guests }) as ReservationRow;
    const rows = [
      r(1, 'dinner', 'nuova', 2),
      r(2, 'lunch', 'confermata', 4),
      r(3, 'dinner', 'rifiutata', 6),
      r(4, 'dinner', 'annullata', 3),
    ];
    const groups = byService(rows);
    expect(groups.map((g) => [g.service, g.rows.map((x) => x.id)])).toEqual([
      ['lunch', [2]],
      ['dinner', [1, 3, 4]],
    ]);
    expect(coversHeld(groups[1]!.rows)).toBe(2);
  });
});
