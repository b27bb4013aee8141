import { useId, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api';
import { IMAGE_HINT, imageSizeProblem, imageTypeProblem, prepareImage } from './image-files';
import { adminCall } from './session';

/** Uploads one photo to /api/upload-image and returns its URL; used by the dish and event forms. */
export async function uploadImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('image', file, 'foto');
  const { imageUrl } = await adminCall(() => api<{ imageUrl: string }>('/api/upload-image', { body: form }));
  return imageUrl;
}

/** A photo field: choose, check, downscale, upload; shows the current photo. */
export function ImageInput({ label, value, onChange }: { label: string; value: string; onChange: (url: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const typeProblem = imageTypeProblem(file);
    if (typeProblem) return setError(typeProblem);
    setBusy(true);
    setError(undefined);
    try {
      const prepared = await prepareImage(file);
      const sizeProblem = imageSizeProblem(prepared);
      if (sizeProblem) return setError(sizeProblem);
      onChange(await uploadImage(prepared));
      toast({ title: 'Immagine caricata con successo' });
    } catch {
      toast({ variant: 'destructive', title: "Errore durante l'upload dell'immagine" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex items-center gap-4">
        {value ? (
          <img src={value} alt="" className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-walnut/15" />
        ) : (
          <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-sand" />
        )}
        <div className="min-w-0">
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-walnut file:px-4 file:py-2 file:font-semibold file:text-cream"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
            {busy ? 'Caricamento della foto...' : IMAGE_HINT}
          </p>
          {error && (
            <p role="alert" className="mt-1 text-sm font-medium text-terracotta">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
