import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { m } from '#i18n/messages';
import { holdBottomOverlay } from '../lib/bottom-overlay';
import { here } from '../lib/locale';
import { setConsent, useConsent } from '../lib/use-consent';

/** Shown while no consent is stored; both choices equally prominent (docs/product.md#4-states). */
export function CookieBanner() {
  const consent = useConsent();
  // The server cannot know what this browser stored: it draws the banner, and index.css shows it
  // only where the entry (main.tsx) found no choice stored (<html data-ask-consent>), so that it
  // appears with the page, never after it. Once hydrated, a stored choice removes it.
  const banner = useRef<HTMLElement>(null);
  // While it is shown, the banner says how much of the bottom of the screen it takes
  // (--bottom-overlay), so the toasts stand above it and never cover its buttons.
  useLayoutEffect(() => (banner.current ? holdBottomOverlay(banner.current) : undefined), [consent]);
  if (consent) return null;
  const choose = setConsent;
  const button = 'min-h-11 flex-1 rounded-full border-2 border-walnut px-5 py-2 text-sm font-semibold transition sm:flex-none';
  // Compact, so that the first screen keeps its call to action in view above it: the home's hero
  // stands its buttons above --bottom-overlay (features/home/slideshow.tsx). From a tablet's width
  // up its buttons sit beside the words.
  return (
    <section
      ref={banner}
      data-cookie-banner
      aria-label={m.cookie_label()}
      className="fixed inset-x-3 bottom-3 z-(--layer-banner) print:hidden mx-auto max-w-3xl rounded-2xl border border-walnut/15 bg-white p-4 shadow-2xl sm:inset-x-6 sm:flex sm:items-end sm:gap-6 sm:p-5"
    >
      <div className="sm:flex-1">
        <h2 className="pr-10 font-display text-lg leading-6 text-ink">{m.cookie_title()}</h2>
        <p className="mt-1 text-sm text-ink/80">
          {m.cookie_text()}{' '}
          <Link to={here('/privacy-policy')} className="font-medium text-walnut underline underline-offset-2">
            {m.cookie_policy_link()}
          </Link>
          .
        </p>
      </div>
      <div className="mt-3 flex gap-3 sm:mt-0">
        <button type="button" className={`${button} bg-walnut text-cream hover:bg-ink`} onClick={() => choose('accepted')}>
          {m.cookie_accept()}
        </button>
        <button type="button" className={`${button} bg-walnut text-cream hover:bg-ink`} onClick={() => choose('declined')}>
          {m.cookie_decline()}
        </button>
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-full text-ink/70 hover:bg-sand"
        aria-label={m.cookie_close()}
        onClick={() => choose('declined')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </section>
  );
}
