/**
 * Startup's own retry (see docs/product/platform-services.md): up to 3 retries, the first after 300
 * ms with jitter, doubling after. A network failure or an UNAUTHENTICATED answer is retried; on
 * UNAUTHENTICATED the tokens are refreshed first (a logged-in user) or the stale visitor token is
 * dropped so the next attempt gets a fresh anonymous token. Other operations pass through
 * untouched.
 */
import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { STARTUP_OPERATION } from './error-link';

export const STARTUP_MAX_RETRIES = 3;
export const STARTUP_INITIAL_DELAY_MS = 300;

export interface StartupRetryDeps {
  /** Called on UNAUTHENTICATED before the next attempt; may reject (the attempt still runs). */
  onUnauthenticated: () => Promise<void>;
  maxRetries?: number;
  initialDelayMs?: number;
  /** 0..1; defaults to Math.random. */
  random?: () => number;
}

/** Delay before retry number `attempt` (1-based): 300 ms * 2^(attempt-1), jittered to 50-150 %. */
export function startupRetryDelay(attempt: number, initialDelayMs = STARTUP_INITIAL_DELAY_MS, random: () => number = Math.random): number {
  const base = initialDelayMs * 2 ** (attempt - 1);
  return Math.round(base * (0.5 + random()));
}

function isUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return (errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

export function createStartupRetryLink(deps: StartupRetryDeps): ApolloLink {
  const max = deps.maxRetries ?? STARTUP_MAX_RETRIES;
  const initial = deps.initialDelayMs ?? STARTUP_INITIAL_DELAY_MS;
  return new ApolloLink((operation, forward) => {
    if (operation.operationName !== STARTUP_OPERATION) return forward(operation);
    return new Observable<FetchResult>((observer) => {
      let attempt = 0;
      let sub: { unsubscribe: () => void } | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let closed = false;

      const scheduleRetry = (before?: () => Promise<void>) => {
        attempt += 1;
        timer = setTimeout(() => {
          timer = null;
          Promise.resolve(before?.())
            .catch(() => undefined)
            .then(() => {
              if (!closed) run();
            });
        }, startupRetryDelay(attempt, initial, deps.random));
      };

      const run = () => {
        let retrying = false;
        sub = forward(operation).subscribe({
          next: (result) => {
            if (isUnauthenticated(result.errors) && attempt < max) {
              retrying = true;
              scheduleRetry(deps.onUnauthenticated);
              return;
            }
            observer.next(result);
          },
          error: (error: unknown) => {
            const gqlErrors = (error as { result?: { errors?: GraphQLFormattedError[] } } | null)?.result?.errors;
            if (attempt < max) {
              retrying = true;
              scheduleRetry(isUnauthenticated(gqlErrors) ? deps.onUnauthenticated : undefined);
              return;
            }
            observer.error(error);
          },
          complete: () => {
            if (!retrying) observer.complete();
          },
        });
      };

      run();
      return () => {
        closed = true;
        if (timer) clearTimeout(timer);
        sub?.unsubscribe();
      };
    });
  });
}
