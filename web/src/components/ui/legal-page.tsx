import type { ReactNode } from 'react';
import { pagePath, type PagePath } from '#domain/page-routes';
import { m } from '#i18n/messages';
import { Island } from '../../lib/island';
import { useHydrated } from '../../lib/hydration';
import { pageIntl, pageLocale } from '../../lib/locale';
import { RESTAURANT_TIME_ZONE } from '#domain/italy-clock';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The legal pages' Italian routes (domain/page-routes.ts). */
type LegalRoute = Extract<PagePath, '/privacy-policy' | '/termini-servizio'>;

const today = () =>
  new Date().toLocaleDateString(pageIntl(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: RESTAURANT_TIME_ZONE });

/**
 * The date of the last update: the visitor's today, once hydrated (a page the Worker drew may be
 * read days later). The one part of a legal page the browser hydrates (lib/island.tsx).
 */
export function LegalUpdated() {
  const hydrated = useHydrated();
  return <p className="mt-3 text-sm text-ink/70">{m.legal_updated({ date: hydrated ? today() : '' })}</p>;
}

/**
 * A legal text: numbered sections, with the date of the last update. `route` is the page's
 * Italian route: the English text is a translation, and says near the top that Italian law
 * governs it and that the Italian text, linked there, prevails (docs/decisions/024-languages.md).
 */
export function LegalPage({
  route,
  title,
  intro,
  sections,
}: {
  route: LegalRoute;
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-14 sm:py-20">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">{title}</h1>
      <Island name="legal-updated">
        <LegalUpdated />
      </Island>
      {pageLocale() === 'en' && (
        <p className="mt-6 rounded-2xl border border-walnut/15 bg-white px-5 py-4 text-sm leading-relaxed text-ink/80">
          {m.legal_translation_note()}{' '}
          {/* A plain link, not the router's: the Italian text is another document, drawn in Italian (app/language-switch.tsx). */}
          <a className="text-walnut underline" href={pagePath({ route, params: {} }, 'it') ?? route} hrefLang="it">
            {m.legal_translation_link()}
          </a>
        </p>
      )}
      <div className="mt-6 text-lg leading-relaxed text-ink/80">{intro}</div>
      <ol className="mt-10 grid gap-10">
        {sections.map((section, i) => (
          <li key={section.title}>
            <section aria-labelledby={`sezione-${i + 1}`}>
              <h2 id={`sezione-${i + 1}`} className="font-display text-2xl text-ink">
                {i + 1}. {section.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-ink/80 [&_ul]:list-disc [&_ul]:pl-6">{section.body}</div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
