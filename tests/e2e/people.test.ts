// The restaurant's people (docs/decisions/025-people-and-roles.md), as they meet it on a phone: the
// titolare invites the person at the front as 'Sala'; that person opens the invitation's link,
// chooses a username and password, lands in the booking book, confirms a request (the book says
// who did), and finds no menu, events, galleries, site or people: neither as tabs nor through the
// API. The titolare then sees the change in 'Chi ha fatto cosa' and removes the person, whose
// session ends at once.
import { describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import {
  adminApi,
  browserSession,
  eraseBookingsOf,
  eraseWhere,
  nextWeekday,
  ownerLogsIn,
  PHONE,
  sentMail,
  waitForSplash,
  wholePage,
} from './browser';

const session = browserSession({ viewport: PHONE }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

/** Every visible button, link, input and select of the page is at least 44 px tall. */
const smallControls = (page: typeof session.page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main button, main a, main input:not([type=radio]), main select')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ text: (el.textContent || el.getAttribute('aria-label') || el.id).trim(), h: el.getBoundingClientRect().height }))
      .filter((c) => c.h < 44),
  );

describe('Persone', () => {
  it('a titolare invites the front of house, who sets a password, confirms a booking and cannot open the menu', async () => {
    const { page, browser } = session;
    const friday = nextWeekday(5);
    const call = await adminApi(baseURL, admin);
    // A retry starts clean: a first try stopped midway leaves Sara invited and Bruno booked.
    await eraseBookingsOf(call, 'Sala e2e', friday);
    await eraseWhere<{ id: number; email: string | null }>(call, '/api/users', (p) => p.email === 'sara.e2e@example.it');
    const booked = await fetch(`${baseURL}/api/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.91' },
      body: JSON.stringify({
        firstName: 'Bruno',
        lastName: 'Sala e2e',
        email: 'bruno@example.it',
        phone: '333 444 5555',
        date: friday,
        time: '20:30',
        guests: 2,
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);

    // The titolare adds Sara, with the role Sala (the form's first choice), by e-mail.
    await ownerLogsIn(page, admin, '/admin?sezione=persone');
    await page.getByRole('heading', { name: 'Aggiungi una persona' }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Sara Sala e2e');
    await page.getByLabel('E-mail', { exact: true }).fill('sara.e2e@example.it');
    expect(await page.getByRole('radio', { name: /^Sala/ }).isChecked()).toBe(true);
    const invited = Date.now();
    await page.getByRole('button', { name: "Invia l'invito" }).click();
    await page.getByText('Invito inviato a sara.e2e@example.it').first().waitFor();
    const row = page.locator('[data-person]').filter({ hasText: 'Sara Sala e2e' });
    await row.getByText('Invitato').waitFor();
    expect(await smallControls(page)).toEqual([]);
    await wholePage(page, 'people-invited-phone');

    // The invitation's link, from the e-mail Sara received: once it has left, the site's own copy of
    // the e-mail keeps no link (docs/decisions/029-what-leaves-the-site.md).
    const escaped = baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new URL((await sentMail(new RegExp(`${escaped}/admin#invito=[A-Za-z0-9_-]{43}`), { since: invited }))[0]);
    const invitation = async () =>
      (await call<{ to: string; kind: string; text: string; status: string }[]>('/api/notifications')).find(
        (m) => m.to === 'sara.e2e@example.it' && m.kind === 'invito',
      );
    await expect.poll(async () => (await invitation())?.status).toBe('sent');
    expect((await invitation())!.text).not.toContain('#invito=');

    // Sara, on her own phone: chooses a username and a password, and is in.
    const sara = await browser.newContext({ baseURL, viewport: PHONE });
    await sara.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
    const phone = await sara.newPage();
    await phone.goto(`${link.pathname}${link.hash}`);
    await waitForSplash(phone);
    await phone.getByRole('heading', { name: 'Il tuo accesso' }).waitFor();
    await phone.getByLabel('Nome utente').fill('sara.e2e');
    await phone.getByLabel('Password', { exact: true }).fill('corta');
    await phone.getByLabel('Ripeti la password').fill('corta');
    await phone.getByRole('button', { name: 'Entra' }).click();
    await phone.getByText('La password deve avere almeno 12 caratteri').waitFor();
    await phone.getByLabel('Password', { exact: true }).fill('la-sala-di-sara-2026');
    await phone.getByLabel('Ripeti la password').fill('la-sala-di-sara-2026');
    await phone.getByRole('button', { name: 'Entra' }).click();
    await phone.getByRole('heading', { name: 'Prenotazioni', level: 1 }).waitFor();
    expect(phone.url()).not.toContain('invito');
    // Only the evening and the booking book: no menu, events, galleries, site, people.
    expect(await phone.getByRole('tab').allTextContents()).toEqual([
      'La serata',
      expect.stringMatching(/^Prenotazioni/),
      'Gruppi',
      'Ospiti',
    ]);
    await phone.getByRole('tab', { name: /^Prenotazioni/ }).click();
    await phone.getByText('Sara Sala e2e · Sala').waitFor();
    expect(await phone.getByRole('heading', { name: 'Orari e coperti' }).count()).toBe(0);

    // She confirms Bruno's request; the book says who did.
    await phone.getByRole('listitem').filter({ hasText: 'Bruno Sala e2e' }).getByRole('button', { name: 'Vai al giorno' }).click();
    const card = phone.getByRole('listitem').filter({ hasText: 'Bruno Sala e2e' });
    await card.getByRole('button', { name: 'Conferma' }).click();
    await phone.getByText('Prenotazione confermata').first().waitFor();
    await card.getByText('confermata da Sara Sala e2e').waitFor();
    expect(await card.getByRole('button', { name: 'Elimina' }).count()).toBe(0);
    await wholePage(phone, 'people-sala-book-phone');

    // The menu's tab in the address opens the book, and the API refuses her the menu (403).
    await phone.goto('/admin?sezione=voci');
    await phone.getByRole('heading', { name: 'Prenotazioni', level: 1 }).waitFor();
    expect(await phone.getByRole('tab', { name: 'Voci Menu' }).count()).toBe(0);
    const refused = await phone.evaluate(async () => {
      const res = await fetch('/api/menu-sections', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Sezione di Sara' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({ status: 403, body: { message: 'Il tuo ruolo non permette questa operazione: chiedi al titolare' } });

    // The titolare sees who did what, then removes Sara: her session ends at once.
    await page.reload();
    await page.getByRole('heading', { name: 'Chi ha fatto cosa' }).waitFor();
    // Said as what she did, the booking by its day and time.
    await page.getByText(/Sara Sala e2e\s+ha confermato la prenotazione di \S+ \d+ \S+ alle \d\d:\d\d/).waitFor();
    await row.getByText('Attivo').waitFor();
    await row.getByRole('button', { name: 'Rimuovi' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rimuovi' }).click();
    await page.getByText('Sara Sala e2e è stato rimosso').first().waitFor();
    const after = await phone.evaluate(async () => (await fetch('/api/reservations')).status);
    expect(after).toBe(401);
    await sara.close();

    await eraseBookingsOf(call, 'Sala e2e', friday);
  });
});
