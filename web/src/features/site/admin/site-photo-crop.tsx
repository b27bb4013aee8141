// The owner chooses what of a photo a slot shows, when the photo's proportions differ from the
// slot's (docs/product.md#14-the-site-s-own-content): the photo with the frame the page will show,
// moved by dragging it (pointer or touch) or with the slider (keyboard and screen readers), centred
// at first. Where a phone shows only a slice of the slot's photo (domain/site/photos.ts `phone`:
// the home's slideshow, the pages' top photos), that slice is drawn too, inside the frame, and the
// owner places it the same ways, with a preview of what the phone shows: the page then shows that
// slice (`focus`, object-position). 'Usa questa foto' draws the slot's widths (admin/photo-prep.ts);
// for a photo already saved (`reframe`), only the phone's slice changes.
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { Shape } from '#domain/site/photos';
import { Modal } from '../../../admin/modal';
import {
  type Crop,
  cropAxis,
  cropInPercent,
  cropRect,
  cropSizeNote,
  type DecodedPhoto,
  draggedOffset,
  drawPreview,
  drawSlice,
  drawVariants,
  phoneSlice,
  PhotoProblem,
  type PreparedFile,
} from '../../../admin/photo-prep';
import { primaryButton, secondaryButton } from '../../../admin/ui';

/** What the dialog gives back: the files drawn (none when only the phone's slice was placed), and that slice's place. */
export interface CropResult {
  files: PreparedFile[] | null;
  focus: number | null;
}

/** Where a frame stands on its slider, in words: 'a sinistra', 'al centro', 'in basso'. */
const placeSaid = (offset: number, axis: 'x' | 'y') =>
  offset < 0.34 ? (axis === 'x' ? 'a sinistra' : 'in alto') : offset > 0.66 ? (axis === 'x' ? 'a destra' : 'in basso') : 'al centro';

/** A place along the photo (0 to 1) on a slider, said in words (placeSaid). */
function PlaceSlider(props: {
  id: string;
  label: string;
  value: number;
  axis: 'x' | 'y';
  onChange: (value: number) => void;
  disabled: boolean;
  className: string;
}) {
  return (
    <div className="mt-3">
      <label htmlFor={props.id} className="block text-sm font-semibold text-ink">
        {props.label}
      </label>
      <input
        id={props.id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(props.value * 100)}
        aria-valuetext={placeSaid(props.value, props.axis)}
        onChange={(e) => props.onChange(Number(e.target.value) / 100)}
        disabled={props.disabled}
        className={`h-11 w-full ${props.className}`}
      />
    </div>
  );
}

/** A frame drawn over the preview, in percent of the photo; `shade` darkens what lies outside it. */
function Frame({
  box,
  className,
  shade = false,
  ...data
}: {
  box: ReturnType<typeof cropInPercent>;
  className: string;
  shade?: boolean;
  'data-phone-slice'?: string;
}) {
  return (
    <div
      aria-hidden="true"
      {...data}
      className={`pointer-events-none absolute ${className}`}
      style={{
        left: `${box.left}%`,
        top: `${box.top}%`,
        width: `${box.width}%`,
        height: `${box.height}%`,
        ...(shade && { boxShadow: '0 0 0 100vmax rgb(0 0 0 / 0.55)' }),
      }}
    />
  );
}

/**
 * Dragging on the preview: inside the phone's slice (or when only it can move) the slice moves,
 * elsewhere the frame, by as much as the finger on screen.
 */
function useDrag(p: {
  photo: { width: number; height: number };
  crop: Crop;
  axis: 'x' | 'y' | null;
  slice: Crop | null;
  offset: number;
  focus: number;
  busy: boolean;
  setOffset: (offset: number) => void;
  setFocus: (focus: number) => void;
}) {
  const { photo, crop, axis, slice, offset, focus, busy, setOffset, setFocus } = p;
  const drag = useRef<{ pointer: number; start: number; from: number; frame: 'crop' | 'phone' } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (busy || (!axis && !slice)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    // Inside the phone's slice (or when only it can move) the slice moves; elsewhere the frame.
    const x = ((e.clientX - rect.left) / rect.width) * photo.width;
    const onSlice = slice !== null && (!axis || (x >= slice.sx && x <= slice.sx + slice.sw));
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = onSlice
      ? { pointer: e.pointerId, start: e.clientX, from: focus, frame: 'phone' }
      : { pointer: e.pointerId, start: axis === 'x' ? e.clientX : e.clientY, from: offset, frame: 'crop' };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const rect = e.currentTarget.getBoundingClientRect();
    if (d.frame === 'phone') {
      if (!slice) return;
      // What the slice can travel on screen: the crop's width there less the slice's.
      setFocus(draggedOffset(d.from, e.clientX - d.start, (rect.width * (crop.sw - slice.sw)) / photo.width));
      return;
    }
    if (!axis) return;
    // What the frame can travel on screen: the photo's length there less the frame's.
    const travel = axis === 'x' ? rect.width * (1 - crop.sw / photo.width) : rect.height * (1 - crop.sh / photo.height);
    setOffset(draggedOffset(d.from, (axis === 'x' ? e.clientX : e.clientY) - d.start, travel));
  };
  const endDrag = () => {
    drag.current = null;
  };
  return { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag };
}

export function PhotoCropDialog({
  photo,
  shape,
  widths,
  label,
  phone,
  focus: initialFocus,
  reframe = false,
  onCancel,
  onDone,
}: {
  photo: DecodedPhoto;
  shape: Shape;
  widths: readonly number[];
  /** Which photo this is: 'Home: la presentazione, foto 2'. */
  label: string;
  /** The frame a phone shows of the slot's photo, where it shows a slice (SlotDef.phone). */
  phone?: Shape;
  /** Where that slice stood before (0 to 1), the middle when none. */
  focus?: number | null;
  /** The photo is the one saved: its crop stays, only the phone's slice is placed. */
  reframe?: boolean;
  onCancel: () => void;
  onDone: (result: CropResult) => void;
}) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const sliceCanvas = useRef<HTMLCanvasElement>(null);
  const [offset, setOffset] = useState(0.5);
  const [focus, setFocus] = useState(initialFocus ?? 0.5);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (canvas.current) drawPreview(photo, canvas.current);
  }, [photo]);

  const axis = reframe ? null : cropAxis(photo, shape);
  const crop: Crop = reframe ? cropRect(photo, photo) : cropRect(photo, shape, offset);
  const box = cropInPercent(photo, crop);
  const note = reframe ? null : cropSizeNote(crop, widths);
  const slice = phone && cropAxis({ width: crop.sw, height: crop.sh }, phone) === 'x' ? phoneSlice(crop, phone, focus) : null;
  const sliceBox = slice && cropInPercent(photo, slice);

  // Drawn again only when the slice moves (it is a new object at every render).
  const sliceKey = slice && `${slice.sx} ${slice.sy} ${slice.sw} ${slice.sh}`;
  useEffect(() => {
    if (slice && sliceCanvas.current) drawSlice(photo, sliceCanvas.current, slice);
  }, [photo, sliceKey]);

  const dragged = useDrag({ photo, crop, axis, slice, offset, focus, busy, setOffset, setFocus });

  const confirm = async () => {
    const placed = slice ? Math.round(focus * 1000) / 1000 : null;
    if (reframe) return onDone({ files: null, focus: placed });
    setBusy(true);
    setProblem(undefined);
    try {
      onDone({ files: await drawVariants(photo, crop, shape, widths), focus: placed });
    } catch (error) {
      setProblem(error instanceof PhotoProblem ? error.message : 'Non siamo riusciti a preparare la foto: riprova.');
      setBusy(false);
    }
  };

  return (
    <Modal title="Scegli l’inquadratura" className="overflow-y-auto p-4 sm:p-6" onEscape={() => !busy && onCancel()}>
      {() => (
        <>
          <p className="mt-1 text-sm text-ink/75">
            {label}.{' '}
            {reframe
              ? 'La foto resta com’è.'
              : `La pagina mostra solo la parte nel riquadro: ${axis ? 'trascinalo o usa il cursore per spostarlo.' : 'la foto ci sta tutta.'}`}
            {slice && ' Su un telefono se ne vede solo la striscia tratteggiata: spostala sulla parte che deve restare in vista.'}
          </p>
          <div className="mt-3 flex items-start justify-center gap-3">
            <div
              className={`relative inline-block max-w-full min-w-0 touch-none overflow-hidden rounded-lg select-none ${axis || slice ? (axis === 'y' && !slice ? 'cursor-ns-resize' : 'cursor-ew-resize') : ''}`}
              {...dragged}
            >
              <canvas ref={canvas} aria-hidden="true" className="block h-auto max-h-[50dvh] w-auto max-w-full" />
              <Frame box={box} className="rounded-sm outline-2 outline-white" shade />
              {sliceBox && <Frame box={sliceBox} className="border-2 border-dashed border-saffron" data-phone-slice="" />}
            </div>
            {slice && (
              <figure className="grid shrink-0 justify-items-center gap-1">
                <canvas
                  ref={sliceCanvas}
                  aria-hidden="true"
                  className="block h-auto max-h-[25dvh] w-16 rounded-md ring-2 ring-saffron sm:w-20"
                />
                <figcaption className="text-xs font-semibold text-ink/75">Sul telefono</figcaption>
              </figure>
            )}
          </div>
          {axis && (
            <PlaceSlider
              id={`${id}-offset`}
              label={axis === 'x' ? 'Sposta il riquadro: sinistra ↔ destra' : 'Sposta il riquadro: alto ↕ basso'}
              value={offset}
              axis={axis}
              onChange={setOffset}
              disabled={busy}
              className="accent-walnut"
            />
          )}
          {slice && (
            <PlaceSlider
              id={`${id}-focus`}
              label="Sul telefono: sposta la striscia sinistra ↔ destra"
              value={focus}
              axis="x"
              onChange={setFocus}
              disabled={busy}
              className="accent-saffron"
            />
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
              {busy ? 'Preparazione della foto...' : reframe ? 'Usa questa inquadratura' : 'Usa questa foto'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
