import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client';
import { reportError } from '@/shared/api/report-error';
import { useAuth } from '@/shared/auth/use-auth';
import { useOddsFormatStore } from './odds-format-store';
import { UserPreferencesDocument } from './odds-preference-operations';

/**
 * Keeps the odds format and the content setting "show price movement" in step with the
 * session: a login reads the account holder's stored choices; a logout returns to the visitor's. Mount once, inside the session provider.
 */
export function OddsFormatSync() {
  const client = useApolloClient();
  const { loginState, userId } = useAuth();

  useEffect(() => {
    const store = useOddsFormatStore.getState();
    if (loginState === 'loggedOut') {
      store.setScope('visitor');
      return;
    }
    if (loginState !== 'loggedIn') return;
    store.setScope('account');
    let cancelled = false;
    client
      .query({ query: UserPreferencesDocument, fetchPolicy: 'network-only', errorPolicy: 'all' })
      .then(({ data, errors }) => {
        if (cancelled) return;
        const prefs = data?.userPreferences;
        if (prefs) {
          useOddsFormatStore.getState().setAccount(prefs.oddsFormat);
          useOddsFormatStore.getState().setAccountShowsTrend(prefs.showOddsTrend);
        }
        else if (errors?.length) reportError(new Error(errors.map((e) => e.message).join('; ')), { source: 'graphql', operationName: 'UserPreferences' });
      })
      .catch((error: unknown) => reportError(error, { source: 'graphql', operationName: 'UserPreferences' }));
    return () => {
      cancelled = true;
    };
  }, [client, loginState, userId]);

  return null;
}
