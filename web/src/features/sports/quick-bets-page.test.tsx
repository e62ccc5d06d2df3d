import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { useQuickPickStore } from '@/shared/selections/quick-pick';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { useAuthStore } from '@/shared/auth/auth-store';
import type { QuickBetsMode } from '@/graphql/graphql';
import { QuickBetsPage, appendPage, modeOf, modeParam } from './quick-bets-page';
import type { QuickBetCardData, QuickBetsSectionData } from './quick-bets-operations';
import { mainLines, nflEvent, selection } from './test-fixtures';
import { createTestClient, renderWithClient } from './test-utils';

function card(id: string, american = 150): QuickBetCardData {
  const e = nflEvent(id, { name: `Bills @ Chiefs ${id}` });
  const ml = mainLines(id, 'Bills', 'Chiefs')[2]!;
  return {
    __typename: 'QuickBetCard',
    id,
    event: e,
    market: { ...ml, selections: [{ ...ml.selections[0]!, odds: selection('x', ml.id, id, 'AWAY', 'Bills', american).odds }, ml.selections[1]!] },
  };
}

function section(mode: QuickBetsMode, cards: QuickBetCardData[], total: number, endCursor: string | null): QuickBetsSectionData {
  return {
    __typename: 'QuickBetsSection',
    id: `quick-bets:${mode}`,
    mode,
    title: mode === 'LIVE' ? 'Live' : 'Popular',
    totalCount: total,
    emptyMessage: 'No games are in play right now. Check back soon.',
    pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
    cards,
  };
}

const modes = (selected: QuickBetsMode) =>
  (['POPULAR', 'LIVE', 'STARTING_SOON'] as const).map((mode) => ({
    __typename: 'QuickBetsModeTab' as const,
    mode,
    title: mode === 'POPULAR' ? 'Popular' : mode === 'LIVE' ? 'Live' : 'Starting Soon',
    count: mode === 'LIVE' ? 0 : 3,
    selected: mode === selected,
  }));

describe('<QuickBetsPage>', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  });

  it('names modes in the address', () => {
    expect(modeOf('starting-soon')).toBe('STARTING_SOON');
    expect(modeOf('nonsense')).toBe('POPULAR');
    expect(modeOf(null)).toBe('POPULAR');
    expect(modeParam('STARTING_SOON')).toBe('starting-soon');
  });

  it('appends a next page without repeating a card', () => {
    const first = section('POPULAR', [card('a'), card('b')], 3, 'c2');
    const merged = appendPage(first, section('POPULAR', [card('b'), card('c')], 3, null));
    expect(merged.cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(merged.pageInfo.hasNextPage).toBe(false);
  });

  it('shows the modes and cards, appends "Show more", keeps prices live and picks with origin quick-bets', async () => {
    const t = createTestClient((op) => {
      if (op.operationName === 'SportsQuickBetsPage') return { data: { quickBetsPage: { __typename: 'QuickBetsPage', modes: modes('POPULAR'), section: section('POPULAR', [card('a'), card('b')], 3, 'off:2') } } };
      if (op.operationName === 'SportsQuickBetsMore') {
        expect(op.variables).toMatchObject({ mode: 'POPULAR', after: 'off:2' });
        return { data: { quickBetsSection: section('POPULAR', [card('c')], 3, null) } };
      }
      return { data: { quickBetsPage: { __typename: 'QuickBetsPage', modes: modes('POPULAR') } } };
    });
    renderWithClient(<QuickBetsPage />, t.client, '/quick-bets');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Quick Bets');
    expect(await screen.findByRole('article', { name: 'Bills @ Chiefs a' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Quick Bets modes' });
    expect(within(tabs).getByRole('link', { name: /Popular/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Starting Soon/ })).toHaveAttribute('href', '/quick-bets?mode=starting-soon');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Bills @ Chiefs c' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // Every card shown is watched by event id; an update moves the price in place.
    await waitFor(() => expect(t.open('SportsQuickBetUpdated').flatMap((s) => s.variables.eventIds as string[]).sort()).toEqual(['a', 'b', 'c']));
    const b = screen.getByRole('article', { name: 'Bills @ Chiefs b' });
    expect(within(b).getByRole('button', { name: 'Moneyline, Bills, +150' })).toBeInTheDocument();
    const sub = t.open('SportsQuickBetUpdated').find((s) => (s.variables.eventIds as string[]).includes('b'))!;
    act(() => sub.push({ eventQuickBetDetailsUpdated: card('b', 175) }));
    expect(await within(b).findByRole('button', { name: 'Moneyline, Bills, +175' })).toBeInTheDocument();

    // A tap goes to the quick bet (the layout's quick bet host), not to the main slip.
    await userEvent.click(within(b).getByRole('button', { name: 'Moneyline, Chiefs, -180' }));
    expect(useQuickPickStore.getState().request?.candidate).toMatchObject({ selectionId: 'b-ml-h', origin: 'quick-bets', marketId: 'b-ml', eventId: 'b' });
    expect(useSelectionStore.getState().selected['b-ml-h']).toBeUndefined();
  });

  it('says what the server says when a mode has no games, and explains a closed market', async () => {
    const closed: QuickBetCardData = { ...card('z'), market: null };
    const t = createTestClient((op) => {
      const mode = op.variables.mode as QuickBetsMode;
      const cards = mode === 'LIVE' ? [] : [closed];
      return { data: { quickBetsPage: { __typename: 'QuickBetsPage', modes: modes(mode), section: section(mode, cards, cards.length, null) } } };
    });
    renderWithClient(<QuickBetsPage />, t.client, '/quick-bets?mode=live');
    expect(await screen.findByText('No games are in play right now. Check back soon.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Popular/ }));
    const z = await screen.findByRole('article', { name: 'Bills @ Chiefs z' });
    expect(within(z).getByText('Betting on the result is closed for now.')).toBeInTheDocument();
  });

  it('offers Retry when the page cannot be read', async () => {
    let fail = true;
    const t = createTestClient(() => (fail ? new Error('offline') : { data: { quickBetsPage: { __typename: 'QuickBetsPage', modes: modes('POPULAR'), section: section('POPULAR', [card('a')], 1, null) } } }));
    renderWithClient(<QuickBetsPage />, t.client, '/quick-bets');
    expect(await screen.findByRole('heading', { name: "We couldn't load this page" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Bills @ Chiefs a' })).toBeInTheDocument();
  });
});
