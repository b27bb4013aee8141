import { useEffect, useRef, useState } from 'react';
import type { SiteView } from '#domain/site/facts';
import { m } from '#i18n/messages';
import { here } from '../../lib/locale';
import { ScriptButton } from '../../components/ui/links';
import { useSite } from '../../lib/site';

const QR_SIZE = 160; // shown at 160, drawn at double resolution (docs/product.md#9-constants-and-limits)

/** The site's home in the page's language: 'https://bistrotgarbagnate.it', on an English page '…/en'. */
const homeOf = (site: SiteView) => {
  const home = here('/');
  return home === '/' ? site.url : `${site.url}${home}`;
};

async function qrDataUrl(home: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(home, {
    width: QR_SIZE * 2,
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
    errorCorrectionLevel: 'M',
  });
}

export function QrCard() {
  const { view: site } = useSite();
  const home = homeOf(site);
  const [qr, setQr] = useState<string | null>(null);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // docs/product.md#8-errors: a failure is only logged.
    const draw = () => void qrDataUrl(home).then(setQr, (err) => console.error('QR code non generato', err));
    // The QR library loads and draws when the card comes near the screen: on a phone the card is
    // below the fold, and drawing it during the first load cost the page 1.13 s instead of ~0.7 s
    // of code before the splash ends, and most of its blocking time (docs/decisions/011-first-screen-first.md).
    if (typeof IntersectionObserver !== 'function') return draw();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        draw();
      },
      { rootMargin: '300px' },
    );
    observer.observe(card.current!);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={card}
      aria-labelledby="qr"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-walnut/10"
    >
      <h2 id="qr" className="font-display text-2xl text-ink">
        {m.contact_qr_title()}
      </h2>
      <p className="text-sm text-ink/70">{m.contact_qr_text()}</p>
      <div className="grid size-[160px] place-items-center bg-white">
        {qr ? (
          <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={m.contact_qr_alt({ url: home })} />
        ) : (
          <div className="size-full animate-pulse rounded bg-sand" />
        )}
      </div>
      <ScriptButton
        noscript={m.contact_qr_noscript()}
        disabled={!qr}
        onClick={() =>
          qr && import('./qr-pdf').then((pdf) => pdf.downloadPdf(qr, site, home)).catch((err) => console.error('PDF non generato', err))
        }
        className="rounded-full border-2 border-walnut px-6 py-2.5 font-semibold text-walnut transition hover:bg-walnut hover:text-cream disabled:opacity-50"
      >
        {m.contact_qr_download()}
      </ScriptButton>
    </section>
  );
}
