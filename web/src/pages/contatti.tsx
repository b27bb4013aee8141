import { useSearchParams } from 'react-router-dom';
import { m } from '#i18n/messages';
import { PageHero } from '../components/ui/page-hero';
import { QrCard } from '../features/contact/qr-card';
import { DirectionsLink, MapCard } from '../features/map/map-card';
import { BookingForm } from '../features/bookings/booking-form';
import { ClosuresNote } from '../features/closures/closures-note';
import { useSite, useSlotPhotos } from '../lib/site';
import { HoursTable, specialDayRow } from '../app/hours-table';

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
            {m.contact_book_heading()}
          </h2>
          <BookingForm date={params.get('data')} />
        </section>

        <div className="grid content-start gap-6">
          <section aria-labelledby="info" className="rounded-2xl bg-ink p-8 text-cream">
            <h2 id="info" className="font-display text-2xl">
              {m.contact_info_heading()}
            </h2>
            <dl className="mt-5 grid gap-4">
              <div>
                <dt className="text-xs tracking-[0.3em] text-saffron uppercase">{m.contact_address()}</dt>
                <dd className="mt-1">
                  <a className="hover:text-saffron" href={site.directionsUrl} target="_blank" rel="noopener noreferrer">
                    {site.address.full}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-xs tracking-[0.3em] text-saffron uppercase">{m.contact_phone()}</dt>
                <dd className="mt-1">
                  <a className="hover:text-saffron" href={`tel:${site.phone.tel}`}>
                    {site.phone.display}
                  </a>
                </dd>
              </div>
              {site.whatsapp && (
                <div>
                  <dt className="text-xs tracking-[0.3em] text-saffron uppercase">{m.contact_whatsapp_title()}</dt>
                  <dd className="mt-1">
                    <a className="hover:text-saffron" href={site.whatsapp.url} target="_blank" rel="noopener noreferrer">
                      {m.contact_whatsapp_link({ phone: site.whatsapp.display })}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs tracking-[0.3em] text-saffron uppercase">{m.contact_email()}</dt>
                <dd className="mt-1">
                  <a className="hover:text-saffron" href={`mailto:${site.email}`}>
                    {site.email}
                  </a>
                </dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="orari" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-walnut/10">
            <h2 id="orari" className="font-display text-2xl text-ink">
              {m.contact_hours_heading()}
            </h2>
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
                      <a className={link} href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.name}
                        <span className="sr-only">{m.new_tab()}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

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
