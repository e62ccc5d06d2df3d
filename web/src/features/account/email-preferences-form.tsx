import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast-store';
import { HttpError } from '@/shared/api/http-client';
import { reportError } from '@/shared/api/report-error';
import { getEmailPreferences, patchEmailPreferences, type EmailPreferences, type EmailPreferencesAccess, type EmailSwitch } from './email-preferences-api';

export const EMAIL_SAVED = 'Email preferences saved';
export const EMAIL_SAVE_FAILED = 'We could not save your email preferences. Please try again.';
export const EMAIL_LOAD_FAILED = 'We could not load your email preferences';

const SWITCHES: { key: EmailSwitch; label: string; hint: string }[] = [
  { key: 'promotions', label: 'Offers and promotions', hint: 'Bonuses, odds boosts and promotions you can join.' },
  { key: 'product_news', label: 'Product news', hint: 'New features, sports and games.' },
];

/** The server's message for a refused link token, if that is what failed. */
function linkError(e: unknown): string | null {
  return e instanceof HttpError ? (e.fieldErrors.token?.[0] ?? null) : null;
}

/**
 * The email switches, each saved with the account the moment it changes. Account emails
 * (password resets, lockouts) have no switch: they are always sent.
 */
export function EmailPreferencesForm({ access }: { access: EmailPreferencesAccess }) {
  const [prefs, setPrefs] = useState<EmailPreferences | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<EmailSwitch | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const linkToken = 'linkToken' in access ? access.linkToken : null;
  const bearer = 'bearer' in access ? access.bearer : null;

  const load = useCallback(() => {
    setLoadError(null);
    getEmailPreferences(linkToken !== null ? { linkToken } : { bearer: bearer ?? '' })
      .then(setPrefs)
      .catch((e: unknown) => {
        const refused = linkError(e);
        if (!refused) reportError(e, { source: 'identity-api', call: 'email-preferences' });
        setLoadError(refused ?? EMAIL_LOAD_FAILED);
      });
  }, [linkToken, bearer]);
  useEffect(load, [load]);

  const change = async (which: EmailSwitch, on: boolean) => {
    setSaving(which);
    setSaveError(null);
    try {
      setPrefs(await patchEmailPreferences(access, { [which]: on }));
      toast({ title: EMAIL_SAVED, variant: 'success' });
    } catch (e) {
      setSaveError(linkError(e) ?? EMAIL_SAVE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  if (loadError) {
    return <EmptyState title={loadError} action={'bearer' in access ? <Button onClick={load}>Try again</Button> : undefined} />;
  }
  if (!prefs) return <Skeleton height={112} />;
  return (
    <div className="stack">
      <p className="setting-row__hint">
        Emails go to <strong>{prefs.email}</strong>. Account emails, such as password resets, are always sent.
      </p>
      {SWITCHES.map((s) => (
        <div key={s.key} className="setting-row">
          <div className="setting-row__text">
            <label className="setting-row__label" htmlFor={`email-${s.key}`}>
              {s.label}
            </label>
            <p className="setting-row__hint" id={`email-${s.key}-hint`}>
              {s.hint}
            </p>
          </div>
          <Switch
            id={`email-${s.key}`}
            aria-describedby={`email-${s.key}-hint`}
            checked={prefs[s.key]}
            disabled={saving !== null}
            onCheckedChange={(v) => void change(s.key, v)}
          />
        </div>
      ))}
      {saveError ? <FormError>{saveError}</FormError> : null}
    </div>
  );
}
