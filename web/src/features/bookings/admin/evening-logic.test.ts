// The evening's plain rules (evening-logic.ts): its rows, what holds a table, the no-show's moment
// and what is free at the door, on Italy's clock whatever the machine's zone.
import { describe, expect, it } from 'vitest';
import type { ReservationRow } from '../api';
import { bookingsSaid, eveningRows, freeNowSaid, holdingOfRows, noShowOffered, seatChoices, tablesSaid } from './evening-logic';

const row = (over: Partial<ReservationRow>): ReservationRow =>
  ({
    id: 1,
    firstName: 'Anna',
    lastName: 'Neri',
    email: '',
    phone: '',
    date: '2026-12-05',
    time: '20:00',
    guests: 2,
    notes: null,
    status: 'confermata',
    service: 'dinner',
    source: 'titolare',
    lang: 'it',
    token: null,
    overbooked: false,
    statusBy: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    ends: '21:45',
    arrival: 'attesa',
    seatedAt: null,
    leftAt: null,
    rev: null,
    tables: [],
    ...over,
  }) as ReservationRow;
const table = (id: number, name: string) => ({
  id,
  areaId: 1,
  name,
  minSeats: 2,
  maxSeats: 4,
  online: true,
  preferred: false,
  position: id,
});
const room = { areas: [], tables: [table(1, 'T1'), table(2, 'T2')], groups: [{ id: 1, tableIds: [1, 2] }], closures: [] };
// 20:20 in Italy on 5 December 2026 (UTC+1).
const at = (clock: string) => new Date(`2026-12-05T${clock}:00+01:00`);

describe('the evening', () => {
  it('lists the standing bookings of the service in time order', () => {
    const rows = [
      row({ id: 3, time: '21:00' }),
      row({ id: 2, status: 'rifiutata' }),
      row({ id: 1, time: '19:30' }),
      row({ id: 4, service: 'lunch' }),
    ];
    expect(eveningRows(rows, 'dinner').map((r) => r.id)).toEqual([1, 3]);
  });

  it('counts as holding the confirmed and the requests given a table, never a no-show', () => {
    const rows = [
      row({ id: 1, tables: [{ id: 1, name: 'T1' }] }),
      row({ id: 2, status: 'nuova' }),
      row({ id: 3, status: 'nuova', tables: [{ id: 2, name: 'T2' }] }),
      row({ id: 4, arrival: 'no-show', tables: [{ id: 2, name: 'T2' }] }),
    ];
    expect(holdingOfRows(rows).map((h) => h.id)).toEqual([1, 3]);
    expect(tablesSaid(rows[0]!)).toBe('T1');
    expect(tablesSaid(rows[1]!)).toBe('senza tavolo');
    expect([bookingsSaid(1), bookingsSaid(7)]).toEqual(['1 prenotazione', '7 prenotazioni']);
  });

  it('offers the no-show 15 minutes after the time, and on any past evening', () => {
    expect(noShowOffered(row({}), at('20:14'))).toBe(false);
    expect(noShowOffered(row({}), at('20:15'))).toBe(true);
    expect(noShowOffered(row({ arrival: 'arrivati' }), at('21:00'))).toBe(false);
    expect(noShowOffered(row({ date: '2026-12-04' }), at('10:00'))).toBe(true);
  });

  it('says the tables free right now and until when', () => {
    const rows = [
      row({ id: 1, time: '19:00', ends: '20:45', tables: [{ id: 1, name: 'T1' }] }),
      row({ id: 2, time: '21:00', tables: [{ id: 2, name: 'T2' }] }),
    ];
    expect(freeNowSaid(room, rows, '2026-12-05', 'dinner', at('20:20'))).toEqual(['T2 (fino alle 21:00)']);
    expect(freeNowSaid(room, rows, '2026-12-05', 'dinner', at('20:50'))).toEqual(['T1', 'T2 (fino alle 21:00)']);
    // Another day: nothing is 'free now'.
    expect(freeNowSaid(room, rows, '2026-12-06', 'dinner', at('20:50'))).toEqual([]);
  });

  it('offers each table and each group to seat a party', () => {
    expect(seatChoices(room).map((c) => c.label)).toEqual(['T1 (2-4)', 'T2 (2-4)', 'T1+T2']);
  });
});
