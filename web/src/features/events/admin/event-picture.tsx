// The one place of the event form where the owner sees and picks the event's picture: what the list,
// the top of the event's page and a shared link's preview all show (docs/product.md, Eventi). The
// rule is the spec's: the cover among the event's photos, otherwise its main image (featuredImage),
// as the Worker resolves it (worker/db/embedded-photos.ts, eventCover). So a picture chosen here
// while the event has photos (or photos are on their way) joins them as their cover; with none, it
// is the main image; and a main image the photos hide (kept from before, or sent by another client)
// is offered to them.
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { FileButton } from '../../../admin/file-button';
import { uploadImage } from '../../../admin/image-input';
import { EVENT_PICTURE } from '../../../admin/photo-picker';
import { acceptFiles } from '../../../admin/photo-uploads';
import { secondaryButton, sizedPhoto } from '../../../admin/ui';

export const EVENT_PICTURE_LABEL = "La foto dell'evento: in elenco, in cima alla pagina e nell'anteprima dei link";

export function EventPicture(props: {
  /** The event's photos (saved or staged), each as shown. */
  photos: readonly { url: string; isCover: boolean }[];
  /** Photos are on their way (staged ones still being prepared, saved ones still being read): a picture chosen now joins them. */
  photosComing: boolean;
  /** The main image's address, '' for none. */
  mainImage: string;
  /** A main image chosen while the event has no photos. */
  onMainImage: (url: string) => void;
  /** A picture chosen while it has photos: it joins them, first, as their cover. */
  onAddAsCover: (file: File) => Promise<void> | void;
  /** The main image the photos hide joins them (as their cover, or at the end). */
  onMainIntoSet: (asCover: boolean) => Promise<void> | void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { photos, mainImage } = props;
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    props.onBusyChange?.(value);
  };
  const cover = photos.find((p) => p.isCover);
  const picture = cover?.url ?? (mainImage || null);
  // Kept from before (or sent by another client): the photos' cover is shown instead.
  const hidden = photos.length > 0 && mainImage && !photos.some((p) => p.url === mainImage) ? mainImage : null;

  const run = async (work: () => Promise<void> | void, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch {
      toast({ variant: 'destructive', title: failed });
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (photos.length || props.photosComing) return void run(() => props.onAddAsCover(file), 'Errore durante il caricamento della foto');
    void run(async () => {
      const [prepared] = await acceptFiles([file]);
      if (!prepared) return;
      props.onMainImage(await uploadImage(prepared));
      toast({ title: 'Immagine caricata con successo' });
    }, "Errore durante l'upload dell'immagine");
  };

  return (
    <div className="rounded-xl bg-cream/70 p-4 ring-1 ring-walnut/10">
      <FileButton
        label={EVENT_PICTURE_LABEL}
        buttonText={photos.length ? 'Aggiungi una nuova foto' : picture ? 'Cambia foto' : 'Scegli una foto'}
        accept="image/*"
        disabled={busy}
        hint={
          busy
            ? 'Caricamento della foto...'
            : photos.length
              ? `È la foto segnata «${EVENT_PICTURE.badge}» tra le foto qui sotto: scegline un'altra lì, o aggiungine una nuova da qui.`
              : picture
                ? "Se aggiungi delle foto qui sotto, questa resta la foto dell'evento e diventa la prima."
                : "Scegline una qui, o aggiungi le foto qui sotto: la prima sarà la foto dell'evento."
        }
        onFiles={(files) => choose(files[0])}
      >
        {picture ? (
          <img
            {...sizedPhoto(picture, '384px')}
            alt="La foto dell'evento scelta"
            className="mb-3 aspect-[16/10] w-full max-w-sm rounded-lg object-cover ring-1 ring-walnut/15"
          />
        ) : (
          <p className="mb-3 flex aspect-[16/10] w-full max-w-sm items-center justify-center rounded-lg bg-sand text-sm text-ink/70">
            Nessuna foto: l'evento comparirebbe senza immagine
          </p>
        )}
      </FileButton>
      {hidden && (
        <div
          role="group"
          aria-label="Immagine principale non mostrata"
          className="mt-4 grid gap-3 rounded-lg bg-white p-3 ring-1 ring-terracotta/30"
        >
          <div className="flex items-center gap-3">
            <img src={hidden} alt="" className="size-16 shrink-0 rounded-md object-cover" />
            <p className="text-sm text-ink">
              L'immagine principale scelta prima non compare da nessuna parte: con delle foto, l'evento mostra quella segnata «
              {EVENT_PICTURE.badge}».
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              className={secondaryButton}
              onClick={() => void run(() => props.onMainIntoSet(true), 'Errore durante il caricamento della foto')}
            >
              {EVENT_PICTURE.choose}
            </button>
            <button
              type="button"
              disabled={busy}
              className={secondaryButton}
              onClick={() => void run(() => props.onMainIntoSet(false), 'Errore durante il caricamento della foto')}
            >
              Aggiungila alle foto
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
