// Small building blocks of the admin forms: a labelled field with its Italian error, buttons, and a
// photo's attributes at the widths it was stored in.
import type { ReactNode } from 'react';
import { imageFromUrl } from '../lib/images';

/** An <img>'s attributes for an owner's photo shown `sizes` wide: a narrow width of it where it has them. */
export const sizedPhoto = (url: string, sizes: string) => {
  const { src, srcSet } = imageFromUrl(url, '');
  return { src, srcSet, sizes: srcSet ? sizes : undefined };
};

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie an input to its Field's error, or else to its hint when it has one (`hint`). */
export const describedBy = (id: string, error?: string, hint?: boolean) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : hint ? { 'aria-describedby': `${id}-hint` } : {};

/** Every text input and select of the admin forms. */
export const inputClass =
  'w-full rounded-lg border border-walnut/25 bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-walnut focus:ring-2 focus:ring-saffron/60 aria-invalid:border-terracotta';

// Every button at least 44 px high: a thumb's target (docs/product.md#the-admin-area-admin).
export const primaryButton =
  'min-h-11 rounded-full bg-walnut px-5 py-2.5 text-sm font-semibold text-cream transition hover:bg-ink disabled:cursor-wait disabled:opacity-60';
export const secondaryButton =
  'min-h-11 rounded-full border-2 border-walnut px-5 py-2 text-sm font-semibold text-walnut transition hover:bg-walnut hover:text-cream disabled:opacity-60';
export const dangerButton =
  'min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-terracotta transition hover:bg-terracotta/10 disabled:opacity-60';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-walnut/10 sm:p-6 ${className}`}>{children}</div>;
}

/** What stands where a read has not come: 'Caricamento...' on its way, or, once it failed, why. */
export function Unread({ failed, what, className }: { failed: boolean; what: string; className?: string }) {
  return failed ? (
    <p role="alert" className={className}>
      {`Non riusciamo a leggere ${what}: controlla la connessione.`}
    </p>
  ) : (
    <p role="status" className={className}>
      Caricamento...
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-sand/70 px-5 py-8 text-center text-ink/75">{children}</p>;
}

/**
 * The end of every admin form: the Italian error (if any), 'Salva' (disabled while saving or
 * while a photo is still uploading) and the button that closes the form.
 */
export function FormActions({
  error,
  saving,
  waitingForPhoto = false,
  onCancel,
  cancelLabel = 'Annulla',
  className = '',
}: {
  error?: string;
  saving: boolean;
  waitingForPhoto?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={`text-sm font-medium text-terracotta ${className}`}>
          {error}
        </p>
      )}
      <div className={`flex gap-2 ${className}`}>
        <button type="submit" disabled={saving || waitingForPhoto} className={primaryButton}>
          {saving ? 'Salvataggio...' : waitingForPhoto ? 'Attendi la foto...' : 'Salva'}
        </button>
        <button type="button" onClick={onCancel} disabled={saving} className={secondaryButton}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}

/** A sentence's first letter up (a weekday or a date said at a line's start). */
export const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** A class list with the caller's classes added, when there are any. */
const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The end of a form that edits a saved draft (the site's facts, the kitchen's hours): its error,
 * 'Salva', and while there is a draft, 'Annulla le modifiche' (`onDiscard`), which drops it.
 */
export function DraftActions({
  error,
  saving,
  saveLabel = 'Salva',
  onDiscard,
  className,
}: {
  error?: string;
  saving: boolean;
  saveLabel?: string;
  onDiscard?: () => void;
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={classes('text-sm font-medium text-terracotta', className)}>
          {error}
        </p>
      )}
      <div className={classes('flex flex-wrap gap-2', className)}>
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Salvataggio...' : saveLabel}
        </button>
        {onDiscard && (
          <button type="button" className={secondaryButton} disabled={saving} onClick={onDiscard}>
            Annulla le modifiche
          </button>
        )}
      </div>
    </>
  );
}
