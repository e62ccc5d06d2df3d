import { Link, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { EmailPreferencesForm } from './email-preferences-form';
import './account.css';

export const MISSING_LINK = 'This email preferences link is not valid. Log in to change your email preferences.';

/**
 * `/email-preferences?token=`: the page of the link every account email carries. It works
 * without a login, for the account the link names only, and changes nothing but the email
 * switches.
 */
export function EmailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className="account-page account-page--standalone">
      <h1 className="account-page__title">Email preferences</h1>
      <section className="account-section" aria-labelledby="email-preferences-list">
        <h2 id="email-preferences-list" className="account-section__title">
          Emails we send you
        </h2>
        {token ? (
          <EmailPreferencesForm access={{ linkToken: token }} />
        ) : (
          <EmptyState
            title={MISSING_LINK}
            action={
              <Button asChild>
                <Link to="/login?previousPath=%2Faccount%2Fsettings%2Fnotifications">Log In</Link>
              </Button>
            }
          />
        )}
      </section>
    </div>
  );
}
