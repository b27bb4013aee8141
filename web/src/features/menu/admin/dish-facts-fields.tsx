// What every dish says of itself in the owner's forms and lists (docs/product.md#12-allergens): the
// 14 allergens, the diets and the frozen mark, each a checkbox with its whole label as the target.
import { useId } from 'react';
import {
  ALLERGEN_CODES,
  ALLERGEN_LABEL,
  ALLERGENS,
  DIET_CODES,
  DIET_LABEL,
  DIETS,
  dietProblem,
  type DishFacts,
  FROZEN_LABEL,
} from '#domain/allergens';
import { Check, toggleCode } from '../../../admin/check';

/** A dish's facts as the form holds them: what the record has, or none for a new one. */
export const factsOf = (record?: Partial<DishFacts>): DishFacts => ({
  allergens: [...(record?.allergens ?? [])],
  diets: [...(record?.diets ?? [])],
  frozen: record?.frozen ?? false,
});

export function DishFactsFields({ value, onChange }: { value: DishFacts; onChange: (next: DishFacts) => void }) {
  const id = useId();
  const clash = dietProblem(value);
  return (
    <div className="grid gap-4 sm:col-span-2">
      <fieldset className="rounded-xl border border-walnut/20 px-3 pt-1 pb-3">
        <legend className="px-1 text-sm font-semibold text-ink">Allergeni contenuti</legend>
        <p className="mb-2 px-2 text-xs text-ink/70">
          I 14 allergeni del Reg. UE 1169/2011: spunta tutti quelli presenti nel piatto, anche negli ingredienti dei condimenti.
        </p>
        <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3">
          {ALLERGENS.map((a) => (
            <Check
              key={a.code}
              label={a.label}
              title={a.full}
              checked={value.allergens.includes(a.code)}
              onChange={(on) => onChange({ ...value, allergens: toggleCode(value.allergens, ALLERGEN_CODES, a.code, on) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-xl border border-walnut/20 px-3 pt-1 pb-3" aria-describedby={clash ? `${id}-clash` : undefined}>
        <legend className="px-1 text-sm font-semibold text-ink">Indicazioni</legend>
        <div className="grid gap-x-2 sm:grid-cols-2">
          {DIETS.map((d) => (
            <Check
              key={d.code}
              label={d.label}
              checked={value.diets.includes(d.code)}
              onChange={(on) => onChange({ ...value, diets: toggleCode(value.diets, DIET_CODES, d.code, on) })}
            />
          ))}
          <Check label={`${FROZEN_LABEL} (*)`} checked={value.frozen} onChange={(frozen) => onChange({ ...value, frozen })} />
        </div>
        {clash && (
          <p id={`${id}-clash`} role="alert" className="mt-2 px-2 text-sm font-medium text-terracotta">
            {clash}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** One line for the lists: what the owner has declared, or that nothing is (worth a look). */
export function DishFactsSummary({ facts }: { facts: DishFacts }) {
  const parts = [...facts.diets.map((d) => DIET_LABEL[d]), ...(facts.frozen ? [`${FROZEN_LABEL.toLowerCase()} (*)`] : [])];
  return (
    <p className="text-sm text-ink/80">
      {facts.allergens.length ? (
        <>
          <span className="font-semibold">Allergeni:</span> {facts.allergens.map((a) => ALLERGEN_LABEL[a]).join(', ')}
        </>
      ) : (
        <span className={parts.length ? '' : 'font-semibold text-terracotta'}>Nessun allergene indicato</span>
      )}
      {parts.length > 0 && ` · ${parts.join(' · ')}`}
    </p>
  );
}
