import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFocusTrap } from '../components/ui/use-focus-trap';
import { m } from '#i18n/messages';
import { here } from '../lib/locale';
import { useSite } from '../lib/site';
import { LanguageSwitch } from './language-switch';
import { isActiveLink, NAV_LINKS } from './nav-links';
import { LineIcon } from '../components/ui/line-icon';

const CLOSE = 'M6 6l12 12M18 6L6 18';
const MENU = 'M4 7h16M4 12h16M4 17h16';

/** The mark and the saved name: its first word large, the rest under it in small capitals ('Bistrot', 'GARBAGNATE'). */
export function Logo({ className = '' }: { className?: string }) {
  const [first, ...rest] = useSite().view.brand.trim().split(/\s+/);
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.12" />
        <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path
          d="M13 11v9a3 3 0 0 0 3 3v7M16 11v6M19 11v9a3 3 0 0 1-3 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
        <path
          d="M26 30V11c-2.5 1.5-3.5 4.5-3.5 8.5 0 2 1 3.5 3.5 3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="leading-none">
        <span className="block font-display text-xl tracking-wide">{first}</span>
        {rest.length > 0 && <span className="block text-[0.65rem] tracking-[0.3em] uppercase">{rest.join(' ')}</span>}
      </span>
    </span>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { view } = useSite();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, () => setOpen(false));

  // Any navigation closes the panel.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  // The page behind does not scroll while the panel is open.
  useEffect(() => {
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  return (
    <>
      <header
        data-bar
        className="sticky top-0 z-(--layer-bars) print:hidden border-b border-walnut/10 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to={here('/')} className="rounded text-walnut" aria-label={m.header_home_label({ brand: view.brand })}>
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Link
              to={here('/contatti')}
              className="hidden rounded-full bg-walnut px-5 py-2 text-sm font-semibold tracking-widest text-cream uppercase transition hover:bg-ink sm:inline-block"
            >
              {m.header_book()}
            </Link>
            <button
              type="button"
              data-needs-script
              className="grid size-11 place-items-center rounded-full text-walnut hover:bg-walnut/10"
              aria-label={open ? m.header_close_nav() : m.header_open_nav()}
              aria-expanded={open}
              aria-controls="pannello-navigazione"
              onClick={() => setOpen((o) => !o)}
            >
              <LineIcon width={1.8} d={open ? CLOSE : MENU} />
            </button>
          </div>
        </div>
        {/* Without JavaScript the panel cannot open: the pages are a row of plain links instead. */}
        <noscript>
          <nav aria-label={m.header_nav_main()} className="overflow-x-auto border-t border-walnut/10">
            <ul className="mx-auto flex max-w-6xl gap-1 px-2 sm:px-4">
              {NAV_LINKS.map((link) => (
                <li key={link.route}>
                  <a href={here(link.route)} className="block px-3 py-3 text-sm font-semibold whitespace-nowrap text-walnut">
                    {link.label()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      </header>

      {/* Outside the header: its backdrop blur would make it the frame of anything fixed inside it. */}
      {/* Overlay: a click closes the panel. The shade and the panel are the modal layer (index.css):
          the cookie banner, the closure's notice and the toasts lie under them, never over the panel's foot. */}
      <div
        aria-hidden="true"
        data-needs-script
        className={`fixed inset-0 z-(--layer-modal) bg-ink/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={() => setOpen(false)}
      />
      {/* The clipping frame keeps the closed panel (moved off to the right) from widening the page. */}
      <div data-needs-script className="pointer-events-none fixed inset-0 z-(--layer-modal) overflow-hidden">
        <div
          ref={panel}
          id="pannello-navigazione"
          role="dialog"
          aria-modal="true"
          aria-label={m.header_nav_dialog()}
          inert={!open}
          className={`pointer-events-auto absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-cream transition-transform duration-300 ease-out ${
            open ? 'translate-x-0 shadow-2xl' : 'translate-x-full'
          }`}
        >
          <div className="flex h-16 items-center justify-between border-b border-walnut/10 px-5">
            <span className="font-display text-lg text-walnut">{view.brand}</span>
            <button
              type="button"
              className="grid size-11 place-items-center rounded-full text-walnut hover:bg-walnut/10"
              aria-label={m.header_close_nav()}
              onClick={() => setOpen(false)}
            >
              <LineIcon width={1.8} d={CLOSE} />
            </button>
          </div>
          <nav aria-label={m.header_nav_main()} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="grid gap-1">
              {NAV_LINKS.map((link) => {
                const to = here(link.route);
                const active = isActiveLink(pathname, to);
                return (
                  <li key={link.route}>
                    <Link
                      to={to}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={`block rounded-lg px-4 py-3 font-display text-xl transition ${
                        active ? 'bg-walnut text-cream' : 'text-ink hover:bg-sand'
                      }`}
                    >
                      {link.label()}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="border-t border-walnut/10 p-5">
            <Link
              to={here('/contatti')}
              onClick={() => setOpen(false)}
              className="block rounded-full bg-saffron px-6 py-3 text-center font-semibold tracking-[0.2em] text-ink uppercase shadow transition hover:brightness-95"
            >
              {m.header_book()}
            </Link>
            <LanguageSwitch className="mx-auto mt-3 flex w-fit" />
            <p className="mt-4 text-center text-sm text-ink/70">
              <a className="underline-offset-4 hover:underline" href={`tel:${view.phone.tel}`}>
                {view.phone.display}
              </a>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
