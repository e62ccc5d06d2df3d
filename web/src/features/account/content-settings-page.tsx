import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { graphql } from '@/graphql/gql';
import { FormError } from '@/shared/ui/field';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast-store';
import { useOddsFormatStore, useShowsOddsTrend } from '@/shared/odds/odds-format-store';
import './account.css';

/** Stores the content setting "show price movement"; answers it as stored. */
export const SetShowOddsTrendDocument = graphql(`
  mutation SetShowOddsTrend($show: Boolean!) {
    setUserPreferences(input: { showOddsTrend: $show }) {
      showOddsTrend
    }
  }
`);

export const CONTENT_SAVED = 'Content settings saved';
export const CONTENT_SAVE_FAILED = 'We could not save your content settings. Please try again.';

/**
 * `/account/settings/content`: how sportsbook content is shown. "Show price movement" turns the
 * up and down flashes and rolling digits of moving prices on or off everywhere but the
 * betslip (where a moved price is for review). Stored with the account; applied on save.
 */
export function ContentSettingsPage() {
  const shows = useShowsOddsTrend();
  const [save, saving] = useMutation(SetShowOddsTrendDocument);
  const [failed, setFailed] = useState(false);

  const change = async (show: boolean) => {
    setFailed(false);
    try {
      const result = await save({ variables: { show } });
      const stored = result.data?.setUserPreferences.showOddsTrend;
      if (stored === undefined) throw new Error('setUserPreferences answered nothing');
      useOddsFormatStore.getState().setAccountShowsTrend(stored);
      toast({ title: CONTENT_SAVED, variant: 'success' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="account-page">
      <h1 className="account-page__title">Content</h1>
      <section className="account-section" aria-labelledby="content-prices">
        <h2 id="content-prices" className="account-section__title">
          Prices
        </h2>
        <div className="stack">
          <div className="setting-row">
            <div className="setting-row__text">
              <label className="setting-row__label" htmlFor="show-odds-trend">
                Show price movement
              </label>
              <p className="setting-row__hint" id="show-odds-trend-hint">
                Prices flash green or red and roll to the new number when they move. Your betslip always shows changes you need to review.
              </p>
            </div>
            <Switch id="show-odds-trend" aria-describedby="show-odds-trend-hint" checked={shows} disabled={saving.loading} onCheckedChange={(v) => void change(v)} />
          </div>
          {failed ? <FormError>{CONTENT_SAVE_FAILED}</FormError> : null}
        </div>
      </section>
    </div>
  );
}
