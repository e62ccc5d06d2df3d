import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { DrawerShelf } from './drawers';
import { alternateSpread, mainLines, nflEvent, page } from './test-fixtures';
import { createTestClient, renderWithClient } from './test-utils';
import type { ShelfOf } from './marketplace-operations';

const e = nflEvent('e1');
const lines = [...alternateSpread('e1', 'Bills', 'Chiefs', [1.5]), mainLines('e1', 'Bills', 'Chiefs')[0]!, ...alternateSpread('e1', 'Bills', 'Chiefs', [6.5])];

function shelf(): ShelfOf<'DrawerShelf'> {
  return {
    __typename: 'DrawerShelf',
    id: 'markets',
    title: 'Markets',
    expanded: true,
    marketCards: [{ __typename: 'MarketCard', id: 'e1:game-lines', eventId: 'e1', title: 'Game Lines', expanded: true, markets: mainLines('e1', 'Bills', 'Chiefs') }],
  };
}

describe('see all lines', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
  });

  it('opens a titled dialog with every spread line, picks with origin see-all-lines, and closes on Escape', async () => {
    const t = createTestClient((op) => {
      expect(op.operationName).toBe('SportsSeeAllLines');
      expect(op.variables).toMatchObject({ eventId: 'e1', marketType: 'SPREAD' });
      return { data: { seeAllLines: { __typename: 'SeeAllLines', title: 'Spread', markets: lines } } };
    });
    renderWithClient(<DrawerShelf shelf={shelf()} page={page({ event: { ...e, mediaLinks: [] }, sections: [] })} sectionTitle="All" />, t.client);
    // Spread and total families each get a button; the moneyline has none.
    expect(screen.getByRole('button', { name: 'See all total lines' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'See all spread lines' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'All spread lines' });
    expect(dialog).toHaveAccessibleDescription('Bills @ Chiefs');
    const group = await within(dialog).findByRole('group', { name: 'Spread lines' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Alternate Spread, Bills +1.5, +120',
      'Alternate Spread, Chiefs -1.5, -145',
      'Spread, Bills +3.5 (main line), -110',
      'Spread, Chiefs -3.5 (main line), -110',
      'Alternate Spread, Bills +6.5, -150',
      'Alternate Spread, Chiefs -6.5, +125',
    ]);
    expect(within(group).getByText('Main line')).toBeInTheDocument();
    await waitFor(() => expect(t.open('SportsMarketUpdated').flatMap((s) => s.variables.marketIds as string[])).toHaveLength(3));

    await userEvent.click(buttons[4]!);
    expect(useSelectionStore.getState().selected['e1-alt-6.5-a']).toMatchObject({ origin: 'see-all-lines', marketId: 'e1-alt-6.5' });
    expect(buttons[4]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('says when no line is offered and offers Retry when the lines cannot be read', async () => {
    let fail = true;
    const t = createTestClient(() => (fail ? new Error('offline') : { data: { seeAllLines: { __typename: 'SeeAllLines', title: 'Total', markets: [] } } }));
    renderWithClient(<DrawerShelf shelf={shelf()} page={page({ event: { ...e, mediaLinks: [] }, sections: [] })} sectionTitle="All" />, t.client);
    await userEvent.click(screen.getByRole('button', { name: 'See all total lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'All total lines' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load the lines.");
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No total lines are offered for this game right now.')).toBeInTheDocument();
  });
});
