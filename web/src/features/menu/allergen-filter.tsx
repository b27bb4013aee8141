// "Hide the dishes that contain…": the diner's allergens, kept in the address (`/menu?senza=glutine,latte`)
// so that the filtered menu can be shared (docs/product.md#12-allergens). The parameter and its codes
// are the same on the English page (`/en/menu?senza=glutine`): the language switch keeps the query.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ALLERGEN_CODES, type AllergenCode, allergenName, avoidedFromParam, avoidedToParam, listed } from '#domain/allergens';
import { m } from '#i18n/messages';
import { pageLocale } from '../../lib/locale';

const AVOID_PARAM = 'senza';

export function useAvoided(): [AllergenCode[], (next: AllergenCode[]) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const avoided = avoidedFromParam(new URLSearchParams(location.search).get(AVOID_PARAM));
  const set = (next: AllergenCode[]) => {
    // Written by hand so that the shared address reads '?senza=glutine,latte', not '%2C'.
    const others = new URLSearchParams(location.search);
    others.delete(AVOID_PARAM);
    const search = [others.toString(), next.length ? `${AVOID_PARAM}=${avoidedToParam(next)}` : ''].filter(Boolean).join('&');
    void navigate({ search: search && `?${search}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  return [avoided, set];
}

/** 'glutine o latte', 'gluten or milk'. */
const said = (avoided: AllergenCode[]) =>
  listed(
    avoided.map((a) => allergenName(a, pageLocale()).toLowerCase()),
    'or',
    pageLocale(),
  );

/** `hidden`: how many dishes the choice hides, or null while the menu is still being read. */
export function AllergenFilter({
  avoided,
  onChange,
  hidden,
}: {
  avoided: AllergenCode[];
  onChange: (next: AllergenCode[]) => void;
  hidden: number | null;
}) {
  // Open at first when the address already chose (a shared link); afterwards the diner's to open or close.
  const [openAtFirst] = useState(avoided.length > 0);
  const told = avoided.length > 0 && hidden !== null;
  return (
    <div className="mx-auto max-w-3xl px-6 pt-6">
      <details data-needs-script open={openAtFirst} className="rounded-2xl bg-white px-5 py-1 shadow-sm ring-1 ring-walnut/10">
        <summary className="cursor-pointer py-3 font-semibold text-walnut">{m.menu_filter_summary()}</summary>
        <div role="group" aria-label={m.menu_filter_group()} className="flex flex-wrap gap-2 pb-4">
          {ALLERGEN_CODES.map((code) => {
            const on = avoided.includes(code);
            return (
              <button
                key={code}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(on ? avoided.filter((c) => c !== code) : [...avoided, code])}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition ${
                  on ? 'border-walnut bg-walnut text-cream' : 'border-walnut/30 text-walnut hover:bg-cream'
                }`}
              >
                {m.menu_filter_without({ allergen: allergenName(code, pageLocale()).toLowerCase() })}
              </button>
            );
          })}
        </div>
      </details>
      {/* Always there, so that a screen reader hears the first count as well as the next ones. */}
      <div className={told ? 'mt-3 text-center text-sm text-ink/80' : ''}>
        <p role="status" className="inline">
          {told &&
            (hidden === 0
              ? m.menu_filter_none_hidden({ allergens: said(avoided) })
              : m.menu_filter_hidden({ count: hidden, allergens: said(avoided) }))}
        </p>{' '}
        {avoided.length > 0 && (
          <button type="button" onClick={() => onChange([])} className="min-h-11 font-semibold text-walnut underline underline-offset-4">
            {m.menu_filter_show_all()}
          </button>
        )}
      </div>
    </div>
  );
}
