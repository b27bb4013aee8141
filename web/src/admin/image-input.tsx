import { useState } from 'react';
import { FileButton } from './file-button';
import { toast } from '../components/ui/toast-store';
import { api } from '../lib/api';
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
export function ImageInput({
  label,
  value,
  onChange,
  onBusyChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };

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
    <div className="flex items-center gap-4">
      {value ? (
        <img src={value} alt="" className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-walnut/15" />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-sand" />
      )}
      <div className="min-w-0">
        <FileButton
          label={label}
          buttonText={value ? 'Cambia foto' : 'Scegli una foto'}
          accept="image/*"
          disabled={busy}
          invalid={Boolean(error)}
          hint={busy ? 'Caricamento della foto...' : IMAGE_HINT}
          onFiles={(files) => void choose(files[0])}
        />
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-terracotta">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
