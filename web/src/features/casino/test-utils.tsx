/** Test helpers of the casino: an Apollo client over the app's real cache answered by hand, fixtures, a render with brand, startup and router. */
import type { ReactElement } from 'react';
import type { Operation } from '@apollo/client';
import type { BrandCode } from '@/brands/types';
import type { CasinoGameTileFragment } from '@/graphql/graphql';
import type { StartupData } from '@/shared/api/use-startup';
import type { LoginState } from '@/shared/auth/auth-store';
import { createMockApollo, dataReplies, type DataReply, type MockApollo } from '@/test/mock-apollo';
import { renderInApp, testStartup } from '@/test/render-app';

export function createCasinoClient(answer: (op: Operation) => DataReply) {
  return createMockApollo(dataReplies(answer));
}

export function startup(regionCode = 'US-NJ', userHasVisitedCasino = true): StartupData {
  return testStartup({ regionCode, userHasVisitedCasino });
}

/** Renders `routes` (path -> element) at `path` with the brand, startup, login state and the client. */
export function renderCasino(
  api: MockApollo,
  path: string,
  routes: Record<string, ReactElement> | ReactElement,
  {
    brand = 'halftime',
    loginState = 'loggedIn',
    region = 'US-NJ',
    visitedCasino = true,
  }: { brand?: BrandCode; loginState?: LoginState; region?: string; visitedCasino?: boolean } = {},
) {
  return renderInApp(api.client, path, routes, { brand, loginState, startup: startup(region, visitedCasino) });
}

export function money(cents: number) {
  const abs = Math.abs(cents);
  return { __typename: 'Money' as const, amount: cents, amountLong: String(cents), currency: 'USD', formattedAmount: `${cents < 0 ? '-' : ''}$${(abs / 100).toFixed(2)}` };
}

const ARTS = ['slot', 'roulette', 'blackjack', 'keno'];

export function tile(i: number, over: Partial<CasinoGameTileFragment> = {}): CasinoGameTileFragment {
  const art = ARTS[i % 4] ?? 'slot';
  return {
    __typename: 'CasinoGame',
    id: `builtin:${art}:${i}`,
    slug: `${art}-${i}`,
    gameProviderGameId: `${art}${i}`,
    name: `Game ${i}`,
    kind: art === 'slot' ? 'SLOT' : art === 'keno' ? 'INSTANT' : 'TABLE',
    categorySlug: 'slots',
    rtpPercent: 95.97,
    demoAvailable: i % 2 === 0,
    art,
    jackpot: null,
    ...over,
  };
}

export function gamePage(games: CasinoGameTileFragment[], totalCount = games.length, offset = 0, limit = 24) {
  return { __typename: 'CasinoGamePage' as const, items: games, offset, limit, totalCount };
}

export function category(slug: string, name: string, games: CasinoGameTileFragment[], totalCount = games.length) {
  return { __typename: 'CasinoCategory' as const, id: `cat:${slug}`, slug, name, description: `${name} to play`, games: gamePage(games, totalCount, 0, 12) };
}

/** A jackpot with its amount (cents), as the tiles, cards and subscriptions carry it. */
export function jackpot(slug: string, name: string, cents: number) {
  return { __typename: 'CasinoJackpot' as const, id: slug, slug, name, amount: money(cents) };
}

export function lobby(categories: ReturnType<typeof category>[], totalCount = categories.length, offset = 0, jackpots: ReturnType<typeof jackpot>[] = []) {
  return {
    casinoLobby: {
      __typename: 'CasinoLobby',
      id: 'lobby:main',
      slug: 'main',
      name: 'Casino Lobby',
      jackpots,
      categories: { __typename: 'CasinoCategoryPage', items: categories, offset, limit: 12, totalCount },
    },
  };
}

export function fullGame(over: Record<string, unknown> = {}) {
  return {
    ...tile(0, { id: 'builtin:slot', slug: 'gold-rush-reels', gameProviderGameId: 'slot', name: 'Gold Rush Reels', art: 'slot', demoAvailable: true }),
    gameProvider: 'builtin',
    description: 'Five reels of prospector gold.',
    minStake: money(10),
    maxStake: money(50000),
    rules: ['20 fixed paylines.', 'Three or more symbols on a line pay.'],
    ...over,
  };
}
