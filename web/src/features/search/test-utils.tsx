/** Test helpers of search: fixtures, the fake server's answers, a render with startup, flags and login. */
import type { ReactElement } from 'react';
import type { Operation } from '@apollo/client';
import type { LoginState } from '@/shared/auth/auth-store';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { createMockApollo, dataReplies, type DataReply, type MockApollo } from '@/test/mock-apollo';
import { renderInApp, testStartup } from '@/test/render-app';
import type { StartupData } from '@/shared/api/use-startup';

export function result(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'SearchResult',
    id,
    kind: 'TEAM',
    title: `Title ${id}`,
    subtitle: 'NFL',
    path: `/path/${id}`,
    startTime: null,
    live: false,
    ...over,
  };
}

export function page(term: string, tab: string, results: ReturnType<typeof result>[], counts = { all: results.length, sportsbook: results.length, casino: 0 }) {
  return {
    searchPage: {
      __typename: 'SearchPage',
      term,
      tab,
      allCount: counts.all,
      sportsbookCount: counts.sportsbook,
      casinoCount: counts.casino,
      results,
    },
  };
}

/** The fake server. */
export function createSearchClient(answer: (op: Operation) => DataReply): MockApollo {
  return createMockApollo(dataReplies(answer));
}

/** Startup data with a short debounce for quick tests. */
export function searchStartup(debounce = 20): StartupData {
  const base = testStartup() as unknown as { applicationMetadata: Record<string, unknown> };
  return {
    ...base,
    applicationMetadata: { ...base.applicationMetadata, searchDebounceMilliseconds: debounce, searchMinimumLength: 3, searchMaximumLength: 99 },
  } as unknown as StartupData;
}

export function renderSearch(
  api: MockApollo,
  path: string,
  routes: Record<string, ReactElement> | ReactElement,
  { loginState = 'loggedIn', flags = {} }: { loginState?: LoginState; flags?: Record<string, boolean> } = {},
) {
  useFlagStore.getState().setFlags(Object.entries(flags).map(([key, enabled]) => ({ key, enabled, overridden: false })));
  return renderInApp(api.client, path, routes, { loginState, startup: searchStartup() });
}

export function resetSearch() {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  useFlagStore.setState({ flags: {}, updatedAt: null });
}
