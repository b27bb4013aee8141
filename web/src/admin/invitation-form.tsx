// The page an invitation's link opens (/admin#invito=<token>; docs/decisions/025-people-and-roles.md):
// the invited person chooses a username and a password, and is logged in. The token stays after
// the '#', so it never reaches a server's log or another site's Referer.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { invitationAnswer } from '#domain/people/schemas';
import { toast } from '../components/ui/toast-store';
import { api, ApiError } from '../lib/api';
import { refusalOf } from './session';
import { AccountCard, AccountFields, type AccountErrors, againError, NO_ACCOUNT } from './account-fields';

/** The invitation's token in the address, if this is an invitation's link. */
export const invitationToken = (): string | null =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.hash.slice(1)).get('invito');

export function InvitationForm({ token, onDone }: { token: string; onDone: () => void }) {
  const id = useId();
  const [account, setAccount] = useState(NO_ACCOUNT);
  const { username, password } = account;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<AccountErrors & { form?: string }>({});
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = invitationAnswer.safeParse({ token, username, password });
    const found: typeof errors = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0] === 'token' ? 'form' : i.path[0], i.message]));
    Object.assign(found, againError(account, found));
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
    <AccountCard
      title="Il tuo accesso"
      intro={
        <p className="mb-6 text-center text-sm text-ink/75">Scegli il nome utente e la password con cui entrerai nell’area riservata.</p>
      }
      onSubmit={submit}
      error={errors.form}
      busy={busy}
      action="Entra"
    >
      <AccountFields id={id} value={account} errors={errors} onChange={setAccount} />
    </AccountCard>
  );
}
