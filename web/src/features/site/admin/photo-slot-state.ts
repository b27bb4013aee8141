// The state of 'Foto' in 'Il Sito' (site-photos.tsx draws it): the drafts of every slot and their
// refusals, a photo being chosen and prepared (cropped where the owner chooses), and the slot's save
// and reset. Three hooks, each one concern, that the section composes.
import { type FormEvent, useState } from 'react';
import { sitePhotosInput } from '#domain/site/schemas';
import { PHOTO_SLOTS, phoneFrameOf, type PhotoVariant, type SitePhotos, type SlotName } from '#domain/site/photos';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { siteKeys } from '../../../lib/query-keys';
import { DEFAULT_SLOT_PHOTOS as SLOT_DEFAULTS } from '../../../lib/slot-photos';
import { uploadImage } from '../../../admin/image-input';
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
import { resetSlot, saveSlot } from '../owner';
import {
  defaultDraft,
  type PendingPhoto,
  type PhotoDraft,
  photoFieldOf,
  type PhotoText,
  type PhotoTextEn,
  slotBody,
  slotDrafts,
  thumbnailOf,
  uploadedPhoto,
} from './site-drafts';
import type { CropResult } from './site-photo-crop';
import { EN_FIELD, TEXT_LABEL } from './slot-position';

/** The files of a chosen photo once uploaded: a save tried again does not send them twice. */
const uploaded = new WeakMap<PendingPhoto, { imageUrl: string; variants: PhotoVariant[] }>();

export type PositionErrors = Partial<Record<PhotoText | PhotoTextEn | 'photo', string>>;
export interface SlotState {
  errors: Record<number, PositionErrors>;
  message?: string;
}

const revoke = (drafts: readonly PhotoDraft[] | undefined) => drafts?.forEach((p) => p.pending && URL.revokeObjectURL(p.pending.preview));

/** Every slot's drafts (the saved photos until the owner changes one), their refusals and English folds. */
export function useSlotDrafts(saved: SitePhotos | undefined) {
  const [drafts, setDrafts] = useState<Partial<Record<SlotName, PhotoDraft[]>>>({});
  const [states, setStates] = useState<Partial<Record<SlotName, SlotState>>>({});
  // Which positions' English folds are open ('slideshow-1'): a refusal of an English text opens its own.
  const [englishOpen, setEnglishOpen] = useState<Record<string, boolean>>({});

  const shownOf = (slot: SlotName) => slotDrafts(slot, saved?.[slot], SLOT_DEFAULTS[slot]);
  const draftsOf = (slot: SlotName) => drafts[slot] ?? shownOf(slot);
  const isChanged = (slot: SlotName) => drafts[slot] !== undefined && JSON.stringify(drafts[slot]) !== JSON.stringify(shownOf(slot));

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

  return {
    drafts,
    states,
    englishOpen,
    setEnglishOpen,
    draftsOf,
    isChanged,
    setState,
    setPositionError,
    update,
    place,
    restore,
    discard,
    showRefusal,
  };
}
export type SlotDrafts = ReturnType<typeof useSlotDrafts>;

/** A photo chosen for a position: decoded, cropped in the slot's shape (by the owner where the shapes differ) and drawn at its widths. */
export function usePhotoChoosing({ draftsOf, setPositionError, place, update }: SlotDrafts) {
  const [preparing, setPreparing] = useState<Record<string, boolean>>({});
  // `reframe`: the photo shown stays, only a phone's slice of it is placed.
  const [cropping, setCropping] = useState<{ slot: SlotName; index: number; photo: DecodedPhoto; reframe?: boolean }>();
  const anyPreparing = Object.values(preparing).some(Boolean);

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

  return { preparing, cropping, anyPreparing, choose, endCrop, reframe };
}

/** A slot's 'Salva' (its chosen photos uploaded once, then the whole slot) and 'Rimetti tutte le foto originali'. */
export function useSlotSaving({ states, draftsOf, setState, discard, showRefusal }: SlotDrafts) {
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

  return { save, reset, submit };
}
