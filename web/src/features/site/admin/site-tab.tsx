// 'Il Sito' (docs/product.md#14-the-site-s-own-content): what a visitor sees that is no record of
// another tab: the restaurant's facts, the kitchen's hours and special days, the pages' texts and
// every photo slot. Each section is its own fold and its own save; what is typed lives here, outside
// the folds, so closing one loses nothing, and leaving with changes asks first (unsaved.ts).
import { FactsSection } from './site-facts-form';
import { HoursSection } from './site-hours';
import { PhotosSection } from './site-photos';
import { TextsSection } from './site-texts-form';
import { SpecialDaysSection } from './special-days';

export function SiteTab() {
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="font-display text-2xl text-ink">Il Sito</h2>
        <p className="mt-1 text-sm text-ink/70">
          I dati, gli orari, i testi e le foto delle pagine. Ogni parte si salva da sola: il sito mostra le modifiche appena salvate.
        </p>
      </div>
      <FactsSection />
      <HoursSection />
      <SpecialDaysSection />
      <TextsSection />
      <PhotosSection />
    </div>
  );
}
