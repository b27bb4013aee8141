// The word after the visit, in a real browser at 390 px against the real Worker
// (docs/product.md#20-a-word-after-the-visit): the stop link at the foot of a thank-you opens a page
// that asks, stops them with one tap, and says so again on a later visit, in Italian and in English.
// The link is signed here as the hourly job signs it (wrangler dev cannot run a Worker's scheduled
// handler beside static assets); the job and its e-mail are worker/bookings/thank-you.test.ts's.
import { describe, expect, it } from 'vitest';
import { stopCode } from '../../../worker/mail/stop-code';
import { sessionSecret } from '../worker-of-file';
import { browserSession, picture, waitForSplash } from '../browser';

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

describe('the thank-you after a visit', () => {
  it('stops from its link with one tap, in either language', async () => {
    const { page } = session;
    const code = await stopCode(`grazia.${Date.now()}@example.it`, sessionSecret);

    await page.goto(`/disiscrizione/${code}`);
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'Il grazie dopo la visita' }).waitFor();
    await picture(page, 'thank-you-stop-390', { fullPage: true });
    await page.getByRole('button', { name: 'Non scrivermi più dopo le visite' }).click();
    await page.getByRole('status').getByText('Fatto: non ti scriveremo più dopo una visita.').waitFor();
    // Focus goes to what was said, where the button was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Fatto: non ti scriveremo più dopo una visita.');
    await picture(page, 'thank-you-stopped-390', { fullPage: true });

    // A later visit, in English: already stopped, no button.
    await page.goto(`/en/unsubscribe/${code}`);
    await page.getByText('Done: we will not write to you after a visit any more.').waitFor();
    expect(await page.getByRole('button', { name: 'Stop these messages after a visit' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // A code this site did not sign says so, and offers the way back.
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    await page.goto(`/disiscrizione/${forged}`);
    await page.getByRole('alert').getByText('Questo link non è valido: aprilo per intero dall’e-mail ricevuta.').waitFor();
    await page.getByRole('link', { name: 'Torna al sito' }).waitFor();
  });
});
