// Words and numbers as a visitor and the owner read them: the menu's Mare or Montagna kept in the
// address (a reload keeps it, a shared link opens on it), the owner asked before a second dish of
// the same name in a section, and the book's badge saying its count in agreeing words.
import { afterAll, describe, expect, it } from 'vitest';
import { admin, baseURL } from './worker-of-file';
import { adminApi, browserSession, nextWeekday, ownerLogsIn, presetConsent, waitForSplash } from './browser';

const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true });

describe("the menu's Mare and Montagna", () => {
  it('are in the address: the choice survives a reload and a shared link opens on it, the allergens kept', async () => {
    const { page } = session;
    await presetConsent(session.context, 'declined');
    await page.goto('/menu?senza=glutine,latte');
    await waitForSplash(page);
    const toggle = page.getByRole('group', { name: 'Scegli la proposta' });
    await toggle.getByRole('button', { name: 'Montagna' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?senza=glutine,latte&proposta=montagna');
    await page.getByRole('heading', { name: 'Secondi di montagna' }).waitFor();
    await page.reload();
    await waitForSplash(page);
    expect(await toggle.getByRole('button', { name: 'Montagna' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: 'Secondi di montagna' }).waitFor();
    // Shared: another visitor opens the same address and reads the same menu.
    const other = await session.browser.newContext({ baseURL, locale: 'it-IT' });
    try {
      const shared = await other.newPage();
      await shared.goto(page.url());
      await waitForSplash(shared);
      expect(await shared.getByRole('button', { name: 'Montagna' }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await other.close();
    }
    // Mare is the menu's own address: no parameter.
    await toggle.getByRole('button', { name: 'Mare' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?senza=glutine,latte');
    expect(session.errors).toEqual([]);
  });
});

describe('a second dish with the same name in a section', () => {
  let call: Awaited<ReturnType<typeof adminApi>>;
  afterAll(async () => {
    const items = await call<{ id: number; name: string; description: string }[]>('/api/menu-items');
    for (const item of items.filter((i) => i.description === 'Il gemello e2e'))
      await call(`/api/menu-items/${item.id}`, { method: 'DELETE' }).catch(() => {});
  });

  it('is saved only once the owner has answered the question', async () => {
    const { page } = session;
    call = await adminApi(baseURL, admin);
    await presetConsent(session.context, 'declined');
    await ownerLogsIn(page, admin, '/admin?sezione=voci');
    await page.getByRole('button', { name: 'Nuova voce' }).click();
    await page.getByLabel('Sezione', { exact: true }).selectOption({ label: 'Secondi di mare (Mare)' });
    // The demo's dish, typed as an owner might: another case, another space.
    await page.getByLabel('Nome').fill('branzino  al forno');
    await page.getByLabel('Descrizione').fill('Il gemello e2e');
    await page.getByLabel('Prezzo').fill('22');
    await page.getByRole('button', { name: 'Salva' }).click();
    const question = page.getByRole('alertdialog', { name: 'Un piatto con questo nome c’è già' });
    await question.waitFor();
    expect(await question.textContent()).toContain('In «Secondi di mare» c’è già «Branzino al forno»');
    await question.getByRole('button', { name: 'Torna indietro' }).click();
    const count = async () =>
      (await call<{ description: string }[]>('/api/menu-items')).filter((i) => i.description === 'Il gemello e2e').length;
    expect(await count()).toBe(0);
    // What was typed is still there; saved when the owner says so.
    expect(await page.getByLabel('Nome').inputValue()).toBe('branzino  al forno');
    await page.getByRole('button', { name: 'Salva' }).click();
    await question.getByRole('button', { name: 'Salva comunque' }).click();
    await page.getByText('Voce creata').first().waitFor();
    expect(await count()).toBe(1);
    expect(session.errors).toEqual([]);
  });
});

describe("the book's badge", () => {
  let call: Awaited<ReturnType<typeof adminApi>>;
  let id: number | undefined;
  afterAll(async () => {
    if (id) await call(`/api/reservations/${id}`, { method: 'DELETE' }).catch(() => {});
  });

  it('says how many new bookings wait, its words agreeing with the number', async () => {
    const { page } = session;
    call = await adminApi(baseURL, admin);
    // One booking more waiting for an answer, whatever the other journeys left.
    id = (
      await call<{ id: number }>('/api/reservations', {
        json: { firstName: 'Nora', lastName: 'Conta e2e', phone: '+39 333 000 1111', date: nextWeekday(3), time: '20:00', guests: 2 },
      })
    ).id;
    await call(`/api/reservations/${id}/status`, { method: 'PUT', json: { status: 'nuova' } });
    await presetConsent(session.context, 'declined');
    await ownerLogsIn(page, admin, '/admin?sezione=voci');
    const badge = page.getByRole('button', { name: /da vedere$/ });
    await badge.waitFor();
    const name = (await badge.getAttribute('aria-label'))!;
    const [, n] = /^(\d+) /.exec(name)!;
    expect(name).toBe(n === '1' ? '1 nuova prenotazione da vedere' : `${n} nuove prenotazioni da vedere`);
    expect((await badge.textContent())!.trim()).toBe(n === '1' ? '1 nuova' : `${n} nuove`);
    // The tab's count says the same to a screen reader: its number, then the word that agrees.
    const tab = page.getByRole('tab', { name: /^Prenotazioni/ });
    expect((await tab.textContent())!.trim()).toBe(n === '1' ? 'Prenotazioni1 nuova' : `Prenotazioni${n} nuove`);
    expect(session.errors).toEqual([]);
  });
});
