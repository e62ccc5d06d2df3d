import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { OddsFormatControl } from '@/shared/odds/odds-format-control';
import { AutoAcceptControl } from './auto-accept-control';
import { CasinoBalanceControl } from './casino-balance-control';
import './account.css';

/**
 * `/account/settings` (docs/product/settings.md): the betting preferences (sportsbooks: the
 * odds format and which betslip price changes are accepted by themselves), the casino balance
 * preference (which balances casino stakes may use), and the other settings pages. Every
 * choice is stored with the account, so every device shows the same.
 */
export function SettingsPage() {
  const brand = useBrand();
  const sportsbook = brand.kind === 'sportsbook';
  const more = [
    { path: '/account/settings/notifications', label: 'Notifications' },
    ...(sportsbook ? [{ path: '/account/settings/content', label: 'Content' }] : []),
    { path: '/account/settings/security', label: 'Security' },
  ];
  return (
    <div className="account-page">
      <h1 className="account-page__title">Settings</h1>
      {sportsbook ? (
        <section className="account-section" aria-labelledby="settings-betting">
          <h2 id="settings-betting" className="account-section__title">
            Betting preferences
          </h2>
          <p className="account-page__lead settings-lead">Choose how prices are shown across the sportsbook. We save it with your account, so every device you log in on shows the same.</p>
          <div className="stack">
            <OddsFormatControl />
            <AutoAcceptControl />
          </div>
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="settings-casino">
        <h2 id="settings-casino" className="account-section__title">
          Casino balance
        </h2>
        <CasinoBalanceControl />
      </section>
      <section className="account-section" aria-labelledby="settings-more">
        <h2 id="settings-more" className="account-section__title">
          More settings
        </h2>
        <ul className="link-list">
          {more.map((m) => (
            <li key={m.path}>
              <Link to={m.path}>
                {m.label}
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
