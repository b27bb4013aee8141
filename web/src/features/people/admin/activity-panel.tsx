// 'Chi ha fatto cosa' (docs/decisions/025-people-and-roles.md): the latest 200 changes made in the
// owner's area, everyone's or one person's, newest first. The person shown stays in the address.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Person } from '#worker/people/commands';
import { ACTIVITY_SHOWN } from '#domain/roles';
import { activitySaid } from '#domain/activity-words';
import { client, ok } from '../../../lib/client';
import { Card, Empty, inputClass, Unread } from '../../../admin/ui';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';

const when = (at: string) =>
  new Date(at).toLocaleString('it-IT', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: RESTAURANT_TIME_ZONE,
  });

export function ActivityPanel({ people }: { people: Person[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('persona') ?? '';
  const changes = useQuery({
    queryKey: ['/api/activity', ...(chosen ? [{ userId: chosen }] : [])],
    queryFn: () => ok(client.api.activity.$get({ query: chosen ? { userId: chosen } : {} })),
    staleTime: 0,
  });
  const choose = (value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set('persona', value);
      else next.delete('persona');
      return next;
    });
  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Chi ha fatto cosa</h3>
      <p className="mt-1 text-sm text-ink/70">
        Le ultime {ACTIVITY_SHOWN} modifiche fatte nell’area riservata. Il registro si cancella da solo dopo 12 mesi.
      </p>
      <div className="mt-3 max-w-xs">
        <label htmlFor={`${id}-who`} className="mb-1 block text-sm font-semibold text-ink">
          Persona
        </label>
        <select id={`${id}-who`} className={`${inputClass} min-h-11 py-2`} value={chosen} onChange={(e) => choose(e.target.value)}>
          <option value="">Tutti</option>
          {people.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {changes.isPending || changes.isError ? (
          <Unread failed={changes.isError} what="il registro" />
        ) : changes.data.length === 0 ? (
          <Empty>Nessuna modifica registrata</Empty>
        ) : (
          <ol className="divide-y divide-walnut/10">
            {changes.data.map((change) => (
              <li key={change.id} className="py-2.5 text-sm">
                <span className="block text-ink/70">{when(change.at)}</span>
                <span className="text-ink">
                  <strong>{change.who}</strong> {activitySaid(change)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
