// The guest's own side of a booking, in a real browser at 390 px against the real Worker
// (docs/product.md#11-bookings, docs/decisions/034-the-guests-own-changes.md): a guest changes a
// confirmed booking from its link and it stays confirmed, the guest and the owner told; an English
// guest cancels in the page (no browser box) and is told by e-mail.
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/italy-clock';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, browserSession, eraseBookingsOf, nextWeekday, picture, sentMail, waitForSplash, wholePage } from '../browser';

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

type Row = { id: number; lastName: string; token: string; time: string; guests: number; status: string };
type Mail = { to: string; kind: string; text: string; subject: string; reservationId: number | null };

describe("a guest's own booking", () => {
  it('is changed from its link and stays confirmed; an English one is cancelled in the page', { timeout: 90_000 }, async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    // Fridays nine and ten weeks on, clear of the other journeys.
    const friday = addDays(nextWeekday(5), 63);
    const later = addDays(friday, 7);
    const ids: number[] = [];
    // What a first try that stopped half-way left (vitest.config.ts tries a journey twice).
    await eraseBookingsOf(call, 'Cambio e2e', friday, later);
    await eraseBookingsOf(call, 'Change e2e', friday, later);
    try {
      // Phone bookings with the guest's e-mail: confirmed, with the guest's personal link.
      for (const [lastName, date, lang] of [
        ['Cambio e2e', friday, 'it'],
        ['Change e2e', later, 'en'],
      ] as const) {
        const made = await call<{ id: number }>('/api/reservations', {
          json: { firstName: 'Marta', lastName, email: `${lang}.cambio@example.it`, date, time: '20:00', guests: 2, lang },
        });
        ids.push(made.id);
      }
      const rows = await call<Row[]>(`/api/reservations?from=${friday}&to=${later}`);
      const mine = (name: string) => rows.find((r) => r.lastName === name)!;

      await page.goto(`/prenotazione/${mine('Cambio e2e').token}`);
      await waitForSplash(page);
      await page.getByRole('button', { name: 'Cambia data, ora o persone' }).click();
      const form = page.getByRole('form', { name: 'Cambia la prenotazione' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cambia la prenotazione');
      await form.getByLabel('Persone').selectOption('3');
      // More people than confirmed: the page says what it will become before it is sent.
      await form.getByText(/^La conferma vale per 2 persone: per più persone/).waitFor();
      await form.getByLabel('Persone').selectOption('1');
      await form.getByLabel('Orario').selectOption('21:00');
      await picture(page, 'guest-change-form-390', { fullPage: true });
      await form.getByRole('button', { name: 'Salva la modifica' }).click();
      await page.getByRole('status').getByText('Prenotazione modificata ed è confermata').waitFor();
      // Focus goes to what was said, not to the page's top.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Prenotazione modificata ed è confermata/);
      await page.getByText(/, ore 21:00$/).waitFor();
      await page.getByText('1 persona', { exact: true }).waitFor();
      await wholePage(page, 'guest-changed-390');
      const after = (await call<Row[]>(`/api/reservations?date=${friday}`)).find((r) => r.lastName === 'Cambio e2e')!;
      expect([after.time, after.guests, after.status]).toEqual(['21:00', 1, 'confermata']);
      const mail = await call<Mail[]>('/api/notifications');
      const told = mail.find((m) => m.kind === 'modificata' && m.to === 'it.cambio@example.it')!;
      expect(told.text).toMatch(/ora è per .*, ore 21:00, 1 persona, ed è confermata\. Il promemoria in allegato sostituisce/);
      expect(mail.some((m) => m.kind === 'modifica' && /Ora: .*, ore 21:00, 1 persona/.test(m.text))).toBe(true);
      // The calendar file sent with it is the same event, one change later, at the new time (20:00 in
      // Italy is 19:00 or 18:00 UTC; 21:00 is 20:00 or 19:00).
      const uid = `UID:${mine('Cambio e2e').token}@`;
      const first = (await sentMail(new RegExp(`${uid}[^]*SEQUENCE:0[^]*DTSTART:\\d{8}T(\\d{2})0000Z`), { part: 'email-attachment' }))[1];
      const moved = (await sentMail(new RegExp(`${uid}[^]*SEQUENCE:1[^]*DTSTART:\\d{8}T(\\d{2})0000Z`), { part: 'email-attachment' }))[1];
      expect(Number(moved) - Number(first)).toBe(1);

      await page.goto(`/en/booking/${mine('Change e2e').token}`);
      await page.getByRole('heading', { name: 'Your booking' }).waitFor();
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await page.getByText('Do you really want to cancel your booking?').waitFor();
      // Kept: nothing happens.
      await page.getByRole('button', { name: 'No, keep it' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change date, time or party');
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByRole('status').getByText('Booking cancelled: we have sent you an e-mail to confirm it.').waitFor();
      const gone = await call<Mail[]>('/api/notifications');
      const receipt = gone.filter((m) => m.kind === 'annullata-da-te' && m.reservationId === mine('Change e2e').id);
      expect(receipt).toHaveLength(1);
      expect(receipt[0]!.to).toBe('en.cambio@example.it');
      expect(receipt[0]!.subject).toMatch(/: booking cancelled$/);
      expect(session.errors).toEqual([]);
    } finally {
      for (const id of ids) await call(`/api/reservations/${id}`, { method: 'DELETE' });
    }
  });
});
