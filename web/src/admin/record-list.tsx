import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordNouns } from './english';
import { EnglishMark, LackingLine } from './english-fields';
import { Card, dangerButton, Empty, primaryButton, secondaryButton } from './ui';
import { afterHistorySettles } from './unsaved';

interface Group<T> {
  key: string | number;
  title?: string;
  records: T[];
}

/** The open form's place in the address: `?modifica-eventi=12`, or `=nuovo` for a new record. */
function editFromAddress(param: string): number | 'new' | null {
  const value = new URLSearchParams(location.search).get(param);
  if (value === 'nuovo') return 'new';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Mirrors the open form into the address, so that a reload, or Back from the public page, opens it
 * again (docs/decisions/016-admin-state-in-the-address.md). Each list has its own parameter, since
 * the tabs keep their forms open side by side. The address is read once, when the list mounts:
 * afterwards the list's own state leads, written in place (no history entry) and only once the
 * history has settled, since closing a changed form first takes its guard entry off the history
 * (an entry that still names the form).
 */
function useEditInAddress(param: string, editing: number | 'new' | null) {
  const navigate = useNavigate();
  useEffect(
    () =>
      afterHistorySettles(() => {
        if (editFromAddress(param) === editing) return;
        const params = new URLSearchParams(location.search);
        if (editing === null) params.delete(param);
        else params.set(param, editing === 'new' ? 'nuovo' : String(editing));
        void navigate({ search: `?${params.toString()}`, hash: location.hash }, { replace: true });
      }),
    [param, editing, navigate],
  );
}

/** A list read by one query, as RecordList takes it: loading, failed, and reading it again. */
export const listRead = (query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> }) => ({
  loading: query.isPending,
  failed: query.isError,
  onRetry: () => void query.refetch(),
});

/**
 * The shape every admin list shares: a 'new' button that opens a form, then each record with its
 * summary, 'Modifica' (the form in place) and 'Elimina'. Records may come grouped (items by section).
 */
export function RecordList<T extends { id: number }>(props: {
  heading: string;
  /** The list's name in the address (`modifica-<name>`): the tab's. */
  addressName: string;
  newLabel: string;
  /** A line under the heading: how the list is ordered, when it is not by position alone. */
  note?: ReactNode;
  emptyText: string;
  groupEmptyText?: string;
  loading: boolean;
  /** The list could not be read: say so (an empty list would look like deleted content). */
  failed?: boolean;
  onRetry?: () => void;
  groups: Group<T>[];
  name: (record: T) => string;
  summary: (record: T) => ReactNode;
  /**
   * The form; `done(saved)` closes it (with the saved record's id, which the list then shows), and
   * `open(id)` switches it to editing another record (a new one just created).
   */
  form: (record: T | undefined, done: (saved?: { id: number }) => void, open: (id: number) => void) => ReactNode;
  onDelete: (record: T) => void;
  /**
   * Which records still lack their English (english.ts), and how the list names them: a line
   * under the heading counts them, and each one is marked (docs/decisions/024-languages.md).
   */
  english?: { lacking: (record: T) => boolean; nouns: RecordNouns };
}) {
  const param = `modifica-${props.addressName}`;
  const [editing, setEditing] = useState<number | 'new' | null>(() => editFromAddress(param));
  useEditInAddress(param, editing);
  // The record just saved is scrolled into view and briefly marked, wherever the list put it.
  const [saved, setSaved] = useState<number | null>(null);
  const base = useId();
  const done = (record?: { id: number }) => {
    setEditing(null);
    // A cancel button passes its click event: only a number is a saved record.
    if (typeof record?.id === 'number') setSaved(record.id);
  };
  useEffect(() => {
    if (saved === null) return;
    // After the form's own leaving (its guard entry coming off the history), which would otherwise
    // cut the scroll short.
    const cancel = afterHistorySettles(() =>
      document.getElementById(`${base}-${saved}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
    const timer = setTimeout(() => setSaved(null), 2500);
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [saved, base]);
  // Opening another form would throw away the one open: ask first.
  const openForm = (next: number | 'new') => {
    if (editing !== null && editing !== next && !window.confirm('Chiudere il modulo aperto? Le modifiche non salvate andranno perse.'))
      return;
    setEditing(next);
  };
  const total = props.groups.reduce((n, g) => n + g.records.length, 0);
  // An address naming a record since deleted opens nothing.
  const missing =
    typeof editing === 'number' && !props.loading && !props.failed && !props.groups.some((g) => g.records.some((r) => r.id === editing));
  useEffect(() => {
    if (missing) setEditing(null);
  }, [missing]);

  const list = (records: T[]) => (
    // grid-cols-1 is minmax(0, 1fr): a long unwrapped line (a truncated description) cannot widen the page.
    <ul className="grid grid-cols-1 gap-3">
      {records.map((record) => (
        <li key={record.id} id={`${base}-${record.id}`}>
          <Card className={saved === record.id ? 'outline-3 outline-offset-2 outline-saffron' : ''}>
            {editing === record.id ? (
              props.form(record, done, setEditing)
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 flex-1">
                  {props.summary(record)}
                  {props.english?.lacking(record) && <EnglishMark className="mt-1.5" />}
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => openForm(record.id)}
                    className={secondaryButton}
                    aria-label={`Modifica ${props.name(record)}`}
                  >
                    Modifica
                  </button>
                  <button
                    type="button"
                    onClick={() => props.onDelete(record)}
                    className={dangerButton}
                    aria-label={`Elimina ${props.name(record)}`}
                  >
                    Elimina
                  </button>
                </div>
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl text-ink">{props.heading}</h2>
        {editing !== 'new' && (
          <button type="button" onClick={() => openForm('new')} className={primaryButton}>
            {props.newLabel}
          </button>
        )}
      </div>
      {props.note && total > 0 && <p className="text-sm text-ink/75">{props.note}</p>}
      {props.english && !props.loading && !props.failed && total > 0 && (
        <LackingLine
          count={props.groups.reduce((n, g) => n + g.records.filter(props.english!.lacking).length, 0)}
          nouns={props.english.nouns}
        />
      )}
      {editing === 'new' && <Card>{props.form(undefined, done, setEditing)}</Card>}
      {props.loading ? (
        <p role="status">Caricamento...</p>
      ) : props.failed ? (
        <div role="alert" className="rounded-xl bg-terracotta/10 px-5 py-6 text-center text-ink">
          <p>Non riusciamo a leggere l'elenco: controlla la connessione.</p>
          {props.onRetry && (
            <button type="button" onClick={props.onRetry} className={`${secondaryButton} mt-3`}>
              Riprova
            </button>
          )}
        </div>
      ) : total === 0 && props.groups.every((g) => !g.title) ? (
        <Empty>{props.emptyText}</Empty>
      ) : (
        props.groups.map((group) =>
          group.title ? (
            <section key={group.key} aria-label={group.title} className="grid gap-3">
              <h3 className="mt-2 font-display text-xl text-walnut">{group.title}</h3>
              {group.records.length ? list(group.records) : <Empty>{props.groupEmptyText}</Empty>}
            </section>
          ) : (
            <div key={group.key}>{list(group.records)}</div>
          ),
        )
      )}
    </div>
  );
}
