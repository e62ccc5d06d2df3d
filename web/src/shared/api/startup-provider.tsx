import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { storedGeoPacket } from '@/shared/location/geo-packet-storage';
import { setClientRegion } from './endpoints';
import { StartupDocument } from './startup-query';
import { StartupContext, type StartupState } from './use-startup';

/** Startup poll while logged in (see docs/product/platform-services.md). */
export const STARTUP_POLL_MS = 10_000;

/** Runs the one startup query of the app and shares it through `useStartup()`. */
export function StartupProvider({ children }: { children: ReactNode }) {
  const loginState = useAuthStore((s) => s.loginState);
  const userId = useAuthStore((s) => s.userId);
  const loggedIn = loginState === 'loggedIn';
  const { data, previousData, loading, error, refetch, called } = useQuery(StartupDocument, {
    // A logged-in session sends its last location check's packet: the server then answers the
    // regional metadata from the verified location rather than the IP (a stale packet is
    // ignored there, and the session's authorisation used instead).
    variables: { geoPacket: loggedIn ? storedGeoPacket() : null },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    // The session is decided first, so the first request carries the right token.
    skip: loginState === 'unknown',
    pollInterval: loggedIn ? STARTUP_POLL_MS : 0,
    notifyOnNetworkStatusChange: false,
  });

  const startup = data?.startup ?? previousData?.startup ?? null;

  useEffect(() => {
    if (!startup) return;
    setClientRegion(startup.regionalMetadata.currentRegionCode, startup.regionalMetadata.currentCountryCode);
    const auth = useAuthStore.getState();
    if (startup.anonymousToken && auth.loginState !== 'loggedIn' && startup.anonymousToken !== auth.anonymousToken) {
      auth.setAnonymousToken(startup.anonymousToken);
    }
  }, [startup]);

  // Login and logout change what startup answers (anonymous token, account parts).
  const identity = `${loginState}:${userId ?? ''}`;
  const lastIdentity = useRef(identity);
  useEffect(() => {
    if (lastIdentity.current === identity) return;
    lastIdentity.current = identity;
    if (called && loginState !== 'unknown') void refetch().catch(() => undefined);
  }, [identity, called, loginState, refetch]);

  const value = useMemo<StartupState>(
    () => ({
      data: startup,
      loading: !startup && (loading || loginState === 'unknown') && !error,
      error: error ?? null,
      refetch: () => refetch(),
    }),
    [startup, loading, loginState, error, refetch],
  );
  return <StartupContext.Provider value={value}>{children}</StartupContext.Provider>;
}
