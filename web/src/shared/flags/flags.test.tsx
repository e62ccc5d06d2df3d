import { act, render, renderHook, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLogin } from '@/shared/auth/auth-events';
import { StartupContext, type StartupData, type StartupState } from '@/shared/api/use-startup';
import { allFlags, FLAG_DEFAULTS, FLAG_KEYS, flagEnabled, useFlagStore } from './flag-store';
import { FLAG_REFRESH_DELAY_MS, FlagSync, scheduleFlagRefresh } from './flag-sync';
import { useFeatureFlag } from './use-feature-flag';

afterEach(() => {
  useFlagStore.setState({ flags: {}, updatedAt: null });
  vi.useRealTimers();
});

describe('flag store and useFeatureFlag', () => {
  it("uses the server's defaults until it answers", () => {
    expect(FLAG_KEYS).toHaveLength(27);
    const on = FLAG_KEYS.filter((k) => FLAG_DEFAULTS[k]);
    // accountLinking differs from the spec's default: the brand is its gate (docs/product/account-linking.md).
    expect(on.sort()).toEqual(['accountLinking', 'cashbackManagement', 'casinoFilters', 'casinoPromos', 'depositPromoCodes', 'liveChat', 'loyaltyProgram', 'referralProgram', 'search']);
    const { result } = renderHook(() => [useFeatureFlag('search'), useFeatureFlag('debugMenu')]);
    expect(result.current).toEqual([true, false]);
  });

  it("follows the server's answer and re-renders when it changes", () => {
    const { result } = renderHook(() => useFeatureFlag('debugMenu'));
    act(() => useFlagStore.getState().setFlags([{ key: 'debugMenu', enabled: true, overridden: true }]));
    expect(result.current).toBe(true);
    act(() => useFlagStore.getState().setFlags([{ key: 'debugMenu', enabled: false, overridden: false }]));
    expect(result.current).toBe(false);
    // A flag missing from the answer falls back to its default.
    expect(flagEnabled('search')).toBe(true);
  });

  it('lists every known flag, filling defaults, plus unknown server flags', () => {
    useFlagStore.getState().setFlags([
      { key: 'teaser', enabled: true, overridden: true },
      { key: 'brandNewFlag', enabled: true, overridden: false },
    ]);
    const list = allFlags(useFlagStore.getState().flags);
    expect(list).toHaveLength(28);
    expect(list.find((f) => f.key === 'teaser')).toEqual({ key: 'teaser', enabled: true, overridden: true });
    expect(list.find((f) => f.key === 'search')).toEqual({ key: 'search', enabled: true, overridden: false });
    expect(list.at(-1)?.key).toBe('brandNewFlag');
  });
});

function startupWith(flags: { key: string; enabled: boolean; overridden: boolean }[]): StartupState {
  return { data: { featureFlags: flags } as unknown as StartupData, loading: false, error: null, refetch: async () => undefined };
}

describe('FlagSync', () => {
  it('reads flags from startup data and refetches featureFlags 2000 ms after a login and an override', async () => {
    vi.useFakeTimers();
    const requests: string[] = [];
    const link = new ApolloLink(
      (op) =>
        new Observable((o) => {
          requests.push(op.operationName);
          o.next({ data: { featureFlags: [{ __typename: 'FeatureFlag', key: 'debugMenu', enabled: true, overridden: false }] } });
          o.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    function Probe() {
      return <span>{useFeatureFlag('debugMenu') ? 'debug on' : 'debug off'}</span>;
    }
    render(
      <ApolloProvider client={client}>
        <StartupContext.Provider value={startupWith([{ key: 'debugMenu', enabled: false, overridden: false }])}>
          <FlagSync />
          <Probe />
        </StartupContext.Provider>
      </ApolloProvider>,
    );
    expect(screen.getByText('debug off')).toBeInTheDocument();

    act(() => emitLogin({ userId: 'u1' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLAG_REFRESH_DELAY_MS - 10);
    });
    expect(requests).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(requests).toEqual(['FeatureFlags']);
    expect(screen.getByText('debug on')).toBeInTheDocument();

    act(() => scheduleFlagRefresh());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLAG_REFRESH_DELAY_MS);
    });
    expect(requests).toEqual(['FeatureFlags', 'FeatureFlags']);
  });
});
