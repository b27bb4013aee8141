import { describe, expect, it } from 'vitest';
import { reservationInput, reservationInputIn, reservationRequest } from '#domain/bookings/schemas';
import { reservationDateProblem } from '#domain/bookings/rules';
import { todayInItaly } from '#domain/italy-clock';
import { ApiError } from '../../lib/api';
import { guestRequest, phoneInstead, timeOption, toReservation } from './booking-request';
import { withPhoneLink } from './phone-link';
import { renderToStaticMarkup } from 'react-dom/server';

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
    nectar: '',
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

  it('explains them in English on the English pages', () => {
    const result = reservationInputIn('en').safeParse(
      toReservation({ ...values, firstName: '', email: 'anna', phone: '12', time: '', date: '' }),
    );
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      firstName: 'This field is required',
      email: 'Not a valid e-mail address',
      phone: 'Not a valid phone number',
      time: 'Please choose a time',
      date: 'Please choose a date',
    });
    const past = reservationInputIn('en').safeParse(toReservation({ ...values, date: '2020-01-02' }));
    expect(past.error!.issues.map((i) => i.message)).toEqual(['That date has already passed: please choose today or a later day']);
  });

  it('sends how long the form was open, and the hidden field only when a bot filled it', () => {
    const body = guestRequest(values, '20:30', 8123.6);
    expect(body).toMatchObject({ time: '20:30', fillMs: 8124 });
    expect(body).not.toHaveProperty('nectar');
    expect(body).not.toHaveProperty('website');
    expect(reservationRequest.safeParse(body).success).toBe(true);
    expect(guestRequest({ ...values, nectar: 'https://spam.example' }, '20:30', 900)).toMatchObject({
      nectar: 'https://spam.example',
      fillMs: 900,
    });
    // The page's language, when given: the guest's e-mails and booking page speak it.
    expect(guestRequest(values, '20:30', 900, 'en')).toMatchObject({ lang: 'en' });
    expect(reservationRequest.safeParse(guestRequest(values, '20:30', 900, 'en')).success).toBe(true);
    // Within what the API takes: never negative, at most a day.
    expect(guestRequest(values, '20:30', -5).fillMs).toBe(0);
    expect(guestRequest(values, '20:30', 3 * 86_400_000).fillMs).toBe(86_400_000);
  });

  it('asks the guest to phone, not as an error, when the site or this sender has had enough requests', () => {
    const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');
    const ceiling = refusal(429, { message: 'In queste ore abbiamo ricevuto molte richieste dal sito: chiamaci.', reason: 'ceiling' });
    const phone = '02 1234 5678';
    expect(phoneInstead(ceiling, phone)).toBe('In queste ore abbiamo ricevuto molte richieste dal sito: chiamaci.');
    expect(phoneInstead(refusal(429, { message: 'Per altri posti chiamaci.', reason: 'sender' }), phone)).toBe('Per altri posti chiamaci.');
    // Without the Worker's sentence, the saved number.
    expect(phoneInstead(refusal(429, { reason: 'ceiling' }), phone)).toBe('Per prenotare chiamaci al 02 1234 5678.');
    // The guest's own limit, a full evening and anything else stay errors.
    expect(phoneInstead(refusal(429, { message: 'Hai inviato troppe prenotazioni.' }), phone)).toBeNull();
    expect(phoneInstead(refusal(409, { message: 'Pieno', reason: 'ceiling' }), phone)).toBeNull();
    expect(phoneInstead(new Error('offline'), phone)).toBeNull();
  });

  it("links the saved number where the Worker's sentence names it, and adds it to a note that does not", () => {
    const phone = { display: '02\u00a01234\u00a05678', tel: '+390212345678' };
    const html = (text: string, always = false) => renderToStaticMarkup(withPhoneLink(text, phone, always));
    const link = (said: string) => `<a href="tel:+390212345678" class="underline underline-offset-2">${said}</a>`;
    // As the site says it (non-breaking spaces), or with plain ones.
    expect(html('Il pranzo (12:30 – 14:00) si prenota per telefono: chiamaci al 02\u00a01234\u00a05678.')).toBe(
      `Il pranzo (12:30 – 14:00) si prenota per telefono: chiamaci al ${link('02\u00a01234\u00a05678')}.`,
    );
    expect(html('Chiamaci al 02 1234 5678.')).toBe(`Chiamaci al ${link('02 1234 5678')}.`);
    expect(html('Il lunedì siamo chiusi: scegli un altro giorno')).toBe('Il lunedì siamo chiusi: scegli un altro giorno');
    expect(html('Il pranzo si prenota per telefono.', true)).toBe(`Il pranzo si prenota per telefono. ${link('02\u00a01234\u00a05678')}`);
  });

  it('names a time it cannot take: full only when its whole service is, otherwise not available (too soon, or begun)', () => {
    const now = new Date('2026-11-20T15:00:00Z'); // Friday 20 November, 16:00 in Italy
    const t = (time: string, available: boolean) => ({ time, available });
    // Tonight: the lead time hides 19:00 and 19:30, later times are free.
    const tonight = [t('19:00', false), t('19:30', false), t('20:00', true)];
    expect(timeOption(tonight, '2026-11-20', '19:00', now)).toBe('19:00 (non disponibile)');
    expect(timeOption(tonight, '2026-11-20', '20:00', now)).toBe('20:00');
    // Next week, a full dinner: every time of it is full; lunch still has room.
    const full = [t('12:30', true), t('19:00', false), t('20:00', false)];
    expect(timeOption(full, '2026-11-27', '20:00', now)).toBe('20:00 (completo)');
    // Today or tomorrow, a whole service unavailable may be the lead time: not called full.
    expect(timeOption(full, '2026-11-21', '20:00', now)).toBe('20:00 (non disponibile)');
  });

  it('refuses past dates with a clear message', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(reservationDateProblem('2026-11-16', now)).toMatch(/già passata/);
    expect(reservationDateProblem('2026-11-27', now)).toBeNull();
  });
});
