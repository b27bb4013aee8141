import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

const today = () => new Date().toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });

/** A legal text: numbered sections, with the date of the last update. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  // The visitor's today, once hydrated: a page the Worker drew may be read days later.
  const hydrated = useHydrated();
  return (
    <article className="mx-auto max-w-3xl px-6 py-14 sm:py-20">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-ink/70">Ultimo aggiornamento: {hydrated ? today() : null}</p>
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
