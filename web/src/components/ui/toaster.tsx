import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { m } from '#i18n/messages';
import { keepPlacedSoon } from '../../lib/keep-placed';
import { dismissToast, type Toast, TOAST_DURATION_MS, useToasts } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;

function ToastItem({ toast }: { toast: Toast }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);

  return (
    <li
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform ${
        destructive ? 'border-wine bg-wine text-cream' : 'border-sand bg-white text-ink'
      }`}
      style={{ transform: `translateX(${Math.max(0, dx)}px)`, opacity: 1 - Math.min(Math.max(0, dx) / 200, 0.6) }}
      // Swipe right to dismiss (50 px).
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => start.current !== null && setDx(e.clientX - start.current)}
      onPointerUp={() => {
        if (dx > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
        start.current = null;
        setDx(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
        aria-label={m.toast_close()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

/** The notification region; F8 moves focus to it (docs/product.md#4-states). */
export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const shown = toasts.length > 0;

  // A toast never lies over a control (lib/keep-clear.ts: the success screen's 'Invia un'altra
  // prenotazione' stood right under it): at the foot, or else under the header, measured before it
  // is painted and again when the page has moved under it.
  useLayoutEffect(() => {
    const holder = region.current;
    const toastsBox = list.current;
    if (!holder || !toastsBox) return;
    if (!shown) {
      delete holder.dataset.place;
      return;
    }
    // Hidden until placed the first time (keep-placed.ts).
    holder.dataset.place ??= 'pending';
    return keepPlacedSoon(holder, { places: ['bottom', 'top'], fallback: 'bottom', measured: toastsBox });
  }, [shown, toasts]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Screen readers announce changes to a live region that already exists, so the two regions
  // are always there and the current toast's words are put into them.
  const announce = (variant: 'default' | 'destructive') =>
    toasts
      .filter((t) => (t.variant ?? 'default') === variant)
      .map((t) => [t.title, t.description].filter(Boolean).join('. '))
      .join(' ');

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={m.toast_region()}
      // At the bottom, on phones too: at the top a toast covered the fixed header and, in the
      // admin, the Logout button under it for 5 s. Content under a toast scrolls away; the
      // header's controls do not. Above whatever holds the screen's foot (index.css --screen-foot:
      // the cookie banner, the closure's notice), lifted by a transform: the banner comes after
      // hydration, once the page shows, and a region that grew would count as a layout shift.
      // Under the header (data-place="top") only where at the foot it would hide a control.
      className="group pointer-events-none fixed inset-x-0 bottom-0 z-(--layer-toasts) flex translate-y-[calc(-1*var(--screen-foot))] justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none data-[place=top]:top-16 data-[place=top]:bottom-auto data-[place=top]:translate-y-0 sm:right-0 sm:left-auto sm:w-[420px] print:hidden"
    >
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announce('default')}
      </p>
      <p className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {announce('destructive')}
      </p>
      <ol ref={list} className="grid w-full gap-2 group-data-[place=pending]:invisible">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
