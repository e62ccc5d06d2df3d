import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { StartupContext, type StartupState } from '@/shared/api/use-startup';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { createMockApollo, dataReplies } from '@/test/mock-apollo';
import { BetslipContent } from './betslip-panel';
import { BetslipDocument } from './betslip-operations';
import { useBetslipStore } from './betslip-store';
import { readReuseSelections, writeReuseSelections } from './local-flags';
import { leg, slip } from './test-fixtures';

describe('reuse selections', () => {
  beforeEach(() => {
    useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 'bearer', anonymousToken: 'anon', userId: 'u1' });
    useFlagStore.getState().setFlags([{ key: 'reuseSelections', enabled: true, overridden: false }]);
    writeReuseSelections([
      { selectionId: 'a', numerator: '10', denominator: '11' },
      { selectionId: 'b', numerator: '3', denominator: '2' },
    ]);
  });
  afterEach(() => {
    writeReuseSelections([]);
    useFlagStore.setState({ flags: {}, updatedAt: null });
    useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, userId: null });
  });

  it('puts the last placement’s picks back as the slip with one replace call', async () => {
    const restored = slip([leg('a', 'Kansas City Chiefs'), leg('b', 'Buffalo Bills')]);
    const { client, named } = createMockApollo(dataReplies((op) => (op.operationName === 'BetslipReplace' ? { betslipReplace: restored } : null)));
    const empty = slip([]);
    client.writeQuery({ query: BetslipDocument, variables: { oddsFormat: 'AMERICAN', includeOddsTrend: true }, data: { __typename: 'Query', betslip: empty } });
    useBetslipStore.getState().slipArrived(empty);
    const startup = { data: { regionalMetadata: { validRegion: true } }, loading: false, error: null, refetch: () => Promise.resolve() } as unknown as StartupState;
    render(
      <BrandProvider>
        <ApolloProvider client={client}>
          <StartupContext.Provider value={startup}>
            <MemoryRouter>
              <BetslipContent collapseLabel="Collapse betslip" onCollapse={() => undefined} />
            </MemoryRouter>
          </StartupContext.Provider>
        </ApolloProvider>
      </BrandProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reuse Selections (2)' }));
    await waitFor(() => expect(named('BetslipReplace')).toHaveLength(1));
    expect(named('BetslipReplace')[0]?.variables).toMatchObject({
      mergeBetslip: false,
      selections: [
        { selectionId: 'a', odds: { numeratorLong: '10', denominatorLong: '11' }, selectionOrigin: 'reuse-selections' },
        { selectionId: 'b', odds: { numeratorLong: '3', denominatorLong: '2' }, selectionOrigin: 'reuse-selections' },
      ],
    });
    await waitFor(() => expect(readReuseSelections()).toEqual([]));
    expect(await screen.findByRole('heading', { name: 'Betslip 2 selections' })).toBeInTheDocument();
  });
});
