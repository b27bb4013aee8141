// The owner's English beside the Italian (docs/decisions/024-languages.md): the admin stays Italian,
// and each text the owner writes may have its English, optional, which the English pages show (an
// empty one shows the Italian there). A record's English fields sit in a fold of their own, 'In
// inglese', whose title says at a glance whether some Italian still has no English; what is in
// the fold is drawn only while it is open (the form keeps the values), so a closed form carries no
// second 'Nome' or 'Titolo' field beside the Italian one.
import { type ReactNode, useState } from 'react';
import { type EnglishState, type RecordNouns, lackingLine } from './english';
import { Field, inputClass } from './ui';

export const ENGLISH_HINT = 'Facoltativo: se vuoto, la pagina inglese mostra l’italiano.';

/** The English fields' labels, to say where a refusal is ('Nome (inglese): Massimo 200 caratteri'). */
export const ENGLISH_LABEL: Record<string, string> = {
  nameEn: 'Nome (inglese)',
  descriptionEn: 'Descrizione (inglese)',
  titleEn: 'Titolo (inglese)',
  contentEn: 'Contenuto (inglese)',
  eventDateTimeEn: 'Al posto della data (inglese)',
  pricePerPersonEn: 'Prezzo a persona (inglese)',
  setMenuEn: 'Menù della serata (inglese)',
};

/** A refusal of an English field, said with the field's name. */
export const englishProblem = (field: string, message: string) => `${ENGLISH_LABEL[field] ?? 'In inglese'}: ${message}`;

/** The mark of a record, or a text, whose Italian has no English yet. */
export function EnglishMark({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-terracotta/10 px-2.5 py-0.5 text-xs font-semibold text-terracotta ${className}`}
    >
      manca l'inglese
    </span>
  );
}

/** Under a list's heading: '3 piatti senza inglese', or that all have it. */
export function LackingLine({ count, nouns }: { count: number; nouns: RecordNouns }) {
  return <p className={`text-sm font-semibold ${count ? 'text-terracotta' : 'text-ink/70'}`}>{lackingLine(count, nouns)}</p>;
}

/**
 * The fold of a record's English fields. Closed at first; `open` and `onOpenChange` let the form
 * open it itself (a refusal of an English field). `name` tells a screen reader whose English it is
 * where several folds follow each other (the page texts, the photos).
 */
export function EnglishFold(props: {
  state: EnglishState;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  name?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(false);
  const open = props.open ?? own;
  const setOpen = props.onOpenChange ?? setOwn;
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className={`min-w-0 rounded-xl border border-sand bg-cream/40 ${props.className ?? ''}`}
    >
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm font-semibold text-ink">
        <span>
          In inglese
          {props.name && <span className="sr-only">: {props.name}</span>}
        </span>
        {props.state === 'missing' ? (
          <EnglishMark />
        ) : props.state === 'done' ? (
          <span className="text-xs font-semibold text-walnut">✓ scritto</span>
        ) : (
          <span className="text-xs font-normal text-ink/70">(facoltativo)</span>
        )}
        {/* From its own state, as the admin's other folds. */}
        <span aria-hidden="true" className={`ml-auto text-walnut transition ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </summary>
      {open && (
        <div className="grid gap-4 px-4 pt-1 pb-4">
          <p className="text-xs text-ink/70">{props.hint ?? ENGLISH_HINT}</p>
          {props.children}
        </div>
      )}
    </details>
  );
}

/**
 * A record form's English twins, each labelled as ENGLISH_LABEL names it: a line, or a box of
 * `rows` for the longer texts. Inside the form's EnglishFold.
 */
export function EnglishTexts<K extends string>({
  id,
  fields,
  values,
  set,
}: {
  id: string;
  fields: readonly { key: K; rows?: number; hint?: string }[];
  values: Record<K, string>;
  set: (key: K) => (e: { target: { value: string } }) => void;
}) {
  return fields.map(({ key, rows, hint }) => (
    <Field key={key} id={`${id}-${key}`} label={ENGLISH_LABEL[key] ?? key} hint={hint}>
      {rows ? (
        <textarea id={`${id}-${key}`} lang="en" rows={rows} className={inputClass} value={values[key]} onChange={set(key)} />
      ) : (
        <input id={`${id}-${key}`} lang="en" className={inputClass} value={values[key]} onChange={set(key)} />
      )}
    </Field>
  ));
}

/** A listed record's English beside its Italian ('In inglese: …'), or the mark when it lacks one. */
export function EnglishBeside({ english, lacking }: { english: string | null | undefined; lacking: boolean }) {
  if (english)
    return (
      <span className="block text-sm text-ink/70">
        In inglese: <span lang="en">{english}</span>
      </span>
    );
  return lacking ? (
    <span className="mt-1 block">
      <EnglishMark />
    </span>
  ) : null;
}
