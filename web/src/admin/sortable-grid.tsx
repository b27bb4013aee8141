import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { moveItem } from './staged-photos';

/** docs/product.md#9-constants-and-limits: a keyboard drag moves 25 px per arrow press. */
const KEYBOARD_STEP_PX = 25;

interface Drag {
  from: number;
  over: number;
  start: { x: number; y: number };
  offset: { x: number; y: number };
  centers: { x: number; y: number }[];
  mode: 'pointer' | 'keyboard';
}

/** The slot whose centre is nearest to a point: where a dragged item would land. */
function nearestSlot(centers: readonly { x: number; y: number }[], point: { x: number; y: number }): number {
  let best = 0;
  let bestDistance = Infinity;
  centers.forEach((c, i) => {
    const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

/**
 * A grid whose items are reordered by dragging their handle with a pointer (mouse, pen, touch) or
 * with the keyboard (Space or Enter to pick up, arrows to move 25 px at a time, Space or Enter to
 * drop, Escape to cancel), with each step announced to screen readers. `onReorder` gets the new
 * order once, on drop.
 */
export function SortableGrid<T>(props: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  itemName: (item: T, index: number) => string;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  onReorder: (items: T[]) => void;
}) {
  const { items } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef<(HTMLLIElement | null)[]>([]);
  const help = useId();

  // The latest drag, for the window listeners below.
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;

  const start = (from: number, point: { x: number; y: number } | null, mode: Drag['mode']) => {
    const centers = cells.current.slice(0, items.length).map((cell) => {
      const r = cell!.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    setDrag({ from, over: from, start: point ?? centers[from]!, offset: { x: 0, y: 0 }, centers, mode });
    setAnnouncement(
      `${props.itemName(items[from]!, from)} presa, posizione ${from + 1} di ${items.length}. Usa le frecce per spostarla, Invio per lasciarla, Esc per annullare.`,
    );
  };
  // The dragged item's centre moves as the pointer (or the arrow keys) move it; it lands on the
  // slot whose centre is nearest.
  const move = (offset: { x: number; y: number }) =>
    setDrag((d) => {
      if (!d) return d;
      const over = nearestSlot(d.centers, { x: d.centers[d.from]!.x + offset.x, y: d.centers[d.from]!.y + offset.y });
      if (over !== d.over) setAnnouncement(`Posizione ${over + 1} di ${items.length}.`);
      return { ...d, offset, over };
    });
  const drop = () => {
    const d = dragRef.current;
    if (!d) return;
    setDrag(null);
    setAnnouncement(`${props.itemName(items[d.from]!, d.from)} lasciata in posizione ${d.over + 1} di ${items.length}.`);
    if (d.over !== d.from) props.onReorder(moveItem(items, d.from, d.over));
  };
  const cancel = () => {
    setDrag(null);
    setAnnouncement('Spostamento annullato.');
  };

  // A pointer drag is followed on the whole window: while the grid reorders its preview, the
  // dragged element moves in the page and the browser drops its pointer capture.
  const pointerDragging = drag?.mode === 'pointer';
  useEffect(() => {
    if (!pointerDragging) return;
    const onMove = (e: globalThis.PointerEvent) => {
      const d = dragRef.current;
      if (d) move({ x: e.clientX - d.start.x, y: e.clientY - d.start.y });
    };
    const onUp = () => drop();
    const onCancel = () => cancel();
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [pointerDragging]);

  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      return drag ? drop() : start(index, null, 'keyboard');
    }
    if (!drag) return;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step) {
      e.preventDefault();
      move({ x: drag.offset.x + step[0]! * KEYBOARD_STEP_PX, y: drag.offset.y + step[1]! * KEYBOARD_STEP_PX });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    }
  };
  const pointer = (index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
      e.preventDefault();
      start(index, { x: e.clientX, y: e.clientY }, 'pointer');
    },
  });

  // While dragging, the grid shows where the item would land.
  const shown = drag ? moveItem(items, drag.from, drag.over) : [...items];
  const draggedKey = drag ? props.itemKey(items[drag.from]!) : null;

  return (
    <>
      <p id={help} className="sr-only">
        Per spostare una foto: premi Invio sulla maniglia, usa le frecce e premi di nuovo Invio.
      </p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((item, i) => {
          const originalIndex = items.indexOf(item);
          const handle = (
            <button
              type="button"
              aria-describedby={help}
              aria-pressed={drag?.from === originalIndex}
              aria-label={`Sposta ${props.itemName(item, originalIndex)}`}
              onKeyDown={onKeyDown(originalIndex)}
              {...pointer(originalIndex)}
              className="grid size-11 cursor-grab touch-none place-items-center rounded-full bg-white/90 text-walnut shadow active:cursor-grabbing"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <circle cx="9" cy="6" r="1.6" />
                <circle cx="15" cy="6" r="1.6" />
                <circle cx="9" cy="12" r="1.6" />
                <circle cx="15" cy="12" r="1.6" />
                <circle cx="9" cy="18" r="1.6" />
                <circle cx="15" cy="18" r="1.6" />
              </svg>
            </button>
          );
          return (
            <li
              key={props.itemKey(item)}
              ref={(el) => {
                cells.current[i] = el;
              }}
              className={`relative rounded-xl transition ${props.itemKey(item) === draggedKey ? 'scale-[1.03] shadow-xl ring-4 ring-saffron' : ''}`}
            >
              {props.renderItem(item, i, handle)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
