import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../api';
import { bookingsCsv } from './bookings-csv';

describe('the CSV export', () => {
  it('quotes every cell and keeps formulas from running', () => {
    const row = {
      date: '2026-12-05',
      time: '20:00',
      service: 'dinner',
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Rossi; "il Conte"',
      guests: 4,
      phone: '+39 333 1234567',
      email: 'a@example.it',
      notes: 'riga 1\nriga 2',
      status: 'confermata',
      source: 'sito',
    } as ReservationRow;
    const csv = bookingsCsv([row]);
    expect(csv.startsWith('\uFEFF"Data";"Ora";"Servizio"')).toBe(true);
    const line = csv.split('\r\n')[1]!;
    expect(line).toBe(
      '"2026-12-05";"20:00";"Cena";"\'=HYPERLINK(""http://x"")";"Rossi; ""il Conte""";"4";"\'+39 333 1234567";"a@example.it";"riga 1\nriga 2";"confermata";"sito"',
    );
  });
});
