// "Hide the dishes that contain…": the diner's allergens, kept in the address (`/menu?senza=glutine,latte`)
// so that the filtered menu can be shared (docs/product.md#12-allergens).
import { useSearchParams } from 'react-router-dom';
import { ALLERGEN_LABEL, ALLERGENS, type AllergenCode, avoidedFromParam, inListOrder, ALLERGEN_CODES } from '#domain/allergens';

export const AVOID_PARAM = 'senza';

export function useAvoided(): [AllergenCode[], (next: AllergenCode[]) => void] {
  const [params, setParams] = useSearchParams();
  const avoided = avoidedFromParam(params.get(AVOID_PARAM));
  const set = (next: AllergenCode[]) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.length) out.set(AVOID_PARAM, inListOrder(ALLERGEN_CODES, next).join(','));
        else out.delete(AVOID_PARAM);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [avoided, set];
}

const said = (avoided: AllergenCode[]) => avoided.map((a) => ALLERGEN_LABEL[a].toLowerCase()).join(' o ');

export function AllergenFilter({
  avoided,
  onChange,
  hidden,
}: {
  avoided: AllergenCode[];
  onChange: (next: AllergenCode[]) => void;
  hidden: number;
}) {
  return (
    <div className="mx-auto max-w-3xl px-6 pt-6">
      <details open={avoided.length > 0} className="rounded-2xl bg-white px-5 py-1 shadow-sm ring-1 ring-walnut/10">
        <summary className="cursor-pointer py-3 font-semibold text-walnut">
          Allergie o intolleranze? Nascondi i piatti che contengono…
        </summary>
        <div role="group" aria-label="Nascondi i piatti che contengono" className="flex flex-wrap gap-2 pb-4">
          {ALLERGENS.map((a) => {
            const on = avoided.includes(a.code);
            return (
              <button
                key={a.code}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(on ? avoided.filter((c) => c !== a.code) : [...avoided, a.code])}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition ${
                  on ? 'border-walnut bg-walnut text-cream' : 'border-walnut/30 text-walnut hover:bg-cream'
                }`}
              >
                Senza {a.label.toLowerCase()}
              </button>
            );
          })}
        </div>
      </details>
      {avoided.length > 0 && (
        <p role="status" className="mt-3 text-center text-sm text-ink/80">
          {hidden === 0
            ? `Nessun piatto di questa proposta contiene ${said(avoided)}.`
            : hidden === 1
              ? `1 piatto nascosto perché contiene ${said(avoided)}.`
              : `${hidden} piatti nascosti perché contengono ${said(avoided)}.`}{' '}
          <button type="button" onClick={() => onChange([])} className="min-h-11 font-semibold text-walnut underline underline-offset-4">
            Mostra tutti i piatti
          </button>
        </p>
      )}
    </div>
  );
}
