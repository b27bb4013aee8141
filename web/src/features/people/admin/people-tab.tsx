// 'Persone' (docs/decisions/025-people-and-roles.md): the titolare adds the people who run the site
// (an invitation by e-mail, or a username and password set by hand), changes their role, sends a
// new invitation, sets a password, and removes them; below, who changed what.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { api, ApiError } from '../../../lib/api';
import { MIN_PASSWORD_LENGTH, type Role, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '#domain/roles';
import { userInput } from '#domain/people/schemas';
import type { Person } from '#worker/people/commands';
import { ActivityPanel } from './activity-panel';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { checkForm } from '../../../admin/form-check';
import { LoginCancelled, refusalOf, useAdminMutation } from '../../../admin/session';
import { Card, dangerButton, describedBy, Field, FormActions, inputClass, primaryButton, secondaryButton, Unread } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';

export const peopleKey = ['/api/users'] as const;
const activityKey = ['/api/activity'] as const;

const dateTime = (d: Date | string) =>
  new Date(d).toLocaleString('it-IT', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: RESTAURANT_TIME_ZONE,
  });

export function PeopleTab() {
  const people = useQuery<Person[]>({ queryKey: peopleKey, staleTime: 0 });
  const [shown, setShown] = useState<number>();
  return (
    <div className="space-y-6">
      <Card>
        <h3 className="font-display text-xl text-ink">Le persone del sito</h3>
        <p className="mt-1 text-sm text-ink/70">
          Chi lavora in sala entra con il ruolo <strong>Sala</strong>: vede e gestisce solo le prenotazioni e le chiusure.
        </p>
        <div className="mt-4 space-y-3">
          {people.isPending || people.isError ? (
            <Unread failed={people.isError} what="le persone" />
          ) : (
            people.data.map((p) => <PersonRow key={p.id} person={p} highlighted={p.id === shown} />)
          )}
        </div>
      </Card>
      <AddPerson onAdded={setShown} />
      <ActivityPanel people={people.data ?? []} />
    </div>
  );
}

const STATE: Record<Person['state'], string> = { attivo: 'Attivo', invitato: 'Invitato', 'invito scaduto': 'Invito scaduto' };

function PersonRow({ person, highlighted }: { person: Person; highlighted: boolean }) {
  const id = useId();
  const row = useRef<HTMLDivElement>(null);
  const [removing, setRemoving] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const change = useAdminMutation({
    call: (body: { role?: Role; invite?: true }) => api<Person>(`/api/users/${person.id}`, { method: 'PUT', json: body }),
    invalidates: [peopleKey, activityKey],
    onSuccess: (saved, body) => {
      setError(undefined);
      toast({
        title: body.invite ? `Nuovo invito inviato a ${saved.email}` : `${saved.name} ora è ${ROLE_LABELS[saved.role].toLowerCase()}`,
      });
    },
    onError: (e) => {
      if (!(e instanceof LoginCancelled)) setError(refusalOf(e));
    },
  });
  const remove = useAdminMutation({
    call: () => api(`/api/users/${person.id}`, { method: 'DELETE' }),
    invalidates: [peopleKey, activityKey],
    onSuccess: () => {
      setRemoving(false);
      toast({ title: `${person.name} è stato rimosso`, description: 'Non può più entrare nel sito.' });
    },
    onError: (e) => {
      setRemoving(false);
      if (!(e instanceof LoginCancelled)) setError(refusalOf(e));
    },
  });
  return (
    <div
      ref={row}
      className={`rounded-xl p-4 ring-1 ${highlighted ? 'bg-saffron/15 ring-saffron' : 'bg-sand/40 ring-walnut/10'}`}
      data-person={person.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {person.name} <span className="text-sm font-normal text-ink/70">· {STATE[person.state]}</span>
        </p>
        <p className="text-sm text-ink/75">
          {person.state === 'attivo'
            ? `Nome utente: ${person.username}`
            : person.state === 'invitato'
              ? `Invito inviato a ${person.email}, vale fino al ${dateTime(person.inviteExpiresAt!)}`
              : `L'invito a ${person.email ?? 'questa persona'} è scaduto`}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-40">
          <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-semibold text-ink">
            Ruolo
          </label>
          <select
            id={`${id}-role`}
            className={`${inputClass} min-h-11 py-2`}
            value={person.role}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ role: e.target.value as Role })}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        {person.state !== 'attivo' && person.email && (
          <button type="button" className={secondaryButton} disabled={change.isPending} onClick={() => change.mutate({ invite: true })}>
            Invia un nuovo invito
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={() => setSettingPassword((v) => !v)} aria-expanded={settingPassword}>
          Imposta una password
        </button>
        <button type="button" className={dangerButton} onClick={() => setRemoving(true)}>
          Rimuovi
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
      {settingPassword && <PasswordForm person={person} onDone={() => setSettingPassword(false)} />}
      {removing && (
        <ConfirmDialog
          title={`Rimuovere ${person.name}?`}
          confirmLabel="Rimuovi"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          onCancel={() => setRemoving(false)}
        >
          <p>Non potrà più entrare; se è collegato adesso, esce subito. Le modifiche che ha fatto restano nel registro.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A password the titolare sets by hand (someone without e-mail, a forgotten password): it ends that person's sessions. */
function PasswordForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  useUnsavedChanges(password !== '');
  const save = useAdminMutation({
    call: (value: string) => api<Person>(`/api/users/${person.id}`, { method: 'PUT', json: { password: value } }),
    invalidates: [peopleKey, activityKey],
    onSuccess: () => {
      setPassword('');
      toast({ title: `Password di ${person.name} impostata`, description: 'Le sue sessioni aperte sono state chiuse.' });
      onDone();
    },
    onError: (e) => {
      if (!(e instanceof LoginCancelled)) setError(refusalOf(e));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(`La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri`);
    save.mutate(password);
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
      <Field id={`${id}-password`} label={`Nuova password di ${person.name}`} hint={`Almeno ${MIN_PASSWORD_LENGTH} caratteri`}>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          className={inputClass}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <FormActions error={error} saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

type HowIn = 'invito' | 'a-mano';
interface PersonDraft {
  name: string;
  role: Role;
  how: HowIn;
  email: string;
  username: string;
  password: string;
}
const NO_PERSON: PersonDraft = { name: '', role: 'sala', how: 'invito', email: '', username: '', password: '' };
const DRAFT_KEY = 'admin:nuova-persona';

/** The form's draft, kept in this tab's session storage so a reload or Back loses nothing (the password excepted). */
function useDraft(): [PersonDraft, (d: PersonDraft) => void] {
  const [draft, setDraft] = useState<PersonDraft>(() => {
    try {
      return { ...NO_PERSON, ...(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<PersonDraft>), password: '' };
    } catch {
      return NO_PERSON;
    }
  });
  const save = (d: PersonDraft) => {
    setDraft(d);
    try {
      const { password: _, ...kept } = d;
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
    } catch {
      // Private browsing may refuse storage: the draft then lives as long as the page.
    }
  };
  return [draft, save];
}

function AddPerson({ onAdded }: { onAdded: (id: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useDraft();
  const [problem, setProblem] = useState<{ field: string; message: string }>();
  useUnsavedChanges(Boolean(draft.name || draft.email || draft.username || draft.password));
  const set = (patch: Partial<PersonDraft>) => setDraft({ ...draft, ...patch });
  const add = useAdminMutation({
    call: (body: Record<string, unknown>) => api<Person>('/api/users', { json: body }),
    invalidates: [peopleKey, activityKey],
    onSuccess: (saved) => {
      setDraft(NO_PERSON);
      setProblem(undefined);
      toast(
        saved.state === 'invitato'
          ? { title: `Invito inviato a ${saved.email}`, description: `${saved.name} ha 48 ore per scegliere nome utente e password.` }
          : { title: `${saved.name} è stato aggiunto`, description: `Può entrare con il nome utente ${saved.username}.` },
      );
      onAdded(saved.id);
    },
    onError: (e) => {
      if (e instanceof LoginCancelled) return;
      const issue = e instanceof ApiError ? e.issues[0] : undefined;
      setProblem({ field: issue?.path ?? '', message: refusalOf(e) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body =
      draft.how === 'invito'
        ? { name: draft.name, role: draft.role, email: draft.email }
        : { name: draft.name, role: draft.role, username: draft.username, password: draft.password };
    const required = draft.how === 'invito' ? ['name', 'email'] : ['name', 'username', 'password'];
    const checked = checkForm(userInput, body, { required, requiredMessage: 'Compila tutti i campi' });
    if (checked.problem) return setProblem(checked.problem);
    add.mutate(body);
  };
  const err = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Aggiungi una persona</h3>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <Field id={`${id}-name`} label="Nome" error={err('name')}>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={draft.name}
            maxLength={80}
            onChange={(e) => set({ name: e.target.value })}
            {...describedBy(`${id}-name`, err('name'))}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">Ruolo</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ROLES.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-walnut/15 has-[:checked]:ring-2 has-[:checked]:ring-walnut"
              >
                <input
                  type="radio"
                  name={`${id}-role`}
                  className="mt-1 size-5"
                  checked={draft.role === r}
                  onChange={() => set({ role: r })}
                />
                <span>
                  <span className="block font-semibold text-ink">{ROLE_LABELS[r]}</span>
                  <span className="block text-sm text-ink/70">{ROLE_DESCRIPTIONS[r]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">Come entra</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['invito', 'Con un invito per e-mail', 'Riceve un link per scegliere nome utente e password (vale 48 ore)'],
                ['a-mano', 'Senza e-mail', 'Scegli tu nome utente e password e glieli comunichi'],
              ] as const
            ).map(([how, label, hint]) => (
              <label
                key={how}
                className="flex min-h-11 cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-walnut/15 has-[:checked]:ring-2 has-[:checked]:ring-walnut"
              >
                <input type="radio" name={`${id}-how`} className="mt-1 size-5" checked={draft.how === how} onChange={() => set({ how })} />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-ink/70">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {draft.how === 'invito' ? (
          <Field id={`${id}-email`} label="E-mail" error={err('email')}>
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="off"
              className={inputClass}
              value={draft.email}
              maxLength={200}
              onChange={(e) => set({ email: e.target.value })}
              {...describedBy(`${id}-email`, err('email'))}
            />
          </Field>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-username`} label="Nome utente" error={err('username')} hint="Lettere, cifre e . _ @ - (da 3 a 64)">
              <input
                id={`${id}-username`}
                autoComplete="off"
                autoCapitalize="none"
                className={inputClass}
                value={draft.username}
                maxLength={64}
                onChange={(e) => set({ username: e.target.value })}
                {...describedBy(`${id}-username`, err('username'))}
              />
            </Field>
            <Field id={`${id}-password`} label="Password" error={err('password')} hint={`Almeno ${MIN_PASSWORD_LENGTH} caratteri`}>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                className={inputClass}
                value={draft.password}
                onChange={(e) => set({ password: e.target.value })}
                {...describedBy(`${id}-password`, err('password'))}
              />
            </Field>
          </div>
        )}
        {problem && !['name', 'email', 'username', 'password'].includes(problem.field) && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {problem.message}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          {add.isPending ? 'Salvataggio...' : draft.how === 'invito' ? "Invia l'invito" : 'Aggiungi'}
        </button>
      </form>
    </Card>
  );
}
