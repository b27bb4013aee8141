// The username and password a person chooses for themselves, twice typed: the invitation's page and
// the site's first account (README, Deploy) ask them the same way.
import type { FormEvent, ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH } from '#domain/roles';
import { describedBy, Field, inputClass, primaryButton } from './ui';

export interface Account {
  username: string;
  password: string;
  again: string;
}
export type AccountErrors = Partial<Record<keyof Account, string>>;
export const NO_ACCOUNT: Account = { username: '', password: '', again: '' };

/** The repeated password's error, when the password itself has none. */
export const againError = (a: Account, errors: AccountErrors): AccountErrors =>
  !errors.password && a.password !== a.again ? { again: 'Le due password sono diverse' } : {};

export function AccountFields({
  id,
  value,
  errors,
  onChange,
}: {
  id: string;
  value: Account;
  errors: AccountErrors;
  onChange: (next: Account) => void;
}) {
  const set = (key: keyof Account) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <Field id={`${id}-username`} label="Nome utente" error={errors.username} hint="Lettere, cifre e . _ @ - (da 3 a 64)">
        <input
          id={`${id}-username`}
          className={inputClass}
          value={value.username}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={64}
          onChange={set('username')}
          {...describedBy(`${id}-username`, errors.username, true)}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password} hint={`Almeno ${MIN_PASSWORD_LENGTH} caratteri`}>
        <input
          id={`${id}-password`}
          type="password"
          className={inputClass}
          value={value.password}
          autoComplete="new-password"
          onChange={set('password')}
          {...describedBy(`${id}-password`, errors.password, true)}
        />
      </Field>
      <Field id={`${id}-again`} label="Ripeti la password" error={errors.again}>
        <input
          id={`${id}-again`}
          type="password"
          className={inputClass}
          value={value.again}
          autoComplete="new-password"
          onChange={set('again')}
          {...describedBy(`${id}-again`, errors.again)}
        />
      </Field>
    </>
  );
}

/** The card such a page is: its title and words, the form's fields, its error, and the button. */
export function AccountCard({
  title,
  intro,
  onSubmit,
  error,
  busy,
  action,
  children,
}: {
  title: string;
  intro: ReactNode;
  onSubmit?: (e: FormEvent) => void;
  error?: string;
  busy?: boolean;
  action?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-sm px-6 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
        <h1 className="mb-2 text-center font-display text-3xl text-ink">{title}</h1>
        {intro}
        {onSubmit && (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {children}
            {error && (
              <p role="alert" className="text-sm font-medium text-terracotta">
                {error}
              </p>
            )}
            <button type="submit" disabled={busy} className={`${primaryButton} mt-2 py-3 text-base`}>
              {busy ? 'Salvataggio...' : action}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
