// The other language (docs/decisions/024-languages.md): a link to the same page in it, with the
// same event, filter and place on the page. A plain link, not the router's: the other language is
// another document, drawn in its language. The choice is kept only in the address (no cookie, no
// redirect by the browser's language); the Italian home offers English once to a browser that
// prefers it.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type Locale, matchPage, pagePath } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { pageLocale } from '../lib/locale';

const OTHER: Record<Locale, Locale> = { it: 'en', en: 'it' };

/** The address of the page at `location` in `locale`: its twin, or that language's home where it has none (the 404, the owner's area). */
export function twinOf({ pathname, search, hash }: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const page = matchPage(pathname);
  const twin = page && pagePath(page, locale);
  return twin ? `${twin}${search}${hash}` : (pagePath({ route: '/', params: {} }, locale) ?? '/');
}

export function LanguageSwitch({ className = 'flex' }: { className?: string }) {
  const location = useLocation();
  const other = OTHER[pageLocale()];
  // The owner's area is Italian only, and has no twin to go to.
  if (matchPage(location.pathname)?.route === '/admin') return null;
  return (
    <a
      href={twinOf(location, other)}
      hrefLang={other}
      lang={other}
      aria-label={m.lang_switch_label()}
      className={`${className} min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-walnut underline-offset-4 hover:bg-walnut/10 hover:underline`}
    >
      {m.lang_switch_text()}
    </a>
  );
}

/** Where the offer remembers it was answered (this browser's storage, no cookie: lib/consent.ts keeps the banner's choice the same way). */
const OFFERED_KEY = 'englishOffered';

/** True for a browser whose first language is English (the visitor's own setting, read in the browser only). */
const prefersEnglish = () => /^en\b/i.test(globalThis.navigator?.languages?.[0] ?? '');

/**
 * On the Italian home, once, for a browser that prefers English: a small note under the header with
 * the English home, until followed or dismissed. Shown after hydration (the server cannot know the
 * browser's language), over the page, so that it moves nothing.
 */
export function EnglishOffer() {
  const { pathname, search, hash } = useLocation();
  const [shown, setShown] = useState(false);
  const onHome = pathname === '/' && pageLocale() === 'it';
  useEffect(() => {
    let answered = true;
    try {
      answered = localStorage.getItem(OFFERED_KEY) !== null;
    } catch {
      // storage blocked: offer nothing rather than every time
    }
    setShown(onHome && !answered && prefersEnglish());
  }, [onHome]);
  if (!shown) return null;
  const answer = () => {
    try {
      localStorage.setItem(OFFERED_KEY, '1');
    } catch {
      // storage blocked: the note just closes for this visit
    }
    setShown(false);
  };
  return (
    <aside
      lang="en"
      data-english-offer
      className="fixed top-[4.5rem] right-3 z-30 flex max-w-[calc(100vw-1.5rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-walnut/15 bg-white py-1 pr-1 pl-4 text-sm text-ink shadow-lg print:hidden"
    >
      <span>{m.lang_offer_text()}</span>
      <a
        href={twinOf({ pathname, search, hash }, 'en')}
        hrefLang="en"
        onClick={answer}
        className="inline-flex min-h-11 items-center font-semibold text-walnut underline underline-offset-4"
      >
        {m.lang_offer_link()}
      </a>
      <button type="button" onClick={answer} className="min-h-11 rounded-full px-3 text-ink/70 hover:bg-sand">
        {m.lang_offer_close()}
      </button>
    </aside>
  );
}
