/**
 * Route-level: the shared-bet page (bets feature) and the betslip's sync (betslip feature)
 * together, as the root layout mounts them, over a fake GraphQL link. Proves that "Add to
 * Betslip" on /shared_bet reaches the server's add-selection mutation with the share code and
 * the link's channel, through the real selection adapter.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BetslipSync } from '@/features/betslip/betslip-sync';
import { leg, slip } from '@/features/betslip/test-fixtures';
import { SharedBetPage } from '@/features/bets/shared-bet-page';
import { sharedBet } from '@/features/bets/test-utils';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useExternalBetsStore } from '@/shared/selections/external-bets-store';
import { localSelectionAdapter, setSelectionAdapter, useSelectionStore } from '@/shared/selections/selection-store';
import { clearToasts } from '@/shared/ui/toast-store';
import { createMockApollo, dataReplies } from '@/test/mock-apollo';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

function setup(path: string) {
  const inSlip: string[] = [];
  const { client, named } = createMockApollo(
    dataReplies((operation) => {
      if (operation.operationName === 'BetsSharedBet') return { sharedBet: sharedBet() };
      if (operation.operationName === 'Betslip') return { betslip: slip([]) };
      if (operation.operationName === 'BetslipAddMarketSelection') {
        inSlip.push(operation.variables.selectionId as string);
        return { betslipAddMarketSelection: slip(inSlip.map((id) => leg(id, id))) };
      }
      return null;
    }),
  );
  render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <BetslipSync />
          <Routes>
            <Route path="/shared_bet" element={<SharedBetPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </BrandProvider>,
  );
  return { named, added: () => named('BetslipAddMarketSelection').map((o) => o.variables) };
}

describe('shared bet attribution (shared page + betslip)', () => {
  beforeEach(() => {
    useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, anonymousToken: 'anon-token', userId: null });
    useSelectionStore.setState({ selected: {}, pending: {} });
    useExternalBetsStore.setState({ bets: [] });
  });
  afterEach(() => {
    setSelectionAdapter(localSelectionAdapter);
    clearToasts();
  });

  it('/shared_bet?canonicalUrl=CODE&utm_source=CHANNEL adds each open leg with shareId CODE and branchChannel CHANNEL', async () => {
    const { named, added } = setup('/shared_bet?canonicalUrl=abc123&utm_source=copy_link');
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    // The sync is running (it read the slip), so its adapter carries the picks to the server.
    await waitFor(() => expect(named('Betslip').length).toBeGreaterThan(0));
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Betslip' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Added to Betslip' })).toBeDisabled());

    expect(added()).toEqual([
      expect.objectContaining({ selectionId: 'sel-a', odds: { numeratorLong: '10', denominatorLong: '11' }, selectionOrigin: 'shared-link', shareId: 'abc123', branchChannel: 'copy_link' }),
      expect.objectContaining({ selectionId: 'sel-b', odds: { numeratorLong: '5', denominatorLong: '6' }, selectionOrigin: 'shared-link', shareId: 'abc123', branchChannel: 'copy_link' }),
    ]);
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual(['sel-a', 'sel-b']);
    expect(useExternalBetsStore.getState().bets).toEqual([{ id: 'abc123', channel: 'copy_link' }]);
  });
});
