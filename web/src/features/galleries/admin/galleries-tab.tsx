import { TRANSLATED } from '#domain/translated';
import { type FormEvent, useId } from 'react';
import { galleryInput } from '#domain/albums/schemas';
import { type GalleryRow, useGalleries } from '../api';
import { galleryKeys } from '../../../lib/query-keys';
import { PhotoManager } from '../../../admin/photo-manager';
import { useSaveWithPhotos } from '../../../admin/photo-uploads';
import { StagedPhotosField, useStagedPhotos } from '../../../admin/staged-photos-field';
import { listRead, RecordList } from '../../../admin/record-list';
import { Field, FormActions, inputClass } from '../../../admin/ui';
import { checkForm, positionToSend } from '../../../admin/form-check';
import { PositionField, useRecordDraft, useRemoveRecord } from '../../../admin/record-form';
import { galleryCalls } from '../owner';
import { englishDraft, englishState, lacksEnglish } from '../../../admin/english';
import { EnglishFold, EnglishTexts } from '../../../admin/english-fields';
import { m } from '#i18n/messages';

function GalleryForm({ gallery, onDone, onOpen }: { gallery?: GalleryRow; onDone: () => void; onOpen: (id: number) => void }) {
  const id = useId();
  const { values, set, error, englishOpen, setEnglishOpen, refused } = useRecordDraft({
    title: gallery?.title ?? '',
    description: gallery?.description ?? '',
    position: gallery ? String(gallery.position) : '',
    ...englishDraft(gallery, TRANSLATED.gallery),
  });
  const staged = useStagedPhotos();

  const save = useSaveWithPhotos({
    calls: galleryCalls,
    id: gallery?.id,
    staged,
    texts: {
      created: 'Galleria creata',
      updated: 'Galleria aggiornata',
      createFailed: 'Errore durante la creazione della galleria',
      updateFailed: "Errore durante l'aggiornamento della galleria",
    },
    onDone,
    onOpen,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...values, position: positionToSend(values.position, !gallery), isActive: gallery?.isActive ?? true };
    const checked = checkForm(galleryInput, body, {
      required: ['title'],
      requiredMessage: 'Inserisci almeno il titolo della galleria',
      position: true,
    });
    if (refused(checked)) return;
    // Guarded against double submission: the button is disabled until the photos are up too.
    save.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <Field id={`${id}-title`} label="Titolo">
          <input id={`${id}-title`} className={inputClass} value={values.title} onChange={set('title')} />
        </Field>
        <PositionField id={id} isNew={!gallery} value={values.position} onChange={set('position')} />
      </div>
      <Field id={`${id}-description`} label="Descrizione (facoltativa)">
        <textarea id={`${id}-description`} rows={2} className={inputClass} value={values.description} onChange={set('description')} />
      </Field>
      <EnglishFold state={englishState(values, TRANSLATED.gallery)} open={englishOpen} onOpenChange={setEnglishOpen}>
        <EnglishTexts id={id} values={values} set={set} fields={[{ key: 'titleEn' }, { key: 'descriptionEn', rows: 2 }]} />
      </EnglishFold>
      {gallery ? (
        <PhotoManager calls={galleryCalls} parentId={gallery.id} />
      ) : (
        <StagedPhotosField staged={staged} saving={save.isPending} />
      )}
      <FormActions error={error} saving={save.isPending} onCancel={onDone} cancelLabel={gallery ? 'Chiudi' : 'Annulla'} />
    </form>
  );
}

export function GalleriesTab() {
  const galleries = useGalleries();
  const remove = useRemoveRecord<GalleryRow>(galleryCalls.remove, [galleryKeys.list], 'Galleria eliminata');
  const list = [...(galleries.data ?? [])].sort((a, b) => a.position - b.position);

  return (
    <RecordList
      addressName="gallerie"
      heading="Gallerie"
      newLabel="Nuova galleria"
      emptyText="Nessuna galleria presente"
      {...listRead(galleries)}
      groups={[{ key: 'all', records: list }]}
      name={(g) => `la galleria ${g.title}`}
      summary={(g) => {
        const cover = g.images.find((p) => p.isCover) ?? g.images[0];
        return (
          <div className="flex gap-4">
            {cover && <img src={cover.imageUrl} alt="" className="size-20 shrink-0 rounded-lg object-cover" />}
            <div className="min-w-0">
              <p className="font-display text-lg text-ink">{g.title}</p>
              <p className="text-sm font-semibold text-walnut">
                Posizione {g.position} · {m.admin_photo_count({ count: g.images.length })}
              </p>
              {g.description && <p className="text-sm text-ink/70">{g.description}</p>}
            </div>
          </div>
        );
      }}
      form={(g, done, open) => <GalleryForm gallery={g} onDone={done} onOpen={open} />}
      english={{
        lacking: (g) => lacksEnglish(g, TRANSLATED.gallery),
        nouns: { one: 'galleria', many: 'gallerie', all: 'Tutte le gallerie hanno l’inglese' },
      }}
      onDelete={(g) => window.confirm(`Eliminare la galleria "${g.title}" e tutte le sue foto?`) && remove.mutate(g)}
    />
  );
}
