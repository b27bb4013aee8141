// The entry: the CSS and a few lines, nothing of React. A public page arrives drawn by the Worker
// with its data (docs/decisions/021-pages-drawn-on-the-server.md) and shows when the splash ends
// without any script. Only its islands (the header's menu, the cookie banner, the page's form...)
// are ever hydrated, and only once the visitor reaches for the page or an island must change by
// itself (app/wake.ts, docs/decisions/037-hydrate-less.md): during the splash the phone's link
// carries the page, its fonts and its top photo alone, and a page that is only read runs no React.
// The owner's area, a guest's booking and a page the Worker could not draw arrive empty: the app's
// code is asked for at once.
import { holdBottomOverlay } from './lib/bottom-overlay';
import { readConsent } from './lib/consent';
import { offersEnglish } from './lib/english-offer';
import { holdBlurAtRest } from './lib/at-rest';
import { releaseHeldPhotos } from './lib/held-photos';
import { fadeInLeft, revealFromTap, splashLeft } from './lib/splash-clock';
import { wakeIslands } from './app/wake';
import './index.css';

const root = document.getElementById('root')!;
// The cookie banner, drawn on every page, shows only while no choice is stored (index.css): decided
// here, before the page shows, so that the banner comes with it, and so does the room it takes at
// the foot of the screen, which the home's calls to action stand above.
if (readConsent() === null) {
  document.documentElement.dataset.askConsent = '';
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  const aboveFoot = document.querySelector<HTMLElement>('[data-above-foot]');
  if (banner && aboveFoot) holdBottomOverlay(banner, aboveFoot);
}
// So is the Italian home's offer of English (app/language-switch.tsx), in the page's flow: with it.
if (offersEnglish() && document.querySelector('[data-english-offer]')) document.documentElement.dataset.offerEnglish = '';
// The bars' blur waits for the page to move: until then nothing passes under them.
holdBlurAtRest(document);

if (root.firstElementChild !== null) {
  // The page, its held photos and the islands' wake all count from the tap. At the first frame: its
  // style is worked out then anyway, where asking for the animation now would do it in this task.
  requestAnimationFrame(() => revealFromTap(document));
  setTimeout(() => {
    releaseHeldPhotos(document);
    wakeIslands(document, (closures) =>
      import('./app/islands').then(async ({ hydrateIslands }) => {
        await hydrateIslands(document, closures);
      }),
    );
  }, fadeInLeft());
} else {
  // The splash counts from the visitor's tap, not from when the code arrived: a phone that took
  // 0.4 s to get the code still sees the site at 1 s, not at 1.4 s (index.css: .app-enter).
  root.style.setProperty('--splash-delay', `${splashLeft()}ms`);
  const load = () =>
    import('./app/start').then(
      ({ start }) => start(root),
      (error: unknown) => {
        // Offline for a moment: the next touch or key tries again.
        console.warn('Il sito non è stato caricato del tutto', error);
        addEventListener('pointerdown', load, { once: true });
        addEventListener('keydown', load, { once: true });
      },
    );
  void load();
}
