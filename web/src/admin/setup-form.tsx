// The site's first account (README, Deploy): on a site where no titolare can log in yet, /admin asks
// for the one-time code the deploy asked for (ADMIN_SETUP_CODE; `npm start` prints the local one),
// then the titolare's name, username and password, and opens the admin as them.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { setupInput } from '#domain/people/schemas';
import { toast } from '../components/ui/toast-store';
import { api, ApiError } from '../lib/api';
import type { Answer, Api } from '../lib/client';
import { AccountCard, AccountFields, type AccountErrors, againError, NO_ACCOUNT } from './account-fields';
import { refusalOf } from './session';
import { describedBy, Field, inputClass } from './ui';
import { useUnsavedChanges } from './unsaved';

/** What GET /api/setup says: the site waits for its titolare, and whether the deploy gave a code. */
export type SetupState = Answer<Api['setup']['$get']>;

type Errors = AccountErrors & { code?: string; name?: string; form?: string };

export function SetupForm({ codeSet }: { codeSet: boolean }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [account, setAccount] = useState(NO_ACCOUNT);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const queryClient = useQueryClient();
  useUnsavedChanges(Boolean(code || name || account.username || account.password));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { code, name, username: account.username, password: account.password };
    const parsed = setupInput.safeParse(body);
    const found: Errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
    Object.assign(found, againError(account, found));
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api('/api/setup', { json: body });
      setCode('');
      setName('');
      setAccount(NO_ACCOUNT);
      toast({ title: 'Il sito ha il suo titolare: da ora entri con il tuo nome utente e la tua password.' });
      await queryClient.invalidateQueries();
    } catch (error) {
      const path = error instanceof ApiError ? error.issues[0]?.path : undefined;
      const message = refusalOf(error, 'Accesso non creato');
      setErrors(path === 'code' || path === 'name' || path === 'username' || path === 'password' ? { [path]: message } : { form: message });
      // The site got its titolare meanwhile (another tab, another person): the login it now shows.
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };

  if (!codeSet) {
    return (
      <AccountCard
        title="Primo accesso"
        intro={
          <p className="text-sm leading-relaxed text-ink/80">
            Il sito non ha ancora un titolare, e la pubblicazione non ha impostato il codice di primo accesso. Aggiungi il secret{' '}
            <code>ADMIN_SETUP_CODE</code> al Worker (almeno 12 caratteri: nella dashboard di Cloudflare, Worker › Impostazioni › Variabili e
            secret) e ricarica questa pagina, oppure crea il titolare dal terminale con <code>npm run create-admin</code>.
          </p>
        }
      />
    );
  }
  return (
    <AccountCard
      title="Primo accesso"
      intro={
        <p className="mb-6 text-center text-sm text-ink/75">
          Il sito non ha ancora un titolare. Inserisci il codice di primo accesso scelto durante la pubblicazione, poi il tuo nome e le
          credenziali con cui entrerai.
        </p>
      }
      onSubmit={submit}
      error={errors.form}
      busy={busy}
      action="Crea il titolare ed entra"
    >
      <Field id={`${id}-code`} label="Codice di primo accesso" error={errors.code}>
        <input
          id={`${id}-code`}
          className={inputClass}
          value={code}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
          onChange={(e) => setCode(e.target.value)}
          {...describedBy(`${id}-code`, errors.code)}
        />
      </Field>
      <Field id={`${id}-name`} label="Il tuo nome" error={errors.name}>
        <input
          id={`${id}-name`}
          className={inputClass}
          value={name}
          autoComplete="name"
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          {...describedBy(`${id}-name`, errors.name)}
        />
      </Field>
      <AccountFields id={id} value={account} errors={errors} onChange={setAccount} />
    </AccountCard>
  );
}
