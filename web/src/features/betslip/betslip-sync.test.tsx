import { render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider, type FetchResult, type Operation } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitLogin, runBeforeLogoutHooks } from '@/shared/auth/auth-events';
import { useAuthStore } from '@/shared/auth/auth-store';
import { EXTERNAL_BETS_STORAGE_KEY, useExternalBetsStore } from '@/shared/selections/external-bets-store';
import { ADD_SELECTION_FAILED, localSelectionAdapter, setSelectionAdapter, useSelectionStore } from '@/shared/selections/selection-store';
import { useToastStore } from '@/shared/ui/toast-store';
import { createMockApollo, LocationProbe } from '@/test/mock-apollo';
import { useBetslipStore } from './betslip-store';
import { ADDING_TO_BETSLIP, BetslipSync } from './betslip-sync';
import { leg, slip } from './test-fixtures';

const A = leg('a', 'Kansas City Chiefs');
const B = leg('b', 'Buffalo Bills');

function setup(path: string, answer: (op: Operation) => Record<string, unknown> | Error | null) {
  // An Error stands for the server refusing the selection: a GraphQL error with the betslip's code.
  const { client, operations } = createMockApollo((operation) => {
    const result = answer(operation);
    if (result === null) return null;
    if (result instanceof Error) {
      return { errors: [{ message: result.message, extensions: { code: 'BAD_USER_INPUT', betslipError: { code: 'UNKNOWN_SELECTION', message: result.message } } }] } as FetchResult;
    }
    return { data: result };
  });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<BetslipSync />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return {
    named: (name: string) =>
      operations
        .filter((op) => op.operationName === name)
        .map((op) => ({ op, headers: (op.getContext().headers ?? {}) as Record<string, string> })),
  };
}

describe('betslip sync', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, anonymousToken: 'anon-token', userId: null });
    useSelectionStore.setState({ selected: {}, pending: {} });
    useExternalBetsStore.setState({ bets: [] });
    useToastStore.getState().clear();
    useBetslipStore.setState({ tab: 'straight', isNew: true, lastShape: null, lastSelections: null });
  });
  afterEach(() => {
    setSelectionAdapter(localSelectionAdapter);
  });

  it('reads the slip into the odds buttons and sends picks through the betslip mutations', async () => {
    const { named } = setup('/', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([A]) };
      if (op.operationName === 'BetslipAddMarketSelection') return { betslipAddMarketSelection: slip([A, B]) };
      return null;
    });
    await waitFor(() => expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['a']));
    await useSelectionStore.getState().toggle({ selectionId: 'b', marketId: 'm-b', eventId: 'e-b', numerator: '10', denominator: '11', origin: 'table-card' });
    expect(named('BetslipAddMarketSelection')[0]?.op.variables).toMatchObject({ selectionId: 'b', odds: { numeratorLong: '10', denominatorLong: '11' }, selectionOrigin: 'table-card' });
    // A pick made in the app carries no attribution.
    expect(named('BetslipAddMarketSelection')[0]?.op.variables).not.toHaveProperty('shareId');
    expect(named('BetslipAddMarketSelection')[0]?.op.variables).not.toHaveProperty('branchChannel');
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['a', 'b']);
    // The second leg made parlay bets exist: a new slip moves to Parlay.
    expect(useBetslipStore.getState().tab).toBe('parlay');
  });

  it('sends the attribution of a pick that came by a link, and keeps the one the slip answers', async () => {
    const shared = { ...slip([A]) };
    shared.marketSelectionsMetadata = [{ ...shared.marketSelectionsMetadata[0]!, selectionOrigin: 'shared-link', shareId: 'abc123', branchChannel: 'copy_link' }];
    const { named } = setup('/', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([]) };
      if (op.operationName === 'BetslipAddMarketSelection') return { betslipAddMarketSelection: shared };
      return null;
    });
    await waitFor(() => expect(useBetslipStore.getState().lastShape).not.toBeNull());
    await useSelectionStore
      .getState()
      .toggle({ selectionId: 'a', marketId: '', eventId: '', numerator: '10', denominator: '11', origin: 'shared-link', shareId: 'abc123', branchChannel: 'copy_link' });
    expect(named('BetslipAddMarketSelection')).toHaveLength(1);
    expect(named('BetslipAddMarketSelection')[0]?.op.variables).toMatchObject({
      selectionId: 'a',
      odds: { numeratorLong: '10', denominatorLong: '11' },
      selectionOrigin: 'shared-link',
      shareId: 'abc123',
      branchChannel: 'copy_link',
    });
    // The slip's answer is the truth for the pick, attribution included.
    expect(useSelectionStore.getState().selected.a).toMatchObject({ marketId: 'm-a', eventId: 'e-a', origin: 'shared-link', shareId: 'abc123', branchChannel: 'copy_link' });
  });

  it('takes a refused pick back with the failure toast', async () => {
    setup('/', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([]) };
      if (op.operationName === 'BetslipAddMarketSelection') return new Error('This selection is no longer available.');
      return null;
    });
    await waitFor(() => expect(useBetslipStore.getState().lastShape).not.toBeNull());
    await useSelectionStore.getState().toggle({ selectionId: 'x', marketId: 'm', eventId: 'e', numerator: '1', denominator: '1', origin: 'table-card' });
    expect(useSelectionStore.getState().selected).toEqual({});
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(ADD_SELECTION_FAILED);
  });

  it('adds the bets of the URL with the toast and removes the parameters', async () => {
    const { named } = setup('/sport/football?marketSelectionId[0]=a&oddsNumerator[0]=10&oddsDenominator[0]=11&utm_source=twitter&tab=live', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([]) };
      if (op.operationName === 'BetslipAddMarketSelections') return { betslipAddMarketSelections: slip([A]) };
      return null;
    });
    await waitFor(() => expect(named('BetslipAddMarketSelections')).toHaveLength(1));
    expect(useToastStore.getState().toasts.find((t) => t.title === ADDING_TO_BETSLIP)?.duration).toBe(1100);
    expect(named('BetslipAddMarketSelections')[0]?.op.variables).toMatchObject({
      selections: [{ selectionId: 'a', odds: { numeratorLong: '10', denominatorLong: '11' }, selectionOrigin: 'shared-link', branchChannel: 'twitter' }],
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sport\/football\?tab=live$/);
    await waitFor(() => expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['a']));
    // No share id for URL bets: the external bet list has them by selection id, with the channel.
    expect(named('BetslipAddMarketSelections')[0]?.op.variables.selections[0]).not.toHaveProperty('shareId');
    expect(useExternalBetsStore.getState().bets).toEqual([{ id: 'a', channel: 'twitter' }]);
    expect(localStorage.getItem(EXTERNAL_BETS_STORAGE_KEY)).toContain('twitter');
  });

  it('adds URL bets without a channel the server would refuse, and records them with none', async () => {
    const { named } = setup(`/?marketSelectionId[0]=a&oddsNumerator[0]=10&oddsDenominator[0]=11&marketSelectionId[1]=b&oddsNumerator[1]=10&oddsDenominator[1]=11&utm_source=${'x'.repeat(129)}`, (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([]) };
      if (op.operationName === 'BetslipAddMarketSelections') return { betslipAddMarketSelections: slip([A, B]) };
      return null;
    });
    await waitFor(() => expect(useExternalBetsStore.getState().bets).toHaveLength(2));
    const selections = named('BetslipAddMarketSelections')[0]?.op.variables.selections as Record<string, unknown>[];
    expect(selections.map((sel) => sel.selectionId)).toEqual(['a', 'b']);
    for (const sel of selections) expect(sel).not.toHaveProperty('branchChannel');
    expect(useExternalBetsStore.getState().bets).toEqual([
      { id: 'a', channel: null },
      { id: 'b', channel: null },
    ]);
  });

  it('records no external bet when the server refuses the URL bets', async () => {
    setup('/?marketSelectionId[0]=a&oddsNumerator[0]=10&oddsDenominator[0]=11&utm_source=twitter', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([]) };
      if (op.operationName === 'BetslipAddMarketSelections') return new Error('This selection is no longer available.');
      return null;
    });
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(ADD_SELECTION_FAILED));
    expect(useExternalBetsStore.getState().bets).toEqual([]);
  });

  it('moves the slip to the account after login and back before logout, with the anonymous token', async () => {
    const { named } = setup('/', (op) => {
      if (op.operationName === 'Betslip') return { betslip: slip([A]) };
      if (op.operationName === 'BetslipTransfer') return { betslipTransfer: { __typename: 'Betslip', id: 'slip-1' } };
      return null;
    });
    await waitFor(() => expect(named('Betslip').length).toBeGreaterThan(0));
    useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 'bearer', userId: 'u1' });
    emitLogin({ userId: 'u1' });
    await waitFor(() => expect(named('BetslipTransfer')).toHaveLength(1));
    expect(named('BetslipTransfer')[0]?.op.variables).toEqual({ direction: 'TO_ACCOUNT' });
    expect(named('BetslipTransfer')[0]?.headers['X-Anonymous-Authorization']).toBe('Bearer anon-token');
    await runBeforeLogoutHooks();
    expect(named('BetslipTransfer')[1]?.op.variables).toEqual({ direction: 'TO_ANONYMOUS' });
  });
});
