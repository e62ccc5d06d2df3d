/**
 * Route-level: the full layout with the casino composed in. The sports/casino toggle switches
 * between `/` and `/casino` on a sportsbook brand, casino routes put the casino menu in the side
 * navigation, and the standalone casinos open on the lobby.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import type { BrandCode } from '@/brands/types';
import { CasinoLobby } from '@/features/casino/lobby';
import { category, lobby, startup, tile } from '@/features/casino/test-utils';
import { HomePage } from '@/features/shell/home-page';
import { useSideNavStore } from '@/features/shell/side-nav-store';
import { StartupContext } from '@/shared/api/use-startup';
import { useAuthStore } from '@/shared/auth/auth-store';
import { createMockApollo, dataReplies, LocationProbe } from '@/test/mock-apollo';
import { FullLayout } from './layouts/full-layout';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const CASINO_MENU = {
  casinoMenu: [
    { __typename: 'CasinoMenuItem', id: 'lobby', label: 'Lobby', path: '/casino', icon: 'lobby', children: [] },
    {
      __typename: 'CasinoMenuItem',
      id: 'slots',
      label: 'Slots',
      path: '/casino/category/slots',
      icon: 'slots',
      children: [{ __typename: 'CasinoMenuItem', id: 'new', label: 'New slots', path: '/casino/category/new', icon: 'new', children: [] }],
    },
  ],
};

function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width/.test(query) && !query.includes('pointer: coarse') && !query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

function setup(path: string, brand: BrandCode = 'halftime') {
  const api = createMockApollo(
    dataReplies((op) => {
      if (op.operationName === 'CasinoMenu') return CASINO_MENU;
      if (op.operationName === 'CasinoLobby') return lobby([category('slots', 'Slots', [tile(0), tile(4)])]);
      return null;
    }),
  );
  render(
    <BrandProvider brand={BRANDS[brand]}>
      <ApolloProvider client={api.client}>
        <StartupContext.Provider value={{ data: startup(), loading: false, error: null, refetch: async () => undefined }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<FullLayout />}>
                <Route index element={brand === 'halftime' ? <p>sports home</p> : <HomePage lobby={<CasinoLobby home />} />} />
                <Route path="/casino" element={<p>casino lobby</p>} />
              </Route>
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </StartupContext.Provider>
      </ApolloProvider>
    </BrandProvider>,
  );
  return api;
}

beforeEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, userId: null });
  useSideNavStore.setState({ drawerOpen: false, collapsed: true, wide: false });
  wideScreen();
});
afterEach(() => vi.restoreAllMocks());

describe('sports/casino toggle and casino menu', () => {
  it('switches between / and /casino, and casino routes show the casino menu in the side navigation', async () => {
    const api = setup('/');
    const nav = screen.getByTestId('side-nav');
    const toggle = within(nav).getByRole('group', { name: 'Product' });
    expect(within(toggle).getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('list', { name: 'Casino' })).not.toBeInTheDocument();
    expect(api.named('CasinoMenu')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeInTheDocument();

    await userEvent.click(within(toggle).getByRole('link', { name: 'Casino' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/casino$/);
    // The game has the room: the betslip steps aside on casino routes.
    expect(screen.queryByRole('region', { name: 'Betslip' })).not.toBeInTheDocument();
    expect(screen.getByText('casino lobby')).toBeInTheDocument();
    expect(within(toggle).getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    const menu = await within(screen.getByTestId('side-nav')).findByRole('list', { name: 'Casino' });
    expect(within(menu).getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/casino');
    expect(within(menu).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/casino/category/slots');
    expect(within(menu).getByRole('link', { name: 'New slots' })).toHaveAttribute('href', '/casino/category/new');

    await userEvent.click(within(toggle).getByRole('link', { name: 'Sports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('region', { name: 'Betslip' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('side-nav')).queryByRole('list', { name: 'Casino' })).not.toBeInTheDocument());
  });
});

describe('standalone casino home', () => {
  it('opens on the casino lobby, keeps the rules and responsible-play pieces, and the menu is the casino menu', async () => {
    document.title = 'Riverbend Casino';
    setup('/', 'riverbend');
    const row = await screen.findByRole('list', { name: 'Slots' });
    // The brand's home keeps the brand's title.
    expect(document.title).toBe('Riverbend Casino');
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', '/casino/category/slots/slot0');
    expect(screen.getByRole('heading', { level: 1, name: 'Casino Lobby' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Riverbend Casino' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Play responsibly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game rules' })).toBeInTheDocument();
    // No product toggle on a standalone casino.
    expect(screen.queryByRole('group', { name: 'Product' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    const drawer = await screen.findByTestId('nav-drawer');
    expect(await within(drawer).findByRole('list', { name: 'Casino' })).toBeInTheDocument();
  });

  it('a sportsbook brand keeps its welcome on the shell home page', () => {
    setup('/', 'scorecard');
    expect(screen.queryByRole('heading', { level: 1, name: 'Casino Lobby' })).not.toBeInTheDocument();
  });
});
