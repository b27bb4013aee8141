// The guest's allergies and diets on the booking form (docs/product.md#18-the-guests-the-house-knows),
// in the menu's words and codes. What is ticked goes with this booking only; 'Ricordate le mie
// allergie' (unticked until the guest ticks it) is their explicit consent to have them kept for the
// next visits: health data, GDPR art. 9 (docs/decisions/033-guest-profiles.md). Loaded after the page
// has faded in, as the form's checks are, so the first paint carries none of it.
import { type RefObject, useEffect, useId, useState } from 'react';
import { ALLERGEN_CODES, type AllergenCode, DIET_CODES, type DietCode } from '#domain/allergen-codes';
import { allergenName, dietName } from '#domain/allergens';
import { m } from '#i18n/messages';
import type { Locale } from '../../lib/locale';

/** What the guest chose, as the request sends it. */
export interface HealthChoice {
  allergies: AllergenCode[];
  diets: DietCode[];
  rememberAllergies: boolean;
}

const toggled = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** `into`: where the form reads the choice when it sends. */
export function BookingHealth({ locale, into }: { locale: Locale; into: RefObject<Partial<HealthChoice>> }) {
  const id = useId();
  const [choice, setChoice] = useState<HealthChoice>({ allergies: [], diets: [], rememberAllergies: false });
  // A new form (another booking after one sent) starts with nothing chosen, and so does its request.
  useEffect(() => {
    into.current = {};
  }, [into]);
  const change = (next: HealthChoice) => {
    // Nothing to remember once nothing is ticked.
    const kept = { ...next, rememberAllergies: next.rememberAllergies && (next.allergies.length > 0 || next.diets.length > 0) };
    setChoice(kept);
    into.current = kept;
  };
  const box = 'flex min-h-11 items-center gap-2 text-sm text-ink';
  const any = choice.allergies.length > 0 || choice.diets.length > 0;
  return (
    <details className="rounded-xl bg-sand/60 p-4 sm:col-span-2" data-health>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">{m.booking_health_summary()}</summary>
      <p className="mt-2 text-sm text-ink/75">{m.booking_health_hint()}</p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-ink">{m.booking_health_allergies()}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {ALLERGEN_CODES.map((code) => (
            <label key={code} className={box}>
              <input
                type="checkbox"
                className="size-5 accent-walnut"
                checked={choice.allergies.includes(code)}
                onChange={() => change({ ...choice, allergies: toggled(choice.allergies, code) })}
              />
              {allergenName(code, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-ink">{m.booking_health_diets()}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {DIET_CODES.map((code) => (
            <label key={code} className={box}>
              <input
                type="checkbox"
                className="size-5 accent-walnut"
                checked={choice.diets.includes(code)}
                onChange={() => change({ ...choice, diets: toggled(choice.diets, code) })}
              />
              {dietName(code, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      {any && (
        <div className="mt-3 border-t border-walnut/15 pt-3">
          <label htmlFor={`${id}-remember`} className={`${box} font-semibold`}>
            <input
              id={`${id}-remember`}
              type="checkbox"
              className="size-5 accent-walnut"
              checked={choice.rememberAllergies}
              aria-describedby={`${id}-remember-hint`}
              onChange={(e) => change({ ...choice, rememberAllergies: e.target.checked })}
            />
            {m.booking_health_remember()}
          </label>
          <p id={`${id}-remember-hint`} className="text-xs text-ink/70">
            {m.booking_health_remember_hint()}
          </p>
        </div>
      )}
    </details>
  );
}
