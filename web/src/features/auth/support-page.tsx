import { Mail, Phone, Clock } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { telHref } from '@/shared/format/phone-links';
import './auth.css';

/** `/support`: the public Contact Support target (the account help page needs a login). */
export function SupportPage() {
  const brand = useBrand();
  const { supportEmail, supportPhone } = brand.copy;
  return (
    <section className="auth-page" aria-labelledby="support-title">
      <div className="auth-card auth-card--wide">
        <h1 id="support-title" className="auth-card__title">
          Contact Support
        </h1>
        <p className="auth-card__lead">
          Our {brand.name} support team helps with logging in, forgotten emails, your account and your wallet.
        </p>
        <ul className="support-list">
          <li>
            <Mail size={20} aria-hidden="true" />
            <span>
              Email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </span>
          </li>
          <li>
            <Phone size={20} aria-hidden="true" />
            <span>
              Phone: <a href={telHref(supportPhone)}>{supportPhone}</a>
            </span>
          </li>
          <li>
            <Clock size={20} aria-hidden="true" />
            <span>Every day, 9 AM to midnight Eastern Time.</span>
          </li>
        </ul>
        <p className="auth-muted">
          Forgot the email of your account? Write to us from any address with your full name and date of birth, and we will
          help you find it. We never ask for your password.
        </p>
        <ProblemGamblingHelpLine />
      </div>
    </section>
  );
}
