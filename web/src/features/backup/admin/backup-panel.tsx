// 'Una copia del sito': the titolare downloads the whole site in one file (GET /api/backup,
// worker/backup/routes.ts). The file is fetched rather than followed as a plain link, so that an
// expired session asks for the password again (adminCall) instead of saving the refusal as the
// copy; restoring it is a command, not a button (README, 'Copie e ripristino').
import { type MouseEvent, useState } from 'react';
import { todayInItaly } from '#domain/italy-clock';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { adminCall, LoginCancelled, refusalOf } from '../../../admin/session';
import { Card, primaryButton } from '../../../admin/ui';

const ADDRESS = '/api/backup';

/** The name the Worker gives the file (Content-Disposition), or one of today's. */
function fileNameOf(res: Response): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  return named ?? `bistrot-copia-${todayInItaly()}.jsonl.gz`;
}

async function fetchCopy(): Promise<{ blob: Blob; name: string }> {
  const res = await fetch(ADDRESS, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return { blob: await res.blob(), name: fileNameOf(res) };
}

/** 'Scarica una copia del sito'. */
export function BackupPanel() {
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { blob, name } = await adminCall(fetchCopy);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      // The browser has taken the file once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      if (!(error instanceof LoginCancelled)) {
        toast({
          variant: 'destructive',
          title: 'Copia non riuscita',
          description: refusalOf(error, 'Copia non scaricata'),
        });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <h3 className="font-display text-xl text-ink">Una copia del sito</h3>
      <p className="mt-2 text-ink/80">
        Un solo file con tutto il sito: menu, eventi, foto, prenotazioni e impostazioni. Contiene i dati personali dei clienti (nomi,
        e-mail, telefoni): conservalo in un posto sicuro, non condividerlo e cancella le copie più vecchie di 12 mesi, come promette
        l’informativa privacy.
      </p>
      <p className="mt-2 text-ink/80">
        Tiene solo quello che serve per rimettere in piedi il sito: niente accessi aperti, niente link di invito ancora validi, niente dati
        tecnici di sicurezza. Dopo un ripristino ognuno rientra con la propria password; a chi non aveva ancora accettato l’invito ne mandi
        uno nuovo da Persone. La copia è firmata con la chiave del sito: il ripristino riconosce le copie fatte qui e chiede conferma prima
        di rimettere gli account di un file d’altra provenienza.
      </p>
      <a
        href={ADDRESS}
        download
        onClick={download}
        aria-disabled={busy}
        className={`${primaryButton} mt-4 inline-flex items-center justify-center ${busy ? 'cursor-wait opacity-60' : ''}`}
      >
        {busy ? 'Preparazione della copia…' : 'Scarica una copia del sito'}
      </a>
    </Card>
  );
}
