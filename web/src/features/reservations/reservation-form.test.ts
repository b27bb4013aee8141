import { describe, expect, it } from 'vitest';
import { reservationInput } from '#domain/schemas';
import { reservationDateProblem, todayInItaly } from '#domain/reservation-rules';
import { toReservation } from './reservation-form';

describe('reservation form', () => {
  // The next Friday from today in Italy: always bookable.
  const friday = (() => {
    const d = new Date(`${todayInItaly()}T12:00:00Z`);
    do d.setUTCDate(d.getUTCDate() + 1);
    while (d.getUTCDay() !== 5);
    return d.toISOString().slice(0, 10);
  })();
  const values = {
    firstName: 'Anna',
    lastName: 'Verdi',
    email: 'anna@example.it',
    phone: '333 1234567',
    date: friday,
    time: '20:30',
    guests: '6',
    notes: '',
    website: '',
  };

  it("sends guests as a number ('6+' is 6) and leaves empty notes out", () => {
    const body = toReservation(values);
    expect(body.guests).toBe(6);
    expect(body).not.toHaveProperty('notes');
    expect(reservationInput.safeParse(body).success).toBe(true);
    expect(toReservation({ ...values, notes: 'Tavolo vicino al camino' }).notes).toBe('Tavolo vicino al camino');
  });

  it('explains each problem in Italian, field by field', () => {
    const result = reservationInput.safeParse(toReservation({ ...values, firstName: '', email: 'anna', phone: '12', time: '', date: '' }));
    expect(result.success).toBe(false);
    // One message per field.
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['firstName', 'email', 'phone', 'date', 'time']);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      firstName: 'Campo obbligatorio',
      email: 'Indirizzo e-mail non valido',
      phone: 'Numero di telefono non valido',
      time: 'Scegli un orario',
      date: 'Scegli una data',
    });
    const empty = reservationInput.safeParse(toReservation({ ...values, email: '', phone: '' }));
    expect(empty.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Campo obbligatorio'],
      ['phone', 'Campo obbligatorio'],
    ]);
  });

  it('refuses past dates with a clear message', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(reservationDateProblem('2026-11-16', now)).toMatch(/già passata/);
    expect(reservationDateProblem('2026-11-27', now)).toBeNull();
  });
});
