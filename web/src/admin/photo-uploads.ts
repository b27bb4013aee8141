// Saving photos to an event or a gallery: the calls a feature provides, the files chosen (checked
// and drawn at the pages' widths), a new record saved with its staged photos, and photos uploaded one by one.
import { toast } from '../components/ui/toast-store';
import { imageSizeProblem, imageTypeProblem, photoOf, type PreparedImage, prepareImage } from './image-files';
import { uploadImage } from './image-input';
import { PhotoProblem } from './photo-prep';
import { adminCall, LoginCancelled, useAdminMutation } from './session';
import type { StagedPhotos } from './staged-photos-field';
import { m } from '#i18n/messages';

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
/** The calls that work on photos, whatever the record's body. */
export type AnyPhotoSetCalls = Pick<PhotoSetCalls<never>, 'keys' | 'photos'>;

/** Checks and prepares the chosen files (image-files.ts); returns the good ones and says what was refused. */
export async function acceptFiles(files: File[]): Promise<PreparedImage[]> {
  const accepted: PreparedImage[] = [];
  for (const file of files) {
    const problem = imageTypeProblem(file);
    if (problem) {
      toast({ variant: 'destructive', title: problem, description: file.name });
      continue;
    }
    let prepared: PreparedImage;
    try {
      prepared = await prepareImage(file);
    } catch (error) {
      if (!(error instanceof PhotoProblem)) throw error;
      toast({ variant: 'destructive', title: error.message, description: file.name });
      continue;
    }
    const tooBig = imageSizeProblem(photoOf(prepared));
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
  onDone: (saved: { id: number }) => void;
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
          description: m.admin_photos_add_again_below({ count: failed }),
        });
        options.onOpen(savedId);
        return;
      }
      toast({ title: id !== undefined ? texts.updated : texts.created });
      options.onDone({ id: savedId });
    },
    onError: () => toast({ variant: 'destructive', title: id !== undefined ? texts.updateFailed : texts.createFailed }),
  });
}

/** '1 foto non è stata caricata', '3 foto non sono state caricate'. */
export const photosNotUploaded = (failed: number) => m.admin_photos_not_uploaded({ count: failed });

/**
 * Uploads photos to an event or gallery, one after the other, with a toast per photo: a new
 * record's staged photos (cover and order as staged) or photos added to a saved one.
 */
export async function uploadPhotos(
  calls: AnyPhotoSetCalls,
  parentId: number,
  // A prepared photo to upload, or one already uploaded (an event's main image joining its photos).
  photos: readonly ({ position: number; isCover?: boolean } & (
    { file: PreparedImage; imageUrl?: undefined } | { file?: undefined; imageUrl: string }
  ))[],
) {
  let failed = 0;
  for (const [i, photo] of photos.entries()) {
    toast({ title: `Caricamento foto ${i + 1} di ${photos.length}...` });
    try {
      const imageUrl = photo.file ? await uploadImage(photo.file) : photo.imageUrl;
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
