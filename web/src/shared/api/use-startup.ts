import { createContext, useContext } from 'react';
import type { ApolloError } from '@apollo/client';
import type { StartupQuery } from '@/graphql/graphql';

export type StartupData = StartupQuery['startup'];

export interface StartupState {
  /** The latest startup data; null until the first answer. */
  data: StartupData | null;
  /** True until the first answer (or final failure). */
  loading: boolean;
  /** The last failure after the startup retries. */
  error: ApolloError | null;
  refetch: () => Promise<unknown>;
}

export const StartupContext = createContext<StartupState | null>(null);

/**
 * The startup data (one query for the whole app, run by `<ApiProvider>`):
 * served to visitors too; network-only; polled every 10 s while logged in; retried up to
 * 3 times (300 ms first delay with jitter); on UNAUTHENTICATED the tokens are refreshed
 * before the retry.
 */
export function useStartup(): StartupState {
  const value = useContext(StartupContext);
  if (!value) throw new Error('useStartup() needs <ApiProvider> above it.');
  return value;
}
