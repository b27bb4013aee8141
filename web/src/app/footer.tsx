import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { todayInItaly } from '#domain/italy-clock';
import { m } from '#i18n/messages';
import { here } from '../lib/locale';
import { useSite } from '../lib/site';
import { AfterFirstLoad } from '../lib/splash';
import { Logo } from './header';
import { HoursTable, specialDayRow } from './hours-table';
import { NewTabLink } from '../components/ui/links';

// Read after the first load has faded in, like the closure banner (layout.tsx): the footer grows below the fold.
const ClosuresNote = lazy(() => import('../features/closures/closures-note').then((m) => ({ default: m.ClosuresNote })));

/** How many of the coming special days the footer shows (Contatti shows them all). */
const SPECIAL_DAYS_SHOWN = 3;

export function Footer() {
  const { view: site, specialDays } = useSite();
  const special = specialDays.slice(0, SPECIAL_DAYS_SHOWN).map(specialDayRow);
  return (
    <footer className="bg-ink text-cream/85 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-4">
          <Logo className="text-cream" />
          <p className="text-sm leading-relaxed">{site.tagline}.</p>
        </div>
        <div>
          <h2 className="mb-3 font-display text-lg text-cream">{m.footer_where()}</h2>
          <address className="grid gap-1 text-sm not-italic">
            <span>{site.address.street}</span>
            <span>
              {site.address.postalCode} {site.address.city} ({site.address.province})
            </span>
            <a className="mt-2 hover:text-saffron" href={`tel:${site.phone.tel}`}>
              {m.footer_phone({ phone: site.phone.display })}
            </a>
            <a className="hover:text-saffron" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </address>
        </div>
        <div>
          <h2 id="footer-orari" className="mb-3 font-display text-lg text-cream">
            {m.footer_hours()}
          </h2>
          <HoursTable look="footer" labelledBy="footer-orari" rows={site.hours.map((h) => ({ key: h.days, ...h }))} />
          {site.aperitivo && (
            <p lang={site.aperitivoLang} className="mt-2 text-sm text-saffron">
              {site.aperitivo}
            </p>
          )}
          {special.length > 0 && (
            <>
              <h3 id="footer-giorni-speciali" className="mt-4 mb-1 text-sm font-semibold text-cream">
                {m.footer_special_days()}
              </h3>
              <HoursTable look="footer" labelledBy="footer-giorni-speciali" rows={special} />
            </>
          )}
          <AfterFirstLoad>
            <Suspense fallback={null}>
              <ClosuresNote className="mt-2 text-saffron" />
            </Suspense>
          </AfterFirstLoad>
        </div>
        {site.socials.length > 0 && (
          <div>
            <h2 className="mb-3 font-display text-lg text-cream">{m.footer_follow()}</h2>
            <ul className="grid gap-1 text-sm">
              {site.socials.map((s) => (
                <li key={s.name}>
                  <NewTabLink className="hover:text-saffron" href={s.url}>
                    {s.name}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-cream/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-6 py-6 text-xs text-cream/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {todayInItaly().slice(0, 4)} {site.legalName} · {m.footer_vat({ vat: site.vatNumber })}
          </p>
          <nav aria-label={m.footer_legal_nav()} className="flex flex-wrap gap-x-4 gap-y-1">
            <Link className="hover:text-saffron" to={here('/menu/allergeni')}>
              {m.footer_allergens()}
            </Link>
            <Link className="hover:text-saffron" to={here('/privacy-policy')}>
              {m.footer_privacy()}
            </Link>
            <Link className="hover:text-saffron" to={here('/termini-servizio')}>
              {m.footer_terms()}
            </Link>
          </nav>
          <p>{m.footer_made()}</p>
        </div>
      </div>
    </footer>
  );
}
