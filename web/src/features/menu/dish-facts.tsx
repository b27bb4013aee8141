// A dish's allergens, diets and frozen mark on the public menu (docs/product.md#12-allergens): the
// allergens by name, never an icon alone, so that a diner reads them, a screen reader says them and
// nobody has to tap to learn what a symbol means. In the page's language (domain/allergens.ts).
import { Link } from 'react-router-dom';
import {
  ALLERGEN_CODES,
  allergenInFull,
  allergenName,
  allergenNotice,
  dietName,
  type DishFacts,
  frozenLabel,
  frozenNote,
} from '#domain/allergens';
import { m } from '#i18n/messages';
import { here, pageLocale } from '../../lib/locale';

/** The asterisk after a frozen dish's name, said in words to a screen reader. */
export function FrozenMark({ frozen }: { frozen: boolean }) {
  if (!frozen) return null;
  const label = frozenLabel(pageLocale());
  return (
    <>
      <span aria-hidden="true" title={label} className="text-terracotta">
        *
      </span>
      <span className="sr-only"> ({label.toLowerCase()})</span>
    </>
  );
}

export function DishMarks({ facts, className = '' }: { facts: DishFacts; className?: string }) {
  if (!facts.allergens.length && !facts.diets.length) return null;
  const locale = pageLocale();
  return (
    <div className={`flex flex-wrap items-center gap-1.5 text-xs ${className}`}>
      {facts.diets.map((d) => (
        <span key={d} className="rounded-full bg-olive/15 px-2.5 py-0.5 font-semibold text-ink">
          {dietName(d, locale)}
        </span>
      ))}
      {facts.allergens.length > 0 && (
        <>
          <span className="font-semibold text-ink/70">{m.menu_dish_allergens()}</span>
          <ul className="flex flex-wrap gap-1.5">
            {facts.allergens.map((a) => (
              <li key={a} className="rounded-full border border-walnut/30 px-2.5 py-0.5 text-walnut">
                {allergenName(a, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The menu's foot: the notice the law asks for, the frozen mark's note, the 14 names and the register. */
export function AllergenLegend() {
  const locale = pageLocale();
  return (
    <section aria-labelledby="allergeni" className="mx-auto max-w-3xl px-6 pb-16">
      <div className="rounded-2xl bg-sand/70 px-6 py-6 text-sm leading-relaxed text-ink/80">
        <h2 id="allergeni" className="font-display text-2xl text-ink">
          {m.menu_legend_title()}
        </h2>
        <p className="mt-2 font-semibold text-ink">{allergenNotice(locale)}</p>
        <p className="mt-2">{frozenNote(locale)}</p>
        <details className="mt-3">
          <summary className="cursor-pointer py-2 font-semibold text-walnut">{m.menu_legend_list()}</summary>
          <ol className="mt-1 list-inside list-decimal columns-1 sm:columns-2">
            {ALLERGEN_CODES.map((code) => (
              <li key={code}>{allergenInFull(code, locale)}</li>
            ))}
          </ol>
        </details>
        <p className="mt-3">
          <Link to={here('/menu/allergeni')} className="inline-block py-2 font-semibold text-walnut underline underline-offset-4">
            {m.menu_legend_register()}
          </Link>
        </p>
      </div>
    </section>
  );
}
