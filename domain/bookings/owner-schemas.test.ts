import { describe, expect, it } from 'vitest';
import { addDays, todayInItaly } from '../italy-clock';
import { ownerReservationInput } from './schemas';
import { bookDayQuery, ownerBookingInput } from './owner-schemas';

const body = { firstName: 'Anna', phone: '02 1234567', date: addDays(todayInItaly(), 3), time: '20:00', guests: 4 };

describe("the owner's booking call's schema", () => {
  it("takes what the shared call's owner schema takes, the owner's checks with it", () => {
    expect(ownerBookingInput.parse(body)).toEqual(ownerReservationInput.parse(body));
    const neither = ownerBookingInput.safeParse({ ...body, phone: '' });
    expect(neither.error?.issues).toMatchObject([{ path: ['phone'], message: 'Serve un telefono o un indirizzo e-mail' }]);
  });

  it("refuses the public form's anti-bot fields, which the shared call accepts and ignores", () => {
    for (const field of [{ nectar: '' }, { website: 'x' }, { fillMs: 5000 }]) {
      expect(ownerReservationInput.safeParse({ ...body, ...field }).success).toBe(true);
      expect(ownerBookingInput.safeParse({ ...body, ...field }).success, JSON.stringify(field)).toBe(false);
    }
  });

  it('reads the day of the book', () => {
    expect(bookDayQuery.safeParse({ date: '2026-12-01' }).success).toBe(true);
    expect(bookDayQuery.safeParse({ date: 'domani' }).success).toBe(false);
  });
});
