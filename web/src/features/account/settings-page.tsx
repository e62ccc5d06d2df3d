import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { OddsFormatControl } from '@/shared/odds/odds-format-control';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountMenuParentsDocument } from './account-operations';
import { CasinoBalanceControl } from './casino-balance-control';
import { MenuParentPage } from './menu-parent-page';
import { labelSlug, menuItemPath } from './slug';
import './account.css';

/**
 * `/account/settings`: the sportsbook's betting preferences (the odds format, stored with the
 * account so every device shows the same), the casino balance preference (which balances casino
 * stakes may use) and the settings pages of the account menu.
 * Standalone casinos have no sportsbook settings: their `/account/settings` is the menu's
 * parent page.
 */
export function SettingsPage() {
  const brand = useBrand();
  const { data, loading } = useQuery(AccountMenuParentsDocument, { fetchPolicy: 'cache-and-network' });
  if (brand.kind !== 'sportsbook') return <MenuParentPage slug="settings" />;
  const items = data?.accountMenu.menuShelves.accountMenuShelf.menuShelfItems ?? [];
  const parent = items.find((i) => i.__typename === 'MenuParentItem' && labelSlug(i.label) === 'settings');
  const children =
    parent?.__typename === 'MenuParentItem'
      ? parent.children.map((c) => ({ ...c, path: menuItemPath(c.deepLink) })).filter((c): c is typeof c & { path: string } => c.path !== null)
      : [];
  return (
    <div className="account-page">
      <h1 className="account-page__title">Settings</h1>
      <section className="account-section" aria-labelledby="settings-betting">
        <h2 id="settings-betting" className="account-section__title">
          Betting preferences
        </h2>
        <p className="account-page__lead settings-lead">Choose how prices are shown across the sportsbook. We save it with your account, so every device you log in on shows the same.</p>
        <OddsFormatControl />
      </section>
      <section className="account-section" aria-labelledby="settings-casino">
        <h2 id="settings-casino" className="account-section__title">
          Casino balance
        </h2>
        <CasinoBalanceControl />
      </section>
      {!data && loading ? (
        <Skeleton height={96} radius={14} />
      ) : children.length > 0 ? (
        <section className="account-section" aria-labelledby="settings-more">
          <h2 id="settings-more" className="account-section__title">
            More settings
          </h2>
          <ul className="link-list">
            {children.map((c) => (
              <li key={c.id}>
                <Link to={c.path}>
                  {c.label}
                  <ChevronRight size={18} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
