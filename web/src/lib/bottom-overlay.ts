// The cookie banner says how much of the foot of the screen it takes (index.css --bottom-overlay):
// the home's first screen stands its calls to action above it (features/home/slideshow.tsx), the
// toasts and the button back to the top rise over it. No React here: the entry (main.tsx) holds it
// for the banner the Worker drew, so that the first screen is placed before the page shows rather
// than moving when the banner's island wakes; the banner's component does the same for a banner the
// app draws.

/** The banner's bottom margin (bottom-3), added to its height. */
const MARGIN_PX = 12;

/** Keeps --bottom-overlay at the banner's height while it shows; removed once it is hidden or gone. */
export function holdBottomOverlay(banner: HTMLElement): () => void {
  const root = banner.ownerDocument.documentElement;
  const measure = () => {
    if (banner.isConnected && banner.offsetHeight > 0) root.style.setProperty('--bottom-overlay', `${banner.offsetHeight + MARGIN_PX}px`);
    else root.style.removeProperty('--bottom-overlay');
  };
  const observer = new ResizeObserver(measure);
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--bottom-overlay');
  };
}
