import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { setSelectionAdapter, useSelectionStore, type SelectionCandidate } from '@/shared/selections/selection-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { ParlayLoungePage } from './parlay-lounge-page';
import type { ParlayLoungeData } from './parlay-lounge-operations';
import { mainLines, nflEvent, odds } from './test-fixtures';
import { createTestClient, renderWithClient } from './test-utils';

const NOT_FOUND = <h1>Page not found</h1>;
const money = (cents: number) => ({ __typename: 'Money' as const, amount: cents, amountLong: String(cents), currency: 'USD', formattedAmount: `$${(cents / 100).toFixed(2)}` });

function lounge(): ParlayLoungeData {
  const a = mainLines('e1', 'Bills', 'Chiefs');
  const b = mainLines('e2', 'Jets', 'Dolphins');
  return {
    __typename: 'ParlayLoungePage',
    title: 'Parlay Lounge',
    description: 'Ready-made parlays from today’s games.',
    sections: [
      {
        __typename: 'ParlayLoungeSection',
        id: 'favourites',
        title: 'Favourites',
        cards: [
          {
            __typename: 'FeaturedParlayBetCard',
            id: 'p1',
            title: 'Two Favourites',
            description: 'Both home sides to win',
            events: [
              { __typename: 'Event', id: 'e1', name: nflEvent('e1').name },
              { __typename: 'Event', id: 'e2', name: 'Jets @ Dolphins' },
            ],
            selections: [a[2]!.selections[1]!, b[2]!.selections[1]!],
            odds: odds(229),
            estimatedPayout: money(3290),
          },
        ],
      },
      {
        __typename: 'ParlayLoungeSection',
        id: 'overs',
        title: 'Overs',
        cards: [
          {
            __typename: 'FeaturedParlayBetCard',
            id: 'p2',
            title: 'Two Overs',
            description: '',
            events: [
              { __typename: 'Event', id: 'e1', name: 'Bills @ Chiefs' },
              { __typename: 'Event', id: 'e2', name: 'Jets @ Dolphins' },
            ],
            selections: [a[1]!.selections[0]!, b[1]!.selections[0]!],
            odds: odds(264),
            estimatedPayout: money(3640),
          },
        ],
      },
    ],
  };
}

function flags(on: boolean) {
  useFlagStore.getState().setFlags([{ key: 'parlayLounge', enabled: on, overridden: false }]);
}

describe('<ParlayLoungePage>', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
  });

  it('is the not-found page while the parlayLounge flag is off, without asking the server', async () => {
    flags(false);
    const t = createTestClient(() => ({ data: { parlayLoungePage: lounge() } }));
    renderWithClient(<ParlayLoungePage notFound={NOT_FOUND} />, t.client, '/parlay-lounge');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.operations).toHaveLength(0);
  });

  it('is the not-found page when the server answers NOT_FOUND', async () => {
    flags(true);
    const t = createTestClient(() => ({ errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] }));
    renderWithClient(<ParlayLoungePage notFound={NOT_FOUND} />, t.client, '/parlay-lounge');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists sections of parlays with legs, combined odds and payout; picking one selects every leg once', async () => {
    flags(true);
    const added: SelectionCandidate[] = [];
    const before = setSelectionAdapter({ add: vi.fn(async (c: SelectionCandidate) => void added.push(c)), remove: vi.fn(async () => undefined) });
    try {
      const t = createTestClient(() => ({ data: { parlayLoungePage: lounge() } }));
      renderWithClient(<ParlayLoungePage notFound={NOT_FOUND} />, t.client, '/parlay-lounge');
      expect(await screen.findByRole('heading', { level: 1, name: 'Parlay Lounge' })).toBeInTheDocument();
      expect(screen.getByText('Ready-made parlays from today’s games.')).toBeInTheDocument();
      const shelf = screen.getByRole('region', { name: 'Favourites' });
      const card = within(shelf).getByRole('article', { name: 'Two Favourites' });
      const legs = within(card).getByRole('list', { name: 'Legs' });
      expect(within(legs).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['ChiefsBills @ Chiefs-180', 'DolphinsJets @ Dolphins-180']);
      expect(within(card).getByText('+229')).toBeInTheDocument();
      expect(within(card).getByText('$32.90')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Add 2 picks' }));
      await waitFor(() => expect(added).toHaveLength(2));
      expect(added.map((c) => [c.selectionId, c.origin])).toEqual([
        ['e1-ml-h', 'parlay-lounge'],
        ['e2-ml-h', 'parlay-lounge'],
      ]);
      expect(within(card).getByRole('button', { name: 'Remove 2 picks' })).toBeInTheDocument();
      await waitFor(() => expect(t.open('SportsMarketUpdated').flatMap((s) => s.variables.marketIds as string[]).sort()).toEqual(['e1-ml', 'e1-total', 'e2-ml', 'e2-total']));
      // A total's leg reads "Over 47.5".
      const overs = within(screen.getByRole('region', { name: 'Overs' })).getByRole('list', { name: 'Legs' });
      expect(within(overs).getAllByRole('listitem')[0]).toHaveTextContent(/^Over 47\.5Bills @ Chiefs-110$/);
    } finally {
      setSelectionAdapter(before);
    }
  });

  it('says so when there are no parlays', async () => {
    flags(true);
    const t = createTestClient(() => ({ data: { parlayLoungePage: { ...lounge(), sections: [] } } }));
    renderWithClient(<ParlayLoungePage notFound={NOT_FOUND} />, t.client, '/parlay-lounge');
    expect(await screen.findByRole('heading', { name: 'No parlays right now' })).toBeInTheDocument();
  });
});
