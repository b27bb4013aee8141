import { Link } from 'react-router-dom';
import { m } from '#i18n/messages';
import { LegalPage } from '../components/ui/legal-page';
import { here } from '../lib/locale';
import { useSite } from '../lib/site';

export default function PrivacyPage() {
  const { view: site } = useSite();
  return (
    <LegalPage
      route="/privacy-policy"
      title={m.legal_privacy_title()}
      intro={<p>{m.legal_privacy_intro({ legalName: site.legalName })}</p>}
      sections={[
        {
          title: m.legal_privacy_controller_title(),
          body: (
            <p>
              {m.legal_privacy_controller_text({ legalName: site.legalName, address: site.address.full, vat: site.vatNumber })}{' '}
              <a className="text-walnut underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>{' '}
              {m.legal_privacy_controller_phone({ phone: site.phone.display })}
            </p>
          ),
        },
        {
          title: m.legal_privacy_data_title(),
          body: (
            <ul>
              <li>{m.legal_privacy_data_booking()}</li>
              <li>{m.legal_privacy_data_profile()}</li>
              <li>{m.legal_privacy_data_enquiry()}</li>
              <li>{m.legal_privacy_data_thanks()}</li>
              <li>{m.legal_privacy_data_waitlist()}</li>
              <li>{m.legal_privacy_data_technical()}</li>
              <li>{m.legal_privacy_data_cookie()}</li>
            </ul>
          ),
        },
        {
          title: m.legal_privacy_purposes_title(),
          body: (
            <ul>
              <li>{m.legal_privacy_purposes_booking()}</li>
              <li>{m.legal_privacy_purposes_emails()}</li>
              <li>{m.legal_privacy_purposes_security()}</li>
              <li>{m.legal_privacy_purposes_law()}</li>
            </ul>
          ),
        },
        {
          title: m.legal_privacy_basis_title(),
          body: (
            <p>
              {m.legal_privacy_basis_text()} {m.legal_privacy_basis_profile()} {m.legal_privacy_basis_enquiry()}{' '}
              {m.legal_privacy_basis_thanks()} {m.legal_privacy_basis_waitlist()}
            </p>
          ),
        },
        { title: m.legal_privacy_recipients_title(), body: <p>{m.legal_privacy_recipients_text()}</p> },
        {
          title: m.legal_privacy_retention_title(),
          body: (
            <p>
              {m.legal_privacy_retention_text()} {m.legal_privacy_retention_profile()} {m.legal_privacy_retention_enquiry()}{' '}
              {m.legal_privacy_retention_thanks()} {m.legal_privacy_retention_waitlist()}
            </p>
          ),
        },
        { title: m.legal_privacy_rights_title(), body: <p>{m.legal_privacy_rights_text({ email: site.email })}</p> },
        { title: m.legal_privacy_cookies_title(), body: <p>{m.legal_privacy_cookies_text()}</p> },
        { title: m.legal_privacy_security_title(), body: <p>{m.legal_privacy_security_text()}</p> },
        {
          title: m.legal_privacy_changes_title(),
          body: (
            <p>
              {m.legal_privacy_changes_text()}{' '}
              <Link className="text-walnut underline" to={here('/termini-servizio')}>
                {m.legal_terms_title()}
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
