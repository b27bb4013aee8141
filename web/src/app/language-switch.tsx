// The other language (docs/decisions/024-languages.md): a link to the same page in it, with the
// same event, filter and place on the page. A plain link, not the router's: the other language is
// another document, drawn in its language. The choice is kept only in the address (no cookie, no
// redirect by the browser's language); the Italian home offers English once to a browser that
// prefers it (lib/english-offer.ts).
import { useLocation } from 'react-router-dom';
import { type Locale, matchPage, pagePath } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { answerEnglishOffer } from '../lib/english-offer';
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

/**
 * On the Italian home, for a browser that prefers English and has not answered: a slim bar under the
 * header with the English home, until followed or dismissed. The server draws it on every Italian
 * home, and index.css shows it only where the entry found such a browser (lib/english-offer.ts), so
 * that it comes with the page, in its flow, and covers nothing: the home's first screen is shorter by
 * its height (3rem, index.css --top-offer), so the hero's heading and buttons stay where they were.
 */
export function EnglishOffer() {
  const { pathname, search, hash } = useLocation();
  if (pathname !== '/' || pageLocale() !== 'it') return null;
  return (
    <aside
      lang="en"
      data-english-offer
      aria-label={m.lang_offer_text()}
      className="border-b border-walnut/10 bg-white text-sm text-ink print:hidden"
    >
      {/* One line at any width (3rem, as index.css says): the sentence only where it fits beside the controls. */}
      <div className="mx-auto flex h-12 max-w-6xl items-center justify-center gap-x-3 px-4 sm:justify-end sm:px-6">
        <span className="hidden sm:inline">{m.lang_offer_text()}</span>
        <a
          href={twinOf({ pathname, search, hash }, 'en')}
          hrefLang="en"
          onClick={answerEnglishOffer}
          className="inline-flex min-h-11 items-center px-1 font-semibold whitespace-nowrap text-walnut underline underline-offset-4"
        >
          {m.lang_offer_link()}
        </a>
        <button
          type="button"
          onClick={answerEnglishOffer}
          className="min-h-11 rounded-full px-3 whitespace-nowrap text-ink/70 hover:bg-sand"
        >
          {m.lang_offer_close()}
        </button>
      </div>
    </aside>
  );
}
