// 'Ospiti': the guests the house knows (docs/product.md#18-the-guests-the-house-knows). A list searched
// by name, phone or e-mail and sorted by visits or the last visit; each guest opens on their line,
// notes, tags, the allergies kept with their consent, 'conferma sempre a mano' and their bookings.
// The open guest and the search live in the address (docs/decisions/016-admin-state-in-the-address.md).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { profileLine } from '#domain/guests/profile-words';
import { api } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { Card, Empty, inputClass } from '../../../admin/ui';
import { ProfileView } from './profile-view';

export type ProfileListed = Answer<Api['profiles']['$get']>[number];

export const profilesKey = ['/api/profiles'] as const;

/** The list of guests, as the search and sort ask it. */
export const useProfiles = (q: string, sort: 'visits' | 'last') =>
  useQuery({
    queryKey: [...profilesKey, q, sort],
    queryFn: () => api<ProfileListed[]>(`/api/profiles?${new URLSearchParams({ q, sort })}`),
  });

export function GuestsTab({ titolare }: { titolare: boolean }) {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('cerca') ?? '');
  const sort = params.get('ordine') === 'visite' ? 'visits' : 'last';
  const open = Number(params.get('ospite')) || null;
  const id = useId();
  const list = useProfiles(q.trim(), sort);
  const go = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  if (open)
    return (
      <ProfileView id={open} titolare={titolare} onBack={() => go({ ospite: null })} onOpen={(other) => go({ ospite: String(other) })} />
    );
  return (
    <Card>
      <h2 className="font-display text-2xl text-ink">Ospiti</h2>
      <p className="mt-1 text-sm text-ink/75">
        Chi ha prenotato almeno una volta: visite, no-show, note ed etichette. Le allergie restano solo con il consenso del cliente.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto]">
        <label htmlFor={`${id}-q`} className="sr-only">
          Cerca per nome, telefono o e-mail
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          placeholder="Cerca per nome, telefono o e-mail"
          value={q}
          maxLength={100}
          onChange={(e) => {
            setQ(e.target.value);
            go({ cerca: e.target.value || null });
          }}
        />
        <label htmlFor={`${id}-sort`} className="sr-only">
          Ordina
        </label>
        <select
          id={`${id}-sort`}
          className={inputClass}
          value={sort}
          onChange={(e) => go({ ordine: e.target.value === 'visits' ? 'visite' : null })}
        >
          <option value="last">Ultima visita</option>
          <option value="visits">Più visite</option>
        </select>
      </div>
      {list.isError && <p className="mt-4 text-sm text-terracotta">Elenco non letto: controlla la connessione e riprova.</p>}
      {list.data && !list.data.length && (
        <Empty>{q.trim() ? 'Nessun ospite trovato.' : 'Ancora nessun ospite: arriveranno con le prenotazioni.'}</Empty>
      )}
      <ul className="mt-4 divide-y divide-walnut/15">
        {list.data?.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => go({ ospite: String(p.id) })}
              className="flex min-h-11 w-full flex-col items-start py-3 text-left hover:bg-cream"
            >
              <span className="font-semibold text-ink">{`${p.firstName} ${p.lastName}`.trim()}</span>
              <span className="text-sm text-walnut">{profileLine(p)}</span>
              <span className="text-xs text-ink/70">{[p.phone, p.email].filter(Boolean).join(' · ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
