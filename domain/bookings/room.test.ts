// The evening on tables as one rule (domain/bookings/room.ts): turns, pacing, the covers seated at
// once, and who sits where (the smallest table, then the smallest group, the preferred first).
import { describe, expect, it } from 'vitest';
import { coversAtOnce, DEFAULT_TURNS, endsAt, fitParty, freeNow, type Holding, pacingFits, type Room, turnMinutes } from './room.ts';

const table = (id: number, minSeats: number, maxSeats: number, extra: Partial<Room['tables'][number]> = {}) => ({
  id,
  areaId: 1,
  name: `T${id}`,
  minSeats,
  maxSeats,
  online: true,
  preferred: false,
  position: id,
  ...extra,
});
const room = (over: Partial<Room> = {}): Room => ({
  areas: [
    { id: 1, name: 'Sala', nameEn: null, online: true, position: 0 },
    { id: 2, name: 'Camino', nameEn: null, online: false, position: 1 },
  ],
  tables: [table(1, 1, 2), table(2, 2, 4), table(3, 2, 4), table(4, 4, 6), table(5, 1, 2, { areaId: 2 })],
  groups: [{ id: 1, tableIds: [2, 3] }],
  closures: [],
  ...over,
});
const held = (id: number, time: string, guests: number, tableIds: number[], ends = endsAt(DEFAULT_TURNS, time, guests)): Holding => ({
  id,
  time,
  ends,
  guests,
  tableIds,
});
const bounds = { covers: 40, pacing: null, turns: DEFAULT_TURNS };
const ask = (time: string, guests: number, online = true) => ({ date: '2026-12-05', service: 'dinner' as const, time, guests, online });

describe('turns', () => {
  it('gives each party size its turn, the open rule to larger parties, in any order the owner wrote them', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((g) => turnMinutes(DEFAULT_TURNS, g))).toEqual([105, 105, 120, 120, 135, 135, 150, 150]);
    expect(turnMinutes([...DEFAULT_TURNS].reverse(), 3)).toBe(120);
    expect(endsAt(DEFAULT_TURNS, '19:00', 2)).toBe('20:45');
    expect(endsAt(DEFAULT_TURNS, '22:30', 8)).toBe('25:00');
  });
});

describe('who sits where', () => {
  it('gives the smallest single table that fits, then the smallest joinable group', () => {
    expect(fitParty(room(), [], ask('20:00', 2), bounds)).toMatchObject({ fits: true, tableIds: [1] });
    expect(fitParty(room(), [], ask('20:00', 3), bounds)).toMatchObject({ fits: true, tableIds: [2] });
    expect(fitParty(room(), [], ask('20:00', 6), bounds)).toMatchObject({ fits: true, tableIds: [4] });
    // Eight people: no single table, the group T2+T3 (4 + 4).
    expect(fitParty(room(), [], ask('20:00', 8), bounds)).toMatchObject({ fits: true, tableIds: [2, 3] });
    expect(fitParty(room(), [], ask('20:00', 9), bounds)).toMatchObject({ fits: false, reason: 'tables' });
  });

  it('prefers what the owner marked among tables of the same size', () => {
    const r = room({ tables: [table(2, 2, 4), table(3, 2, 4, { preferred: true })] });
    expect(fitParty(r, [], ask('20:00', 4), bounds)).toMatchObject({ tableIds: [3] });
  });

  it('offers the form only online tables of online areas; the owner seats anywhere', () => {
    const r = room({ tables: [table(5, 1, 2, { areaId: 2 }), table(6, 1, 2, { online: false })] });
    expect(fitParty(r, [], ask('20:00', 2), bounds)).toMatchObject({ fits: false, reason: 'tables' });
    expect(fitParty(r, [], ask('20:00', 2, false), bounds)).toMatchObject({ fits: true, tableIds: [5] });
  });

  it('never seats two parties at one table at overlapping times, and frees it after the turn', () => {
    const r = room({ tables: [table(1, 1, 2)], groups: [] });
    const couple = held(1, '19:00', 2, [1]); // 19:00 – 20:45
    expect(fitParty(r, [couple], ask('20:30', 2), bounds)).toMatchObject({ fits: false, reason: 'tables' });
    expect(fitParty(r, [couple], ask('20:45', 2), bounds)).toMatchObject({ fits: true, tableIds: [1] });
    // Gone early, at 20:10: the table is free from then on.
    expect(fitParty(r, [held(1, '19:00', 2, [1], '20:10')], ask('20:15', 2), bounds)).toMatchObject({ fits: true });
  });

  it('keeps a closed area out of the day or the service it is closed for', () => {
    const closed = (service: 'dinner' | 'lunch' | null) =>
      room({ tables: [table(1, 1, 2)], groups: [], closures: [{ id: 1, areaId: 1, date: '2026-12-05', service }] });
    expect(fitParty(closed('dinner'), [], ask('20:00', 2), bounds)).toMatchObject({ fits: false, reason: 'tables' });
    expect(fitParty(closed(null), [], ask('20:00', 2), bounds)).toMatchObject({ fits: false });
    expect(fitParty(closed('lunch'), [], ask('20:00', 2), bounds)).toMatchObject({ fits: true });
  });
});

describe('the service bounds', () => {
  it('counts the covers seated at once, not the evening’s sum', () => {
    const first = [held(1, '19:00', 4, [2]), held(2, '19:00', 4, [3])]; // until 21:00
    expect(coversAtOnce(first, '20:00', '22:00', 2)).toBe(10);
    expect(coversAtOnce(first, '21:00', '23:00', 2)).toBe(2);
    const tight = { ...bounds, covers: 9 };
    expect(fitParty(room(), first, ask('20:00', 2), tight)).toMatchObject({ fits: false, reason: 'covers' });
    expect(fitParty(room(), first, ask('21:00', 2), tight)).toMatchObject({ fits: true });
    // A party arriving later within its span counts at its start.
    expect(coversAtOnce([held(1, '20:30', 6, [4])], '20:00', '21:45', 2)).toBe(8);
  });

  it('paces the starts: at most N covers in any 15 minutes', () => {
    const starts = [held(1, '20:00', 6, [4]), held(2, '20:10', 4, [2])];
    expect(pacingFits(starts, '20:05', 2, 12)).toBe(true);
    expect(pacingFits(starts, '20:05', 3, 12)).toBe(false);
    // 20:15 shares a window with 20:10 (4) but not with 20:00.
    expect(pacingFits(starts, '20:15', 8, 12)).toBe(true);
    expect(pacingFits(starts, '20:15', 9, 12)).toBe(false);
    expect(pacingFits(starts, '20:25', 12, 12)).toBe(true);
    expect(pacingFits(starts, '20:25', 99, null)).toBe(true);
    expect(fitParty(room(), starts, ask('20:05', 4), { ...bounds, pacing: 12 })).toMatchObject({ fits: false, reason: 'pacing' });
  });
});

it('says what is free right now and until when', () => {
  const r = room({ tables: [table(1, 1, 2), table(2, 2, 4)], groups: [] });
  const now = freeNow(r, [held(1, '19:00', 2, [1]), held(2, '21:00', 4, [2])], '2026-12-05', 'dinner', '20:00');
  expect(now.map((f) => [f.table.id, f.until])).toEqual([[2, '21:00']]);
});
