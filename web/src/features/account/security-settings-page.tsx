import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast-store';
import { HttpError } from '@/shared/api/http-client';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { OneTimeCodeForm } from '@/shared/auth/one-time-code';
import { getLoginPreferences, patchLoginPreferences, type LoginPreferences } from './login-preferences-api';
import './account.css';

export const SAVED = 'Login Preferences Saved';
export const SAVE_FAILED = 'Failed to save login preference';

function token(): string {
  return useAuthStore.getState().bearerToken ?? '';
}

/**
 * `/account/settings/security`: strong authentication (a one-time code at every login) on
 * or off, and the password change. Turning strong authentication on confirms the phone with a
 * code first; off takes effect at once.
 */
export function SecuritySettingsPage() {
  const [prefs, setPrefs] = useState<LoginPreferences | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [enabling, setEnabling] = useState(false);
  const [phoneReady, setPhoneReady] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setLoadError(false);
    getLoginPreferences(token())
      .then(setPrefs)
      .catch((e: unknown) => {
        reportError(e, { source: 'identity-api', call: 'login-preferences' });
        setLoadError(true);
      });
  }, []);
  useEffect(load, [load]);

  const save = async (body: { strong_auth_enabled: boolean; phone?: string }, quiet = false): Promise<LoginPreferences | null> => {
    setSaving(true);
    try {
      const next = await patchLoginPreferences(token(), body);
      setPrefs(next);
      if (!quiet) toast({ title: SAVED, variant: 'success' });
      return next;
    } catch (e) {
      const phoneMessage = e instanceof HttpError ? e.fieldErrors.phone?.[0] : undefined;
      if (phoneMessage) setPhoneError(phoneMessage);
      else toast({ title: SAVE_FAILED, variant: 'danger' });
      return null;
    } finally {
      setSaving(false);
    }
  };

  const onToggle = async (on: boolean) => {
    if (!prefs) return;
    if (on) {
      setEnabling(true);
      setPhoneReady(Boolean(prefs.phone_on_file));
      return;
    }
    setEnabling(false);
    await save({ strong_auth_enabled: false });
  };

  const savePhone = async () => {
    setPhoneError(null);
    const value = phone.trim();
    if (!/^\+?[\d\s().-]{10,20}$/.test(value)) {
      setPhoneError('Please enter a mobile number, for example +1 609 555 0100.');
      return;
    }
    if (await save({ strong_auth_enabled: false, phone: value }, true)) setPhoneReady(true);
  };

  const enabled = prefs?.strong_auth_enabled ?? false;
  return (
    <div className="account-page">
      <h1 className="account-page__title">Security</h1>
      <section className="account-section" aria-labelledby="security-strong-auth">
        <h2 id="security-strong-auth" className="account-section__title">
          Strong authentication
        </h2>
        {loadError ? (
          <EmptyState title="We could not load your login preferences" action={<Button onClick={load}>Try again</Button>} />
        ) : !prefs ? (
          <Skeleton height={48} />
        ) : (
          <div className="stack">
            <div className="setting-row">
              <div className="setting-row__text">
                <label className="setting-row__label" htmlFor="strong-auth-switch">
                  Ask for a one-time code when I log in
                </label>
                <p className="setting-row__hint">
                  {enabled
                    ? `On: we send a code to ${prefs.phone_on_file ?? 'your phone'} at every login.`
                    : 'Off: your password is enough to log in.'}
                </p>
              </div>
              <Switch id="strong-auth-switch" checked={enabled || enabling} disabled={saving} onCheckedChange={(v) => void onToggle(v)} />
            </div>
            {enabling && !enabled ? (
              phoneReady ? (
                <div className="stack">
                  <p className="setting-row__hint">
                    Confirm you can receive codes{prefs.phone_on_file ? ` at ${prefs.phone_on_file}` : ''}: send one and enter it below.
                  </p>
                  <OneTimeCodeForm
                    source="SETTINGS"
                    submitLabel="Verify and Turn On"
                    onVerified={async () => {
                      if (await save({ strong_auth_enabled: true })) setEnabling(false);
                    }}
                  />
                  <Button variant="ghost" onClick={() => setEnabling(false)}>
                    Cancel
                  </Button>
                </div>
              ) : (
                <div className="stack">
                  <Field label="Mobile phone number" error={phoneError ?? undefined} hint="We send your one-time codes to this number by text message or call.">
                    <Input type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
                  </Field>
                  <div className="setting-row">
                    <Button variant="ghost" onClick={() => setEnabling(false)}>
                      Cancel
                    </Button>
                    <Button loading={saving} onClick={() => void savePhone()}>
                      Continue
                    </Button>
                  </div>
                </div>
              )
            ) : null}
          </div>
        )}
      </section>
      <section className="account-section" aria-labelledby="security-password">
        <h2 id="security-password" className="account-section__title">
          Password
        </h2>
        <p className="setting-row__hint settings-lead">
          You confirm your current password first. Changing it logs you out on every device; log in again with the new one.
        </p>
        <ul className="link-list">
          <li>
            <Link to="/account/update-password">Change password</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
