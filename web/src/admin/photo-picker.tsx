// What both photo managers show: the file picker, the cover badge and the words for the cover.
import { FileButton } from './file-button';
import { IMAGE_HINT } from './image-files';

export function FilePicker({ label, busy, onFiles }: { label: string; busy: boolean; onFiles: (files: File[]) => void }) {
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

/** How a set names its cover: a gallery's 'Copertina'; an event's is the event's picture. */
export interface CoverWords {
  badge: string;
  /** The button that makes a photo the cover. */
  choose: string;
  /** The same button's name, for the photo numbered `n`. */
  chooseNth: (n: number) => string;
  /** The toast once it is saved. */
  chosen: string;
}

export const GALLERY_COVER: CoverWords = {
  badge: 'Copertina',
  choose: 'Imposta copertina',
  chooseNth: (n) => `Usa la foto ${n} come copertina`,
  chosen: 'Copertina aggiornata',
};

/**
 * An event's cover is the event's picture: in the list, at the top of its page and in a shared
 * link's preview (docs/product.md, Eventi), and the form calls it so.
 */
export const EVENT_PICTURE: CoverWords = {
  badge: "Foto dell'evento",
  choose: "Usa come foto dell'evento",
  chooseNth: (n) => `Usa la foto ${n} come foto dell'evento`,
  chosen: "Foto dell'evento cambiata",
};

export function CoverBadge({ words = GALLERY_COVER }: { words?: CoverWords }) {
  return (
    // Clear of the drag handle at the top right, on the narrowest card too (it wraps instead).
    <span className="absolute top-2 left-2 max-w-[calc(100%-4rem)] rounded-xl bg-saffron px-2.5 py-0.5 text-xs leading-snug font-semibold text-ink shadow">
      {words.badge}
    </span>
  );
}
