import { lazy, Suspense, useState } from 'react';
import { m } from '#i18n/messages';
import { NewTabLink, ScriptButton } from '../../components/ui/links';
import { useSite } from '../../lib/site';
import { useConsent } from '../../lib/use-consent';

// Leaflet is loaded only when a map is actually shown.
const RestaurantMap = lazy(() => import('./restaurant-map'));

/**
 * The map area. OpenStreetMap's tiles reveal the visitor's address to a third party, so they load
 * only after cookie consent or an explicit click; until then a tidy card holds the same space (no
 * layout shift, nothing fetched, no errors offline). The section around it carries the address and
 * the 'Apri in Google Maps' link.
 */
export function MapCard({ className = '' }: { className?: string }) {
  const consent = useConsent();
  const { view: site } = useSite();
  const [asked, setAsked] = useState(false);
  const show = consent === 'accepted' || asked;

  return (
    <div className={`relative isolate overflow-hidden rounded-2xl bg-sand ring-1 ring-walnut/10 ${className}`}>
      {show ? (
        <Suspense fallback={<div className="size-full animate-pulse bg-sand" />}>
          <RestaurantMap site={site} />
        </Suspense>
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-terracotta" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          <p className="font-display text-xl text-ink">{site.brand}</p>
          <ScriptButton
            noscript={m.map_noscript()}
            onClick={() => setAsked(true)}
            className="rounded-full border-2 border-walnut px-5 py-2 font-semibold text-walnut transition hover:bg-walnut hover:text-cream"
          >
            {m.map_show()}
          </ScriptButton>
          <p className="max-w-sm text-xs text-ink/70">{m.map_consent_note()}</p>
        </div>
      )}
    </div>
  );
}

/** The directions link shown beside every map (docs/product.md#2-pages-and-routes: 'Apri in Google Maps', new tab). */
export function DirectionsLink() {
  const { directionsUrl } = useSite().view;
  return (
    <NewTabLink href={directionsUrl} className="rounded-full bg-walnut px-5 py-2.5 font-semibold text-cream transition hover:bg-ink">
      {m.map_directions()}
    </NewTabLink>
  );
}
