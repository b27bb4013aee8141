import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { cancelRuleSaid } from '#domain/bookings/rules';
import { DEFAULT_CANCEL_HOURS_BEFORE } from '#domain/bookings/timings';
import type { SiteAnswer } from '#domain/site/facts';
import { m } from '#i18n/messages';
import { LegalPage } from '../components/ui/legal-page';
import { here, pageLocale } from '../lib/locale';
import { siteKeys } from '../lib/query-keys';
import { useSite } from '../lib/site';

export default function TerminiPage() {
  const { view: site } = useSite();
  // The cancellation rule in force, the booking schedule's, read with the site's facts: the guest's
  // page and e-mails say the same (docs/product.md#11-bookings).
  const { data } = useQuery<SiteAnswer>({ queryKey: siteKeys.site });
  const rule = cancelRuleSaid(data?.cancelHoursBefore ?? DEFAULT_CANCEL_HOURS_BEFORE, pageLocale());
  return (
    <LegalPage
      route="/termini-servizio"
      title={m.legal_terms_title()}
      intro={<p>{m.legal_terms_intro({ brand: site.brand })}</p>}
      sections={[
        { title: m.legal_terms_acceptance_title(), body: <p>{m.legal_terms_acceptance_text()}</p> },
        { title: m.legal_terms_service_title(), body: <p>{m.legal_terms_service_text()}</p> },
        {
          title: m.legal_terms_bookings_title(),
          body: (
            <>
              <p>{m.legal_terms_bookings_request()}</p>
              <p>{m.legal_terms_bookings_refusal()}</p>
              <p>{m.legal_terms_bookings_cancellation({ rule, phone: site.phone.display, email: site.email })}</p>
            </>
          ),
        },
        { title: m.legal_terms_use_title(), body: <p>{m.legal_terms_use_text()}</p> },
        { title: m.legal_terms_ip_title(), body: <p>{m.legal_terms_ip_text({ legalName: site.legalName })}</p> },
        { title: m.legal_terms_prices_title(), body: <p>{m.legal_terms_prices_text()}</p> },
        { title: m.legal_terms_liability_title(), body: <p>{m.legal_terms_liability_text()}</p> },
        { title: m.legal_terms_links_title(), body: <p>{m.legal_terms_links_text()}</p> },
        { title: m.legal_terms_changes_title(), body: <p>{m.legal_terms_changes_text()}</p> },
        { title: m.legal_terms_law_title(), body: <p>{m.legal_terms_law_text()}</p> },
        {
          title: m.legal_terms_contact_title(),
          body: (
            <p>
              {m.legal_terms_contact_text({ legalName: site.legalName, address: site.address.full, phone: site.phone.display })}{' '}
              <a className="text-walnut underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
              . {m.legal_terms_contact_privacy()}{' '}
              <Link className="text-walnut underline" to={here('/privacy-policy')}>
                {m.legal_privacy_title()}
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
