import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { adminCall, LoginCancelled, settleExpiredSession } from './session';

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
