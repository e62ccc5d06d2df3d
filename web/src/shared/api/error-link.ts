/**
 * What the app does with each kind of GraphQL failure (see docs/product/platform-services.md),
 * as an Apollo link:
 *
 * | code / situation           | behaviour                                                         |
 * |----------------------------|-------------------------------------------------------------------|
 * | UNAUTHORIZED_REGION        | store `sportsbookUrl`/`websocketUrl` from `extensions`, retry once |
 * |                            | (nothing for the location-authorize operation)                    |
 * | UNAUTHORIZED               | ignored                                                           |
 * | UNAUTHENTICATED            | emit logout + toast "You are not logged in. Please log in again   |
 * |                            | to proceed." (only for a logged-in user; Startup has its own      |
 * |                            | refresh-and-retry; a token already past its refresh time is        |
 * |                            | refreshed and the operation retried once instead). A revoked      |
 * |                            | session's `extensions.reason` (cool-off, self-exclusion,          |
 * |                            | time-limit) is the logout reason, without the toast or a refresh  |
 * | PersistedQueryNotFound     | handled by the persisted-query link (resends the full query)      |
 * | NOT_FOUND                  | not reported: the page shows not-found                            |
 * | other GraphQL/network      | reported (not subscriptions; 401s filtered)                        |
 */
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { getMainDefinition } from '@apollo/client/utilities';
import { reportError } from './report-error';
import { setRegionEndpoints } from './endpoints';

export const NOT_LOGGED_IN_TOAST = 'You are not logged in. Please log in again to proceed.';
export const STARTUP_OPERATION = 'Startup';
/** Operations for which UNAUTHORIZED_REGION does nothing: the location-authorize operation (the location feature's). */
export const REGION_RETRY_EXEMPT = new Set(['GeolocationAuthorizeGeoPacket']);

export interface ErrorLinkDeps {
  /** Whether a user is logged in now. */
  isLoggedIn: () => boolean;
  /** Whether the access token is already past its refresh time (so a refresh may fix it). */
  isTokenStale: () => boolean;
  /** Refreshes the tokens (rejects when that is impossible). */
  refreshTokens: () => Promise<void>;
  /** Ends the session; `reason` is the server's revocation reason when it gave one. */
  logout: (reason?: string) => void;
  /** Shows the not-logged-in toast. */
  notifyNotLoggedIn: (message: string) => void;
  report?: typeof reportError;
}

export function errorCode(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function isSubscription(operation: Operation): boolean {
  const def = getMainDefinition(operation.query);
  return def.kind === 'OperationDefinition' && def.operation === 'subscription';
}

function statusOf(error: unknown): number | undefined {
  const e = error as { statusCode?: unknown; status?: unknown } | null;
  if (e && typeof e.statusCode === 'number') return e.statusCode;
  if (e && typeof e.status === 'number') return e.status;
  return undefined;
}

/** `extensions.reason` of an UNAUTHENTICATED error: why the server revoked the session. */
export function revocationReason(errors: readonly GraphQLFormattedError[]): string | undefined {
  for (const e of errors) {
    const reason = e.extensions?.reason;
    if (errorCode(e) === 'UNAUTHENTICATED' && typeof reason === 'string' && reason) return reason;
  }
  return undefined;
}

/** Codes that are answers, not faults: not reported (NOT_FOUND: an unknown sport, competition or event). */
const HANDLED_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED', 'UNAUTHORIZED_REGION', 'PERSISTED_QUERY_NOT_FOUND', 'NOT_FOUND']);

function retry(operation: Operation, forward: (op: Operation) => Observable<FetchResult>, before?: () => Promise<void>): Observable<FetchResult> {
  return new Observable<FetchResult>((observer) => {
    let sub: { unsubscribe: () => void } | null = null;
    let cancelled = false;
    Promise.resolve(before?.())
      .then(() => {
        if (cancelled) return;
        sub = forward(operation).subscribe(observer);
      })
      .catch((e: unknown) => observer.error(e));
    return () => {
      cancelled = true;
      sub?.unsubscribe();
    };
  });
}

export function createErrorLink(deps: ErrorLinkDeps): ApolloLink {
  const report = deps.report ?? reportError;
  let notLoggedInShownAt = 0;

  const unauthenticated = (reason?: string) => {
    if (!deps.isLoggedIn()) return;
    const now = Date.now();
    // Several queries fail together; one logout and one toast are enough.
    if (now - notLoggedInShownAt > 2000) {
      notLoggedInShownAt = now;
      // A revoked session's reason has its own message on the login page.
      if (reason) deps.logout(reason);
      else {
        deps.notifyNotLoggedIn(NOT_LOGGED_IN_TOAST);
        deps.logout();
      }
    }
  };

  return new ApolloLink((operation, forward) => {
    return new Observable<FetchResult>((observer) => {
      let inner: { unsubscribe: () => void } | null = null;
      const ctx = operation.getContext() as { regionRetried?: boolean; authRetried?: boolean };
      const name = operation.operationName;
      const subscription = isSubscription(operation);

      const handle = (errors: readonly GraphQLFormattedError[] | undefined, networkError: unknown): Observable<FetchResult> | null => {
        const codes = (errors ?? []).map(errorCode);
        const regionError = (errors ?? []).find((e) => errorCode(e) === 'UNAUTHORIZED_REGION');
        if (regionError && !ctx.regionRetried && !REGION_RETRY_EXEMPT.has(name)) {
          const ext = regionError.extensions ?? {};
          setRegionEndpoints(ext.sportsbookUrl, ext.websocketUrl);
          operation.setContext({ regionRetried: true });
          return retry(operation, forward);
        }
        if (codes.includes('UNAUTHENTICATED') && name !== STARTUP_OPERATION) {
          const revoked = revocationReason(errors ?? []);
          if (revoked) {
            unauthenticated(revoked);
          } else if (deps.isLoggedIn() && deps.isTokenStale() && !ctx.authRetried) {
            operation.setContext({ authRetried: true });
            return retry(operation, forward, () =>
              deps.refreshTokens().catch((e: unknown) => {
                unauthenticated();
                throw e;
              }),
            );
          } else {
            unauthenticated();
          }
        }
        if (!subscription) {
          for (const e of errors ?? []) {
            const code = errorCode(e);
            if (code && HANDLED_CODES.has(code)) continue;
            if (e.message === 'PersistedQueryNotFound') continue;
            report(new Error(e.message), { source: 'graphql', operationName: name, code, path: e.path });
          }
          if (networkError && statusOf(networkError) !== 401) {
            report(networkError, { source: 'network', operationName: name, status: statusOf(networkError) });
          }
        }
        return null;
      };

      const sub = forward(operation).subscribe({
        next: (result) => {
          if (result.errors?.length) {
            const again = handle(result.errors, undefined);
            if (again) {
              inner = again.subscribe(observer);
              return;
            }
          }
          observer.next(result);
        },
        error: (networkError: unknown) => {
          const gqlErrors = (networkError as { result?: { errors?: GraphQLFormattedError[] } } | null)?.result?.errors;
          const again = handle(gqlErrors, networkError);
          if (again) {
            inner = again.subscribe(observer);
            return;
          }
          observer.error(networkError);
        },
        complete: () => {
          if (!inner) observer.complete();
        },
      });
      return () => {
        sub.unsubscribe();
        inner?.unsubscribe();
      };
    });
  });
}
