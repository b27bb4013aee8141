// Whether the Italian home offers English (docs/product.md#15-two-languages): once, to a browser
// whose first language is English, until followed or dismissed. Read by the entry (main.tsx) before
// the page shows, so that the offer comes with the page and moves nothing once it is drawn.

/** Where the offer remembers it was answered (this browser's storage, no cookie: consent.ts keeps the banner's choice the same way). */
const OFFERED_KEY = 'englishOffered';

/** True for a browser whose first language is English and that has not answered the offer. */
export function offersEnglish(): boolean {
  try {
    return /^en\b/i.test(globalThis.navigator?.languages?.[0] ?? '') && localStorage.getItem(OFFERED_KEY) === null;
  } catch {
    return false; // storage blocked: offer nothing rather than every time
  }
}

/** The offer followed or dismissed: not made again, and gone at once (index.css shows it only under <html data-offer-english>). */
export function answerEnglishOffer(): void {
  delete document.documentElement.dataset.offerEnglish;
  try {
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // storage blocked: the note just closes for this visit
  }
}
