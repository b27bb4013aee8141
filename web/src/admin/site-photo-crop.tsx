// The owner chooses what of a photo a slot shows, when the photo's proportions differ from the
// slot's (docs/product.md#14-the-site-s-own-content): the photo with the frame the page will show,
// moved by dragging it (pointer or touch) or with the slider (keyboard and screen readers), centred
// at first. 'Usa questa foto' draws the slot's widths (site-photo-prep.ts).
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Shape } from '#domain/site-photos';
import { useFocusTrap } from '../components/ui/use-focus-trap';
import {
  type Crop,
  cropAxis,
  cropInPercent,
  cropRect,
  cropSizeNote,
  type DecodedPhoto,
  draggedOffset,
  drawPreview,
  drawVariants,
  PhotoProblem,
  type PreparedFile,
} from './site-photo-prep';
import { primaryButton, secondaryButton } from './ui';

export function PhotoCropDialog({
  photo,
  shape,
  widths,
  label,
  onCancel,
  onDone,
}: {
  photo: DecodedPhoto;
  shape: Shape;
  widths: readonly number[];
  /** Which photo this is: 'Home: la presentazione, foto 2'. */
  label: string;
  onCancel: () => void;
  onDone: (files: PreparedFile[]) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [offset, setOffset] = useState(0.5);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const drag = useRef<{ pointer: number; start: number; from: number } | null>(null);
  useFocusTrap(dialog, true, () => !busy && onCancel());

  useEffect(() => {
    if (canvas.current) drawPreview(photo, canvas.current);
  }, [photo]);

  const axis = cropAxis(photo, shape);
  const crop: Crop = cropRect(photo, shape, offset);
  const box = cropInPercent(photo, crop);
  const note = cropSizeNote(crop, widths);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!axis || busy) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointer: e.pointerId, start: axis === 'x' ? e.clientX : e.clientY, from: offset };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId || !axis) return;
    const rect = e.currentTarget.getBoundingClientRect();
    // What the frame can travel on screen: the photo's length there less the frame's.
    const travel = axis === 'x' ? rect.width * (1 - crop.sw / photo.width) : rect.height * (1 - crop.sh / photo.height);
    setOffset(draggedOffset(d.from, (axis === 'x' ? e.clientX : e.clientY) - d.start, travel));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      onDone(await drawVariants(photo, crop, shape, widths));
    } catch (error) {
      setProblem(error instanceof PhotoProblem ? error.message : 'Non siamo riusciti a preparare la foto: riprova.');
      setBusy(false);
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-[80] grid place-items-center bg-ink/60 p-3">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="flex max-h-[calc(100dvh-1.5rem)] w-full max-w-lg flex-col overflow-y-auto rounded-2xl bg-cream p-4 shadow-2xl sm:p-6"
      >
        <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
          Scegli l’inquadratura
        </h2>
        <p className="mt-1 text-sm text-ink/75">
          {label}. La pagina mostra solo la parte nel riquadro:{' '}
          {axis ? 'trascinalo o usa il cursore per spostarlo.' : 'la foto ci sta tutta.'}
        </p>
        <div className="mt-3 grid place-items-center">
          <div
            className={`relative inline-block max-w-full touch-none overflow-hidden rounded-lg select-none ${axis ? (axis === 'x' ? 'cursor-ew-resize' : 'cursor-ns-resize') : ''}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <canvas ref={canvas} aria-hidden="true" className="block h-auto max-h-[50dvh] w-auto max-w-full" />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm outline-2 outline-white"
              style={{
                left: `${box.left}%`,
                top: `${box.top}%`,
                width: `${box.width}%`,
                height: `${box.height}%`,
                boxShadow: '0 0 0 100vmax rgb(0 0 0 / 0.55)',
              }}
            />
          </div>
        </div>
        {axis && (
          <div className="mt-3">
            <label htmlFor={`${id}-offset`} className="block text-sm font-semibold text-ink">
              {axis === 'x' ? 'Sposta il riquadro: sinistra ↔ destra' : 'Sposta il riquadro: alto ↕ basso'}
            </label>
            <input
              id={`${id}-offset`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(offset * 100)}
              aria-valuetext={
                offset < 0.34
                  ? axis === 'x'
                    ? 'a sinistra'
                    : 'in alto'
                  : offset > 0.66
                    ? axis === 'x'
                      ? 'a destra'
                      : 'in basso'
                    : 'al centro'
              }
              onChange={(e) => setOffset(Number(e.target.value) / 100)}
              disabled={busy}
              className="h-11 w-full accent-walnut"
            />
          </div>
        )}
        {note && (
          <p
            role={note.refused ? 'alert' : 'status'}
            className={`mt-2 text-sm ${note.refused ? 'font-medium text-terracotta' : 'text-ink/80'}`}
          >
            {note.message}
          </p>
        )}
        {problem && (
          <p role="alert" className="mt-2 text-sm font-medium text-terracotta">
            {problem}
          </p>
        )}
        <div className="mt-4 flex flex-wrap-reverse justify-end gap-2">
          <button type="button" className={`${secondaryButton} max-sm:w-full`} onClick={onCancel} disabled={busy}>
            Annulla
          </button>
          <button
            type="button"
            className={`${primaryButton} max-sm:w-full`}
            onClick={() => void confirm()}
            disabled={busy || note?.refused}
          >
            {busy ? 'Preparazione della foto...' : 'Usa questa foto'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
