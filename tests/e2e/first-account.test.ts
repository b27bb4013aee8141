// The site's first account, as the restaurant meets it after a deploy (README, Deploy): a Worker with
// no titolare and a setup code; on a phone, /admin asks for the code, refuses a wrong one beside
// its field, then makes the titolare with their name, username and password and opens the admin as
// them. Afterwards the page is the login, and the code opens nothing, for anyone; five wrong codes
// from one address are throttled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalWorker, prepareState, serveState } from '../../scripts/local-worker.ts';
import { browserSession, picture, waitForSplash } from './browser';

const CODE = 'PRIMO-ACCESSO-7Q2M-9XDP';
const session = browserSession({ viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

// A Worker of its own for each try: a second try (vitest.config.ts) meets a titolare and an address
// already throttled if it shares the first's.
let worker: LocalWorker;
beforeEach(async () => {
  const { state, admin } = prepareState('bistrot-first-', { withAdmin: false });
  const started = await serveState(state, admin, { ADMIN_SETUP_CODE: CODE });
  await started.ready;
  worker = started;
});
afterEach(() => worker?.stop());

const setup = (body: Record<string, string>, address: string) =>
  fetch(`${worker.baseURL}/api/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  });
const owner = { name: 'Giulia Verdi', username: 'giulia', password: 'la-mia-password-lunga' };

describe('the first account', () => {
  it('is made on a phone with the setup code, once', async () => {
    // Five wrong codes from one address: the sixth try from it waits, even with the right code.
    for (let i = 0; i < 5; i++) expect((await setup({ code: 'SBAGLIATO-0000', ...owner }, '192.0.2.50')).status).toBe(403);
    expect((await setup({ code: CODE, ...owner }, '192.0.2.50')).status).toBe(429);

    const { page, errors, close } = await session.open({ baseURL: worker.baseURL });
    try {
      await page.goto('/admin');
      await waitForSplash(page);
      await page.getByRole('heading', { name: 'Primo accesso' }).waitFor();
      // Every control of the form is a thumb's size.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('main button, main input')]
          .map((el) => ({ id: el.id || el.textContent, h: el.getBoundingClientRect().height }))
          .filter((c) => c.h < 44),
      );
      expect(small).toEqual([]);
      await page.getByLabel('Codice di primo accesso').fill('CODICE-SBAGLIATO-1');
      await page.getByLabel('Il tuo nome').fill(owner.name);
      await page.getByLabel('Nome utente').fill(owner.username);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByLabel('Ripeti la password').fill(owner.password);
      await page.getByRole('button', { name: 'Crea il titolare ed entra' }).click();
      await expect.poll(() => page.getByLabel('Codice di primo accesso').getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Codice di primo accesso errato').waitFor();
      await picture(page, 'first-account-wrong-code', { fullPage: true });

      await page.getByLabel('Codice di primo accesso').fill(CODE);
      await page.getByRole('button', { name: 'Crea il titolare ed entra' }).click();
      // The admin opens as the titolare: the tabs only a titolare has are there.
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.getByRole('tab', { name: 'Persone' }).waitFor();
      // Posta: on this local site the simulated mail is set up; its address in links is local, as it should be here.
      await page.getByRole('tab', { name: 'Posta', exact: true }).click();
      await page.getByText('Le e-mail sono impostate.').waitFor();
      await page.getByRole('button', { name: /^Manda una prova a / }).click();
      await page.getByText(/^Prova inviata a /).waitFor();
      await picture(page, 'first-account-posta', { fullPage: true });
      expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);

      // Afterwards: the login, and the code opens nothing for anyone.
      await page.context().clearCookies();
      await page.goto('/admin');
      await waitForSplash(page);
      await page.getByRole('button', { name: 'Accedi' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Primo accesso' }).count()).toBe(0);
    } finally {
      await close();
    }
    expect(await (await fetch(`${worker.baseURL}/api/setup`)).json()).toEqual({ needed: false, codeSet: true });
    const again = await setup({ code: CODE, ...owner, username: 'altro' }, '192.0.2.51');
    expect(again.status).toBe(409);
    const login = await fetch(`${worker.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.52' },
      body: JSON.stringify({ username: owner.username, password: owner.password }),
    });
    expect(login.status).toBe(200);
  });
});
