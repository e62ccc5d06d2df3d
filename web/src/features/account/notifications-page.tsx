import { useAuthStore } from '@/shared/auth/auth-store';
import { EmailPreferencesForm } from './email-preferences-form';
import './account.css';

/** `/account/settings/notifications`: which optional emails the account holder receives. */
export function NotificationsPage() {
  const bearer = useAuthStore((s) => s.bearerToken) ?? '';
  return (
    <div className="account-page">
      <h1 className="account-page__title">Notifications</h1>
      <section className="account-section" aria-labelledby="notifications-email">
        <h2 id="notifications-email" className="account-section__title">
          Email
        </h2>
        <EmailPreferencesForm access={{ bearer }} />
      </section>
    </div>
  );
}
