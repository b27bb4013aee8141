// 'Foto' in 'Il Sito' (docs/product.md#14-the-site-s-own-content): every photo slot of the public
// pages, position by position, with its texts. A photo chosen is prepared in the browser in the
// slot's shape and widths (site-photo-prep.ts; the owner chooses the crop where the shapes differ)
// and waits there: 'Salva' uploads its files and saves the whole slot, so nothing is published,
// and no success is said, before then. A position or the whole slot can go back to the default.
import { type FormEvent, useState } from 'react';
import { sitePhotosInput } from '#domain/site-schemas';
import { PHOTO_SLOTS, phoneFrameOf, type PhotoVariant, type SitePhotos, SLOT_NAMES, type SlotName } from '#domain/site-photos';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { siteKeys } from '../../../lib/query-keys';
import { Fold } from '../../../admin/fold';
import { FileButton } from '../../../admin/file-button';
import { uploadImage } from '../../../admin/image-input';
import { resetSlot, saveSlot, useSitePhotos } from '../owner';
import {
  defaultDraft,
  ownPhotoCount,
  type PendingPhoto,
  type PhotoDraft,
  photoFieldOf,
  type PhotoText,
  type PhotoTextEn,
  positionEnglish,
  slotBody,
  slotDrafts,
  slotTexts,
  thumbnailOf,
  uploadedPhoto,
} from './site-drafts';
import { lackingLine } from '../../../admin/english';
import { EnglishFold } from '../../../admin/english-fields';
import { type CropResult, PhotoCropDialog } from './site-photo-crop';
import { DEFAULT_SLOT_PHOTOS as SLOT_DEFAULTS } from '../../../lib/slot-photos';
import {
  cropAxis,
  cropRect,
  cropSizeNote,
  type DecodedPhoto,
  decodePhoto,
  drawVariants,
  PhotoProblem,
  type PreparedFile,
} from '../../../admin/photo-prep';
import { LoginCancelled, useAdminMutation } from '../../../admin/session';
import { dangerButton, describedBy, Field, inputClass, primaryButton, secondaryButton } from '../../../admin/ui';
import { useUnsavedChanges } from '../../../admin/unsaved';
import { m } from '#i18n/messages';

const TEXT_LABEL: Record<PhotoText, string> = {
  alt: 'Testo alternativo (obbligatorio)',
  caption: 'Didascalia',
  title: 'Titolo',
  description: 'Descrizione',
};
const ALT_WHY =
  'Descrive la foto a chi non la vede e ai motori di ricerca: scrivi cosa mostra, per esempio «Il risotto giallo nel piatto bianco».';
const ALT_NEW = 'Scrivi cosa mostra la nuova foto: il testo alternativo la descrive a chi non la vede e ai motori di ricerca.';
const TEXT_MAX: Record<PhotoText, number> = { alt: 200, caption: 120, title: 80, description: 300 };
/** The English of each text (docs/decisions/024-languages.md), optional. */
const TEXT_LABEL_EN: Record<PhotoText, string> = {
  alt: 'Testo alternativo (inglese)',
  caption: 'Didascalia (inglese)',
  title: 'Titolo (inglese)',
  description: 'Descrizione (inglese)',
};
const EN_FIELD: Record<PhotoText, PhotoTextEn> = { alt: 'altEn', caption: 'captionEn', title: 'titleEn', description: 'descriptionEn' };
const POSITION_NOUNS = { one: 'foto', many: 'foto', all: 'Tutte le foto hanno l’inglese' };

/** What the owner calls a position: 'Lo chef', 'Foto 2 di 4', 'La foto'. */
export function positionName(slot: SlotName, index: number): string {
  const { count } = PHOTO_SLOTS[slot];
  if (slot === 'about') return index === 0 ? 'Lo chef' : `Foto ${index} di 4 della griglia`;
  if (slot === 'og') return 'L’immagine di anteprima';
  return count === 1 ? 'La foto' : `Foto ${index + 1} di ${count}`;
}

/** The files of a chosen photo once uploaded: a save tried again does not send them twice. */
const uploaded = new WeakMap<PendingPhoto, { imageUrl: string; variants: PhotoVariant[] }>();

type PositionErrors = Partial<Record<PhotoText | PhotoTextEn | 'photo', string>>;
interface SlotState {
  errors: Record<number, PositionErrors>;
  message?: string;
}

const revoke = (drafts: readonly PhotoDraft[] | undefined) => drafts?.forEach((p) => p.pending && URL.revokeObjectURL(p.pending.preview));

export function PhotosSection() {
  const saved = useSitePhotos();
  const [drafts, setDrafts] = useState<Partial<Record<SlotName, PhotoDraft[]>>>({});
  const [states, setStates] = useState<Partial<Record<SlotName, SlotState>>>({});
  const [preparing, setPreparing] = useState<Record<string, boolean>>({});
  // `reframe`: the photo shown stays, only a phone's slice of it is placed.
  const [cropping, setCropping] = useState<{ slot: SlotName; index: number; photo: DecodedPhoto; reframe?: boolean }>();
  // Which positions' English folds are open ('slideshow-1'): a refusal of an English text opens its own.
  const [englishOpen, setEnglishOpen] = useState<Record<string, boolean>>({});

  const shownOf = (slot: SlotName) => slotDrafts(slot, saved.data?.[slot], SLOT_DEFAULTS[slot]);
  const draftsOf = (slot: SlotName) => drafts[slot] ?? shownOf(slot);
  const isChanged = (slot: SlotName) => drafts[slot] !== undefined && JSON.stringify(drafts[slot]) !== JSON.stringify(shownOf(slot));
  const anyPreparing = Object.values(preparing).some(Boolean);
  useUnsavedChanges(SLOT_NAMES.some(isChanged) || anyPreparing || cropping !== undefined);

  const setState = (slot: SlotName, state: SlotState | undefined) => setStates((all) => ({ ...all, [slot]: state }));
  const setPositionError = (slot: SlotName, index: number, errors: PositionErrors | undefined) =>
    setStates((all) => {
      const current = all[slot] ?? { errors: {} };
      const next = { ...current.errors };
      if (errors) next[index] = errors;
      else delete next[index];
      return { ...all, [slot]: { ...current, errors: next } };
    });
  const update = (slot: SlotName, index: number, patch: Partial<PhotoDraft>) =>
    setDrafts((all) => ({ ...all, [slot]: (all[slot] ?? shownOf(slot)).map((p, i) => (i === index ? { ...p, ...patch } : p)) }));

  /** A prepared photo takes its place, waiting for 'Salva'; its alt text (and its English) is the old photo's no more. */
  const place = (slot: SlotName, index: number, files: PreparedFile[], focus: number | null = null) => {
    const old = draftsOf(slot)[index];
    if (old?.pending) URL.revokeObjectURL(old.pending.preview);
    update(slot, index, { pending: { preview: URL.createObjectURL(files[0]!.blob), files }, focus, alt: '', altEn: '' });
    setPositionError(slot, index, undefined);
    requestAnimationFrame(() => document.getElementById(`foto-${slot}-${index}-alt`)?.focus());
  };

  const choose = async (slot: SlotName, index: number, file: File | undefined) => {
    if (!file) return;
    const key = `${slot}-${index}`;
    setPreparing((p) => ({ ...p, [key]: true }));
    setPositionError(slot, index, undefined);
    let photo: DecodedPhoto | undefined;
    try {
      photo = await decodePhoto(file);
      const { shapes, widths } = PHOTO_SLOTS[slot];
      const shape = shapes[index]!;
      if (cropAxis(photo, shape) || phoneFrameOf(slot)) {
        // The owner chooses the crop (and a phone's slice of it); the dialog draws the files.
        setCropping({ slot, index, photo });
        photo = undefined;
        return;
      }
      const crop = cropRect(photo, shape);
      const note = cropSizeNote(crop, widths);
      if (note?.refused) throw new PhotoProblem(note.message);
      place(slot, index, await drawVariants(photo, crop, shape, widths));
      if (note) toast({ title: 'Foto pronta', description: note.message });
    } catch (error) {
      setPositionError(slot, index, {
        photo: error instanceof PhotoProblem ? error.message : 'Non siamo riusciti a preparare la foto: riprova.',
      });
    } finally {
      photo?.close();
      setPreparing((p) => ({ ...p, [key]: false }));
    }
  };

  const endCrop = (result?: CropResult) => {
    if (!cropping) return;
    if (result?.files) place(cropping.slot, cropping.index, result.files, result.focus);
    else if (result) update(cropping.slot, cropping.index, { focus: result.focus });
    cropping.photo.close();
    setCropping(undefined);
  };

  /** 'Cosa si vede sul telefono': the photo shown now (chosen, saved or the default), for its phone's slice alone. */
  const reframe = async (slot: SlotName, index: number) => {
    const key = `${slot}-${index}`;
    setPreparing((p) => ({ ...p, [key]: true }));
    setPositionError(slot, index, undefined);
    try {
      const blob = await (await fetch(thumbnailOf(draftsOf(slot)[index]!, SLOT_DEFAULTS[slot][index]))).blob();
      const photo = await decodePhoto(new File([blob], 'foto', { type: blob.type }));
      setCropping({ slot, index, photo, reframe: true });
    } catch (error) {
      setPositionError(slot, index, {
        photo: error instanceof PhotoProblem ? error.message : 'Non riusciamo a leggere la foto: controlla la connessione e riprova.',
      });
    } finally {
      setPreparing((p) => ({ ...p, [key]: false }));
    }
  };

  const restore = (slot: SlotName, index: number) => {
    const old = draftsOf(slot)[index];
    if (old?.pending) URL.revokeObjectURL(old.pending.preview);
    update(slot, index, defaultDraft(SLOT_DEFAULTS[slot][index]));
    setPositionError(slot, index, undefined);
  };

  const discard = (slot: SlotName) => {
    revoke(drafts[slot]);
    setDrafts((all) => ({ ...all, [slot]: undefined }));
    setState(slot, undefined);
  };

  const showRefusal = (slot: SlotName, issues: { path: string | readonly PropertyKey[]; message: string }[], fallback: string) => {
    const errors: Record<number, PositionErrors> = {};
    for (const issue of issues) {
      const at = photoFieldOf(issue.path);
      if (!at) continue;
      const english = Object.values(EN_FIELD).includes(at.field as PhotoTextEn);
      const field = (at.field in TEXT_LABEL || english ? at.field : 'photo') as keyof PositionErrors;
      errors[at.index] ??= {};
      errors[at.index]![field] ??= issue.message;
      if (english) setEnglishOpen((open) => ({ ...open, [`${slot}-${at.index}`]: true }));
    }
    const first = Object.keys(errors)
      .map(Number)
      .sort((a, b) => a - b)[0];
    setState(slot, { errors, message: first === undefined ? (issues[0]?.message ?? fallback) : 'Controlla i campi segnati.' });
    if (first !== undefined) {
      const field = Object.keys(errors[first]!)[0];
      // After the render that opens an English fold, if the field is in one.
      requestAnimationFrame(() => document.getElementById(`foto-${slot}-${first}-${field}`)?.focus());
    }
  };

  const save = useAdminMutation({
    call: async ({ slot, photos }: { slot: SlotName; photos: PhotoDraft[] }) => {
      const pending = photos.flatMap((p, i) => (p.pending ? [{ i, pending: p.pending }] : []));
      for (const [n, { pending: chosen }] of pending.entries()) {
        if (uploaded.has(chosen)) continue;
        toast({ title: `Caricamento foto ${n + 1} di ${pending.length}...` });
        const files: { url: string; width: number }[] = [];
        for (const file of chosen.files) files.push({ url: await uploadImage(file.blob), width: file.width });
        uploaded.set(chosen, uploadedPhoto(files));
      }
      return saveSlot(
        slot,
        slotBody(slot, photos, SLOT_DEFAULTS[slot], (i) => {
          const chosen = photos[i]?.pending;
          return chosen ? (uploaded.get(chosen) ?? null) : null;
        }),
      );
    },
    invalidates: [siteKeys.photos],
    onSuccess: (_, { slot }) => {
      discard(slot);
      toast({ title: `Foto salvate: ${PHOTO_SLOTS[slot].label}`, description: 'Il sito le mostra già: aprilo con «Vedi sul sito».' });
    },
    onError: (e, { slot }) => {
      if (e instanceof LoginCancelled) return;
      if (e instanceof ApiError && e.issues.length) return showRefusal(slot, e.issues, 'Salvataggio non riuscito: riprova.');
      setState(slot, {
        errors: states[slot]?.errors ?? {},
        message:
          e instanceof ApiError && e.serverMessage
            ? e.serverMessage
            : 'Salvataggio non riuscito (controlla la connessione): le foto scelte sono ancora qui, riprova.',
      });
    },
  });

  const reset = useAdminMutation({
    call: (slot: SlotName) => resetSlot(slot),
    invalidates: [siteKeys.photos],
    onSuccess: (_, slot) => {
      discard(slot);
      toast({ title: `Foto originali ripristinate: ${PHOTO_SLOTS[slot].label}` });
    },
    onError: (e, slot) => {
      if (!(e instanceof LoginCancelled))
        setState(slot, { errors: {}, message: 'Ripristino non riuscito: controlla la connessione e riprova.' });
    },
  });

  const submit = (slot: SlotName) => (e: FormEvent) => {
    e.preventDefault();
    const photos = draftsOf(slot);
    // Checked with the photos still to upload standing in: an alt text missing stops it before any upload.
    const body = slotBody(slot, photos, SLOT_DEFAULTS[slot], (i) =>
      photos[i]?.pending ? { imageUrl: '/media/in-arrivo', variants: [] } : null,
    );
    const parsed = sitePhotosInput.safeParse(body);
    if (!parsed.success) return showRefusal(slot, parsed.error.issues, 'Controlla i campi segnati.');
    setState(slot, undefined);
    save.mutate({ slot, photos });
  };

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
      {saved.isPending ? (
        <p role="status" className="mt-3">
          Caricamento...
        </p>
      ) : saved.isError ? (
        <p role="alert" className="mt-3">
          Non riusciamo a leggere le foto: controlla la connessione.
        </p>
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
  const texts = slotTexts(slot);
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
            {photos.map((photo, i) => {
              const shape = def.shapes[i]!;
              const errors = state?.errors[i] ?? {};
              const d = SLOT_DEFAULTS[slot][i];
              const id = `foto-${slot}-${i}`;
              return (
                <li key={i} className="grid gap-3 rounded-xl border border-sand p-3 sm:grid-cols-[12rem_1fr]">
                  <div className="grid content-start gap-2">
                    <img
                      src={thumbnailOf(photo, d)}
                      alt=""
                      className="w-full max-w-48 rounded-lg bg-sand object-cover ring-1 ring-walnut/15"
                      style={{ aspectRatio: `${shape.width} / ${shape.height}` }}
                    />
                    <p className="text-xs font-semibold text-walnut">
                      {photo.pending ? 'Nuova foto: la pubblichi con Salva' : photo.imageUrl ? 'La tua foto' : 'Illustrazione originale'}
                    </p>
                    <FileButton
                      label={positionName(slot, i)}
                      buttonText={props.preparing(i) ? 'Preparazione...' : 'Sostituisci'}
                      accept="image/*,.heic,.heif"
                      disabled={props.preparing(i) || props.busy}
                      invalid={Boolean(errors.photo)}
                      onFiles={(files) => props.onChoose(i, files[0])}
                    />
                    {errors.photo && (
                      <p id={`${id}-photo`} role="alert" className="text-sm font-medium text-terracotta">
                        {errors.photo}
                      </p>
                    )}
                    {(photo.pending || photo.imageUrl) && (
                      <button
                        type="button"
                        className={`${secondaryButton} justify-self-start px-3`}
                        disabled={props.busy}
                        onClick={() => props.onRestore(i)}
                      >
                        Torna alla foto originale
                      </button>
                    )}
                    {phoneFrameOf(slot) && (
                      <button
                        type="button"
                        className={`${secondaryButton} justify-self-start px-3`}
                        disabled={props.preparing(i) || props.busy}
                        onClick={() => props.onReframe(i)}
                      >
                        Cosa si vede sul telefono
                      </button>
                    )}
                  </div>
                  <div className="grid content-start gap-3">
                    {texts.map((field) => {
                      const fieldId = `${id}-${field}`;
                      const value = photo[field];
                      const long = field === 'description' || field === 'alt';
                      return (
                        <Field
                          key={field}
                          id={fieldId}
                          label={TEXT_LABEL[field]}
                          error={errors[field]}
                          hint={
                            field === 'alt'
                              ? photo.pending && !value
                                ? ALT_NEW
                                : ALT_WHY
                              : `${value.length} / ${TEXT_MAX[field]}${field === 'caption' ? ' · sotto la foto' : ''}`
                          }
                        >
                          {long ? (
                            <textarea
                              id={fieldId}
                              rows={2}
                              value={value}
                              onChange={(e) => props.onText(i, field, e.target.value)}
                              className={`${inputClass} min-h-11`}
                              {...describedBy(fieldId, errors[field])}
                            />
                          ) : (
                            <input
                              id={fieldId}
                              value={value}
                              onChange={(e) => props.onText(i, field, e.target.value)}
                              className={`${inputClass} min-h-11`}
                              {...describedBy(fieldId, errors[field])}
                            />
                          )}
                        </Field>
                      );
                    })}
                    <EnglishFold
                      state={positionEnglish(slot, photo, d)}
                      open={props.englishOpen(i)}
                      onOpenChange={(open) => props.onEnglishOpen(i, open)}
                      name={positionName(slot, i)}
                      hint="Facoltativo: se vuoto, la pagina inglese mostra la traduzione del testo originale o, se l’hai cambiato, il tuo italiano."
                    >
                      {texts.map((text) => {
                        const field = EN_FIELD[text];
                        const fieldId = `${id}-${field}`;
                        const value = photo[field];
                        const inputProps = {
                          id: fieldId,
                          lang: 'en',
                          value,
                          onChange: (e: { target: { value: string } }) => props.onText(i, field, e.target.value),
                          className: `${inputClass} min-h-11`,
                          ...describedBy(fieldId, errors[field]),
                        };
                        return (
                          <Field
                            key={field}
                            id={fieldId}
                            label={TEXT_LABEL_EN[text]}
                            error={errors[field]}
                            hint={`${value.length} / ${TEXT_MAX[text]}`}
                          >
                            {text === 'description' || text === 'alt' ? <textarea rows={2} {...inputProps} /> : <input {...inputProps} />}
                          </Field>
                        );
                      })}
                    </EnglishFold>
                  </div>
                </li>
              );
            })}
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
