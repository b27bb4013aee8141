// 'Dati del ristorante' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): the name, the
// contacts, the address and the map's position, the legal name and P. IVA, the seats, the aperitivo line.
// Checked with the shared schema before saving; each refusal is shown at its field.
import { type FormEvent, type HTMLAttributes, useState } from 'react';
import { DEFAULT_FACTS } from '#domain/site/facts';
import { siteInput } from '#domain/site/schemas';
import { m } from '#i18n/messages';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { siteKeys } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { saveSite } from '../owner';
import { useSite } from '../../../admin/site-read';
import { type FactsDraft, type FactsField, factsBody, factsDraftOf, factsFieldOf } from './site-drafts';
import { LoginCancelled, useAdminMutation } from '../../../admin/session';
import { describedBy, DraftActions, Field, inputClass, Unread } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';

type Errors = Partial<Record<FactsField, string>>;

interface FieldDef {
  label: string;
  hint?: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** The field is English (docs/decisions/024-languages.md). */
  english?: boolean;
}

const FIELDS: Record<FactsField, FieldDef> = {
  name: { label: 'Nome del ristorante', hint: 'Nei titoli delle pagine, nelle e-mail e nei motori di ricerca' },
  phone: { label: 'Telefono', type: 'tel', inputMode: 'tel', hint: 'Come lo scrivi di solito, per esempio 02 9957 1234' },
  whatsapp: { label: 'WhatsApp (facoltativo)', type: 'tel', inputMode: 'tel', hint: 'Vuoto: il sito non mostra WhatsApp' },
  email: { label: 'E-mail', type: 'email', inputMode: 'email' },
  instagram: { label: 'Instagram (facoltativo)', type: 'url', inputMode: 'url', hint: "L'indirizzo completo, https://www.instagram.com/…" },
  facebook: { label: 'Facebook (facoltativo)', type: 'url', inputMode: 'url', hint: "L'indirizzo completo, https://www.facebook.com/…" },
  reviewUrl: {
    label: 'Pagina delle recensioni (facoltativa)',
    type: 'url',
    inputMode: 'url',
    hint: 'Per esempio la vostra pagina Google: la mattina dopo la cena gli ospiti ricevono un grazie con questo link. Vuota: nessuna e-mail',
  },
  street: { label: 'Via e numero civico' },
  postalCode: { label: 'CAP', inputMode: 'numeric' },
  city: { label: 'Città' },
  province: { label: 'Provincia (sigla)', hint: 'Per esempio MI' },
  lat: { label: 'Latitudine', inputMode: 'decimal', hint: 'Per esempio 45.574' },
  lng: { label: 'Longitudine', inputMode: 'decimal', hint: 'Per esempio 9.074' },
  legalName: { label: 'Ragione sociale', hint: 'Nel piè di pagina e nella privacy' },
  vatNumber: { label: 'Partita IVA', inputMode: 'numeric', hint: '11 cifre' },
  seats: {
    label: 'Posti a sedere del locale',
    inputMode: 'numeric',
    hint: 'Tutto il locale: Il Ristorante ed Eventi lo dicono (Fino a 40 coperti). I coperti prenotabili online per servizio sono in Prenotazioni',
  },
  aperitivo: { label: 'Riga dell’aperitivo (facoltativa)', hint: 'Sotto gli orari, per esempio Aperitivo dalle 18:00' },
  aperitivoEn: {
    label: 'Riga dell’aperitivo in inglese (facoltativa)',
    hint: 'Se vuota, la pagina inglese mostra la riga italiana (la riga originale ha già la sua traduzione)',
    english: true,
  },
};

export function FactsSection() {
  const site = useSite();
  const [draft, setDraft] = useState<FactsDraft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const shown = site.data ? factsDraftOf(site.data) : null;
  const values = draft ?? shown;
  useUnsavedChanges(draft !== null && JSON.stringify(draft) !== JSON.stringify(shown));

  const showErrors = (issues: { path: string | readonly PropertyKey[]; message: string }[]) => {
    const found: Errors = {};
    for (const issue of issues) {
      const field = factsFieldOf(issue.path);
      if (field && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    const first = (Object.keys(FIELDS) as FactsField[]).find((f) => found[f]);
    setError(first ? 'Controlla i campi segnati.' : (issues[0]?.message ?? 'Salvataggio non riuscito: riprova.'));
    if (first) document.getElementById(`dati-${first}`)?.focus();
  };

  const save = useAdminMutation({
    call: saveSite,
    invalidates: [siteKeys.site],
    onSuccess: () => {
      setDraft(null);
      setErrors({});
      setError(undefined);
      toast({ title: 'Dati del ristorante salvati', description: 'Il sito li mostra già (pagine, e-mail e motori di ricerca).' });
    },
    onError: (e) => {
      if (e instanceof LoginCancelled) return;
      if (e instanceof ApiError && e.issues.length) return showErrors(e.issues);
      setErrors({});
      setError(
        e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Salvataggio non riuscito: controlla la connessione e riprova.',
      );
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values) return;
    const parsed = siteInput.safeParse(factsBody(values));
    if (!parsed.success) return showErrors(parsed.error.issues);
    setErrors({});
    setError(undefined);
    save.mutate(parsed.data);
  };

  const input = (field: FactsField, className = '', placeholder?: string) => {
    const def = FIELDS[field];
    const id = `dati-${field}`;
    return (
      <div className={className}>
        <Field id={id} label={def.label} error={errors[field]} hint={def.hint}>
          <input
            id={id}
            type={def.type ?? 'text'}
            inputMode={def.inputMode}
            autoComplete="off"
            lang={def.english ? 'en' : undefined}
            placeholder={placeholder}
            value={values![field]}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...(d ?? values!), [field]: value }));
            }}
            className={`${inputClass} min-h-11`}
            {...describedBy(id, errors[field])}
          />
        </Field>
      </div>
    );
  };

  return (
    <Fold title="Dati del ristorante">
      {!values ? (
        <Unread failed={site.isError} what="i dati" />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Dati del ristorante" className="grid gap-4 sm:grid-cols-2">
          {input('name', 'sm:col-span-2')}
          {input('phone')}
          {input('whatsapp')}
          {input('email', 'sm:col-span-2')}
          {input('instagram')}
          {input('facebook')}
          {input('reviewUrl', 'sm:col-span-2')}
          <fieldset className="grid gap-4 rounded-xl border border-sand p-3 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
            <legend className="px-1 text-sm font-semibold text-ink">Indirizzo</legend>
            {input('street', 'sm:col-span-2')}
            {input('city')}
            <div className="grid grid-cols-2 gap-3">
              {input('postalCode')}
              {input('province')}
            </div>
          </fieldset>
          <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-sand p-3 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-ink">Posizione sulla mappa</legend>
            {input('lat')}
            {input('lng')}
            <p className="col-span-2 text-xs text-ink/70">
              Su Google Maps tieni premuto sul ristorante: i due numeri che compaiono sono latitudine e longitudine.
            </p>
          </fieldset>
          {input('legalName')}
          {input('vatNumber')}
          {input('seats')}
          {input('aperitivo', 'sm:col-span-2')}
          {/* The original line's English is the catalogue's: what the English page says while this is empty. */}
          {input(
            'aperitivoEn',
            'sm:col-span-2',
            values.aperitivo === DEFAULT_FACTS.aperitivo ? m.site_aperitivo_default({}, { locale: 'en' }) : undefined,
          )}
          <DraftActions
            error={error}
            saving={save.isPending}
            className="sm:col-span-2"
            onDiscard={
              draft
                ? () => {
                    setDraft(null);
                    setErrors({});
                    setError(undefined);
                  }
                : undefined
            }
          />
        </form>
      )}
    </Fold>
  );
}
