// 'Foto' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): every photo slot of the public
// pages, position by position, with its texts. A photo chosen is prepared in the browser in the
// slot's shape and widths (admin/photo-prep.ts; the owner chooses the crop where the shapes differ)
// and waits there: 'Salva' uploads its files and saves the whole slot, so nothing is published,
// and no success is said, before then. A position or the whole slot can go back to the default.
import { PHOTO_SLOTS, phoneFrameOf, type SitePhotos, SLOT_NAMES, type SlotName } from '#domain/site/photos';
import type { FormEvent } from 'react';
import { Fold } from '../../../admin/fold';
import { lackingLine } from '../../../admin/english';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { dangerButton, primaryButton, secondaryButton, Unread } from '../../../admin/ui';
import { DEFAULT_SLOT_PHOTOS as SLOT_DEFAULTS } from '../../../lib/slot-photos';
import { useSitePhotos } from '../owner';
import { ownPhotoCount, type PhotoDraft, type PhotoText, type PhotoTextEn, positionEnglish } from './site-drafts';
import { PhotoCropDialog } from './site-photo-crop';
import { type SlotState, usePhotoChoosing, useSlotDrafts, useSlotSaving } from './photo-slot-state';
import { POSITION_NOUNS, positionName, SlotPosition } from './slot-position';
import { m } from '#i18n/messages';

export function PhotosSection() {
  const saved = useSitePhotos();
  const drafts = useSlotDrafts(saved.data);
  const { draftsOf, isChanged, states, englishOpen, setEnglishOpen, update, setPositionError, restore, discard } = drafts;
  const { preparing, cropping, anyPreparing, choose, endCrop, reframe } = usePhotoChoosing(drafts);
  const { save, reset, submit } = useSlotSaving(drafts);
  useUnsavedChanges(SLOT_NAMES.some(isChanged) || anyPreparing || cropping !== undefined);

  const { own, total } = ownPhotoCount(saved.data);
  const lackingIn = (slot: SlotName) =>
    draftsOf(slot).filter((p, i) => positionEnglish(slot, p, SLOT_DEFAULTS[slot][i]) === 'missing').length;
  const allLacking = saved.data ? SLOT_NAMES.reduce((n, slot) => n + lackingIn(slot), 0) : 0;

  return (
    <Fold title={`Foto (tue: ${own} di ${total})${allLacking ? ` · ${lackingLine(allLacking, POSITION_NOUNS)}` : ''}`}>
      <p className="text-sm text-ink/70">
        Ogni spazio del sito che mostra foto. Finché non le sostituisci, il sito mostra le illustrazioni di partenza. Le foto del telefono
        vanno benissimo: le ritagliamo nelle proporzioni giuste e le rimpiccioliamo qui, prima di caricarle.
      </p>
      {saved.isPending || saved.isError ? (
        <Unread failed={saved.isError} what="le foto" className="mt-3" />
      ) : (
        <div className="mt-4 grid gap-3">
          {SLOT_NAMES.map((slot) => (
            <SlotPanel
              key={slot}
              slot={slot}
              saved={saved.data}
              photos={draftsOf(slot)}
              changed={isChanged(slot)}
              lacking={lackingIn(slot)}
              englishOpen={(i) => Boolean(englishOpen[`${slot}-${i}`])}
              onEnglishOpen={(i, open) => setEnglishOpen((all) => ({ ...all, [`${slot}-${i}`]: open }))}
              state={states[slot]}
              preparing={(i) => Boolean(preparing[`${slot}-${i}`])}
              saving={save.isPending && save.variables?.slot === slot}
              resetting={reset.isPending && reset.variables === slot}
              busy={save.isPending || reset.isPending}
              onChoose={(i, file) => void choose(slot, i, file)}
              onText={(i, field: PhotoText | PhotoTextEn, text) => {
                update(slot, i, { [field]: text });
                if (states[slot]?.errors[i]?.[field]) setPositionError(slot, i, { ...states[slot]!.errors[i], [field]: undefined });
              }}
              onRestore={(i) => restore(slot, i)}
              onReframe={(i) => void reframe(slot, i)}
              onSubmit={submit(slot)}
              onDiscard={() => discard(slot)}
              onReset={() =>
                window.confirm(
                  `Rimettere tutte le foto originali in «${PHOTO_SLOTS[slot].label}»? Le tue foto di questo spazio saranno tolte dal sito.`,
                ) && reset.mutate(slot)
              }
            />
          ))}
        </div>
      )}
      {cropping && (
        <PhotoCropDialog
          photo={cropping.photo}
          shape={PHOTO_SLOTS[cropping.slot].shapes[cropping.index]!}
          widths={PHOTO_SLOTS[cropping.slot].widths}
          label={`${PHOTO_SLOTS[cropping.slot].label}: ${positionName(cropping.slot, cropping.index).toLowerCase()}`}
          phone={phoneFrameOf(cropping.slot)}
          focus={draftsOf(cropping.slot)[cropping.index]?.focus}
          reframe={cropping.reframe}
          onCancel={() => endCrop()}
          onDone={endCrop}
        />
      )}
    </Fold>
  );
}

function SlotPanel(props: {
  slot: SlotName;
  saved: SitePhotos | undefined;
  photos: PhotoDraft[];
  changed: boolean;
  /** How many positions have Italian of the owner's with no English. */
  lacking: number;
  englishOpen: (index: number) => boolean;
  onEnglishOpen: (index: number, open: boolean) => void;
  state: SlotState | undefined;
  preparing: (index: number) => boolean;
  saving: boolean;
  resetting: boolean;
  busy: boolean;
  onChoose: (index: number, file: File | undefined) => void;
  onText: (index: number, field: PhotoText | PhotoTextEn, text: string) => void;
  onRestore: (index: number) => void;
  onReframe: (index: number) => void;
  onSubmit: (e: FormEvent) => void;
  onDiscard: () => void;
  onReset: () => void;
}) {
  const { slot, photos, state } = props;
  const def = PHOTO_SLOTS[slot];
  const savedSlot = props.saved?.[slot];
  const own = (savedSlot ?? []).filter((p) => p.imageUrl !== null).length;
  const waiting = photos.some((_, i) => props.preparing(i));
  const title = [
    def.label,
    ...(own ? [m.admin_site_photos_yours({ count: own })] : []),
    ...(props.changed ? ['da salvare'] : []),
    ...(props.lacking ? [lackingLine(props.lacking, POSITION_NOUNS)] : []),
  ].join(' · ');
  return (
    <Fold quiet title={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink/70">
          {m.admin_slot_photo_count({ count: def.count })} · {def.shapes[0]!.width} × {def.shapes[0]!.height} pixel
          {slot === 'about' ? ' (lo chef), quadrate le altre' : ''}
        </p>
        <a
          href={def.page}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-walnut underline underline-offset-4"
        >
          Vedi sul sito
          <span aria-hidden="true">↗</span>
          <span className="sr-only"> (si apre in una nuova scheda)</span>
        </a>
      </div>
      <form onSubmit={props.onSubmit} noValidate aria-label={`Foto: ${def.label}`} className="grid gap-4">
        {/* Held still while saving: what was sent is what the slot becomes. */}
        <fieldset disabled={props.saving} className="min-w-0">
          <legend className="sr-only">Le foto, in ordine</legend>
          <ol className="grid gap-4">
            {photos.map((photo, i) => (
              <SlotPosition
                key={i}
                slot={slot}
                index={i}
                photo={photo}
                errors={state?.errors[i] ?? {}}
                preparing={props.preparing(i)}
                busy={props.busy}
                englishOpen={props.englishOpen(i)}
                onEnglishOpen={(open) => props.onEnglishOpen(i, open)}
                onChoose={(file) => props.onChoose(i, file)}
                onText={(field, text) => props.onText(i, field, text)}
                onRestore={() => props.onRestore(i)}
                onReframe={() => props.onReframe(i)}
              />
            ))}
          </ol>
        </fieldset>
        {state?.message && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {state.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={props.busy || waiting}>
            {props.saving ? 'Salvataggio...' : waiting ? 'Attendi la foto...' : 'Salva'}
          </button>
          {props.changed && (
            <button type="button" className={secondaryButton} disabled={props.busy} onClick={props.onDiscard}>
              Annulla le modifiche
            </button>
          )}
          {savedSlot && (
            <button type="button" className={dangerButton} disabled={props.busy} onClick={props.onReset}>
              {props.resetting ? 'Ripristino...' : 'Rimetti tutte le foto originali'}
            </button>
          )}
        </div>
      </form>
    </Fold>
  );
}
