// The waiting list in a real browser at 390 px against the real Worker (docs/product.md#21-waiting-for-a-table):
// a Friday's 20:00 is full; a guest asks from /contatti to be told, another from /en/contact; the
// owner sees them in line in La serata; a booking is cancelled and the first in line books the
// freed table from the e-mail's link; the second leaves the list from theirs, in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { addDays } from '#domain/italy-clock';
import { admin, baseURL } from '../worker-of-file';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, picture, sentMail, waitForSplash } from '../browser';

const PHONE = { width: 390, height: 844 };
const session = browserSession({ locale: 'it-IT', viewport: PHONE, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

// Three weeks on: no other journey books that Friday.
const friday = addDays(nextWeekday(5), 21);
let call: Awaited<ReturnType<typeof adminApi>>;
const booked: number[] = [];

/** Tables taken at 20:00 by the owner's bookings of two, until no party of two finds room at that time. */
beforeAll(async () => {
  call = await adminApi(baseURL, admin);
  const free = async () =>
    (await call<{ times: { time: string; available: boolean }[] }>(`/api/availability?date=${friday}&guests=2`)).times.find(
      (t) => t.time === '20:00',
    )?.available;
  for (let i = 0; i < 40 && (await free()); i++) {
    booked.push(
      (
        await call<{ id: number }>('/api/bookings', {
          json: { firstName: 'Pieno', lastName: `Lista e2e ${i}`, phone: '333 111 2222', date: friday, time: '20:00', guests: 2 },
        })
      ).id,
    );
  }
  expect(await free()).toBe(false);
});

afterAll(async () => {
  for (const place of await call<{ id: number }[]>(`/api/waitlist?date=${friday}`))
    await call(`/api/waitlist/${place.id}`, { method: 'DELETE' }).catch(() => {});
  for (const id of booked) await call(`/api/reservations/${id}`, { method: 'DELETE' }).catch(() => {});
});

async function fill(form: Locator, who: Record<'first' | 'last' | 'email' | 'phone' | 'date', string>, labels: string[]) {
  const [first, last, email, phone, date] = labels;
  await form.getByLabel(first!, { exact: true }).fill(who.first);
  await form.getByLabel(last!, { exact: true }).fill(who.last);
  await form.getByLabel(email!, { exact: true }).fill(who.email);
  await form.getByLabel(phone!, { exact: true }).fill(who.phone);
  await form.getByLabel(date!, { exact: true }).fill(who.date);
}

describe('the waiting list', () => {
  it('takes two guests in line, offers a freed table to the first, who books it; the second leaves', { timeout: 120_000 }, async () => {
    const { page } = session;
    // An address of its own: other journeys' requests do not count against its limits.
    await session.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.61' });
    await page.goto('/contatti');
    await waitForSplash(page);
    const form = page.getByRole('form', { name: 'Prenota un tavolo' });
    await fill(form, { first: 'Livia', last: 'Attesa e2e', email: 'livia.attesa@example.it', phone: '333 444 5555', date: friday }, [
      'Nome',
      'Cognome',
      'Email',
      'Telefono',
      'Data',
    ]);
    // 20:00 is full, shown and not choosable; the form offers the list.
    await expect.poll(() => form.locator('option[value="20:00"]').isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Pieno? Avvisami se si libera un posto' }).click();
    const times = form.getByRole('group', { name: 'Gli orari che andrebbero bene' });
    await times.getByRole('checkbox', { name: '20:00' }).check();
    await picture(page, 'waitlist-offer-390');
    await times.getByRole('button', { name: 'Mettimi in lista d’attesa' }).click();
    await form.getByRole('status').getByText('Sei in lista d’attesa per').waitFor();
    const livia = (await sentMail(/Gentile Livia,[\s\S]*\/lista-attesa\/([\w-]{43})/))[1]!;

    // In English, from /en/contact: in line after her.
    const english = await session.open({ locale: 'en-GB' });
    await english.context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '192.0.2.62' });
    await english.page.goto('/en/contact');
    await waitForSplash(english.page);
    const enForm = english.page.getByRole('form', { name: 'Book a table' });
    await fill(enForm, { first: 'Emma', last: 'Waiting e2e', email: 'emma.waiting@example.com', phone: '333 666 7777', date: friday }, [
      'First name',
      'Surname',
      'Email',
      'Phone',
      'Date',
    ]);
    await enForm.getByRole('button', { name: 'Full? Tell me if a table frees up' }).click();
    await enForm.getByRole('group', { name: 'The times that would do' }).getByRole('checkbox', { name: '20:00' }).check();
    await enForm.getByRole('button', { name: 'Put me on the waiting list' }).click();
    await enForm.getByRole('status').getByText('You are on the waiting list for').waitFor();
    const emmaMail = await sentMail(/Dear Emma,[\s\S]*you are on the waiting list for[\s\S]*\/en\/waiting-list\/([\w-]{43})/);
    const emma = emmaMail[1]!;

    // The owner sees them in line in La serata, Friday's dinner.
    const owner = await session.open();
    await ownerLogsIn(owner.page, admin);
    await owner.page.getByRole('tab', { name: 'La serata' }).waitFor();
    await owner.page.getByRole('tabpanel').getByLabel('Giorno', { exact: true }).fill(friday);
    await owner.page.getByRole('button', { name: 'Cena' }).click();
    await owner.page.locator('summary').filter({ hasText: 'Lista d’attesa' }).click();
    const inLine = owner.page.getByRole('article', { name: /^In attesa / });
    await expect
      .poll(() => inLine.allInnerTexts().then((t) => t.map((s) => s.split('\n')[0])))
      .toEqual(['1. Livia Attesa e2e · 2 persone', '2. Emma Waiting e2e · 2 persone']);
    await picture(owner.page, 'waitlist-owner-390');
    await owner.context.close();

    // A booking is cancelled: the table goes to Livia, first in line.
    await call(`/api/reservations/${booked.pop()}/status`, { method: 'PUT', json: { status: 'annullata' } });
    await sentMail(/Gentile Livia,[\s\S]*si è liberato un posto: .*ore 20:00, 2 persone/);
    await page.goto(`/lista-attesa/${livia}`);
    await waitForSplash(page);
    await page.getByText('Si è liberato un posto alle 20:00.').waitFor();
    await picture(page, 'waitlist-claim-390');
    await page.getByRole('button', { name: 'Prenota alle 20:00' }).click();
    await page.getByRole('status').getByText('Prenotazione inviata!').waitFor();
    await page.getByRole('link', { name: 'Vedi la prenotazione' }).click();
    await page.getByRole('heading', { name: 'La tua prenotazione' }).waitFor();
    const places = await call<{ email: string; status: string; reservationId: number | null }[]>(`/api/waitlist?date=${friday}`);
    expect(places.map((p) => [p.email, p.status])).toEqual([
      ['livia.attesa@example.it', 'prenotata'],
      ['emma.waiting@example.com', 'attesa'],
    ]);
    booked.push(places[0]!.reservationId!);

    // Emma leaves the list from her link, in English.
    await english.page.goto(`/en/waiting-list/${emma}`);
    await waitForSplash(english.page);
    await english.page.getByText('You are on the list').waitFor();
    await english.page.getByRole('button', { name: 'Leave the list' }).click();
    await english.page.getByRole('status').getByText('You are no longer on the waiting list').waitFor();
    await english.context.close();
    expect((await call<unknown[]>(`/api/waitlist?date=${friday}`)).length).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
