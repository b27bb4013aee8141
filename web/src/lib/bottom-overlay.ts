// The cookie banner says how much of the foot of the screen it takes (index.css --bottom-overlay):
// the home's first screen stands its calls to action above it (features/home/slideshow.tsx), the
// toasts and the button back to the top rise over it. No React here: the entry (main.tsx) holds it
// for the banner the Worker drew on the home's first screen alone (`[data-above-foot]`), so that the
// screen is placed before the page shows rather than moving when the banner's island wakes, without
// restyling the whole page; the banner's component holds it on <html> once awake, and for a banner
// the app draws.

/** The banner's bottom margin (bottom-3), added to its height. */
const MARGIN_PX = 12;

/**
 * Keeps --bottom-overlay on `holder` (and what it holds) at the banner's height while the banner
 * shows; removed once it is hidden or gone (a ResizeObserver also reports an element taken out).
 */
export function holdBottomOverlay(banner: HTMLElement, holder: HTMLElement = banner.ownerDocument.documentElement): () => void {
  const measure = () => {
    if (banner.isConnected && banner.offsetHeight > 0) holder.style.setProperty('--bottom-overlay', `${banner.offsetHeight + MARGIN_PX}px`);
    else holder.style.removeProperty('--bottom-overlay');
  };
  const observer = new ResizeObserver(measure);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    holder.style.removeProperty('--bottom-overlay');
  };
}
