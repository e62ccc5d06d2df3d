import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApolloProvider, type Operation } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTrackedEvents, trackedEvents } from '@/shared/telemetry/analytics';
import { EVENTS } from '@/shared/telemetry/events';
import { createMockApollo, type MockReply } from '@/test/mock-apollo';
import { serverSelectionAdapter, type Client } from './betslip-client';
import { draftBet, leg, money, slip, slipError } from './test-fixtures';
import { usePlacement } from './use-placement';

const A = leg('a', 'Kansas City Chiefs');

function refused(code: string, message: string): MockReply {
  return { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', betslipError: { code, message } } })] };
}

function events(name: string) {
  return trackedEvents()
    .filter((e) => e.name === name)
    .map((e) => e.properties);
}

const candidate = { selectionId: 'a', marketId: 'm', eventId: 'e', numerator: '10', denominator: '11', origin: 'quick-bets' as const };

describe('betslip analytics', () => {
  beforeEach(() => clearTrackedEvents());
  afterEach(() => clearTrackedEvents());

  it('tracks an add and a remove with success and no error code', async () => {
    const { client } = createMockApollo((op: Operation) =>
      op.operationName === 'BetslipAddMarketSelection' ? { data: { betslipAddMarketSelection: slip([A]) } } : { data: { betslipRemoveMarketSelection: slip([]) } },
    );
    const adapter = serverSelectionAdapter(client as Client);
    await adapter.add(candidate);
    await adapter.remove('a');
    expect(events(EVENTS.selectionAdded)).toEqual([{ selectionId: 'a', selectionOrigin: 'quick-bets', slip: 'main', errorCode: null, success: true }]);
    expect(events(EVENTS.selectionRemoved)).toEqual([{ selectionId: 'a', slip: 'main', errorCode: null, success: true }]);
  });

  it('tracks a refused add with the server error code, and a lost answer as NETWORK_ERROR', async () => {
    let lost = false;
    const { client } = createMockApollo(() => (lost ? new Error('Failed to fetch') : refused('SELECTION_CLOSED', 'This selection is no longer available.')));
    const adapter = serverSelectionAdapter(client as Client);
    await expect(adapter.add(candidate)).rejects.toThrow('This selection is no longer available.');
    lost = true;
    await expect(adapter.remove('a')).rejects.toThrow();
    expect(events(EVENTS.selectionAdded)).toEqual([{ selectionId: 'a', selectionOrigin: 'quick-bets', slip: 'main', errorCode: 'SELECTION_CLOSED', success: false }]);
    expect(events(EVENTS.selectionRemoved)).toEqual([{ selectionId: 'a', slip: 'main', errorCode: 'NETWORK_ERROR', success: false }]);
  });

  it('adds a featured card in one call and tracks each of its legs', async () => {
    const { client, named } = createMockApollo(() => ({ data: { betslipAddFeaturedBet: slip([A]) } }));
    const adapter = serverSelectionAdapter(client as Client);
    await adapter.addFeatured?.('featured-parlay:a+b', [candidate, { ...candidate, selectionId: 'b' }]);
    expect(named('BetslipAddFeaturedBet')[0]?.variables).toMatchObject({ featuredBetId: 'featured-parlay:a+b' });
    expect(events(EVENTS.selectionAdded).map((p) => [p.selectionId, p.success])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('tracks a placement with its bets and every refusal code, the first as errorCode', async () => {
    const ready = slip([A], { version: 3, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) })] });
    const answers: MockReply[] = [
      {
        data: {
          placeBets: {
            __typename: 'PlaceBetsResult',
            placedBets: [],
            betslip: ready,
            patronBalanceAfter: null,
            errors: [slipError('DEPOSIT', 'Insufficient funds. Deposit to place this bet.', 5, 'INSUFFICIENT_FUNDS'), slipError('RETRYABLE', 'Something went wrong placing your bet. Please try again.', 9, 'RETRYABLE')],
          },
        },
      },
      {
        data: {
          placeBets: {
            __typename: 'PlaceBetsResult',
            placedBets: [{ __typename: 'PlacedBet', id: 'bet_1', rawId: '1', type: 'STRAIGHT', status: 'open', totalBetAmount: money(1000), potentialPayout: money(1909), legs: [{ __typename: 'PlacedBetLeg', id: 'l1', marketSelectionId: 'a', selectionName: 'Kansas City Chiefs' }] }],
            betslip: slip([]),
            patronBalanceAfter: null,
            errors: [],
          },
        },
      },
      new Error('Failed to fetch'),
    ];
    const { client } = createMockApollo(() => answers.shift() ?? null);
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => usePlacement('straight'), { wrapper });
    for (let i = 0; i < 3; i += 1) {
      await act(() => result.current.place(ready));
    }
    expect(events(EVENTS.betsPlaced)).toEqual([
      { slip: 'main', betCount: 1, placedCount: 0, errorCodes: ['INSUFFICIENT_FUNDS', 'RETRYABLE'], errorCode: 'INSUFFICIENT_FUNDS', success: false },
      { slip: 'main', betCount: 1, placedCount: 1, errorCodes: [], errorCode: null, success: true },
      { slip: 'main', betCount: 1, placedCount: 0, errorCodes: ['NETWORK_ERROR'], errorCode: 'NETWORK_ERROR', success: false },
    ]);
  });
});
