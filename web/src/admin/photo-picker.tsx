// What both photo managers show: the file picker and the cover badge.
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

export function CoverBadge() {
  return (
    <span className="absolute top-2 left-2 rounded-full bg-saffron px-2.5 py-0.5 text-xs font-semibold text-ink shadow">Copertina</span>
  );
}
