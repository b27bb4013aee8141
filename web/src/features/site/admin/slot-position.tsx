// One position of a photo slot in 'Il Sito' (site-photos.tsx): its picture with the buttons that
// change it, and its texts in Italian and, in a fold, English (docs/decisions/024-languages.md).
import { phoneFrameOf, PHOTO_SLOTS, type SlotName } from '#domain/site/photos';
import { DEFAULT_SLOT_PHOTOS as SLOT_DEFAULTS } from '../../../lib/slot-photos';
import { EnglishFold } from '../../../admin/english-fields';
import { FileButton } from '../../../admin/file-button';
import { describedBy, Field, inputClass, secondaryButton } from '../../../admin/ui';
import { type PhotoDraft, type PhotoText, type PhotoTextEn, positionEnglish, slotTexts, thumbnailOf } from './site-drafts';
import type { PositionErrors } from './photo-slot-state';

export const TEXT_LABEL: Record<PhotoText, string> = {
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
export const EN_FIELD: Record<PhotoText, PhotoTextEn> = {
  alt: 'altEn',
  caption: 'captionEn',
  title: 'titleEn',
  description: 'descriptionEn',
};
export const POSITION_NOUNS = { one: 'foto', many: 'foto', all: 'Tutte le foto hanno l’inglese' };

/** What the owner calls a position: 'Lo chef', 'Foto 2 di 4', 'La foto'. */
export function positionName(slot: SlotName, index: number): string {
  const { count } = PHOTO_SLOTS[slot];
  if (slot === 'about') return index === 0 ? 'Lo chef' : `Foto ${index} di 4 della griglia`;
  if (slot === 'og') return 'L’immagine di anteprima';
  return count === 1 ? 'La foto' : `Foto ${index + 1} di ${count}`;
}

interface PositionProps {
  slot: SlotName;
  index: number;
  photo: PhotoDraft;
  errors: PositionErrors;
  preparing: boolean;
  busy: boolean;
  englishOpen: boolean;
  onEnglishOpen: (open: boolean) => void;
  onChoose: (file: File | undefined) => void;
  onText: (field: PhotoText | PhotoTextEn, text: string) => void;
  onRestore: () => void;
  onReframe: () => void;
}

/** One position of the slot: its picture on the left, its texts on the right (below on a phone). */
export function SlotPosition(props: PositionProps) {
  const shape = PHOTO_SLOTS[props.slot].shapes[props.index]!;
  return (
    <li className="grid gap-3 rounded-xl border border-sand p-3 sm:grid-cols-[12rem_1fr]">
      <PositionPicture {...props} aspectRatio={`${shape.width} / ${shape.height}`} />
      <PositionTexts {...props} />
    </li>
  );
}

/** The picture shown now (chosen, saved or the default), and what changes it. */
function PositionPicture(props: PositionProps & { aspectRatio: string }) {
  const { slot, index, photo, errors } = props;
  const def = SLOT_DEFAULTS[slot][index];
  const id = `foto-${slot}-${index}`;
  return (
    <div className="grid content-start gap-2">
      <img
        src={thumbnailOf(photo, def)}
        alt=""
        className="w-full max-w-48 rounded-lg bg-sand object-cover ring-1 ring-walnut/15"
        style={{ aspectRatio: props.aspectRatio }}
      />
      <p className="text-xs font-semibold text-walnut">
        {photo.pending ? 'Nuova foto: la pubblichi con Salva' : photo.imageUrl ? 'La tua foto' : 'Illustrazione originale'}
      </p>
      <FileButton
        label={positionName(slot, index)}
        buttonText={props.preparing ? 'Preparazione...' : 'Sostituisci'}
        accept="image/*,.heic,.heif"
        disabled={props.preparing || props.busy}
        invalid={Boolean(errors.photo)}
        onFiles={(files) => props.onChoose(files[0])}
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
          onClick={() => props.onRestore()}
        >
          Torna alla foto originale
        </button>
      )}
      {phoneFrameOf(slot) && (
        <button
          type="button"
          className={`${secondaryButton} justify-self-start px-3`}
          disabled={props.preparing || props.busy}
          onClick={() => props.onReframe()}
        >
          Cosa si vede sul telefono
        </button>
      )}
    </div>
  );
}

/** The position's texts (the slot's own: alt always, then caption, title or description), and their English. */
function PositionTexts(props: PositionProps) {
  const { slot, index, photo, errors } = props;
  const def = SLOT_DEFAULTS[slot][index];
  const id = `foto-${slot}-${index}`;
  const texts = slotTexts(slot);
  return (
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
                onChange={(e) => props.onText(field, e.target.value)}
                className={`${inputClass} min-h-11`}
                {...describedBy(fieldId, errors[field])}
              />
            ) : (
              <input
                id={fieldId}
                value={value}
                onChange={(e) => props.onText(field, e.target.value)}
                className={`${inputClass} min-h-11`}
                {...describedBy(fieldId, errors[field])}
              />
            )}
          </Field>
        );
      })}
      <EnglishFold
        state={positionEnglish(slot, photo, def)}
        open={props.englishOpen}
        onOpenChange={(open) => props.onEnglishOpen(open)}
        name={positionName(slot, index)}
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
            onChange: (e: { target: { value: string } }) => props.onText(field, e.target.value),
            className: `${inputClass} min-h-11`,
            ...describedBy(fieldId, errors[field]),
          };
          return (
            <Field key={field} id={fieldId} label={TEXT_LABEL_EN[text]} error={errors[field]} hint={`${value.length} / ${TEXT_MAX[text]}`}>
              {text === 'description' || text === 'alt' ? <textarea rows={2} {...inputProps} /> : <input {...inputProps} />}
            </Field>
          );
        })}
      </EnglishFold>
    </div>
  );
}
