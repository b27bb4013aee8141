// One guest the house knows (docs/product.md#18-the-guests-the-house-knows): their line, contacts and
// bookings; notes, tags, 'conferma sempre a mano', and the allergies and diets kept only with their
// consent (given on the form, or in person: the titolare records its date). The titolare merges two
// guests that are one person, splits a wrong match and deletes a profile.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ALLERGEN_CODES, ALLERGENS, type AllergenCode, DIET_CODES, DIETS, type DietCode } from '#domain/allergens';
import { longDate } from '#domain/bookings/rules';
import { profileLine, SUGGESTED_TAGS, TAG_MAX_LENGTH, TAGS_MAX } from '#domain/guests/profile-words';
import { todayInItaly } from '#domain/italy-clock';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { reservationsKey } from '../../../lib/query-keys';
import { STATUS_LABEL } from '../../../admin/booking-words';
import { people } from '../../../admin/booking-refusals';
import { ConfirmDialog } from '../../../admin/confirm-dialog';
import { refusalOf, useAdminMutation } from '../../../admin/session';
import { useGuardedValues } from '../../../admin/unsaved';
import { Check, toggleCode } from '../../../admin/check';
import { Card, dangerButton, Field, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { profilesKey, useProfiles } from './guests-tab';

type Profile = Answer<Api['profiles'][':id']['$get']>;
type Change = {
  notes?: string | null;
  tags?: string[];
  allergies?: AllergenCode[];
  diets?: DietCode[];
  allergyConsent?: { at: string; by: 'titolare' } | null;
  confirmByHand?: boolean;
};

const toggled = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
const consentSaid = (c: NonNullable<Profile['allergyConsent']>) =>
  `Consenso ${c.by === 'ospite' ? 'dato dal cliente sul modulo' : 'dato di persona'} il ${new Date(c.at).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' })}`;

export function ProfileView({
  id,
  titolare,
  onBack,
  onOpen,
}: {
  id: number;
  titolare: boolean;
  onBack: () => void;
  onOpen: (id: number) => void;
}) {
  const read = useQuery({ queryKey: [...profilesKey, id], queryFn: () => api<Profile>(`/api/profiles/${id}`) });
  const p = read.data;
  if (read.isError)
    return (
      <Card>
        <p className="text-terracotta">Ospite non trovato o non letto.</p>
        <BackButton onBack={onBack} />
      </Card>
    );
  if (!p)
    return (
      <Card>
        <p className="text-ink/70">Carico l’ospite…</p>
      </Card>
    );
  // Drawn again from what is saved once a save is read back: its guard then starts clean.
  const saved = JSON.stringify([p.notes, p.tags, p.allergies, p.diets, p.allergyConsent, p.confirmByHand]);
  return <ProfileForm key={`${p.id} ${saved}`} p={p} titolare={titolare} onBack={onBack} onOpen={onOpen} />;
}

const BackButton = ({ onBack }: { onBack: () => void }) => (
  <button type="button" className={`${secondaryButton} mt-4`} onClick={onBack}>
    Torna agli ospiti
  </button>
);

function ProfileForm({ p, titolare, onBack, onOpen }: { p: Profile; titolare: boolean; onBack: () => void; onOpen: (id: number) => void }) {
  const id = useId();
  const [notes, setNotes] = useState(p.notes ?? '');
  const [tags, setTags] = useState<string[]>(p.tags);
  const [tag, setTag] = useState('');
  const [allergies, setAllergies] = useState<AllergenCode[]>(p.allergies);
  const [diets, setDiets] = useState<DietCode[]>(p.diets);
  const [consentAt, setConsentAt] = useState('');
  const [byHand, setByHand] = useState(p.confirmByHand);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [notes, tags, allergies, diets, consentAt]);
  const consented = Boolean(p.allergyConsent || consentAt);
  // Leaving with changes not saved asks first (docs/product.md#the-admin-area-admin).
  useGuardedValues({ notes, tags, allergies, diets, consentAt, byHand });
  const save = useAdminMutation({
    call: (change: Change) => api<Profile>(`/api/profiles/${p.id}`, { method: 'PUT', json: change }),
    invalidates: [profilesKey, reservationsKey],
    onSuccess: () => toast({ title: 'Ospite salvato' }),
    onError: (e) => setError(refusalOf(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      notes: notes.trim() || null,
      tags,
      confirmByHand: byHand,
      ...(consented ? { allergies, diets } : {}),
      ...(consentAt ? { allergyConsent: { at: consentAt, by: 'titolare' as const } } : {}),
    });
  };
  const addTag = (t: string) => {
    const clean = t.trim().replace(/\s+/g, ' ').slice(0, TAG_MAX_LENGTH);
    if (clean && !tags.some((x) => x.toLowerCase() === clean.toLowerCase()) && tags.length < TAGS_MAX) setTags([...tags, clean]);
    setTag('');
  };
  return (
    <Card>
      <BackButton onBack={onBack} />
      <h2 className="mt-4 font-display text-2xl text-ink">{`${p.firstName} ${p.lastName}`.trim()}</h2>
      <p data-guest-line className="font-semibold text-walnut">
        {profileLine(p)}
      </p>
      <p className="text-sm text-ink/75">
        {[p.phone, p.email].filter(Boolean).join(' · ')}
        {p.lastVisit && ` · ultima visita ${longDate(p.lastVisit)}`}
      </p>
      <form onSubmit={submit} className="mt-5 space-y-5">
        <Field id={`${id}-notes`} label="Note (le leggono titolare e sala)">
          <textarea
            id={`${id}-notes`}
            className={inputClass}
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">Etichette</legend>
          <div className="flex flex-wrap gap-2">
            {tags.map((t) => (
              <button
                key={t}
                type="button"
                className={`${secondaryButton} px-3`}
                aria-label={`Togli l’etichetta ${t}`}
                onClick={() => setTags(tags.filter((x) => x !== t))}
              >
                {t} ×
              </button>
            ))}
            {SUGGESTED_TAGS.filter((s) => !tags.some((t) => t.toLowerCase() === s.toLowerCase())).map((s) => (
              <button key={s} type="button" className={`${dangerButton} text-walnut ring-1 ring-walnut/30`} onClick={() => addTag(s)}>
                + {s}
              </button>
            ))}
          </div>
          <div className="mt-2 flex gap-2">
            <label htmlFor={`${id}-tag`} className="sr-only">
              Nuova etichetta
            </label>
            <input
              id={`${id}-tag`}
              className={inputClass}
              placeholder="Nuova etichetta"
              maxLength={TAG_MAX_LENGTH}
              value={tag}
              onChange={(e) => setTag(e.target.value)}
            />
            <button type="button" className={secondaryButton} onClick={() => addTag(tag)}>
              Aggiungi
            </button>
          </div>
        </fieldset>
        <fieldset className="rounded-lg bg-cream p-3">
          <legend className="text-sm font-semibold text-ink">Allergie e diete (dati sulla salute)</legend>
          {p.allergyConsent ? (
            <p className="text-sm text-ink/75">{consentSaid(p.allergyConsent)}.</p>
          ) : !titolare ? (
            <p className="text-sm text-ink/75">Nessun consenso: se il cliente chiede di ricordarle, lo registra il titolare.</p>
          ) : (
            <Field
              id={`${id}-consent`}
              label="Consenso dato di persona il"
              hint="Si ricordano solo se il cliente l’ha chiesto: segna il giorno in cui l’ha detto."
            >
              <input
                id={`${id}-consent`}
                type="date"
                className={inputClass}
                max={todayInItaly()}
                value={consentAt}
                onChange={(e) => setConsentAt(e.target.value)}
              />
            </Field>
          )}
          {consented && <HealthChecks allergies={allergies} diets={diets} setAllergies={setAllergies} setDiets={setDiets} />}
          {p.allergyConsent && (
            <button type="button" className={`${dangerButton} mt-2`} onClick={() => save.mutate({ allergyConsent: null })}>
              Togli il consenso e dimentica allergie e diete
            </button>
          )}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-5" checked={byHand} onChange={(e) => setByHand(e.target.checked)} />
          Conferma sempre a mano le sue richieste
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {error}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Salvo…' : 'Salva'}
        </button>
      </form>
      <Bookings p={p} titolare={titolare} onOpen={onOpen} />
      {titolare && <OwnerActions p={p} onBack={onBack} onOpen={onOpen} />}
    </Card>
  );
}

/** The guest's bookings, newest first; the titolare may move some to a guest of their own (a wrong match). */
function Bookings({ p, titolare, onOpen }: { p: Profile; titolare: boolean; onOpen: (id: number) => void }) {
  const [picked, setPicked] = useState<number[]>([]);
  const split = useAdminMutation({
    call: (reservationIds: number[]) => api<Profile>(`/api/profiles/${p.id}/split`, { method: 'POST', json: { reservationIds } }),
    invalidates: [profilesKey, reservationsKey],
    onSuccess: (made) => {
      toast({ title: 'Prenotazioni spostate in un nuovo ospite' });
      onOpen(made.id);
    },
    onError: (e) => toast({ variant: 'destructive', title: refusalOf(e, 'Separazione non riuscita') }),
  });
  return (
    <section className="mt-6">
      <h3 className="font-display text-xl text-ink">Prenotazioni</h3>
      <ul className="mt-2 divide-y divide-walnut/15">
        {p.bookings.map((b) => (
          <li key={b.id} className="flex min-h-11 items-center gap-3 py-2 text-sm">
            {titolare && p.bookings.length > 1 && (
              <input
                type="checkbox"
                className="size-5"
                aria-label={`Scegli la prenotazione del ${b.date}`}
                checked={picked.includes(b.id)}
                onChange={() => setPicked(toggled(picked, b.id))}
              />
            )}
            <span>
              <span className="font-semibold first-letter:uppercase">{longDate(b.date)}</span> · {b.time} · {people(b.guests)} ·{' '}
              {b.arrival === 'no-show'
                ? 'no-show'
                : b.arrival === 'arrivati' || b.arrival === 'andati'
                  ? 'venuti'
                  : STATUS_LABEL[b.status as keyof typeof STATUS_LABEL]}
              {b.cancelledLate && ' · disdetta tardiva'}
            </span>
          </li>
        ))}
      </ul>
      {picked.length > 0 && (
        <button type="button" className={`${secondaryButton} mt-3`} disabled={split.isPending} onClick={() => split.mutate(picked)}>
          Non sono sue: sposta {picked.length === 1 ? 'la prenotazione scelta' : `le ${picked.length} prenotazioni scelte`} in un nuovo
          ospite
        </button>
      )}
    </section>
  );
}

/** The titolare's: merge another guest into this one, or delete the profile. */
function OwnerActions({ p, onBack, onOpen }: { p: Profile; onBack: () => void; onOpen: (id: number) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [asking, setAsking] = useState(false);
  const found = useProfiles(q.trim(), 'last');
  const merge = useAdminMutation({
    call: (otherId: number) => api<Profile>(`/api/profiles/${p.id}/merge`, { method: 'POST', json: { otherId } }),
    invalidates: [profilesKey, reservationsKey],
    onSuccess: () => {
      toast({ title: 'Ospiti uniti' });
      setQ('');
      onOpen(p.id);
    },
    onError: (e) => toast({ variant: 'destructive', title: refusalOf(e, 'Unione non riuscita') }),
  });
  const remove = useAdminMutation({
    call: () => api(`/api/profiles/${p.id}`, { method: 'DELETE' }),
    invalidates: [profilesKey, reservationsKey],
    onSuccess: () => {
      toast({ title: 'Ospite eliminato' });
      onBack();
    },
    onError: (e) => toast({ variant: 'destructive', title: refusalOf(e, 'Eliminazione non riuscita') }),
  });
  const others = q.trim() ? (found.data ?? []).filter((o) => o.id !== p.id).slice(0, 5) : [];
  return (
    <section className="mt-6 space-y-3 border-t border-walnut/15 pt-4">
      <Field id={`${id}-merge`} label="È la stessa persona di un altro ospite? Cercalo e uniscili">
        <input id={`${id}-merge`} type="search" className={inputClass} maxLength={100} value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      {others.map((o) => (
        <button
          key={o.id}
          type="button"
          className={`${secondaryButton} block`}
          disabled={merge.isPending}
          onClick={() => merge.mutate(o.id)}
        >
          Unisci {`${o.firstName} ${o.lastName}`.trim()} ({[o.phone, o.email].filter(Boolean).join(' · ')})
        </button>
      ))}
      <button type="button" className={dangerButton} onClick={() => setAsking(true)}>
        Elimina questo ospite
      </button>
      {asking && (
        <ConfirmDialog
          title="Eliminare l’ospite?"
          confirmLabel="Elimina"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          onCancel={() => setAsking(false)}
        >
          Note, etichette e allergie si perdono; le prenotazioni restano. Una nuova prenotazione lo farà ritrovare come nuovo ospite.
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The 14 allergens and 3 diets in the menu's words, ticked as the profile keeps them. */
function HealthChecks({
  allergies,
  diets,
  setAllergies,
  setDiets,
}: {
  allergies: AllergenCode[];
  diets: DietCode[];
  setAllergies: (codes: AllergenCode[]) => void;
  setDiets: (codes: DietCode[]) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-1 sm:grid-cols-3">
      {ALLERGENS.map((a) => (
        <Check
          key={a.code}
          label={a.label}
          title={a.full}
          checked={allergies.includes(a.code)}
          onChange={(on) => setAllergies(toggleCode(allergies, ALLERGEN_CODES, a.code, on))}
        />
      ))}
      {DIETS.map((d) => (
        <Check
          key={d.code}
          label={d.label}
          checked={diets.includes(d.code)}
          onChange={(on) => setDiets(toggleCode(diets, DIET_CODES, d.code, on))}
        />
      ))}
    </div>
  );
}
