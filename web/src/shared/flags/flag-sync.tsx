import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client';
import { useStartup } from '@/shared/api/use-startup';
import { onLogin } from '@/shared/auth/auth-events';
import { FeatureFlagsDocument } from './flag-operations';
import { useFlagStore } from './flag-store';

/** Flags are read again this long after a login or an override (2000 ms). */
export const FLAG_REFRESH_DELAY_MS = 2000;

let refresher: (() => void) | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** Refetches `featureFlags` in 2000 ms (a later call restarts the wait). */
export function scheduleFlagRefresh(delayMs = FLAG_REFRESH_DELAY_MS): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    refresher?.();
  }, delayMs);
}

/**
 * Keeps the flag store in step with the server: startup data (polled every 10 s while
 * logged in) and a `featureFlags` refetch 2000 ms after each login and override.
 * Mounted once by the app, inside the Apollo and startup providers.
 */
export function FlagSync() {
  const client = useApolloClient();
  const { data } = useStartup();
  const fromStartup = data?.featureFlags;

  useEffect(() => {
    if (fromStartup) useFlagStore.getState().setFlags(fromStartup);
  }, [fromStartup]);

  useEffect(() => {
    refresher = () => {
      client
        .query({ query: FeatureFlagsDocument, fetchPolicy: 'network-only' })
        .then(({ data: answer }) => {
          if (answer?.featureFlags) useFlagStore.getState().setFlags(answer.featureFlags);
        })
        .catch(() => undefined);
    };
    const off = onLogin(() => scheduleFlagRefresh());
    return () => {
      off();
      refresher = null;
      if (pending) clearTimeout(pending);
      pending = null;
    };
  }, [client]);

  return null;
}
