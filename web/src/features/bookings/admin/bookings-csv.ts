// The CSV export of the owner's book (docs/product.md#11-bookings): semicolons and a BOM, as Excel
// in Italian opens them; every cell quoted; a cell that a spreadsheet would run as a formula
// (=, +, -, @ at its start) is written as text, since guests type the names and notes.
import type { ReservationRow } from '../api';

const HEADER = ['Data', 'Ora', 'Servizio', 'Nome', 'Cognome', 'Persone', 'Telefono', 'Email', 'Note', 'Stato', 'Inserita da'];

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function bookingsCsv(rows: readonly ReservationRow[]): string {
  const lines = rows.map((r) =>
    [
      r.date,
      r.time,
      r.service === 'lunch' ? 'Pranzo' : 'Cena',
      r.firstName,
      r.lastName,
      r.guests,
      r.phone,
      r.email,
      r.notes,
      r.status,
      r.source,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}
