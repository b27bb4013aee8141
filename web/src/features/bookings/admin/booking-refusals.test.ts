import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  cancelledLabel,
  guestsToldLabel,
  outsideHoursOf,
  outsideKitchenOf,
  overbookOf,
  people,
  strandedOf,
} from '../../../admin/booking-refusals';
import { OUTBOX_LABEL } from '../../../admin/booking-words';
import { LEAD_CHOICES, leadChoiceLabel } from './schedule-draft';
import { ownerBooking, ownerBookingProblems } from './owner-booking-form';
import { DEFAULT_BOOKING_SETTINGS } from '#domain/bookings/bounds';
import { todayInItaly } from '#domain/italy-clock';
import { DEFAULT_FACTS } from '#domain/site/facts';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe("the owner's booking changes that ask first", () => {
  it('read the bookings a closure or a schedule would cancel', () => {
    const listed = refusal(409, {
      message: "Ci sono 2 prenotazioni in questi giorni: chiudendo le annulli e ogni cliente riceve un'e-mail con il tuo messaggio.",
      bookings: [
        { id: 4, name: 'Anna Verdi', date: '2026-12-02', time: '20:00', guests: 2 },
        { id: 9, name: 'Marco', date: '2026-12-03', time: '19:30', guests: 5 },
      ],
    });
    expect(strandedOf(listed)).toEqual({
      message: expect.stringMatching(/^Ci sono 2 prenotazioni/),
      bookings: [
        { id: 4, name: 'Anna Verdi', date: '2026-12-02', time: '20:00', guests: 2 },
        { id: 9, name: 'Marco', date: '2026-12-03', time: '19:30', guests: 5 },
      ],
    });
    // An empty list is a refusal to read, not a question: covers below what is booked, or a booking
    // that arrived meanwhile.
    expect(strandedOf(refusal(409, { message: 'Per sabato sono già prenotati 42 coperti', bookings: [] }))).toBeNull();
    expect(
      strandedOf(refusal(400, { message: 'Dati non validi', bookings: [{ id: 1, name: 'x', date: 'd', time: 't', guests: 1 }] })),
    ).toBeNull();
    expect(strandedOf(new Error('offline'))).toBeNull();
  });

  it('read how far a phone booking goes past the covers', () => {
    expect(overbookOf(refusal(409, { message: 'Supera i coperti: 42 / 40.', overbook: { booked: 42, covers: 40 } }))).toEqual({
      booked: 42,
      covers: 40,
    });
    expect(overbookOf(refusal(409, { message: "Alle 20:00 non c'è più posto" }))).toBeNull();
    expect(overbookOf(refusal(409, { overbook: { booked: '42' } }))).toBeNull();
  });

  it('read a phone booking outside the kitchen’s hours', () => {
    const said = '16:00 è fuori dagli orari della cucina di domenica (12:30 – 14:00)';
    expect(outsideKitchenOf(refusal(409, { message: `${said}: conferma per prenotare lo stesso.`, outsideHours: { said } }))).toBe(said);
    expect(outsideKitchenOf(refusal(409, { overbook: { booked: 42, covers: 40 } }))).toBeNull();
    expect(outsideKitchenOf(refusal(400, { outsideHours: { said } }))).toBeNull();
  });

  it('say parties and cancellations in Italian', () => {
    expect(people(1)).toBe('1 persona');
    expect(people(42)).toBe('42 persone');
    expect(`${cancelledLabel(1)}, ${guestsToldLabel(1)}`).toBe("1 prenotazione annullata, il cliente riceve un'e-mail (se l'ha lasciata)");
    expect(`${cancelledLabel(3)}, ${guestsToldLabel(3)}`).toBe(
      "3 prenotazioni annullate, i clienti ricevono un'e-mail (chi l'ha lasciata)",
    );
  });
});

describe("the owner's phone booking", () => {
  const values = { firstName: 'Carla', lastName: '', phone: '', email: '', date: todayInItaly(), time: '23:45', guests: '42', notes: '' };

  it('takes a first name and a phone or an e-mail, any party up to 500, any time of the day (today too)', () => {
    expect(ownerBookingProblems({ ...values, phone: '333 111 2222' })).toEqual({});
    expect(ownerBookingProblems({ ...values, email: 'carla@example.it' })).toEqual({});
    expect(ownerBookingProblems({ ...values, phone: '333 111 2222', time: '00:05' })).toEqual({});
    expect(ownerBooking({ ...values, phone: '333 111 2222' })).toEqual({
      firstName: 'Carla',
      lastName: '',
      phone: '333 111 2222',
      email: '',
      date: todayInItaly(),
      time: '23:45',
      guests: 42,
    });
  });

  it('says, field by field, what is missing', () => {
    expect(ownerBookingProblems({ ...values, firstName: ' ', time: '', guests: '' })).toEqual({
      firstName: 'Campo obbligatorio',
      phone: 'Serve un telefono o un indirizzo e-mail',
      time: 'Scegli un orario',
      guests: 'Indica il numero di persone',
    });
    expect(ownerBookingProblems({ ...values, phone: '12', guests: '501' })).toEqual({
      phone: 'Numero di telefono non valido',
      guests: 'Massimo 500 persone',
    });
    expect(ownerBookingProblems({ ...values, phone: '333 111 2222', date: '2020-01-01' }).date).toMatch(/già passata/);
  });
});

describe('the schedule and the e-mails', () => {
  it('offer the lead times in hours, and name every e-mail state', () => {
    expect(LEAD_CHOICES.map(leadChoiceLabel)).toEqual([
      'Nessun preavviso',
      '30 minuti',
      '1 ora',
      '2 ore',
      '3 ore',
      '4 ore',
      '6 ore',
      '12 ore',
      '24 ore',
    ]);
    expect(OUTBOX_LABEL.sending).toBe('In invio');
    expect(OUTBOX_LABEL.expired).toBe('Scaduta: non inviata in tempo');
  });
});

describe("the booking schedule against the kitchen's hours", () => {
  it('agree by default, and wait for the hours to be read', () => {
    expect(outsideHoursOf(DEFAULT_BOOKING_SETTINGS.week, DEFAULT_FACTS.hours)).toBeNull();
    expect(outsideHoursOf(DEFAULT_BOOKING_SETTINGS.week, undefined)).toBeNull();
  });

  it('say the day and the service of a time outside them, before saving', () => {
    const week = structuredClone(DEFAULT_BOOKING_SETTINGS.week);
    week[1]!.dinner = { times: ['19:00', '22:30'], covers: 40 };
    expect(outsideHoursOf(week, DEFAULT_FACTS.hours)).toMatch(/^Martedì, cena \(19:00 – 22:00\): l'orario 22:30 è fuori/);
    const closedThursday = DEFAULT_FACTS.hours.map((day, i) => (i === 3 ? [] : day));
    expect(outsideHoursOf(DEFAULT_BOOKING_SETTINGS.week, closedThursday)).toMatch(/^Giovedì la cucina è chiusa/);
  });

  it('leave a time not yet written as HH:MM to the schema', () => {
    const week = structuredClone(DEFAULT_BOOKING_SETTINGS.week);
    week[1]!.dinner = { times: ['19:00', '19:3'], covers: 40 };
    expect(outsideHoursOf(week, DEFAULT_FACTS.hours)).toBeNull();
  });
});
