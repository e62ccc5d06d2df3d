import { useEffect, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client';
import { toast } from '@/shared/ui/toast-store';
import { currentToken, useAuthStore } from '@/shared/auth/auth-store';
import { emitLogout } from '@/shared/auth/auth-events';
import { isLogoutReason } from '@/shared/auth/logout-reasons';
import { RefreshError, refreshSession } from '@/shared/auth/refresh';
import { createApolloClient, type AppApolloClient } from './apollo-client';
import { StartupProvider } from './startup-provider';

function loggedIn(): boolean {
  return useAuthStore.getState().loginState === 'loggedIn';
}

/** Builds the app's Apollo client wired to the auth store, the session and the toasts. */
export function createAppApolloClient(): AppApolloClient {
  return createApolloClient({
    getToken: () => currentToken(),
    isLoggedIn: loggedIn,
    isTokenStale: () => {
      const at = useAuthStore.getState().accessTokenRefreshAt;
      return at !== null && Date.now() >= at;
    },
    refreshTokens: () => refreshSession({ force: true }),
    // A revoked session's reason (cool-off, self-exclusion, time-limit) shows its own message.
    logout: (reason) => emitLogout({ reason: isLogoutReason(reason) ? reason : 'session-expired' }),
    notifyNotLoggedIn: (message) => {
      toast({ id: 'not-logged-in', title: message, variant: 'danger' });
    },
    onStartupUnauthenticated: async () => {
      const auth = useAuthStore.getState();
      if (auth.refreshToken) {
        try {
          await refreshSession({ force: true });
        } catch (error) {
          if (error instanceof RefreshError && (error.failure === 'rejected' || error.failure === 'not-logged-in')) {
            emitLogout({ reason: 'refresh-token-failed' });
          }
          throw error;
        }
      } else {
        // A visitor's token the server no longer accepts: ask again without it.
        auth.setAnonymousToken(null);
      }
    },
  });
}

/**
 * Apollo Client for the app (persisted queries over GET, subscriptions over graphql-ws,
 * the error handling of error-link.ts) and the startup data (`useStartup()`).
 */
export function ApiProvider({ children, api: given }: { children: ReactNode; api?: AppApolloClient }) {
  const [api] = useState(() => given ?? createAppApolloClient());

  // A new user (login, logout) gets a new websocket connection with the new token.
  useEffect(() => {
    let who = `${useAuthStore.getState().loginState}:${useAuthStore.getState().userId ?? ''}`;
    return useAuthStore.subscribe((s) => {
      const next = `${s.loginState}:${s.userId ?? ''}`;
      if (next !== who) {
        who = next;
        api.restartWebSocket();
      }
    });
  }, [api]);

  return (
    <ApolloProvider client={api.client}>
      <StartupProvider>{children}</StartupProvider>
    </ApolloProvider>
  );
}
