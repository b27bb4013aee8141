// The layout's two islands besides the page (lib/island.tsx): each one component, written once for
// the layout (layout.tsx) and for the browser that hydrates it (app/islands.tsx).
import { lazy, Suspense } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AfterFirstLoad } from '../lib/splash';
import { BackToTop } from './back-to-top';
import { CookieBanner } from './cookie-banner';
import { Header } from './header';
import { EnglishOffer } from './language-switch';

// The closure notice is read after the first load has faded in (its own chunk and request), so the
// first paint does not wait for it. It is the layout's last block, after the footer (the fixed
// banners come after it but take no room): held at the foot of the screen as the page scrolls, and
// at the page's end in its own room, so it never hides the end of a page.
const ClosureBanner = lazy(() => import('../features/closures/closure-banner').then((m) => ({ default: m.ClosureBanner })));

/** The header (its menu, the languages) and, on the Italian home, the offer of English under it. */
export function HeaderParts() {
  return (
    <>
      <Header />
      <EnglishOffer />
    </>
  );
}

/** After the footer: back to the top, the closures' notice, the cookie banner, the toasts. */
export function FixedParts() {
  return (
    <>
      <BackToTop />
      <AfterFirstLoad>
        <Suspense fallback={null}>
          <ClosureBanner />
        </Suspense>
      </AfterFirstLoad>
      <CookieBanner />
      <Toaster />
    </>
  );
}
