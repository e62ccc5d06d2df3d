import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { CategoryPage } from './category-page';
import { PlayWithRewardsPage } from './rewards-pages';
import { CasinoLobbyPage } from './lobby';
import { CasinoRegionGate } from './region-gate';
import { category, createCasinoClient, gamePage, lobby, renderCasino, tile } from './test-utils';

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

const slots = category('slots', 'Slots', [tile(0), tile(4, { name: 'Lucky Sevens', demoAvailable: false })], 9);
const tables = category('table-games', 'Table Games', [tile(1, { name: 'European Roulette', categorySlug: 'table-games' }), tile(2, { name: 'Classic Blackjack', categorySlug: 'table-games' })]);
const instant = category('instant-win', 'Instant Win', [tile(3, { name: 'Keno 80', categorySlug: 'instant-win' })]);

describe('<CasinoLobbyPage>', () => {
  it('renders each category as a row of tiles with art, name, RTP, Demo badge and See all, then loads more categories', async () => {
    const api = createCasinoClient((op) => {
      if (op.operationName !== 'CasinoLobby') return null;
      return op.variables.offset === 0 ? lobby([slots, tables], 3) : lobby([instant], 3, 2);
    });
    renderCasino(api, '/casino', { '/casino': <CasinoLobbyPage /> });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the casino lobby');

    const slotRow = await screen.findByRole('list', { name: 'Slots' });
    expect(screen.getByRole('heading', { level: 1, name: 'Casino Lobby' })).toBeInTheDocument();
    const slotTiles = within(slotRow).getAllByRole('link');
    expect(slotTiles).toHaveLength(2);
    expect(slotTiles[0]).toHaveAttribute('href', '/casino/category/slots/slot0');
    expect(slotTiles[0]).toHaveTextContent('Game 0');
    // The name first for screen readers, then the RTP and whether there is a demo.
    expect(slotTiles[0]).toHaveAccessibleName(/^Game 0, \d+\.\d\d% RTP, demo available$/);
    expect(slotTiles[1]).toHaveAccessibleName(/^Lucky Sevens, \d+\.\d\d% RTP$/);
    expect(slotTiles[0]).toHaveTextContent('95.97% RTP');
    expect(within(slotTiles[0]!).getByText('Demo')).toBeInTheDocument();
    expect(within(slotTiles[1]!).queryByText('Demo')).not.toBeInTheDocument();
    expect(slotTiles[0]!.querySelector('svg[data-art="slot"]')).not.toBeNull();

    const tableRow = screen.getByRole('list', { name: 'Table Games' });
    expect(within(tableRow).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/casino/category/table-games/roulette1', '/casino/category/table-games/blackjack2']);
    expect(tableRow.querySelector('svg[data-art="roulette"]')).not.toBeNull();
    expect(tableRow.querySelector('svg[data-art="blackjack"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See all Slots (9)' })).toHaveAttribute('href', '/casino/category/slots');
    expect(api.named('CasinoLobby')[0]?.variables).toEqual({ offset: 0, limit: 12 });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const instantRow = await screen.findByRole('list', { name: 'Instant Win' });
    expect(instantRow.querySelector('svg[data-art="keno"]')).not.toBeNull();
    expect(api.named('CasinoLobby')[1]?.variables).toEqual({ offset: 2, limit: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3 categories shown')).toBeInTheDocument();
  });

  it('links within the PA path set on /pa/casino', async () => {
    const api = createCasinoClient(() => lobby([slots]));
    renderCasino(api, '/pa/casino', { '/pa/casino': <CasinoLobbyPage /> }, { region: 'US-PA' });
    const row = await screen.findByRole('list', { name: 'Slots' });
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', '/pa/casino/category/slots/slot0');
    expect(screen.getByRole('link', { name: /See all Slots/ })).toHaveAttribute('href', '/pa/casino/category/slots');
  });

  it('shows an error with a retry that reads the lobby again', async () => {
    let calls = 0;
    const api = createCasinoClient(() => (++calls === 1 ? new Error('offline') : lobby([slots])));
    renderCasino(api, '/casino', { '/casino': <CasinoLobbyPage /> });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the casino');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(api.named('CasinoLobby')).toHaveLength(2);
  });

  it('shows the empty state when the lobby has no categories', async () => {
    const api = createCasinoClient(() => lobby([]));
    renderCasino(api, '/casino', { '/casino': <CasinoLobbyPage /> });
    expect(await screen.findByRole('heading', { name: 'No games right now' })).toBeInTheDocument();
  });
});

describe('<CategoryPage>', () => {
  it('pages the games by offset with Load more until totalCount', async () => {
    const first = Array.from({ length: 24 }, (_, i) => tile(i));
    const api = createCasinoClient((op) => {
      if (op.operationName !== 'CasinoCategory') return null;
      const games = op.variables.offset === 0 ? first : [tile(24), tile(25)];
      return { casinoCategory: { ...category('slots', 'Slots', []), games: gamePage(games, 26, op.variables.offset as number) } };
    });
    renderCasino(api, '/casino/category/slots', { '/casino/category/:categorySlug': <CategoryPage /> });
    const grid = await screen.findByRole('list', { name: 'Slots games' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('link')).toHaveLength(24);
    expect(api.named('CasinoCategory')[0]?.variables).toEqual({ slug: 'slots', offset: 0, limit: 24 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(26));
    expect(api.named('CasinoCategory')[1]?.variables).toEqual({ slug: 'slots', offset: 24, limit: 24 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('26 of 26 games shown')).toBeInTheDocument();
  });

  it('says an unknown category is not available, with the way back to the lobby', async () => {
    const api = createCasinoClient(() => ({ casinoCategory: null }));
    renderCasino(api, '/pa/casino/category/nope', { '/pa/casino/category/:categorySlug': <CategoryPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'This category is not available.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/pa/casino');
  });

  it('play with rewards shows its empty state', async () => {
    const api = createCasinoClient(() => ({ casinoPlayWithRewards: [] }));
    renderCasino(api, '/casino/category/play_with_rewards', { '/casino/category/play_with_rewards': <PlayWithRewardsPage /> });
    expect(await screen.findByRole('heading', { name: 'No games to play with rewards right now.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/casino');
  });
});

describe('<CasinoRegionGate>', () => {
  const gate = (
    <Routes>
      <Route element={<CasinoRegionGate />}>
        <Route path="/casino/*" element={<p>casino page</p>} />
        <Route path="/pa/casino/*" element={<p>pa casino page</p>} />
      </Route>
    </Routes>
  );

  it('sends a US-PA visitor to the PA path set with the rest of the path', async () => {
    renderCasino(createCasinoClient(() => null), '/casino/category/slots?x=1', gate, { region: 'US-PA' });
    expect(await screen.findByText('pa casino page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pa/casino/category/slots?x=1');
  });

  it('leaves other regions and the standalone casinos on /casino', () => {
    renderCasino(createCasinoClient(() => null), '/casino/lobby', gate, { region: 'US-NJ' });
    expect(screen.getByTestId('location')).toHaveTextContent('/casino/lobby');
    expect(screen.getByText('casino page')).toBeInTheDocument();
  });

  it('does not redirect on a standalone casino brand', () => {
    renderCasino(createCasinoClient(() => null), '/casino/lobby', gate, { region: 'US-PA', brand: 'riverbend' });
    expect(screen.getByTestId('location')).toHaveTextContent('/casino/lobby');
  });
});
