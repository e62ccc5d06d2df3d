import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { FetchResult, Operation } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { useAuthStore } from '@/shared/auth/auth-store';
import { MarketplacePage } from './marketplace-page';
import { alternateSpread, event, mainLines, market, nflEvent, odds, page, participant, section, selection, stats, tableCard } from './test-fixtures';
import { createTestClient, renderWithClient } from './test-utils';
import type { MarketplacePageData } from './marketplace-operations';

const NOT_FOUND = <h1>Page not found</h1>;

/** The home page's Browse section reads the directory; the rest is the test's page. */
function pages(answer: (op: Operation) => FetchResult | Error): (op: Operation) => FetchResult | Error {
  return (op) => (op.operationName === 'SportsDirectory' ? { data: { staticMarketplace: { __typename: 'StaticMarketplace', sections: [] } } } : answer(op));
}

function homePage(): MarketplacePageData {
  const live = nflEvent('e-live', {
    status: 'IN_PLAY',
    statistics: stats({
      homeScore: 21,
      awayScore: 17,
      progress: 'Q3',
      clock: { __typename: 'Clock', seconds: 522, running: false, countsDown: true, updatedAt: '2025-11-22T15:00:00Z' },
      football: { __typename: 'FootballStatistics', possession: 'HOME', fieldPosition: 'BUF 18', yardsFromGoal: 18, downAndDistance: '3rd & 4', redZone: true },
    }),
  });
  const upcoming = event('e-soc', 'soccer', [participant('HOME', 'Arsenal FC', 'Arsenal', 'ARS'), participant('AWAY', 'Chelsea FC', 'Chelsea', 'CHE')]);
  const result = market('soc-result', 'e-soc', 'THREE_WAY', 'Result', [
    selection('soc-h', 'soc-result', 'e-soc', 'HOME', 'Arsenal', 120),
    selection('soc-d', 'soc-result', 'e-soc', 'DRAW', 'Draw', 240),
    selection('soc-a', 'soc-result', 'e-soc', 'AWAY', 'Chelsea', 210, { status: 'CLOSED', unavailableLabel: 'Suspended' }),
  ]);
  const liveCard = tableCard(live, mainLines('e-live', 'Bills', 'Chiefs'));
  return page({
    sections: [
      section('home', 'Featured', [
        { __typename: 'CarouselShelf', id: 'home:live', title: 'Live Now', icon: 'live', seeAllLink: { __typename: 'DeepLink', canonicalUrl: '/live' }, cards: [liveCard] },
        {
          __typename: 'TableShelf',
          id: 'home:football',
          title: 'Upcoming Football',
          subtitle: null,
          columnHeaders: ['Spread', 'Total', 'Moneyline'],
          seeAllLink: { __typename: 'DeepLink', canonicalUrl: '/sport/football' },
          cards: [liveCard],
        },
        { __typename: 'TableShelf', id: 'home:soccer', title: 'Upcoming Soccer', subtitle: null, columnHeaders: ['Result', 'Total'], seeAllLink: null, cards: [tableCard(upcoming, [result, null], ['Result', 'Total'])] },
      ]),
    ],
  });
}

describe('<MarketplacePage>', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  });

  it('shows a skeleton, then the shelves with participants in display order and their prices', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    const table = await screen.findByRole('region', { name: 'Upcoming Football' });
    const row = within(table).getByRole('article', { name: 'Bills @ Chiefs' });
    const names = within(row).getAllByText(/^(Bills|Chiefs)$/).map((n) => n.textContent);
    expect(names).toEqual(['Bills', 'Chiefs']);
    expect(within(row).getByRole('button', { name: 'Spread, Bills +3.5, -110' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Moneyline, Chiefs, -180' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'All 42 markets: Bills @ Chiefs' })).toHaveAttribute('href', '/sport/football/organization/usa/competition/nfl/event/e-live');
    // The live scoreboard: score, period, clock, possession, down and distance, red zone.
    expect(within(row).getByText('Q3')).toBeInTheDocument();
    expect(within(row).getByTestId('game-clock')).toHaveTextContent('8:42');
    expect(within(row).getByText('has possession')).toBeInTheDocument();
    expect(within(row).getByText('3rd & 4')).toBeInTheDocument();
    expect(within(row).getByText('Red Zone')).toBeInTheDocument();
    // Soccer: home first, a Draw row, and a suspended selection.
    const soccer = screen.getByRole('article', { name: 'Arsenal vs Chelsea' });
    expect(within(soccer).getByRole('button', { name: 'Result, Draw, +240' })).toBeEnabled();
    expect(within(soccer).getByRole('button', { name: 'Result, Chelsea, Suspended' })).toBeDisabled();
  });

  it('updates every view of a market at once from one live message, with the move highlighted', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    await screen.findByRole('region', { name: 'Upcoming Football' });
    await waitFor(() => expect(t.open('SportsMarketUpdated')).toHaveLength(1));
    const sub = t.open('SportsMarketUpdated')[0]!;
    expect(sub.variables).toMatchObject({ oddsFormat: 'AMERICAN', includeOddsTrend: true });
    expect((sub.variables.marketIds as string[]).sort()).toEqual(['e-live-ml', 'e-live-spread', 'e-live-total', 'soc-result']);
    const [, , ml] = mainLines('e-live', 'Bills', 'Chiefs');
    act(() =>
      sub.push({
        marketUpdated: { ...ml, selections: [{ ...ml!.selections[0]!, odds: odds(175), previousOdds: odds(150), trend: 'UP' }, ml!.selections[1]!] },
      }),
    );
    const buttons = await screen.findAllByRole('button', { name: 'Moneyline, Bills, +175' });
    expect(buttons).toHaveLength(2); // the carousel card and the table row
    for (const b of buttons) expect(b.querySelector('.odds')).toHaveAttribute('data-trend', 'up');
  });

  it('moves the score from the rich event subscription', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    const table = await screen.findByRole('region', { name: 'Upcoming Football' });
    await waitFor(() => expect(t.open('SportsRichEventUpdated')).toHaveLength(1));
    const live = homePage().sections[0]!.shelves[0]!;
    const e = live.__typename === 'CarouselShelf' && 'cards' in live ? live.cards[0]!.event : null;
    act(() => t.open('SportsRichEventUpdated')[0]!.push({ richEventUpdated: { ...e!, statistics: { ...e!.statistics!, homeScore: 28 } } }));
    expect(await within(table).findByText('28')).toBeInTheDocument();
  });

  it('reads the page again when a table card’s markets change', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    await screen.findByRole('region', { name: 'Upcoming Football' });
    await waitFor(() => expect(t.open('SportsTableCardStructure')).toHaveLength(1));
    const reads = t.operations.length;
    act(() => t.open('SportsTableCardStructure')[0]!.push({ tableCardUpdated: { __typename: 'TableCard', id: 'e-live', columns: [{ __typename: 'TableColumn', market: { __typename: 'Market', id: 'e-live-spread-2' } }] } }));
    await waitFor(() => expect(t.operations.length).toBe(reads + 1), { timeout: 2000 });
  });

  it('switches every price to decimal at once and asks the server in that format', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    await screen.findByRole('region', { name: 'Upcoming Football' });
    await userEvent.click(screen.getByRole('radio', { name: 'Decimal' }));
    expect(screen.getAllByRole('button', { name: 'Moneyline, Chiefs, 1.56' })).toHaveLength(2);
    await waitFor(() => expect(t.operations.at(-1)?.variables).toMatchObject({ oddsFormat: 'EURO', includeOddsTrend: true }));
    await waitFor(() => expect(t.open('SportsMarketUpdated')[0]?.variables).toMatchObject({ oddsFormat: 'EURO' }));
    expect(useOddsFormatStore.getState().visitor).toBe('EURO');
  });

  it('selects an odds button and keeps the selection in every view', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    const table = await screen.findByRole('region', { name: 'Upcoming Football' });
    await userEvent.click(within(table).getByRole('button', { name: 'Total, Over 47.5, -110' }));
    for (const b of screen.getAllByRole('button', { name: 'Total, Over 47.5, -110' })) expect(b).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the app’s not-found page when the server says the path names nothing', async () => {
    const t = createTestClient(pages(() => ({ errors: [new GraphQLError('The event was not found', { extensions: { code: 'NOT_FOUND' } })], data: null })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client, '/sport/football/organization/usa/competition/nfl/event/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(t.operations[0]?.variables).toMatchObject({ canonicalUrl: '/sport/football/organization/usa/competition/nfl/event/nope' });
  });

  it('says what went wrong with a Retry that loads the page', async () => {
    let calls = 0;
    const t = createTestClient(pages(() => (++calls === 1 ? new Error('Failed to fetch') : { data: { marketplacePage: homePage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    expect(await screen.findByRole('heading', { name: "We couldn't load this page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Upcoming Football' })).toBeInTheDocument();
  });

  it('shows an empty shelf with what to do next', async () => {
    const empty = page({
      canonicalUrl: '/live',
      pageType: 'LIVE',
      title: 'Live Betting',
      sections: [section('live', 'Live', [{ __typename: 'EmptyShelf', id: 'live:empty', title: 'Live', message: 'No games are in play right now. Check back soon.' }])],
    });
    const t = createTestClient(pages(() => ({ data: { marketplacePage: empty } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client, '/live');
    expect(await screen.findByRole('heading', { name: 'Nothing live right now' })).toBeInTheDocument();
    expect(screen.getByText('No games are in play right now. Check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See upcoming games' })).toHaveAttribute('href', '/');
  });

  it('watches at most 200 markets per subscription', async () => {
    const events = Array.from({ length: 90 }, (_, i) => nflEvent(`e${i}`));
    const big = page({
      sections: [
        section('s', 'Games', [
          { __typename: 'TableShelf', id: 't', title: 'NFL', subtitle: null, columnHeaders: ['Spread', 'Total', 'Moneyline'], seeAllLink: null, cards: events.map((e) => tableCard(e, mainLines(e.id, 'Bills', 'Chiefs'))) },
        ]),
      ],
    });
    const t = createTestClient(pages(() => ({ data: { marketplacePage: big } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client);
    await screen.findByRole('region', { name: 'NFL' });
    await waitFor(() => expect(t.open('SportsMarketUpdated')).toHaveLength(2));
    expect(t.open('SportsMarketUpdated').map((s) => (s.variables.marketIds as string[]).length)).toEqual([200, 70]);
    expect(t.open('SportsRichEventUpdated')).toHaveLength(1);
  }, 20_000);
});

describe('event page', () => {
  function eventPage(): MarketplacePageData {
    const e = nflEvent('e1', {
      status: 'IN_PLAY',
      statistics: stats({
        homeScore: 14,
        awayScore: 10,
        progress: 'Q2',
        segments: [
          { __typename: 'Segment', label: 'Q1', home: 7, away: 3 },
          { __typename: 'Segment', label: 'Q2', home: 7, away: 7 },
        ],
      }),
    });
    const base = '/sport/football/organization/usa/competition/nfl/event/e1';
    const cards = [
      { __typename: 'MarketCard' as const, id: 'e1:game-lines', eventId: 'e1', title: 'Game Lines', expanded: true, markets: mainLines('e1', 'Bills', 'Chiefs') },
      { __typename: 'MarketCard' as const, id: 'e1:alternates', eventId: 'e1', title: 'Alternates', expanded: false, markets: alternateSpread('e1', 'Bills', 'Chiefs', [1.5, 6.5]) },
    ];
    return page({
      canonicalUrl: base,
      pageType: 'EVENT',
      title: 'Bills @ Chiefs',
      event: { ...e, mediaLinks: [] },
      breadcrumbs: [{ __typename: 'Breadcrumb', label: 'Home', deepLink: { __typename: 'DeepLink', canonicalUrl: '/' } }],
      sections: [
        section(`${base}:all`, 'All', [{ __typename: 'DrawerShelf', id: `${base}:markets`, title: 'Markets', expanded: true, marketCards: cards }], { deepLink: { __typename: 'DeepLink', canonicalUrl: base } }),
        section(`${base}:game-lines`, 'Game Lines', [], { selected: false, deepLink: { __typename: 'DeepLink', canonicalUrl: `${base}/game-lines` } }),
      ],
    });
  }

  it('shows the scoreboard, the tabs, Game Lines open and Alternates collapsed, toggled from the keyboard', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: eventPage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client, '/sport/football/organization/usa/competition/nfl/event/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills @ Chiefs' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(board).getByRole('table').textContent).toBe('TeamQ1Q2TBUF3710KC7714');
    expect(screen.getByRole('navigation', { name: 'Market groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const lines = screen.getByRole('button', { name: /Game Lines/ });
    const alternates = screen.getByRole('button', { name: /Alternates/ });
    expect(lines).toHaveAttribute('aria-expanded', 'true');
    expect(alternates).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('group', { name: 'Game lines' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Alternate Spread' })).not.toBeInTheDocument();
    alternates.focus();
    await userEvent.keyboard('{Enter}');
    const ladder = screen.getByRole('group', { name: 'Alternate Spread' });
    expect(within(ladder).getByRole('button', { name: 'Alternate Spread, Bills +1.5, +120' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(alternates).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(t.open('SportsMarketCardStructure')).toHaveLength(1));
  });

  it('announces score changes politely, and not the clock', async () => {
    const t = createTestClient(pages(() => ({ data: { marketplacePage: eventPage() } })));
    renderWithClient(<MarketplacePage notFound={NOT_FOUND} />, t.client, '/sport/football/organization/usa/competition/nfl/event/e1');
    await screen.findByRole('region', { name: 'Scoreboard' });
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    await waitFor(() => expect(t.open('SportsRichEventUpdated')).toHaveLength(1));
    const e = eventPage().event!;
    act(() => t.open('SportsRichEventUpdated')[0]!.push({ richEventUpdated: { ...e, statistics: { ...e.statistics!, progress: 'Q2', clock: { __typename: 'Clock', seconds: 100, running: true, countsDown: true, updatedAt: '2025-11-22T15:00:00Z' } } } }));
    await screen.findByTestId('game-clock');
    expect(live.textContent).toBe('');
    act(() => t.open('SportsRichEventUpdated')[0]!.push({ richEventUpdated: { ...e, statistics: { ...e.statistics!, awayScore: 17 } } }));
    await waitFor(() => expect(live).toHaveTextContent('Score update: Bills 17, Chiefs 14'));
  });
});
