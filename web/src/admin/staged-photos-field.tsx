// The photos of a record not saved yet, held in the browser until the record is created.
import { m } from '#i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../components/ui/toast-store';
import { acceptFiles } from './photo-uploads';
import { CoverBadge, type CoverWords, FilePicker, GALLERY_COVER } from './photo-picker';
import { makeStagedCover, type StagedPhoto, stagePhotos, unstagePhoto } from './staged-photos';

/** Frees a chosen file's preview (an uploaded file's address is not the browser's to free). */
const freePreview = (photo: StagedPhoto) => photo.file && URL.revokeObjectURL(photo.preview);

/**
 * The photos chosen for a record not saved yet. Choosing files starts preparing them (checked,
 * drawn at the pages' widths); `ready()` gives every photo chosen so far once those still being prepared are in, so a
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
    // A chosen file's preview is an object URL: free the ones still shown when the form goes away.
    return () => {
      mounted.current = false;
      current.current.forEach(freePreview);
    };
  }, []);
  /** `asCover`: the first file goes first, as the cover (stagePhotos). */
  const add = (files: File[], asCover = false) => {
    setPreparing((n) => n + 1);
    // One choice after the other, so the order on screen is the order chosen.
    queue.current = queue.current.then(async () => {
      try {
        const accepted = await acceptFiles(files);
        // The preview from the narrowest file: the grid shows it small.
        if (mounted.current) change((photos) => stagePhotos(photos, accepted, (f) => URL.createObjectURL(f[0]!.blob), asCover));
      } catch {
        toast({
          variant: 'destructive',
          title: m.admin_photos_not_prepared({ count: files.length }),
          description: m.admin_photos_choose_again({ count: files.length }),
        });
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
export function StagedPhotosField({
  staged,
  saving,
  words = GALLERY_COVER,
  onFiles = staged.add,
}: {
  staged: StagedPhotos;
  saving: boolean;
  words?: CoverWords;
  /** What choosing files does, when more than staging them (an event's main image joins first). */
  onFiles?: (files: File[]) => void;
}) {
  const { photos, change: onChange } = staged;
  return (
    <div className="grid gap-3">
      <FilePicker label="Foto" busy={staged.preparing || saving} onFiles={onFiles} />
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Foto da caricare">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative overflow-hidden rounded-xl bg-sand">
              <img src={photo.preview} alt={`Foto ${i + 1}`} className="aspect-[4/3] w-full object-cover" />
              {photo.isCover && <CoverBadge words={words} />}
              <div className="flex flex-wrap gap-1 p-2">
                {!photo.isCover && (
                  <button
                    type="button"
                    disabled={saving}
                    className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-walnut ring-1 ring-walnut/20 disabled:opacity-50"
                    onClick={() => onChange((list) => makeStagedCover(list, photo.id))}
                  >
                    {words.choose}
                  </button>
                )}
                <button
                  type="button"
                  disabled={saving}
                  className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-terracotta ring-1 ring-terracotta/30 disabled:opacity-50"
                  aria-label={`Rimuovi la foto ${i + 1}`}
                  onClick={() => {
                    freePreview(photo);
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
