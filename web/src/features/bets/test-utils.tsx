/** Test helpers of the bets feature: an Apollo client over the app's real cache, answers and pushes by hand, fixtures. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type ApolloClient, type Operation } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import type { BetsCashoutFragment, BetsLegFragment, BetsPlacedBetFragment, BetsSharedBetQuery } from '@/graphql/graphql';
import { createMockApollo, dataReplies, LocationProbe, type DataReply } from '@/test/mock-apollo';

/**
 * A client whose link answers queries and mutations with the data `answer(op)` gives (null:
 * never answers) and keeps subscriptions open: `push(name, data)` sends data to every open
 * subscription of that operation name.
 */
export function createBetsClient(answer: (op: Operation) => DataReply) {
  return createMockApollo(dataReplies(answer));
}

/** Renders `routes` (path -> element) at `path`, with the brand, the client and a location probe. */
export function renderBets(client: ApolloClient<unknown>, path: string, routes: Record<string, ReactElement>) {
  return render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </BrandProvider>,
  );
}

export function money(cents: number) {
  return { __typename: 'Money' as const, amount: cents, amountLong: String(cents), currency: 'USD', formattedAmount: `$${(cents / 100).toFixed(2)}` };
}

export function odds(n: number, d: number, american: string) {
  return { __typename: 'Odds' as const, numerator: n, denominator: d, numeratorLong: String(n), denominatorLong: String(d), american, decimal: (1 + n / d).toFixed(2), formattedOdds: american };
}

export function cashout(id: string, betId: string, cents: number, over: Partial<BetsCashoutFragment> = {}): BetsCashoutFragment {
  return {
    __typename: 'Cashout',
    id,
    betId,
    variant: 'FULL',
    betAmount: money(1000),
    cashoutAmount: money(cents),
    cashoutSelections: [],
    delayMilliseconds: 0,
    ...over,
  };
}

export function leg(betId: string, position: number, over: Partial<BetsLegFragment> = {}): BetsLegFragment {
  return {
    __typename: 'PlacedBetLeg',
    id: `${betId}:${position}`,
    marketSelectionId: `sel-${betId}-${position}`,
    selectionName: position === 0 ? 'Kansas City Chiefs' : 'Over',
    marketName: position === 0 ? 'Moneyline' : 'Total Points',
    eventName: 'Chiefs @ Bills',
    eventId: 'ev-1',
    eventStartTime: '2030-01-05T18:00:00Z',
    odds: odds(10, 11, '-110'),
    points: position === 0 ? null : { __typename: 'Points', value: 47.5, formattedPoints: '47.5' },
    outcome: 'PENDING',
    overrideOutcome: null,
    regraded: false,
    conditionalGradingDetails: null,
    deadHeatFactor: null,
    inPlay: false,
    ...over,
  };
}

/** An open 2-leg parlay with a $12.50 cash-out offer, unless `over` says otherwise. */
export function bet(id: string, over: Partial<BetsPlacedBetFragment> = {}): BetsPlacedBetFragment {
  return {
    __typename: 'PlacedBet',
    id,
    rawId: id,
    type: 'PARLAY',
    status: 'OPEN',
    state: 'OPEN',
    outcome: 'PENDING',
    overrideOutcome: null,
    numLegs: 2,
    placedAt: '2030-01-04T15:00:00Z',
    closedAt: null,
    betAmount: money(1000),
    totalBetAmount: money(1000),
    potentialPayout: money(3645),
    odds: odds(529, 200, '+264'),
    amountSourceType: 'CASH',
    amounts: { __typename: 'BetAmounts', bet: money(1000), potential: money(3645), win: null, payout: null, cashout: null },
    profitBoost: null,
    freeBet: false,
    regraded: false,
    teaserPoints: null,
    roundRobinSizes: [],
    shareableDeepLink: null,
    cashout: cashout(`co-${id}`, id, 1250),
    cashoutUnavailableReason: null,
    legs: [leg(id, 0), leg(id, 1)],
    ...over,
  };
}

/** The bet after a full cash-out of `cents`. */
export function cashedOut(b: BetsPlacedBetFragment, cents: number): BetsPlacedBetFragment {
  return {
    ...b,
    status: 'SETTLED',
    state: 'SETTLED',
    outcome: 'CASH_OUT',
    closedAt: '2030-01-05T19:00:00Z',
    amounts: { ...b.amounts, payout: money(cents), cashout: money(cents) },
    cashout: null,
  };
}

export function connection(bets: BetsPlacedBetFragment[], endCursor: string | null = null, hasNextPage = false) {
  return { __typename: 'BetHistoryConnection' as const, bets, endCursor, hasNextPage };
}

export function sharedBet(over: Partial<NonNullable<BetsSharedBetQuery['sharedBet']>> = {}): NonNullable<BetsSharedBetQuery['sharedBet']> {
  return {
    __typename: 'SharedBet',
    canonicalUrl: 'abc123',
    type: 'PARLAY',
    numLegs: 2,
    odds: odds(529, 200, '+264'),
    outcome: 'PENDING',
    state: 'OPEN',
    placedAt: '2030-01-04T15:00:00Z',
    legs: [
      {
        __typename: 'SharedBetLeg',
        marketSelectionId: 'sel-a',
        selectionName: 'Kansas City Chiefs',
        marketName: 'Moneyline',
        eventName: 'Chiefs @ Bills',
        eventStartTime: '2030-01-05T18:00:00Z',
        odds: odds(10, 11, '-110'),
        points: null,
        outcome: 'PENDING',
      },
      {
        __typename: 'SharedBetLeg',
        marketSelectionId: 'sel-b',
        selectionName: 'Over',
        marketName: 'Total Points',
        eventName: 'Chiefs @ Bills',
        eventStartTime: '2030-01-05T18:00:00Z',
        odds: odds(5, 6, '-120'),
        points: { __typename: 'Points', value: 47.5, formattedPoints: '47.5' },
        outcome: 'PENDING',
      },
    ],
    ...over,
  };
}
