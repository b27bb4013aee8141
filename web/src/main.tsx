// The entry: the CSS and a few lines, nothing of React. A public page arrives drawn by the Worker
// with its data (docs/decisions/021-pages-drawn-on-the-server.md) and shows when the splash ends
// without any script; the app's code (app/start.tsx) is asked for once the page has faded in, or at
// the visitor's first touch or key, so that during the splash the phone's link carries the page, its
// fonts and its top photo alone. The owner's area, a guest's booking and a page the Worker could
// not draw arrive empty: their code is asked for at once.
import { readConsent } from './lib/consent';
import { offersEnglish } from './lib/english-offer';
import { fadeInLeft, splashLeft } from './lib/splash-clock';
import './index.css';

const root = document.getElementById('root')!;
// The cookie banner, drawn on every page, shows only while no choice is stored (index.css): decided
// here, before the page shows, so that the banner comes with it.
if (readConsent() === null) document.documentElement.dataset.askConsent = '';
// So is the Italian home's offer of English (app/language-switch.tsx), in the page's flow: with it.
if (offersEnglish()) document.documentElement.dataset.offerEnglish = '';
const drawn = root.firstElementChild !== null;
const START_ON = ['pointerdown', 'keydown'] as const;

let asked = false;
function load() {
  if (asked) return;
  asked = true;
  for (const type of START_ON) removeEventListener(type, load, true);
  import('./app/start').then(
    ({ start }) => start(root, drawn),
    (error: unknown) => {
      // Offline for a moment: a drawn page stays readable, and the next touch or key tries again.
      console.warn('Il sito non è stato caricato del tutto', error);
      asked = false;
      for (const type of START_ON) addEventListener(type, load, { capture: true, passive: true });
    },
  );
}

if (drawn) {
  setTimeout(load, fadeInLeft());
  for (const type of START_ON) addEventListener(type, load, { capture: true, passive: true });
} else {
  // The splash counts from the visitor's tap, not from when the code arrived: a phone that took
  // 0.4 s to get the code still sees the site at 1 s, not at 1.4 s (index.css: .app-enter).
  root.style.setProperty('--splash-delay', `${splashLeft()}ms`);
  load();
}
