import { useLocation, useNavigate } from 'react-router-dom';
import type { Destination } from '#domain/constants';
import { m } from '#i18n/messages';
import { PageHero } from '../components/ui/page-hero';
import { useFeaturedDishes, useMenuItems, useMenuSections, useMenuSettings } from '../features/menu/api';
import { AllergenFilter, useAvoided } from '../features/menu/allergen-filter';
import { AllergenLegend } from '../features/menu/dish-facts';
import { FeaturedDishes } from '../features/menu/featured-dishes';
import { DESTINATIONS_SHOWN, menuFor, menuMode } from '../features/menu/menu-logic';
import { destinationName } from '#domain/menu-words';
import { PdfFileCard, PdfPages } from '../features/menu/pdf-menu';
import { StructuredMenu } from '../features/menu/structured-menu';
import { here, pageLocale } from '../lib/locale';
import { useSite } from '../lib/site';
import { useSlotPhotos } from '../lib/slot-photos';

function LoadError() {
  const { phone } = useSite().view;
  return (
    <p role="alert" className="mx-auto max-w-xl px-6 py-16 text-center text-ink/80">
      {m.menu_load_error()}{' '}
      <a className="font-semibold text-walnut underline" href={`tel:${phone.tel}`}>
        {phone.display}
      </a>
      .
    </p>
  );
}

const PROPOSAL_PARAM = 'proposta';

/**
 * The destination shown, held in the address (docs/decisions/016-admin-state-in-the-address.md, as
 * the allergens avoided are): Mare with none, '?proposta=montagna' for Montagna, the same address the
 * links offered without JavaScript open. A reload keeps it and a shared link opens on it; the choice
 * replaces the address, so that Back leaves the menu rather than toggling it.
 */
function useDestination(): [Destination, (next: Destination) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const destination = new URLSearchParams(location.search).get(PROPOSAL_PARAM) === 'montagna' ? 'montagna' : 'mare';
  const set = (next: Destination) => {
    // The other parameters as they are written ('senza=glutine,latte' keeps its comma).
    const others = location.search
      .slice(1)
      .split('&')
      .filter((part) => part && !part.startsWith(`${PROPOSAL_PARAM}=`));
    const search = [...others, ...(next === 'montagna' ? [`${PROPOSAL_PARAM}=montagna`] : [])].join('&');
    void navigate({ search: search && `?${search}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  return [destination, set];
}

export default function MenuPage() {
  const [destination, setDestination] = useDestination();
  const settings = useMenuSettings();
  const dishes = useFeaturedDishes();
  const sections = useMenuSections();
  const items = useMenuItems();
  const [hero] = useSlotPhotos('hero-menu');
  // The toggle's order: Montagna first. Named when drawn, in the page's language.
  const destinations = DESTINATIONS_SHOWN.map((value) => ({ value, label: destinationName(value, pageLocale()) }));

  const mode = settings.data ? menuMode(settings.data) : null;
  // The diner's allergens (in the address): dishes that contain any of them are left out. Only the
  // structured menu offers the choice, so only it applies one.
  const [chosen, setAvoided] = useAvoided();
  const avoided = mode === 'structured' ? chosen : [];
  const shown = menuFor({ dishes: dishes.data ?? [], sections: sections.data ?? [], items: items.data ?? [] }, destination, avoided);
  const loading = settings.isPending || (mode === 'structured' && (sections.isPending || items.isPending));
  const failed = settings.isError || (mode === 'structured' && (sections.isError || items.isError));

  return (
    <>
      <PageHero image={hero!} eyebrow={m.menu_hero_eyebrow()} title={m.menu_hero_title()}>
        {m.menu_hero_text()}
      </PageHero>

      {mode && mode !== 'structured' ? null : (
        <div data-bar className="sticky top-16 z-(--layer-page-controls) flex justify-center bg-cream/90 py-4 backdrop-blur">
          <div
            role="group"
            aria-label={m.menu_choose_destination()}
            data-needs-script
            className="inline-flex rounded-full bg-sand p-1 shadow-inner"
          >
            {destinations.map((d) => (
              <button
                key={d.value}
                type="button"
                aria-pressed={destination === d.value}
                onClick={() => setDestination(d.value)}
                className={`rounded-full px-6 py-2 font-semibold transition ${
                  destination === d.value ? 'bg-walnut text-cream shadow' : 'text-walnut hover:bg-cream'
                }`}
              >
                {d.label}
              </button>
            ))}
          </div>
          {/* Without JavaScript the choice is a page of its own: a plain link (the same parameter in both languages). */}
          <noscript>
            <nav aria-label={m.menu_choose_destination()} className="inline-flex rounded-full bg-sand p-1 shadow-inner">
              {destinations.map((d) => (
                <a
                  key={d.value}
                  href={d.value === 'montagna' ? `${here('/menu')}?${PROPOSAL_PARAM}=montagna` : here('/menu')}
                  aria-current={destination === d.value ? 'true' : undefined}
                  className={`rounded-full px-6 py-2 font-semibold ${destination === d.value ? 'bg-walnut text-cream shadow' : 'text-walnut'}`}
                >
                  {d.label}
                </a>
              ))}
            </nav>
          </noscript>
        </div>
      )}

      {mode === 'structured' && (
        <AllergenFilter avoided={avoided} onChange={setAvoided} hidden={dishes.data && sections.data && items.data ? shown.hidden : null} />
      )}

      {dishes.data && <FeaturedDishes dishes={shown.dishes} />}

      {loading ? (
        <p className="py-16 text-center text-ink/70" role="status">
          {m.menu_loading()}
        </p>
      ) : failed || !settings.data ? (
        <LoadError />
      ) : mode === 'pdf-pages' ? (
        <PdfPages settings={settings.data} />
      ) : mode === 'pdf-file' ? (
        <PdfFileCard pdfFile={settings.data.pdfFile!} />
      ) : mode === 'pdf-empty' ? (
        <p className="py-16 text-center text-ink/70" role="status">
          {m.menu_pdf_pending()}
        </p>
      ) : (
        <StructuredMenu sections={shown.sections} items={shown.items} emptyText={shown.allItemsHidden ? m.menu_all_hidden() : undefined} />
      )}

      {mode && <AllergenLegend />}
    </>
  );
}
