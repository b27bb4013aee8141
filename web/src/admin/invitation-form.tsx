// The page an invitation's link opens (/admin#invito=<token>; docs/decisions/025-people-and-roles.md):
// the invited person chooses a username and a password, and is logged in. The token stays after
// the '#', so it never reaches a server's log or another site's Referer.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { invitationAnswer } from '#domain/people/schemas';
import { MIN_PASSWORD_LENGTH } from '#domain/roles';
import { toast } from '../components/ui/toast-store';
import { api, ApiError } from '../lib/api';
import { refusalOf } from './session';
import { describedBy, Field, inputClass, primaryButton } from './ui';

/** The invitation's token in the address, if this is an invitation's link. */
export const invitationToken = (): string | null =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.hash.slice(1)).get('invito');

export function InvitationForm({ token, onDone }: { token: string; onDone: () => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string; again?: string; form?: string }>({});
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = invitationAnswer.safeParse({ token, username, password });
    const found: typeof errors = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0] === 'token' ? 'form' : i.path[0], i.message]));
    if (!found.password && password !== again) found.again = 'Le due password sono diverse';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api('/api/users/accept', { json: { token, username, password } });
      // The link is spent: it leaves the address, and the admin opens as this person.
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      toast({ title: 'Benvenuto! Da ora entri con il tuo nome utente e la tua password.' });
      await queryClient.invalidateQueries();
      onDone();
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      const message = refusalOf(error);
      setErrors(
        issue?.path === 'username' || (error instanceof ApiError && error.status === 409)
          ? { username: message }
          : issue?.path === 'password'
            ? { password: message }
            : { form: message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-sm px-6 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
        <h1 className="mb-2 text-center font-display text-3xl text-ink">Il tuo accesso</h1>
        <p className="mb-6 text-center text-sm text-ink/75">Scegli il nome utente e la password con cui entrerai nell’area riservata.</p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id={`${id}-username`} label="Nome utente" error={errors.username} hint="Lettere, cifre e . _ @ - (da 3 a 64)">
            <input
              id={`${id}-username`}
              className={inputClass}
              value={username}
              autoComplete="username"
              autoCapitalize="none"
              maxLength={64}
              onChange={(e) => setUsername(e.target.value)}
              {...describedBy(`${id}-username`, errors.username)}
            />
          </Field>
          <Field id={`${id}-password`} label="Password" error={errors.password} hint={`Almeno ${MIN_PASSWORD_LENGTH} caratteri`}>
            <input
              id={`${id}-password`}
              type="password"
              className={inputClass}
              value={password}
              autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)}
              {...describedBy(`${id}-password`, errors.password)}
            />
          </Field>
          <Field id={`${id}-again`} label="Ripeti la password" error={errors.again}>
            <input
              id={`${id}-again`}
              type="password"
              className={inputClass}
              value={again}
              autoComplete="new-password"
              onChange={(e) => setAgain(e.target.value)}
              {...describedBy(`${id}-again`, errors.again)}
            />
          </Field>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-terracotta">
              {errors.form}
            </p>
          )}
          <button type="submit" disabled={busy} className={`${primaryButton} mt-2 py-3 text-base`}>
            {busy ? 'Salvataggio...' : 'Entra'}
          </button>
        </form>
      </div>
    </div>
  );
}
