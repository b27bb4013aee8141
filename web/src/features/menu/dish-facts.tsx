// A dish's allergens, diets and frozen mark on the public menu (docs/product.md#12-allergens): the
// allergens by name, never an icon alone, so that a diner reads them, a screen reader says them and
// nobody has to tap to learn what a symbol means.
import { Link } from 'react-router-dom';
import { ALLERGEN_LABEL, ALLERGEN_NOTICE, ALLERGENS, DIET_LABEL, type DishFacts, FROZEN_LABEL, FROZEN_NOTE } from '#domain/allergens';

/** The asterisk after a frozen dish's name, said in words to a screen reader. */
export function FrozenMark({ frozen }: { frozen: boolean }) {
  if (!frozen) return null;
  return (
    <>
      <span aria-hidden="true" title={FROZEN_LABEL} className="text-terracotta">
        *
      </span>
      <span className="sr-only"> ({FROZEN_LABEL.toLowerCase()})</span>
    </>
  );
}

export function DishMarks({ facts, className = '' }: { facts: DishFacts; className?: string }) {
  if (!facts.allergens.length && !facts.diets.length) return null;
  return (
    <div className={`flex flex-wrap items-center gap-1.5 text-xs ${className}`}>
      {facts.diets.map((d) => (
        <span key={d} className="rounded-full bg-olive/15 px-2.5 py-0.5 font-semibold text-ink">
          {DIET_LABEL[d]}
        </span>
      ))}
      {facts.allergens.length > 0 && (
        <>
          <span className="font-semibold text-ink/70">Allergeni:</span>
          <ul className="flex flex-wrap gap-1.5">
            {facts.allergens.map((a) => (
              <li key={a} className="rounded-full border border-walnut/30 px-2.5 py-0.5 text-walnut">
                {ALLERGEN_LABEL[a]}
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
  return (
    <section aria-labelledby="allergeni" className="mx-auto max-w-3xl px-6 pb-16">
      <div className="rounded-2xl bg-sand/70 px-6 py-6 text-sm leading-relaxed text-ink/80">
        <h2 id="allergeni" className="font-display text-2xl text-ink">
          Allergeni e intolleranze
        </h2>
        <p className="mt-2 font-semibold text-ink">{ALLERGEN_NOTICE}</p>
        <p className="mt-2">{FROZEN_NOTE}</p>
        <details className="mt-3">
          <summary className="cursor-pointer py-2 font-semibold text-walnut">I 14 allergeni (Reg. UE 1169/2011, allegato II)</summary>
          <ol className="mt-1 list-inside list-decimal columns-1 sm:columns-2">
            {ALLERGENS.map((a) => (
              <li key={a.code}>{a.full}</li>
            ))}
          </ol>
        </details>
        <p className="mt-3">
          <Link to="/menu/allergeni" className="inline-block py-2 font-semibold text-walnut underline underline-offset-4">
            Registro degli allergeni: tutti i piatti in una tabella stampabile
          </Link>
        </p>
      </div>
    </section>
  );
}
