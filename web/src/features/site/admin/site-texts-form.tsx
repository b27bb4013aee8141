// 'Testi delle pagine' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): the words of the
// pages, group by group as domain/site/texts.ts lists them, each field with its limit counted as the
// owner types, the site's current text filled in, and the original a tap away. Plain text: line
// breaks are kept, nothing else. Each text has its English under `{key}En`, optional, in a fold of
// its own under it (docs/decisions/024-languages.md): saved with the Italian, by the same call.
import { type FormEvent, useState } from 'react';
import { siteInput } from '#domain/site/schemas';
import { type SiteTexts, TEXT_FIELDS, TEXT_GROUPS, TEXT_KEYS, type TextKey, textsWithDefaults } from '#domain/site/text-groups';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { siteKeys } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { saveSite } from '../owner';
import { useSite } from '../../../admin/site-read';
import { changedTexts, textKeyOf } from './site-drafts';
import { LoginCancelled, useAdminMutation } from '../../../admin/session';
import { inputClass, primaryButton, secondaryButton, Unread } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { lackingLine, textEnglishState } from '../../../admin/english';
import { EnglishFold, LackingLine } from '../../../admin/english-fields';

type GroupName = keyof typeof TEXT_GROUPS;
const GROUPS = Object.keys(TEXT_GROUPS) as GroupName[];
const keysOf = (group: GroupName) => Object.keys(TEXT_GROUPS[group].fields) as TextKey[];
/** Up to this length (and not a list) a text is one line. */
const SHORT = 100;
/** The original text, in Italian (the owner's area) or in English (what an English page says of it). */
const originalOf = (key: TextKey, locale: 'it' | 'en' = 'it') => TEXT_FIELDS[key].default({}, { locale });
/** The English the owner saved for each text ('' where none). */
const savedEnglish = (saved: Record<string, string>): SiteTexts =>
  Object.fromEntries(TEXT_KEYS.map((k) => [k, saved[`${k}En`] ?? ''])) as SiteTexts;
const TEXT_NOUNS = { one: 'testo', many: 'testi', all: 'Tutti i testi hanno l’inglese' };
type ErrorKey = TextKey | `${TextKey}En`;

export function TextsSection() {
  const site = useSite();
  // Only what the owner changed; everything else is the site's current text (and its English).
  const [edits, setEdits] = useState<Partial<SiteTexts>>({});
  const [englishEdits, setEnglishEdits] = useState<Partial<SiteTexts>>({});
  const [englishOpen, setEnglishOpen] = useState<Partial<Record<TextKey, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [groupError, setGroupError] = useState<{ group: GroupName; message: string }>();
  const shown = site.data ? textsWithDefaults(site.data.texts) : null;
  const values = shown ? { ...shown, ...edits } : null;
  const changed = values && shown ? changedTexts(values, shown) : {};
  const shownEnglish = site.data ? savedEnglish(site.data.texts) : null;
  const english = shownEnglish ? { ...shownEnglish, ...englishEdits } : null;
  const changedEnglish = english && shownEnglish ? changedTexts(english, shownEnglish) : {};
  useUnsavedChanges(Object.keys(changed).length + Object.keys(changedEnglish).length > 0);
  const lacking = (keys: readonly TextKey[]) =>
    values && english ? keys.filter((k) => textEnglishState(values[k], english[k], originalOf(k)) === 'missing').length : 0;
  const allLacking = lacking(TEXT_KEYS);

  const save = useAdminMutation({
    call: ({ texts }: { group: GroupName; texts: Partial<Record<ErrorKey, string>> }) => saveSite({ texts }),
    invalidates: [siteKeys.site],
    onSuccess: (_, { group, texts }) => {
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in texts))));
      setEnglishEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(`${k}En` in texts))));
      setGroupError(undefined);
      toast({ title: `Testi salvati: ${TEXT_GROUPS[group].label}`, description: 'La pagina li mostra già.' });
    },
    onError: (e, { group }) => {
      if (e instanceof LoginCancelled) return;
      const issue = e instanceof ApiError ? e.issues[0] : undefined;
      const key = issue ? textKeyOf(issue.path) : null;
      if (key && issue) setErrors((all) => ({ ...all, [key]: issue.message }));
      if (key?.endsWith('En')) setEnglishOpen((open) => ({ ...open, [key.slice(0, -2)]: true }));
      setGroupError({
        group,
        message: key ? 'Controlla il testo segnato.' : refusal(e),
      });
    },
  });

  const submit = (group: GroupName) => (e: FormEvent) => {
    e.preventDefault();
    if (!values || !english) return;
    // The Italian and the English the owner changed, in one call.
    const texts = Object.fromEntries(
      keysOf(group).flatMap((k) => [...(k in changed ? [[k, values[k]]] : []), ...(k in changedEnglish ? [[`${k}En`, english[k]]] : [])]),
    ) as Partial<Record<ErrorKey, string>>;
    if (!Object.keys(texts).length) return setGroupError({ group, message: 'Non hai cambiato nessun testo di questo gruppo.' });
    const parsed = siteInput.safeParse({ texts });
    if (!parsed.success) {
      const found: Partial<Record<ErrorKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = textKeyOf(issue.path) as ErrorKey | null;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors((all) => ({ ...all, ...found }));
      setGroupError({ group, message: 'Controlla i testi segnati.' });
      // An English text refused is in its fold: opened, so that it can be seen and focused.
      const opened = keysOf(group).filter((k) => found[`${k}En`]);
      if (opened.length) setEnglishOpen((open) => ({ ...open, ...Object.fromEntries(opened.map((k) => [k, true])) }));
      const first = keysOf(group)
        .flatMap((k): ErrorKey[] => [k, `${k}En`])
        .find((k) => found[k]);
      if (first) requestAnimationFrame(() => document.getElementById(`testo-${first}`)?.focus());
      return;
    }
    setGroupError(undefined);
    save.mutate({ group, texts: parsed.data.texts ?? {} });
  };

  const setText = (key: TextKey, text: string) => {
    setEdits((e) => ({ ...e, [key]: text }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest as Partial<Record<ErrorKey, string>>);
  };
  const setEnglish = (key: TextKey, text: string) => {
    setEnglishEdits((e) => ({ ...e, [key]: text }));
    const errorKey: ErrorKey = `${key}En`;
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest as Partial<Record<ErrorKey, string>>);
  };

  return (
    <Fold title={`Testi delle pagine${allLacking ? ` · ${lackingLine(allLacking, TEXT_NOUNS)}` : ''}`}>
      {!values || !english ? (
        <Unread failed={site.isError} what="i testi" />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-ink/70">
            Testo semplice: gli a capo restano, la formattazione no. Ogni campo ha un limite di caratteri, contato sotto il campo.
          </p>
          <p className="text-sm text-ink/70">
            Sotto ogni testo, «In inglese» ha la sua traduzione per le pagine inglesi: un testo riscritto in italiano e non in inglese
            appare in italiano anche lì.
          </p>
          <LackingLine count={allLacking} nouns={TEXT_NOUNS} />
          {GROUPS.map((group) => {
            const pending = keysOf(group).filter((k) => k in changed || k in changedEnglish).length;
            const missing = lacking(keysOf(group));
            const title = [
              TEXT_GROUPS[group].label,
              ...(pending ? [`${pending} da salvare`] : []),
              ...(missing ? [lackingLine(missing, TEXT_NOUNS)] : []),
            ].join(' · ');
            return (
              <Fold key={group} quiet title={title}>
                <form onSubmit={submit(group)} noValidate aria-label={`Testi: ${TEXT_GROUPS[group].label}`} className="grid gap-5">
                  {keysOf(group).map((key) => (
                    <TextField
                      key={key}
                      textKey={key}
                      value={values[key]}
                      error={errors[key]}
                      onChange={(t) => setText(key, t)}
                      english={english[key]}
                      englishError={errors[`${key}En`]}
                      onEnglishChange={(t) => setEnglish(key, t)}
                      englishOpen={Boolean(englishOpen[key])}
                      onEnglishOpenChange={(open) => setEnglishOpen((all) => ({ ...all, [key]: open }))}
                    />
                  ))}
                  {groupError?.group === group && (
                    <p role="alert" className="text-sm font-medium text-terracotta">
                      {groupError.message}
                    </p>
                  )}
                  <div>
                    <button type="submit" className={primaryButton} disabled={save.isPending}>
                      {save.isPending && save.variables?.group === group ? 'Salvataggio...' : 'Salva i testi'}
                    </button>
                  </div>
                </form>
              </Fold>
            );
          })}
        </div>
      )}
    </Fold>
  );
}

const refusal = (e: unknown) =>
  e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Salvataggio non riuscito: controlla la connessione e riprova.';

/** What a text's field (the Italian or the English) is given: its value, counted against the limit, and its refusal. */
function fieldProps(id: string, value: string, max: number, error: string | undefined, onChange: (text: string) => void) {
  return {
    id,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'aria-invalid': error || value.length > max ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    className: `${inputClass} min-h-11`,
  };
}

/** A field's 'n / max', said louder once over. */
function Count({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={`${id}-count`} className={`text-xs ${over ? 'font-semibold text-terracotta' : 'text-ink/70'}`}>
      {length} / {max}
      {over && ' · troppo lungo'}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-terracotta">
      {error}
    </p>
  ) : null;
}

/**
 * One text: its label, the field (one line or several), 'n / max', and the way back to the
 * original; then its English in a fold, which says whether it is missing (a text rewritten in
 * Italian only). While the English is empty the English page says the original's English if the
 * Italian is the original (shown in grey in the empty field), else the owner's Italian.
 */
function TextField({
  textKey,
  value,
  error,
  onChange,
  english,
  englishError,
  onEnglishChange,
  englishOpen,
  onEnglishOpenChange,
}: {
  textKey: TextKey;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  english: string;
  englishError?: string;
  onEnglishChange: (text: string) => void;
  englishOpen: boolean;
  onEnglishOpenChange: (open: boolean) => void;
}) {
  const def = TEXT_FIELDS[textKey];
  // The owner's area is Italian: the original is the Italian default (domain/site/texts.ts).
  const original = originalOf(textKey);
  const id = `testo-${textKey}`;
  const idEn = `testo-${textKey}En`;
  const multiline = def.lines || def.max > SHORT;
  const rows = def.lines ? 5 : Math.min(8, Math.max(3, Math.ceil(def.max / 150)));
  const props = fieldProps(id, value, def.max, error, onChange);
  const isOriginal = value === original;
  const propsEn = {
    ...fieldProps(idEn, english, def.max, englishError, onEnglishChange),
    lang: 'en',
    placeholder: isOriginal ? originalOf(textKey, 'en') : undefined,
  };
  return (
    <div className="grid gap-2">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {def.label}
          {def.optional && <span className="font-normal text-ink/70"> (facoltativo)</span>}
        </label>
        {multiline ? <textarea rows={rows} {...props} /> : <input {...props} />}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <Count id={id} length={value.length} max={def.max} />
          {!isOriginal && (
            <button type="button" className={`${secondaryButton} px-3 py-1 text-xs`} onClick={() => onChange(original)}>
              Ripristina il testo originale
            </button>
          )}
        </div>
        <FieldError id={id} error={error} />
      </div>
      <EnglishFold
        state={textEnglishState(value, english, original)}
        open={englishOpen}
        onOpenChange={onEnglishOpenChange}
        name={def.label}
        hint={
          isOriginal
            ? 'Facoltativo: se vuoto, la pagina inglese mostra la traduzione del testo originale (in grigio nel campo).'
            : 'Facoltativo: se vuoto, la pagina inglese mostra il tuo testo italiano.'
        }
      >
        <div>
          <label htmlFor={idEn} className="mb-1.5 block text-sm font-semibold text-ink">
            {def.label} (inglese)
          </label>
          {multiline ? <textarea rows={rows} {...propsEn} /> : <input {...propsEn} />}
          <div className="mt-1">
            <Count id={idEn} length={english.length} max={def.max} />
          </div>
          <FieldError id={idEn} error={englishError} />
        </div>
      </EnglishFold>
    </div>
  );
}
