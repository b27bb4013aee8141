import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { loginInput } from '#domain/people/schemas';
import { toast } from '../components/ui/toast-store';
import { ApiError } from '../lib/api';
import { loginRequest, sessionKept } from './session';
import { inputClass } from './ui';

/** Username, password (with show/hide) and 'Accedi'; used by the login page and the re-login dialog. */
export function LoginFields({ onLoggedIn }: { onLoggedIn: () => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginInput.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await loginRequest(username, password);
      if (!(await sessionKept(queryClient))) {
        toast({
          variant: 'destructive',
          title: 'Il browser non ha tenuto l’accesso',
          description:
            'La password è giusta, ma il browser ha rifiutato il cookie della sessione: consenti i cookie per questo sito e riprova.' +
            // Only a local copy is served over http: Safari keeps no Secure cookie there (README).
            (location.protocol === 'http:' ? ' Con Safari, avvia il sito locale con HTTPS=1 npm start.' : ''),
        });
        return;
      }
      toast({ title: 'Login effettuato con successo!' });
      // Everything read so far was a visitor's view (active records only): read it again.
      await queryClient.invalidateQueries();
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ variant: 'destructive', title: 'Errore di autenticazione', description: error.serverMessage ?? 'Credenziali non valide' });
      } else {
        toast({ variant: 'destructive', title: 'Errore durante il login', description: 'Controlla la connessione e riprova.' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <label htmlFor={`${id}-username`} className="mb-1.5 block text-sm font-semibold text-ink">
          Username
        </label>
        <input
          id={`${id}-username`}
          className={inputClass}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
        />
        {errors.username && (
          <p id={`${id}-username-error`} className="mt-1.5 text-sm text-terracotta">
            {errors.username}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-semibold text-ink">
          Password
        </label>
        <div className="relative">
          <input
            id={`${id}-password`}
            type={visible ? 'text' : 'password'}
            className={`${inputClass} pr-14`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? 'Nascondi la password' : 'Mostra la password'}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center text-walnut"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
        {errors.password && (
          <p id={`${id}-password-error`} className="mt-1.5 text-sm text-terracotta">
            {errors.password}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 rounded-full bg-walnut px-6 py-3 font-semibold text-cream transition hover:bg-ink disabled:opacity-70"
      >
        {busy ? 'Caricamento...' : 'Accedi'}
      </button>
    </form>
  );
}
