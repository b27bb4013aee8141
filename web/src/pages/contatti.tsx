import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { m } from '#i18n/messages';
import { PageCard } from '../components/ui/page-card';
import { PageHero } from '../components/ui/page-hero';
import { QrCard } from '../features/contact/qr-card';
import { DirectionsLink, MapCard } from '../features/map/map-card';
import { BookingForm } from '../features/bookings/booking-form';
import { ClosuresNote } from '../features/closures/closures-note';
import { useSite } from '../lib/site';
import { HoursTable, specialDayRow } from '../app/hours-table';
import { NewTabLink } from '../components/ui/links';
import { useSlotPhotos } from '../lib/slot-photos';

// An event night's page loads the booking form from here, on the guest's tap (evento.tsx): the form
// stays inside this page's own chunk, so this page's first paint carries no chunk split off for it.
export { BookingForm };

/** One way to reach the restaurant: its name, and the link that does it. */
function ContactRow({ term, href, newTab = false, children }: { term: string; href: string; newTab?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-[0.3em] text-saffron uppercase">{term}</dt>
      <dd className="mt-1">
        <a className="hover:text-saffron" href={href} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
          {children}
        </a>
      </dd>
    </div>
  );
}

export default function ContattiPage() {
  // An event's page links here with its day (/contatti?data=2026-12-11), suggested to the form.
  const [params] = useSearchParams();
  const link = 'font-semibold text-walnut underline-offset-4 hover:underline';
  const { view: site, specialDays } = useSite();
  const [hero] = useSlotPhotos('hero-contatti');

  return (
    <>
      <PageHero image={hero!} eyebrow={m.contact_eyebrow()} title={m.contact_title()}>
        {m.contact_intro()}
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="prenota" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-walnut/10 sm:p-10">
          <h2 id="prenota" className="mb-6 font-display text-3xl text-ink">
            {m.booking_form_label()}
          </h2>
          <BookingForm date={params.get('data')} />
        </section>

        <div className="grid content-start gap-6">
          <PageCard id="info" tone="dark" title={m.contact_info_heading()}>
            <dl className="mt-5 grid gap-4">
              <ContactRow term={m.contact_address()} href={site.directionsUrl} newTab>
                {site.address.full}
              </ContactRow>
              <ContactRow term={m.booking_label_phone()} href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </ContactRow>
              {site.whatsapp && (
                <ContactRow term={m.contact_whatsapp_title()} href={site.whatsapp.url} newTab>
                  {m.contact_whatsapp_link({ phone: site.whatsapp.display })}
                </ContactRow>
              )}
              <ContactRow term={m.booking_label_email()} href={`mailto:${site.email}`}>
                {site.email}
              </ContactRow>
            </dl>
          </PageCard>

          <PageCard id="orari" title={m.contact_hours_heading()}>
            <HoursTable look="card" labelledBy="orari" className="mt-4" rows={site.hours.map((h) => ({ key: h.days, ...h }))} />
            {site.aperitivo && (
              <p lang={site.aperitivoLang} className="mt-3 text-sm font-semibold text-terracotta">
                {site.aperitivo}
              </p>
            )}
            {specialDays.length > 0 && (
              <>
                <h3 id="giorni-speciali" className="mt-6 font-display text-lg text-ink">
                  {m.contact_special_days()}
                </h3>
                <HoursTable look="card" labelledBy="giorni-speciali" className="mt-2" rows={specialDays.map(specialDayRow)} />
              </>
            )}
            <ClosuresNote all className="mt-3 rounded-lg bg-cream px-3 py-2 text-terracotta" />
            {site.socials.length > 0 && (
              <>
                <h3 className="mt-6 font-display text-lg text-ink">{m.contact_follow()}</h3>
                <ul className="mt-2 flex gap-4">
                  {site.socials.map((s) => (
                    <li key={s.name}>
                      <NewTabLink className={link} href={s.url}>
                        {s.name}
                      </NewTabLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </PageCard>

          <QrCard />
        </div>
      </div>

      <section aria-labelledby="dove-trovarci" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
          <h2 id="dove-trovarci" className="font-display text-3xl text-ink">
            {m.contact_where_heading()}
          </h2>
          <DirectionsLink />
        </div>
        <MapCard className="h-[22rem] sm:h-[26rem]" />
      </section>
    </>
  );
}
