import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { api, ApiError } from '../../../lib/api';
import { MAX_PDF_BYTES, PDF_TOO_LARGE } from '#domain/uploads';
import { useMenuSettings } from '../api';
import { deleteMenuPdf, setDisplayType } from '../owner';
import { menuKeys } from '../../../lib/query-keys';
import { FileButton } from '../../../admin/file-button';
import { PdfRefusal, renderPdfPages } from './pdf-pages';
import { adminCall, useAdminMutation } from '../../../admin/session';
import { Card, dangerButton, primaryButton } from '../../../admin/ui';
import { m } from '#i18n/messages';

const DELETE_QUESTION = 'Sei sicuro di voler eliminare il menu PDF? Questa azione non può essere annullata.';

function DisplayType({ current }: { current: string }) {
  const setType = useAdminMutation({
    call: setDisplayType,
    invalidates: [menuKeys.settings],
    onSuccess: () => toast({ title: 'Tipo di menu aggiornato' }),
    onError: () => toast({ variant: 'destructive', title: 'Impossibile aggiornare il tipo di menu' }),
  });
  const option = (value: 'gestito' | 'pdf', label: string, text: string) => (
    <button
      type="button"
      aria-pressed={current === value}
      disabled={setType.isPending}
      onClick={() => setType.mutate(value)}
      className={`rounded-xl border-2 p-4 text-left transition ${current === value ? 'border-walnut bg-walnut text-cream' : 'border-walnut/20 bg-white hover:border-walnut'}`}
    >
      <span className="block font-semibold">
        {label}
        {current === value && <span className="ml-2 rounded-full bg-saffron px-2 py-0.5 text-xs text-ink">Attivo</span>}
      </span>
      <span className={`mt-1 block text-sm ${current === value ? 'text-cream/85' : 'text-ink/70'}`}>{text}</span>
    </button>
  );
  return (
    <Card>
      <h2 className="mb-4 font-display text-2xl text-ink">Come mostrare il menu</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {option('gestito', 'Menu Gestito', 'Sezioni e voci che modifichi qui, con i piatti speciali.')}
        {option('pdf', 'Menu PDF', 'Le pagine del PDF caricato, come immagini.')}
      </div>
    </Card>
  );
}

function PdfUpload({ displayType }: { displayType: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const upload = useAdminMutation({
    call: async (pdf: File) => {
      const pages = await renderPdfPages(pdf, (n, total) => setProgress(`Pagina ${n} di ${total}`));
      setProgress('Caricamento in corso...');
      const form = new FormData();
      form.append('pdf', pdf, pdf.name);
      pages.forEach((page, i) => form.append('pages', page, `pagina-${i + 1}`));
      // If the session has expired, only the upload is retried after the login: the pages stay rendered.
      return adminCall(() => api<{ imageUrls: string[] }>('/api/upload-pdf-menu', { body: form }));
    },
    invalidates: [menuKeys.settings],
    onSuccess: ({ imageUrls }) => {
      const pages = m.admin_pdf_pages_converted({ count: imageUrls.length });
      toast({
        title: 'PDF caricato con successo!',
        description: displayType === 'pdf' ? pages : `${pages}. Per mostrarlo sul sito scegli 'Menu PDF'.`,
      });
      setFile(null);
      setProgress(null);
    },
    onError: (failure) => {
      toast({ variant: 'destructive', title: 'Errore nel caricamento', description: 'Impossibile caricare il PDF' });
      // Why, where it is known: the browser's own check, or the Worker's sentence for a refused file.
      if (failure instanceof PdfRefusal) setError(failure.message);
      else if (failure instanceof ApiError && failure.status < 500 && failure.status !== 401) setError(failure.serverMessage);
      setProgress(null);
    },
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setError('Seleziona un file PDF');
        if (file.size > MAX_PDF_BYTES) return setError(PDF_TOO_LARGE);
        setError(undefined);
        upload.mutate(file);
      }}
      noValidate
      className="grid gap-3"
    >
      <FileButton
        label="Carica un nuovo menu PDF"
        buttonText={file ? file.name : 'Scegli il file PDF'}
        accept=".pdf,application/pdf"
        disabled={upload.isPending}
        invalid={Boolean(error)}
        onFiles={(files) => {
          setFile(files[0] ?? null);
          setError(undefined);
        }}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={upload.isPending} className={primaryButton}>
          {upload.isPending ? 'Conversione...' : 'Carica PDF'}
        </button>
        {progress && (
          <p role="status" className="text-sm font-semibold text-walnut">
            {progress}
          </p>
        )}
      </div>
    </form>
  );
}

export function MenuSettingsTab() {
  const settings = useMenuSettings();
  const remove = useAdminMutation({
    call: deleteMenuPdf,
    invalidates: [menuKeys.settings],
    onSuccess: () => toast({ title: 'Menu PDF eliminato!' }),
    onError: () => toast({ variant: 'destructive', title: 'Impossibile eliminare il menu PDF' }),
  });
  if (settings.isPending) return <p role="status">Caricamento...</p>;
  const data = settings.data ?? { displayType: 'gestito', pdfFile: null, pdfImages: [] };

  return (
    <div className="grid gap-6">
      <DisplayType current={data.displayType} />
      <Card>
        <h2 className="mb-4 font-display text-2xl text-ink">Menu PDF</h2>
        {data.pdfImages.length > 0 ? (
          <div className="mb-6">
            <p className="mb-3 text-sm text-ink/75">PDF attuale: {m.admin_pdf_pages({ count: data.pdfImages.length })}</p>
            <ul className="mb-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
              {data.pdfImages.map((src, i) => (
                <li key={i}>
                  <img
                    src={src}
                    alt={`Pagina ${i + 1}`}
                    className="aspect-[1/1.41] w-full rounded-md bg-white object-cover shadow ring-1 ring-walnut/15"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => window.confirm(DELETE_QUESTION) && remove.mutate(undefined)}
              className={dangerButton}
            >
              Delete Menu PDF
            </button>
          </div>
        ) : (
          <p className="mb-4 text-sm text-ink/75">Nessun PDF caricato.</p>
        )}
        <PdfUpload displayType={data.displayType} />
      </Card>
    </div>
  );
}
