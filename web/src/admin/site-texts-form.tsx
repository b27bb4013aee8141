// 'Testi delle pagine' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): the words of the
// pages, group by group as domain/site-texts.ts lists them, each field with its limit counted as the
// owner types, the site's current text filled in, and the original a tap away. Plain text: line
// breaks are kept, nothing else.
import { type FormEvent, useState } from 'react';
import { siteInput } from '#domain/site-schemas';
import { type SiteTexts, TEXT_FIELDS, TEXT_GROUPS, type TextKey, textsWithDefaults } from '#domain/site-text-groups';
import { toast } from '../components/ui/toast-store';
import { ApiError } from '../lib/api';
import { siteKeys } from '../lib/query-keys';
import { Fold } from './booking-panels';
import { saveSite, useSite } from './site-api';
import { changedTexts, textKeyOf } from './site-drafts';
import { LoginCancelled, useAdminMutation } from './session';
import { inputClass, primaryButton, secondaryButton } from './ui';
import { useUnsavedChanges } from './unsaved';

type GroupName = keyof typeof TEXT_GROUPS;
const GROUPS = Object.keys(TEXT_GROUPS) as GroupName[];
const keysOf = (group: GroupName) => Object.keys(TEXT_GROUPS[group].fields) as TextKey[];
/** Up to this length (and not a list) a text is one line. */
const SHORT = 100;

export function TextsSection() {
  const site = useSite();
  // Only what the owner changed; everything else is the site's current text.
  const [edits, setEdits] = useState<Partial<SiteTexts>>({});
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [groupError, setGroupError] = useState<{ group: GroupName; message: string }>();
  const shown = site.data ? textsWithDefaults(site.data.texts) : null;
  const values = shown ? { ...shown, ...edits } : null;
  const changed = values && shown ? changedTexts(values, shown) : {};
  useUnsavedChanges(Object.keys(changed).length > 0);

  const save = useAdminMutation({
    call: ({ texts }: { group: GroupName; texts: Partial<SiteTexts> }) => saveSite({ texts }),
    invalidates: [siteKeys.site],
    onSuccess: (_, { group, texts }) => {
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in texts))));
      setGroupError(undefined);
      toast({ title: `Testi salvati: ${TEXT_GROUPS[group].label}`, description: 'La pagina li mostra già.' });
    },
    onError: (e, { group }) => {
      if (e instanceof LoginCancelled) return;
      const issue = e instanceof ApiError ? e.issues[0] : undefined;
      const key = issue ? textKeyOf(issue.path) : null;
      if (key && issue) setErrors((all) => ({ ...all, [key]: issue.message }));
      setGroupError({
        group,
        message: key ? 'Controlla il testo segnato.' : refusal(e),
      });
    },
  });

  const submit = (group: GroupName) => (e: FormEvent) => {
    e.preventDefault();
    if (!values) return;
    const texts = Object.fromEntries(keysOf(group).flatMap((k) => (k in changed ? [[k, values[k]]] : []))) as Partial<SiteTexts>;
    if (!Object.keys(texts).length) return setGroupError({ group, message: 'Non hai cambiato nessun testo di questo gruppo.' });
    const parsed = siteInput.safeParse({ texts });
    if (!parsed.success) {
      const found: Partial<Record<TextKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = textKeyOf(issue.path) as TextKey | null;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors((all) => ({ ...all, ...found }));
      setGroupError({ group, message: 'Controlla i testi segnati.' });
      const first = keysOf(group).find((k) => found[k]);
      if (first) document.getElementById(`testo-${first}`)?.focus();
      return;
    }
    setGroupError(undefined);
    save.mutate({ group, texts: parsed.data.texts ?? {} });
  };

  const setText = (key: TextKey, text: string) => {
    setEdits((e) => ({ ...e, [key]: text }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest as Partial<Record<TextKey, string>>);
  };

  return (
    <Fold title="Testi delle pagine">
      {!values ? (
        site.isError ? (
          <p role="alert">Non riusciamo a leggere i testi: controlla la connessione.</p>
        ) : (
          <p role="status">Caricamento...</p>
        )
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-ink/70">
            Testo semplice: gli a capo restano, la formattazione no. Ogni campo ha un limite di caratteri, contato sotto il campo.
          </p>
          {GROUPS.map((group) => {
            const pending = keysOf(group).filter((k) => k in changed).length;
            return (
              <Fold key={group} quiet title={`${TEXT_GROUPS[group].label}${pending ? ` · ${pending} da salvare` : ''}`}>
                <form onSubmit={submit(group)} noValidate aria-label={`Testi: ${TEXT_GROUPS[group].label}`} className="grid gap-5">
                  {keysOf(group).map((key) => (
                    <TextField key={key} textKey={key} value={values[key]} error={errors[key]} onChange={(t) => setText(key, t)} />
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

/** One text: its label, the field (one line or several), 'n / max', and the way back to the original. */
function TextField({
  textKey,
  value,
  error,
  onChange,
}: {
  textKey: TextKey;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const def = TEXT_FIELDS[textKey];
  // The owner's area is Italian: the original is the Italian default (domain/site-texts.ts).
  const original = def.default({}, { locale: 'it' });
  const id = `testo-${textKey}`;
  const over = value.length > def.max;
  const multiline = def.lines || def.max > SHORT;
  const props = {
    id,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'aria-invalid': error || over ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    className: `${inputClass} min-h-11`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {def.label}
        {def.optional && <span className="font-normal text-ink/70"> (facoltativo)</span>}
      </label>
      {multiline ? <textarea rows={def.lines ? 5 : Math.min(8, Math.max(3, Math.ceil(def.max / 150)))} {...props} /> : <input {...props} />}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className={`text-xs ${over ? 'font-semibold text-terracotta' : 'text-ink/70'}`}>
          {value.length} / {def.max}
          {over && ' · troppo lungo'}
        </p>
        {value !== original && (
          <button type="button" className={`${secondaryButton} px-3 py-1 text-xs`} onClick={() => onChange(original)}>
            Ripristina il testo originale
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </div>
  );
}
