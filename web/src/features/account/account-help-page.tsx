import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { telHref } from '@/shared/format/phone-links';
import './account.css';

/** `/account/help`: how to reach support, and answers to the common questions. */
export function AccountHelpPage() {
  const brand = useBrand();
  const { supportEmail, supportPhone } = brand.copy;
  return (
    <div className="account-page">
      <h1 className="account-page__title">Help</h1>
      <section className="account-section" aria-labelledby="help-contact">
        <h2 id="help-contact" className="account-section__title">
          Contact us
        </h2>
        <ul className="contact-list">
          <li>
            <Mail size={20} aria-hidden="true" />
            <span>
              Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </span>
          </li>
          <li>
            <Phone size={20} aria-hidden="true" />
            <span>
              Call <a href={telHref(supportPhone)}>{supportPhone}</a>, every day from 9 AM to midnight Eastern Time
            </span>
          </li>
        </ul>
        <Button asChild variant="outline">
          <Link to="/support">Contact Support</Link>
        </Button>
      </section>
      <section className="account-section" aria-labelledby="help-topics">
        <h2 id="help-topics" className="account-section__title">
          Common questions
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/account/update-password">How do I change my password?</Link>
          </li>
          <li>
            <Link to="/account/settings/security">How do I turn one-time login codes on or off?</Link>
          </li>
          <li>
            <Link to="/account/summary">Where can I see my balances?</Link>
          </li>
          <li>
            <Link to="/account/about">Where is {brand.name} licensed?</Link>
          </li>
        </ul>
      </section>
      <ProblemGamblingHelpLine />
    </div>
  );
}
