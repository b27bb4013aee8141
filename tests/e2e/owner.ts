// The owner's area as each journey file opens it: a browser of its own at a phone's size, the
// cookie question answered, and the owner logged in through the form.
import { admin } from './worker-of-file';
import { browserSession, ownerLogsIn } from './browser';

export function ownerSession() {
  const session = browserSession({ locale: 'it-IT', viewport: { width: 390, height: 844 }, hasTouch: true }, async (context) => {
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  });

  async function logIn() {
    const { page } = session;
    await ownerLogsIn(page, admin);
    await page.getByRole('heading', { name: 'Gestione Menu' }).waitFor();
  }

  /** Logs in again in the 'Sessione scaduta' dialog, once it opens (within `timeout`). */
  async function reLogIn(timeout?: number) {
    const dialog = session.page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByLabel('Username').fill(admin.username, { timeout });
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
  }

  return { session, logIn, reLogIn };
}
