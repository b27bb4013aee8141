// The owner's area in a real browser against the real Worker.
import { describe, expect, inject, it } from 'vitest';
import { adminApi, browserSession, waitForSplash } from './browser';

const baseURL = inject('baseURL');
const admin = inject('admin');
const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

async function logIn() {
  const { page } = session;
  await page.goto('/admin');
  await waitForSplash(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
}

describe('admin login', () => {
  it('refuses wrong credentials with a toast, then logs in and out', async () => {
    const { page } = session;
    await page.goto('/admin');
    await waitForSplash(page);
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Inserisci lo username').waitFor();

    await page.getByLabel('Username').fill(admin.username);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password-sbagliata');
    await page.getByRole('button', { name: 'Mostra la password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Errore di autenticazione').first().waitFor();
    await page.getByText('Credenziali non valide').first().waitFor();

    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
    await page.getByText('Login effettuato con successo!').first().waitFor();

    // Tabs: the arrow keys move between them.
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Impostazioni Menu', 'Piatti Speciali', 'Sezioni Menu', 'Voci Menu', 'Eventi', 'Gallerie', 'Prenotazioni']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Sezioni Menu' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Piatti Speciali' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Pannello Admin' }).waitFor();
    await page.getByText('Logout effettuato con successo!').first().waitFor();
    // The expected 401 of the wrong password is the only console message.
    expect(session.errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });
});

describe('Sezioni Menu', () => {
  it('creates, edits and deletes a section, saying how many items go with it', async () => {
    const { page } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Inserisci il titolo della sezione').waitFor();
    await page.getByLabel('Titolo').fill('Insalate e2e');
    await page.getByLabel('Destinazione').selectOption('montagna');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione creata').first().waitFor();
    await page.getByText('Insalate e2e').waitFor();

    await page.getByRole('button', { name: 'Modifica la sezione Insalate e2e' }).click();
    await page.getByLabel('Titolo').fill('Insalate della casa e2e');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sezione aggiornata').first().waitFor();

    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string; destination: string }[]>('/api/menu-sections');
    const created = sections.find((s) => s.title === 'Insalate della casa e2e')!;
    expect(created.destination).toBe('montagna');
    await call('/api/menu-items', { json: { sectionId: created.id, name: 'Verde', description: 'Misticanza', price: '€ 6' } });
    await call('/api/menu-items', { json: { sectionId: created.id, name: 'Caprese', description: 'Bufala', price: '€ 9' } });
    await page.reload();
    await waitForSplash(page);
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Elimina la sezione Insalate della casa e2e' }).click();
    await page.getByText('Sezione eliminata').first().waitFor();
    expect(question).toBe('Eliminare la sezione "Insalate della casa e2e"? Verranno eliminate anche le sue 2 voci.');
    const after = await call<{ title: string }[]>('/api/menu-sections');
    expect(after.some((s) => s.title.includes('e2e'))).toBe(false);
    expect(session.errors).toEqual([]);
  });

  it('keeps what was typed when the session has expired, and saves after logging in again', async () => {
    const { page, context } = session;
    await logIn();
    await page.getByRole('tab', { name: 'Sezioni Menu' }).click();
    await page.getByRole('button', { name: 'Nuova sezione' }).click();
    await page.getByLabel('Titolo').fill('Sezione dopo la scadenza e2e');
    await context.clearCookies(); // the session is gone, as after 12 hours
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.waitFor();
    expect(await page.getByLabel('Titolo').inputValue()).toBe('Sezione dopo la scadenza e2e');
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await page.getByText('Sezione creata').first().waitFor();
    const call = await adminApi(baseURL, admin);
    const sections = await call<{ id: number; title: string }[]>('/api/menu-sections');
    const saved = sections.find((s) => s.title === 'Sezione dopo la scadenza e2e');
    expect(saved).toBeDefined();
    await call(`/api/menu-sections/${saved!.id}`, { method: 'DELETE' });
  });
});
