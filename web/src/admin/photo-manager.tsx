import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../components/ui/toast-store';
import { FileButton } from './file-button';
import { IMAGE_HINT, imageSizeProblem, imageTypeProblem, prepareImage } from './image-files';
import { uploadImage } from './image-input';
import { adminCall, LoginCancelled, useAdminMutation } from './session';
import { SortableGrid } from './sortable-grid';
import { makeStagedCover, type StagedPhoto, stagePhotos, unstagePhoto } from './staged-photos';

/**
 * What the photo managers need of a feature: the query keys and the typed calls of one kind of
 * record with photos (features/events/owner.ts, features/galleries/owner.ts).
 */
export interface PhotoSetCalls<Body> {
  keys: { list: readonly unknown[]; photos: (id: number) => readonly unknown[] };
  save: (id: number | undefined, body: Body) => Promise<{ id: number }>;
  photos: {
    add: (parentId: number, photo: { imageUrl: string; position?: number; isCover?: boolean }) => Promise<unknown>;
    setCover: (parentId: number, photoId: number) => Promise<unknown>;
    remove: (photoId: number) => Promise<unknown>;
    reorder: (parentId: number, images: { id: number; position: number }[]) => Promise<unknown>;
  };
}
type AnyPhotoSetCalls = Pick<PhotoSetCalls<never>, 'keys' | 'photos'>;
interface SavedPhoto {
  id: number;
  imageUrl: string;
  position: number;
  isCover: boolean;
  caption?: string | null;
}

/** Checks and shrinks the chosen files; returns the good ones and says what was refused. */
async function acceptFiles(files: File[]): Promise<Blob[]> {
  const accepted: Blob[] = [];
  for (const file of files) {
    const problem = imageTypeProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: problem, description: file.name });
      continue;
    }
    const prepared = await prepareImage(file);
    const tooBig = imageSizeProblem(prepared);
    if (tooBig) toast({ variant: 'destructive', title: tooBig, description: file.name });
    else accepted.push(prepared);
  }
  return accepted;
}

/** What the toasts say of one kind of record: 'Evento creato', "Errore durante la creazione dell'evento"... */
export interface RecordTexts {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

/**
 * Saves an event or a gallery. An edit is one PUT (its photos are saved at once by the
 * PhotoManager); a new record is created, then its staged photos follow one by one. Photos still
 * being prepared when Salva was tapped are waited for, never left out; and nothing is silently
 * half done: when some photos fail, the new record stays open to add them again.
 */
export function useSaveWithPhotos<Body>(options: {
  calls: PhotoSetCalls<Body>;
  /** The record being edited, or undefined for a new one. */
  id: number | undefined;
  staged: StagedPhotos;
  texts: RecordTexts;
  onDone: () => void;
  onOpen: (id: number) => void;
}) {
  const { calls, id, staged, texts } = options;
  return useAdminMutation({
    call: async (body: Body): Promise<{ id: number; failed: number }> => {
      if (id !== undefined) return { id: (await calls.save(id, body)).id, failed: 0 };
      const photos = await staged.ready();
      const created = await calls.save(undefined, body);
      const { failed } = await uploadPhotos(calls, created.id, photos);
      return { id: created.id, failed };
    },
    invalidates: [calls.keys.list],
    onSuccess: ({ id: savedId, failed }) => {
      if (failed > 0) {
        toast({
          variant: 'destructive',
          title: `${texts.created}, ma ${photosNotUploaded(failed)}`,
          description: 'Aggiungile di nuovo qui sotto.',
        });
        options.onOpen(savedId);
        return;
      }
      toast({ title: id !== undefined ? texts.updated : texts.created });
      options.onDone();
    },
    onError: () => toast({ variant: 'destructive', title: id !== undefined ? texts.updateFailed : texts.createFailed }),
  });
}

/** '1 foto non è stata caricata', '3 foto non sono state caricate'. */
const photosNotUploaded = (failed: number) => (failed === 1 ? '1 foto non è stata caricata' : `${failed} foto non sono state caricate`);

/**
 * Uploads photos to an event or gallery, one after the other, with a toast per photo: a new
 * record's staged photos (cover and order as staged) or photos added to a saved one.
 */
export async function uploadPhotos(
  calls: AnyPhotoSetCalls,
  parentId: number,
  photos: readonly { file: Blob; position: number; isCover?: boolean }[],
) {
  let failed = 0;
  for (const [i, photo] of photos.entries()) {
    toast({ title: `Caricamento foto ${i + 1} di ${photos.length}...` });
    try {
      const imageUrl = await uploadImage(photo.file);
      await adminCall(() => calls.photos.add(parentId, { imageUrl, position: photo.position, isCover: photo.isCover }));
    } catch (error) {
      // The owner closed the re-login dialog: the photos left are not tried, nor asked for again.
      if (error instanceof LoginCancelled) return { failed: failed + photos.length - i };
      failed++;
      toast({
        variant: 'destructive',
        title: 'Errore durante il caricamento della foto',
        description: `Foto ${i + 1} di ${photos.length}`,
      });
    }
  }
  return { failed };
}

function FilePicker({ label, busy, onFiles }: { label: string; busy: boolean; onFiles: (files: File[]) => void }) {
  return (
    <FileButton
      label={label}
      buttonText="Scegli le foto"
      accept="image/*"
      multiple
      disabled={busy}
      hint={busy ? 'Caricamento delle foto...' : IMAGE_HINT}
      onFiles={onFiles}
    />
  );
}

function CoverBadge() {
  return (
    <span className="absolute top-2 left-2 rounded-full bg-saffron px-2.5 py-0.5 text-xs font-semibold text-ink shadow">Copertina</span>
  );
}

/**
 * The photos chosen for a record not saved yet. Choosing files starts preparing them (checked,
 * shrunk); `ready()` gives every photo chosen so far once those still being prepared are in, so a
 * save tapped meanwhile waits for them instead of leaving them out.
 */
export function useStagedPhotos() {
  const [photos, setPhotos] = useState<StagedPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  // The list as it is now, for work that finishes after the render that started it.
  const current = useRef(photos);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);
  /** Applies `update` to the list as it is now (a photo may have been staged since the last render). */
  const change = (update: (photos: StagedPhoto[]) => StagedPhoto[]) => {
    current.current = update(current.current);
    setPhotos(current.current);
  };
  useEffect(() => {
    mounted.current = true;
    // Previews are object URLs: free the ones still shown when the form goes away.
    return () => {
      mounted.current = false;
      current.current.forEach((p) => URL.revokeObjectURL(p.preview));
    };
  }, []);
  const add = (files: File[]) => {
    setPreparing((n) => n + 1);
    // One choice after the other, so the order on screen is the order chosen.
    queue.current = queue.current.then(async () => {
      try {
        const accepted = await acceptFiles(files);
        if (mounted.current) change((photos) => stagePhotos(photos, accepted, (f) => URL.createObjectURL(f)));
      } catch {
        toast({ variant: 'destructive', title: 'Impossibile preparare le foto scelte', description: 'Sceglile di nuovo.' });
      } finally {
        setPreparing((n) => n - 1);
      }
    });
  };
  const ready = async () => {
    await queue.current;
    return current.current;
  };
  return { photos, preparing: preparing > 0, add, change, ready };
}

export type StagedPhotos = ReturnType<typeof useStagedPhotos>;

/**
 * Photos held in the browser for a record not saved yet. While it is being saved the list is
 * fixed: the save has taken the photos as they were, so a photo chosen now would be left out.
 */
export function StagedPhotosField({ staged, saving }: { staged: StagedPhotos; saving: boolean }) {
  const { photos, change: onChange } = staged;
  return (
    <div className="grid gap-3">
      <FilePicker label="Foto" busy={staged.preparing || saving} onFiles={staged.add} />
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Foto da caricare">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative overflow-hidden rounded-xl bg-sand">
              <img src={photo.preview} alt={`Foto ${i + 1}`} className="aspect-[4/3] w-full object-cover" />
              {photo.isCover && <CoverBadge />}
              <div className="flex flex-wrap gap-1 p-2">
                {!photo.isCover && (
                  <button
                    type="button"
                    disabled={saving}
                    className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-walnut ring-1 ring-walnut/20 disabled:opacity-50"
                    onClick={() => onChange((list) => makeStagedCover(list, photo.id))}
                  >
                    Imposta copertina
                  </button>
                )}
                <button
                  type="button"
                  disabled={saving}
                  className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-terracotta ring-1 ring-terracotta/30 disabled:opacity-50"
                  aria-label={`Rimuovi la foto ${i + 1}`}
                  onClick={() => {
                    URL.revokeObjectURL(photo.preview);
                    onChange((list) => unstagePhoto(list, photo.id));
                  }}
                >
                  Rimuovi
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The photos of a saved event or gallery: cover, delete, add, and drag to reorder (saved in one call). */
export function PhotoManager({ calls, parentId }: { calls: AnyPhotoSetCalls; parentId: number }) {
  const photos = useQuery<SavedPhoto[]>({ queryKey: calls.keys.photos(parentId), staleTime: 0 });
  const [pendingOrder, setPendingOrder] = useState<SavedPhoto[] | null>(null);
  // The list's key is a prefix of the photos' key (and of an event page's): one invalidation
  // refetches them all (the list shows the cover).
  const invalidates = [calls.keys.list];
  // docs/product.md#8-errors: failures on delete, cover and reorder show no message.
  const setCover = useAdminMutation({
    call: (photo: SavedPhoto) => calls.photos.setCover(parentId, photo.id),
    invalidates,
    onSuccess: () => toast({ title: 'Copertina aggiornata' }),
  });
  const remove = useAdminMutation({
    call: (photo: SavedPhoto) => calls.photos.remove(photo.id),
    invalidates,
    onSuccess: () => toast({ title: 'Foto eliminata' }),
  });
  // Each photo's upload survives an expired session on its own (uploadPhotos): this call itself
  // never fails with a 401.
  const add = useAdminMutation({
    call: async (files: File[]) => {
      const accepted = await acceptFiles(files);
      const { failed } = await uploadPhotos(
        calls,
        parentId,
        accepted.map((file, i) => ({ file, position: list.length + i })),
      );
      return { added: accepted.length, failed };
    },
    invalidates,
    onSuccess: ({ added, failed }) => {
      if (failed === 0 && added > 0) {
        toast({ title: added === 1 ? 'Foto caricata' : `${added} foto caricate`, description: 'La foto è stata aggiunta con successo' });
      } else if (failed > 0) {
        toast({ variant: 'destructive', title: photosNotUploaded(failed), description: 'Aggiungile di nuovo.' });
      }
    },
  });
  const reorder = useAdminMutation({
    call: (order: SavedPhoto[]) =>
      calls.photos.reorder(
        parentId,
        order.map((p, position) => ({ id: p.id, position })),
      ),
    invalidates,
    onSuccess: () => setPendingOrder(null),
    onError: () => setPendingOrder(null),
  });
  const list = pendingOrder ?? [...(photos.data ?? [])].sort((a, b) => a.position - b.position);

  return (
    <div className="grid gap-4">
      <FilePicker label="Aggiungi foto" busy={add.isPending} onFiles={(files) => add.mutate(files)} />
      {photos.isPending ? (
        <p role="status">Caricamento...</p>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-sand/70 px-4 py-6 text-center text-sm text-ink/75">Nessuna foto</p>
      ) : (
        <SortableGrid
          items={list}
          itemKey={(p) => p.id}
          itemName={(_, i) => `la foto ${i + 1}`}
          onReorder={(order) => {
            setPendingOrder(order);
            reorder.mutate(order);
          }}
          renderItem={(photo, i, handle) => (
            <div className="overflow-hidden rounded-xl bg-sand">
              <img
                src={photo.imageUrl}
                alt={photo.caption ?? `Foto ${i + 1}`}
                className="pointer-events-none aspect-[4/3] w-full object-cover select-none"
                draggable={false}
              />
              {photo.isCover && <CoverBadge />}
              <div className="absolute top-2 right-2">{handle}</div>
              <div className="flex flex-wrap items-center gap-1 p-2">
                <span className="mr-auto text-xs font-semibold text-ink/75">Posizione {i + 1}</span>
                {!photo.isCover && (
                  <button
                    type="button"
                    className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-walnut ring-1 ring-walnut/20"
                    onClick={() => setCover.mutate(photo)}
                    aria-label={`Usa la foto ${i + 1} come copertina`}
                  >
                    Imposta copertina
                  </button>
                )}
                <button
                  type="button"
                  className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-terracotta ring-1 ring-terracotta/30"
                  onClick={() => window.confirm('Eliminare questa foto?') && remove.mutate(photo)}
                  aria-label={`Elimina la foto ${i + 1}`}
                >
                  Elimina
                </button>
              </div>
            </div>
          )}
        />
      )}
    </div>
  );
}
