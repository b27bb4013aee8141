import { useRef } from 'react';
import { useFocusTrap } from '../components/ui/use-focus-trap';
import { LoginFields } from './login-form';
import { settleExpiredSession, useSessionExpired } from './session';

/** When a save meets an expired session: log in again here, and the save goes through. */
export function ReloginDialog() {
  const open = useSessionExpired();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open, () => settleExpiredSession(false));
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[90] grid place-items-center bg-ink/60 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sessione-scaduta"
        className="w-full max-w-sm rounded-2xl bg-cream p-6 shadow-2xl"
      >
        <h2 id="sessione-scaduta" className="font-display text-2xl text-ink">
          Sessione scaduta
        </h2>
        <p className="mt-2 mb-5 text-sm text-ink/75">Accedi di nuovo: quello che hai scritto è al sicuro e verrà salvato subito dopo.</p>
        <LoginFields onLoggedIn={() => settleExpiredSession(true)} />
        <button
          type="button"
          onClick={() => settleExpiredSession(false)}
          className="mt-3 w-full rounded-full px-6 py-2 text-sm font-semibold text-walnut hover:bg-sand"
        >
          Annulla
        </button>
      </div>
    </div>
  );
}
