import { useState } from 'react';
import { FileButton } from './file-button';
import { toast } from '../components/ui/toast-store';
import { api } from '../lib/api';
import { imageFromUrl } from '../lib/images';
import { IMAGE_HINT, imageSizeProblem, imageTypeProblem, photoOf, type PreparedImage, prepareImage } from './image-files';
import { PhotoProblem } from './photo-prep';
import { adminCall } from './session';

/**
 * Uploads one photo to /api/upload-image and returns its URL: a file as it is, or a prepared photo
 * with its narrower widths in the same request (`narrower`, `widths`: worker/media/upload-routes.ts),
 * whose URL names them all (domain/photo-files.ts). Used by every photo of the admin.
 */
export async function uploadImage(image: Blob | PreparedImage): Promise<string> {
  const files = image instanceof Blob ? [{ blob: image, width: 0 }] : image;
  const form = new FormData();
  form.append('image', files.at(-1)!.blob, 'foto');
  if (files.length > 1) {
    for (const file of files.slice(0, -1)) form.append('narrower', file.blob, `foto-${file.width}`);
    form.append('widths', files.map((f) => f.width).join(','));
  }
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
      const sizeProblem = imageSizeProblem(photoOf(prepared));
      if (sizeProblem) return setError(sizeProblem);
      onChange(await uploadImage(prepared));
      toast({ title: 'Immagine caricata con successo' });
    } catch (error) {
      if (error instanceof PhotoProblem) return setError(error.message);
      toast({ variant: 'destructive', title: "Errore durante l'upload dell'immagine" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      {value ? (
        // The photo's own address, drawn from its narrowest width where it has them (80 px here).
        <img
          src={value}
          srcSet={imageFromUrl(value, '').srcSet}
          sizes="80px"
          alt=""
          className="size-20 shrink-0 rounded-lg object-cover ring-1 ring-walnut/15"
        />
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
