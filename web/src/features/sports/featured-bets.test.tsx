import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { FeaturedBetsShelf } from './featured-bets';
import type { ShelfOf } from './marketplace-operations';
import { mainLines, nflEvent, odds } from './test-fixtures';

const money = (cents: number) => ({ __typename: 'Money' as const, amount: cents, amountLong: String(cents), currency: 'USD', formattedAmount: `$${(cents / 100).toFixed(2)}` });

function shelf(): ShelfOf<'FeaturedBetsShelf'> {
  const e = nflEvent('e1');
  const [spread, , ml] = mainLines('e1', 'Bills', 'Chiefs');
  const legs = [ml!.selections[1]!, spread!.selections[0]!, { ...ml!.selections[0]!, id: 'x', status: 'CLOSED' as const, unavailableLabel: 'Suspended' }];
  return {
    __typename: 'FeaturedBetsShelf',
    id: 'featured',
    title: 'Featured Bets',
    cards: [
      {
        __typename: 'FeaturedStraightBetCard',
        id: 's1',
        title: 'Chiefs to Win',
        event: e,
        market: { __typename: 'Market', id: ml!.id, name: 'Moneyline', type: 'MONEYLINE' },
        selection: ml!.selections[1]!,
        odds: odds(-180),
        previousOdds: odds(-165),
        estimatedPayout: money(1556),
      },
      { __typename: 'FeaturedParlayBetCard', id: 'p1', title: 'Favourites Parlay', description: 'Three favourites starting today', events: [{ __typename: 'Event', id: 'e1', name: e.name }], selections: legs, odds: odds(596), estimatedPayout: money(6960) },
    ],
  };
}

describe('featured bets', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
  });

  it('shows a straight bet with its price, the price before its move and what $10 returns', () => {
    render(
      <MemoryRouter>
        <FeaturedBetsShelf shelf={shelf()} />
      </MemoryRouter>,
    );
    const straight = screen.getByRole('article', { name: 'Chiefs to Win' });
    expect(within(straight).getByRole('button', { name: 'Moneyline, Chiefs, -180' })).toBeEnabled();
    expect(within(straight).getByText('-165')).toHaveClass('featured-card__was-price');
    expect(within(straight).getByText('$15.56')).toBeInTheDocument();
  });

  it('lists a parlay’s legs with live prices and adds every open leg with one button', async () => {
    render(
      <MemoryRouter>
        <FeaturedBetsShelf shelf={shelf()} />
      </MemoryRouter>,
    );
    const parlay = screen.getByRole('article', { name: 'Favourites Parlay' });
    expect(within(parlay).getByText('Three favourites starting today')).toBeInTheDocument();
    expect(within(parlay).getByText('+596')).toBeInTheDocument();
    expect(within(parlay).getByText('$69.60')).toBeInTheDocument();
    expect(within(parlay).getByText('Suspended')).toBeInTheDocument();
    const add = within(parlay).getByRole('button', { name: 'Add 2 picks' });
    await userEvent.click(add);
    expect(Object.keys(useSelectionStore.getState().selected).sort()).toEqual(['e1-ml-h', 'e1-spread-a']);
    expect(add).toHaveAccessibleName('Remove 2 picks');
    await userEvent.click(add);
    expect(useSelectionStore.getState().selected).toEqual({});
  });
});
