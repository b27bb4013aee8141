// 'Posta' (README, E-mail; docs/decisions/036-going-live.md): whether the site's e-mails leave, what
// to set when they do not, and a test message to the owner (GET /api/mail-status, POST
// /api/mail-status/test; worker/mail/status.ts). Until mail works the site keeps working.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/client';
import { adminCall, LoginCancelled, refusalOf } from '../../../admin/session';
import { Card, primaryButton } from '../../../admin/ui';

type MailStatus = Answer<Api['mail-status']['$get']>;
type TestResult = Answer<Api['mail-status']['test']['$post']>;

const KEY = ['/api/mail-status'];

export function MailPanel() {
  const status = useQuery<MailStatus>({ queryKey: KEY, staleTime: 0 });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const s = status.data;

  const test = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const r = await adminCall(() => api<TestResult>('/api/mail-status/test', { method: 'POST' }));
      setSaid(
        r.status === 'sent'
          ? { ok: true, text: `Prova inviata a ${r.to}: controlla la casella (anche lo spam).` }
          : { ok: false, text: `La prova a ${r.to} non è partita${r.error ? `: ${r.error}` : '.'}` },
      );
    } catch (error) {
      if (!(error instanceof LoginCancelled)) setSaid({ ok: false, text: refusalOf(error, 'Prova non inviata') });
    } finally {
      setBusy(false);
      // The outbox's figures and the e-mails' list now count the test.
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
    }
  };

  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Posta</h3>
      {status.isPending ? (
        <p role="status" className="mt-2 text-ink/75">
          Caricamento...
        </p>
      ) : !s ? (
        <p role="alert" className="mt-2 text-terracotta">
          {refusalOf(status.error, 'Stato della posta non letto')}
        </p>
      ) : (
        <>
          <p className={`mt-2 font-semibold ${s.configured ? 'text-olive' : 'text-terracotta'}`}>
            {s.configured ? 'Le e-mail sono impostate.' : 'Le e-mail non partono ancora.'}
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink">Mittente</dt>
            <dd className="break-all text-ink/80">{s.from || '—'}</dd>
            <dt className="font-semibold text-ink">Avvisi del titolare a</dt>
            <dd className="break-all text-ink/80">{s.owner || '—'}</dd>
            <dt className="font-semibold text-ink">Indirizzo del sito nei link</dt>
            <dd className="break-all text-ink/80">{s.siteUrl || '—'}</dd>
            <dt className="font-semibold text-ink">In attesa di partire</dt>
            <dd className="text-ink/80">{s.outbox.waiting}</dd>
            <dt className="font-semibold text-ink">Non inviate</dt>
            <dd className="text-ink/80">{s.outbox.failed}</dd>
          </dl>
          {s.outbox.lastError && <p className="mt-2 text-sm break-words text-ink/70">Ultimo errore: {s.outbox.lastError}</p>}
          {s.problems.length > 0 && (
            <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-terracotta">
              {s.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-ink/80">
            Le e-mail partono con Cloudflare Email Service, che richiede il piano Workers Paid (3.000 messaggi al mese inclusi). Il dominio
            del mittente va attivato in Email Service: finché non lo è, le ricevono solo gli indirizzi verificati. Intanto il sito funziona:
            le prenotazioni che confermi tu non hanno bisogno di e-mail, e ogni messaggio resta nell’elenco «E-mail ai clienti» di
            Prenotazioni.
          </p>
          <button type="button" onClick={test} disabled={busy || !s.configured} className={`${primaryButton} mt-4`}>
            {busy ? 'Invio in corso…' : `Manda una prova a ${s.owner || 'il titolare'}`}
          </button>
          {said && (
            <p role={said.ok ? 'status' : 'alert'} className={`mt-2 text-sm font-medium ${said.ok ? 'text-olive' : 'text-terracotta'}`}>
              {said.text}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
