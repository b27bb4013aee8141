// Groups and private parties in a real browser at 390 px against the real Worker
// (docs/product.md#19-groups-and-private-parties): from /eventi's groups line a party of 12 writes
// instead of booking; the owner reads it in 'Gruppi', answers by e-mail and makes it a booking.
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/italy-clock';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, picture, waitForSplash, wholePage } from '../browser';

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

type Mail = { to: string; kind: string; text: string; subject: string };

describe('a party of twelve', () => {
  it('sends an enquiry that the owner answers and makes a booking', { timeout: 90_000 }, async () => {
    const { page } = session;
    const call = await adminApi(baseURL, admin);
    // A Friday eleven weeks on, clear of the other journeys.
    const friday = addDays(nextWeekday(5), 77);
    let bookingId: number | null = null;
    // What a first try that stopped half-way left of her (vitest.config.ts tries a journey twice).
    await call('/api/guests?email=federica.gruppo@example.it', { method: 'DELETE' });
    try {
      await page.goto('/eventi');
      await waitForSplash(page);
      await page.getByRole('link', { name: 'Contattaci' }).click();
      const form = page.getByRole('form', { name: 'Gruppi ed eventi privati' });
      await form.waitFor();
      await form.getByLabel('Nome e cognome').fill('Federica Gruppo e2e');
      await form.getByLabel('Email', { exact: true }).fill('federica.gruppo@example.it');
      await form.getByLabel('Quante persone').fill('12');
      await form.getByLabel('Data (se la sai già)').fill(friday);
      await form.getByLabel('Occasione').fill('Compleanno');
      await form.getByLabel('Budget (facoltativo)').fill('40 € a testa');
      await form.getByLabel('Messaggio').fill('Festa a sorpresa per i 40 anni di Marco.\nUn bambino di 6 anni.');
      await picture(page, 'enquiry-form-390', { fullPage: true });
      await page.waitForTimeout(3_100); // a person's pace
      await form.getByRole('button', { name: 'Invia la richiesta' }).click();
      await page.getByRole('status').getByText('Ti abbiamo scritto a federica.gruppo@example.it').waitFor();
      const receipt = (await call<Mail[]>('/api/notifications')).find(
        (m) => m.kind === 'richiesta-gruppo-ricevuta' && m.to === 'federica.gruppo@example.it',
      )!;
      expect(receipt.text).toMatch(
        /^Gentile Federica,\n\nabbiamo ricevuto la tua richiesta per un gruppo o un evento privato \(12 persone, /,
      );

      // Back to booking a table: the form is the booking form again.
      await page.getByRole('button', { name: 'Torna alla prenotazione' }).click();
      await page.getByRole('form', { name: 'Prenota un tavolo' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('guests');

      // The English site's twin, in English.
      await page.goto('/en/events');
      await waitForSplash(page);
      await page.getByRole('link', { name: 'Contact us' }).click();
      const english = page.getByRole('form', { name: 'Groups and private parties' });
      await english.getByLabel('How many people').waitFor();
      await english.getByRole('button', { name: 'Send the enquiry' }).click();
      await english.getByText('This field is required').first().waitFor();

      await ownerLogsIn(page, admin, '/admin?sezione=gruppi');
      const card = page.getByRole('article', { name: 'Federica Gruppo e2e' });
      await card.getByText('12 persone · ').waitFor();
      await card.getByText('Festa a sorpresa per i 40 anni di Marco.').waitFor();
      await card.getByLabel('Rispondi per e-mail').fill('Cara Federica,\nvi proponiamo la sala privata con il menu delle feste.');
      // A reload keeps what was typed.
      await page.reload();
      await waitForSplash(page);
      await expect.poll(() => card.getByLabel('Rispondi per e-mail').inputValue()).toContain('vi proponiamo la sala privata');
      await card.getByRole('button', { name: 'Invia la risposta' }).click();
      await page.getByText('Risposta inviata').first().waitFor();
      await expect.poll(() => card.getByLabel('Stato').inputValue()).toBe('in-trattativa');
      const reply = (await call<Mail[]>('/api/notifications')).find((m) => m.kind === 'risposta' && m.to === 'federica.gruppo@example.it')!;
      expect(reply.text).toContain('vi proponiamo la sala privata con il menu delle feste.');

      await card.getByLabel('Orario della prenotazione').fill('20:30');
      await card.getByRole('button', { name: 'Crea la prenotazione' }).click();
      await card.getByText(/^Prenotata: .* alle 20:30$/).waitFor();
      await expect.poll(() => card.getByLabel('Stato').inputValue()).toBe('confermata');
      await wholePage(page, 'enquiry-admin-390');
      const book = await call<{ id: number; lastName: string; firstName: string; guests: number; status: string }[]>(
        `/api/reservations?date=${friday}`,
      );
      const made = book.find((b) => b.firstName === 'Federica Gruppo e2e')!;
      bookingId = made.id;
      expect([made.guests, made.status]).toEqual([12, 'confermata']);
      expect(session.errors).toEqual([]);
    } finally {
      if (bookingId) await call(`/api/reservations/${bookingId}`, { method: 'DELETE' });
      await call('/api/guests?email=federica.gruppo@example.it', { method: 'DELETE' });
    }
  });
});
