import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { adminCall, LoginCancelled, refusalOf, settleExpiredSession } from './session';

const expired = () => Promise.reject(new ApiError(401, 'Accesso non autorizzato', 'Unauthorized'));
/** Lets the pending promise callbacks run, as the dialog would only open after them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a save that meets an expired session', () => {
  it('runs again once the owner has logged in', async () => {
    let calls = 0;
    const saved = adminCall(() => (++calls === 1 ? expired() : Promise.resolve('salvato')));
    await settle();
    settleExpiredSession(true);
    await expect(saved).resolves.toBe('salvato');
    expect(calls).toBe(2);
  });

  it('nested in another, fails at once when the owner cancels, without asking again', async () => {
    let inner = 0;
    const saved = adminCall(async () => {
      await adminCall(() => (++inner, expired()));
      return 'mai';
    });
    await settle();
    settleExpiredSession(false);
    // The outer call does not wait for a second login: it fails with the cancellation.
    const outcome = await Promise.race([saved.catch((e: unknown) => e), settle().then(() => 'still waiting')]);
    expect(outcome).toBeInstanceOf(LoginCancelled);
    expect(inner).toBe(1);
  });
});

describe('the sentence of a refusal', () => {
  const refused = (body: unknown) => new ApiError(400, JSON.stringify(body), 'Bad Request');

  it("prefers the field's sentence, then the Worker's, then one naming what failed", () => {
    expect(refusalOf(refused({ message: 'Dati non validi', issues: [{ path: 'email', message: "Indica un'e-mail valida" }] }))).toBe(
      "Indica un'e-mail valida",
    );
    expect(refusalOf(refused({ message: 'Il tuo ruolo non permette questa operazione' }))).toBe(
      'Il tuo ruolo non permette questa operazione',
    );
    expect(refusalOf(new ApiError(502, '', 'Bad Gateway'), 'Ricerca non riuscita')).toBe('Ricerca non riuscita: riprova.');
    expect(refusalOf(new TypeError('Failed to fetch'), 'Ricerca non riuscita')).toBe(
      'Ricerca non riuscita: controlla la connessione e riprova.',
    );
    expect(refusalOf(new TypeError('Failed to fetch'))).toBe('Salvataggio non riuscito: controlla la connessione e riprova.');
  });
});
