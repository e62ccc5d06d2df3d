import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { formatDateTime } from '@/shared/format/date';
import { AccountSummaryDocument } from './account-operations';
import { SupportContact } from './support-contact';
import { useRegionName } from './use-region-name';
import './account.css';

const GENERIC_ERROR = 'Oops, we encountered an error. Please hang on and try again later while we sort things out.';

/**
 * `/account/summary`: who the account is and what is in the wallet; `banner` shows under the
 * title, `verification` after the profile.
 */
export function AccountSummaryPage({ banner, verification }: { banner?: ReactNode; verification?: ReactNode } = {}) {
  const { data, loading, error, refetch } = useQuery(AccountSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const account = data?.account ?? null;
  const regionName = useRegionName(account?.region);

  if (!account && loading) {
    return (
      <div className="account-page" aria-busy="true">
        <h1 className="account-page__title">Account Summary</h1>
        <Skeleton height={140} />
        <Skeleton height={180} />
      </div>
    );
  }
  if (!account) {
    return (
      <div className="account-page">
        <h1 className="account-page__title">Account Summary</h1>
        <EmptyState title="We could not load your account" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          {error ? GENERIC_ERROR : 'Please try again in a moment.'}
        </EmptyState>
      </div>
    );
  }
  const b = account.balances;
  const previous = data?.sessionAccount?.previousLoginAt ?? null;
  return (
    <div className="account-page">
      <h1 className="account-page__title">Account Summary</h1>
      {banner}
      <section className="account-section" aria-labelledby="summary-profile">
        <h2 id="summary-profile" className="account-section__title">
          Profile
        </h2>
        <dl className="details">
          <dt>Name</dt>
          <dd>
            {account.firstName} {account.lastName}
          </dd>
          <dt>Email</dt>
          <dd>{account.email}</dd>
          <dt>Region</dt>
          <dd>{regionName}</dd>
          <dt>Currency</dt>
          <dd>{account.currency}</dd>
          <dt>Member since</dt>
          <dd>{formatDateTime(account.createdAt)}</dd>
          <dt>Logged in since</dt>
          <dd>{account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'Just now'}</dd>
          <dt>Previous login</dt>
          <dd>{previous ? formatDateTime(previous) : 'This is your first login'}</dd>
        </dl>
      </section>
      {verification}
      <section className="account-section" aria-labelledby="summary-balances">
        <h2 id="summary-balances" className="account-section__title">
          Balances
        </h2>
        <dl className="balances">
          <div className="balances__item">
            <dt>Withdrawable (cash)</dt>
            <dd>
              <Money money={b.withdrawableBalance} />
            </dd>
          </div>
          <div className="balances__item">
            <dt>Playable</dt>
            <dd>
              <Money money={b.playableBalance} />
            </dd>
          </div>
          <div className="balances__item">
            <dt>Total playable</dt>
            <dd>
              <Money money={b.totalPlayableBalance} />
            </dd>
          </div>
          <div className="balances__item">
            <dt>Restricted</dt>
            <dd>
              <Money money={b.restrictedBalance} />
            </dd>
          </div>
          <div className="balances__item">
            <dt>Bonus</dt>
            <dd>
              <Money money={b.bonusBalance} />
            </dd>
          </div>
          <div className="balances__item">
            <dt>Total (all funds)</dt>
            <dd>
              <Money money={b.globalBalance} />
            </dd>
          </div>
        </dl>
      </section>
      <section className="account-section" aria-labelledby="summary-support">
        <h2 id="summary-support" className="account-section__title">
          Support
        </h2>
        <p className="account-page__lead settings-lead">
          Questions about your account or wallet? Give your account reference <strong>{account.id}</strong> when you contact us.
        </p>
        <SupportContact />
        <Link to="/account/help">More help</Link>
      </section>
      <section className="account-section" aria-labelledby="summary-security">
        <h2 id="summary-security" className="account-section__title">
          Security
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/account/update-password">Update password</Link>
          </li>
          <li>
            <Link to="/account/settings/security">Login security (one-time codes)</Link>
          </li>
          <li>
            <Link to="/account/settings/notifications">Email preferences</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
