import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import type { OddsFormat } from '@/shared/format/odds';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { toast } from '@/shared/ui/toast-store';
import { selectOddsFormat, selectShowsTrend, useOddsFormatStore } from './odds-format-store';
import { SetUserPreferencesDocument } from './odds-preference-operations';

export const ODDS_FORMAT_SAVE_FAILED = "We couldn't save your odds format. Please try again.";

/** The variables every operation that returns odds passes (see docs/product/sports-and-odds.md). */
export interface OddsVariables {
  oddsFormat: OddsFormat;
  includeOddsTrend: boolean;
}

/**
 * `oddsFormat` (the viewer's) and `includeOddsTrend` (the content setting "show price
 * movement"; always on for visitors), for queries and subscriptions with prices.
 */
export function useOddsVariables(): OddsVariables {
  const oddsFormat = useOddsFormatStore(selectOddsFormat);
  const includeOddsTrend = useOddsFormatStore(selectShowsTrend);
  return { oddsFormat, includeOddsTrend };
}

/**
 * The viewer's odds format and how to change it: a visitor's choice is kept in this browser;
 * an account holder's is stored on the server (every price on screen switches at once, and
 * goes back with a toast if the server refuses).
 */
export function useOddsFormat(): { format: OddsFormat; setFormat: (format: OddsFormat) => Promise<void>; saving: boolean } {
  const client = useApolloClient();
  const format = useOddsFormatStore(selectOddsFormat);
  const [saving, setSaving] = useState(false);

  const setFormat = useCallback(
    async (next: OddsFormat) => {
      const store = useOddsFormatStore.getState();
      const loggedIn = useAuthStore.getState().loginState === 'loggedIn';
      if (!loggedIn) {
        store.setVisitor(next);
        return;
      }
      const before = selectOddsFormat(store);
      store.setScope('account');
      store.setAccount(next);
      setSaving(true);
      try {
        const { data, errors } = await client.mutate({
          mutation: SetUserPreferencesDocument,
          variables: { input: { oddsFormat: next } },
          errorPolicy: 'all',
        });
        const stored = data?.setUserPreferences.oddsFormat;
        if (!stored) throw new Error(errors?.map((e) => e.message).join('; ') || 'setUserPreferences answered nothing');
        useOddsFormatStore.getState().setAccount(stored);
      } catch (error) {
        reportError(error, { source: 'graphql', operationName: 'SetUserPreferences' });
        useOddsFormatStore.getState().setAccount(before);
        toast({ id: 'odds-format-failed', title: ODDS_FORMAT_SAVE_FAILED, variant: 'danger' });
      } finally {
        setSaving(false);
      }
    },
    [client],
  );

  return { format, setFormat, saving };
}
