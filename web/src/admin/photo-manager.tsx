// The photos of a saved event or gallery, each change saved at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../components/ui/toast-store';
import { acceptFiles, type AnyPhotoSetCalls, photosNotUploaded, uploadPhotos } from './photo-uploads';
import { CoverBadge, type CoverWords, FilePicker, GALLERY_COVER } from './photo-picker';
import { adminCall, useAdminMutation } from './session';
import { SortableGrid } from './sortable-grid';
import { sizedPhoto } from './ui';
import { m } from '#i18n/messages';

/** A photo in the grid (two or four to a row). */
const thumbnail = (url: string) => sizedPhoto(url, '(min-width: 640px) 25vw, 50vw');

interface SavedPhoto {
  id: number;
  imageUrl: string;
  position: number;
  isCover: boolean;
  caption?: string | null;
}

/** The photos of a saved event or gallery: cover, delete, add, and drag to reorder (saved in one call). */
export function PhotoManager({
  calls,
  parentId,
  words = GALLERY_COVER,
  mainImage,
}: {
  calls: AnyPhotoSetCalls;
  parentId: number;
  words?: CoverWords;
  /**
   * The picture the record shows while it has no photos (an event's main image, its address): when
   * the first photos come it joins them first, as their cover, so the record's picture stays the one
   * the owner chose (docs/product.md, Eventi); `onJoined` once it has.
   */
  mainImage?: { url: string; onJoined: () => void };
}) {
  const photos = useQuery<SavedPhoto[]>({ queryKey: calls.keys.photos(parentId), staleTime: 0 });
  const queryClient = useQueryClient();
  const [pendingOrder, setPendingOrder] = useState<SavedPhoto[] | null>(null);
  // The list's key is a prefix of the photos' key (and of an event page's): one invalidation
  // refetches them all (the list shows the cover).
  const invalidates = [calls.keys.list];
  // docs/product.md#8-errors: failures on delete, cover and reorder show no message.
  const setCover = useAdminMutation({
    call: (photo: SavedPhoto) => calls.photos.setCover(parentId, photo.id),
    invalidates,
    onSuccess: () => toast({ title: words.chosen }),
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
      // Where the new photos go, and whether the main image leads them, depends on the saved ones:
      // read them if the grid has not (yet, or its read failed), never guess an empty list.
      const saved = photos.isSuccess ? list : await queryClient.fetchQuery<SavedPhoto[]>({ queryKey: calls.keys.photos(parentId) });
      const lead = saved.length === 0 && accepted.length > 0 && mainImage?.url ? mainImage.url : null;
      // First the picture shown so far, or the new photos would silently replace it.
      if (lead) await adminCall(() => calls.photos.add(parentId, { imageUrl: lead, position: 0, isCover: true }));
      const { failed } = await uploadPhotos(
        calls,
        parentId,
        accepted.map((file, i) => ({ file, position: saved.length + (lead ? 1 : 0) + i })),
      );
      return { added: accepted.length, failed, joined: lead !== null };
    },
    invalidates,
    onSuccess: ({ added, failed, joined }) => {
      if (joined) mainImage?.onJoined();
      if (failed === 0 && added > 0) {
        toast({
          title: m.admin_photos_uploaded({ count: added }),
          description: joined
            ? `La foto scelta prima resta la ${words.badge.toLowerCase()}: ora è la prima delle foto.`
            : m.admin_photos_uploaded_text({ count: added }),
        });
      } else if (failed > 0) {
        toast({ variant: 'destructive', title: photosNotUploaded(failed), description: m.admin_photos_add_again({ count: failed }) });
      }
    },
    onError: (_error, files) =>
      toast({
        variant: 'destructive',
        title: 'Errore durante il caricamento della foto',
        description: m.admin_photos_add_again({ count: files.length }),
      }),
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
      {/* Not before the photos are read: where the new ones go, and whether the main image leads them, depends on them. */}
      <FilePicker label="Aggiungi foto" busy={add.isPending || photos.isPending} onFiles={(files) => add.mutate(files)} />
      {/* These changes save at once, unlike the form's fields around them: say so. */}
      <p className="text-sm text-ink/75">Le modifiche alle foto sono già salvate.{list.length > 1 && ' Trascina ⠿ per riordinare.'}</p>
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
                {...thumbnail(photo.imageUrl)}
                alt={photo.caption ?? `Foto ${i + 1}`}
                className="pointer-events-none aspect-[4/3] w-full object-cover select-none"
                draggable={false}
              />
              {photo.isCover && <CoverBadge words={words} />}
              <div className="absolute top-2 right-2">{handle}</div>
              <div className="flex flex-wrap items-center gap-1 p-2">
                <span className="mr-auto text-xs font-semibold text-ink/75">Posizione {i + 1}</span>
                {!photo.isCover && (
                  <button
                    type="button"
                    className="min-h-11 rounded-full bg-white px-3 text-xs font-semibold text-walnut ring-1 ring-walnut/20"
                    onClick={() => setCover.mutate(photo)}
                    aria-label={words.chooseNth(i + 1)}
                  >
                    {words.choose}
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
