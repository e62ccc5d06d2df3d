import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { FreeToPlayPage, PlayWithRewardsPage } from './rewards-pages';
import { createCasinoClient, money, renderCasino, tile } from './test-utils';

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

const reels = tile(0, { name: 'Gold Rush Reels', slug: 'gold-rush-reels', gameProviderGameId: 'slot' });

function reward(over: Record<string, unknown> = {}) {
  return {
    __typename: 'CasinoRewardGame',
    game: reels,
    freeRoundsLeft: 10,
    badge: '10 free spins',
    label: '10 free spins at $0.20',
    expiresAt: '2030-01-01T00:00:00Z',
    promotionId: null,
    ...over,
  };
}

function card(over: Record<string, unknown> = {}) {
  return {
    casinoFreeToPlay: {
      __typename: 'CasinoFreeToPlay',
      id: 'daily-free-spins',
      title: 'Daily Free Spins',
      description: 'Five free spins every day.',
      active: true,
      roundsPerDay: 5,
      roundsLeftToday: 5,
      nextResetAt: '2030-01-02T05:00:00Z',
      label: '5 free spins at $0.20',
      stake: money(20),
      game: reels,
      ...over,
    },
  };
}

describe('<PlayWithRewardsPage>', () => {
  it('shows the games with free rounds as tiles with their badges', async () => {
    const api = createCasinoClient(() => ({ casinoPlayWithRewards: [reward(), reward({ game: tile(3, { name: 'Keno 80' }), badge: '1 free round', label: '1 free round at $1.00', promotionId: 'daily-keno' })] }));
    renderCasino(api, '/pa/casino/category/play_with_rewards', { '/pa/casino/category/play_with_rewards': <PlayWithRewardsPage /> }, { region: 'US-PA' });
    const list = await screen.findByRole('list', { name: 'Games with free rounds' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Gold Rush Reels, 10 free spins at $0.20');
    expect(links[0]).toHaveAttribute('href', '/pa/casino/category/slots/slot');
    expect(within(links[0]!).getByText('10 free spins')).toBeInTheDocument();
    // Rounds of a free-to-play promotion open its page.
    expect(links[1]).toHaveAttribute('href', '/pa/casino/f2p/daily-keno');
  });

  it('asks visitors to log in, without a query', () => {
    const api = createCasinoClient(() => null);
    renderCasino(api, '/casino/category/play_with_rewards', { '/casino/category/play_with_rewards': <PlayWithRewardsPage /> }, { loginState: 'loggedOut' });
    expect(screen.getByRole('heading', { name: 'Log in to see your rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', expect.stringContaining('previousPath'));
    expect(api.operations).toHaveLength(0);
  });
});

describe('<FreeToPlayPage>', () => {
  it('shows the card and launches the game with the day’s free spins', async () => {
    const api = createCasinoClient((op) => {
      if (op.operationName === 'CasinoFreeToPlay') return card();
      if (op.operationName === 'LaunchFreeToPlayGame') {
        return {
          launchFreeToPlayGame: {
            __typename: 'FreeToPlayLaunch',
            launch: { __typename: 'CasinoLaunch', launchUrl: '/casino-games/builtin/slot#token=t', error: null },
            freeRounds: { __typename: 'CasinoFreeRounds', id: 'fr-1', roundsLeft: 5, label: '5 free spins at $0.20' },
          },
        };
      }
      return null;
    });
    renderCasino(api, '/casino/f2p/daily-free-spins', { '/casino/f2p/:promotionId': <FreeToPlayPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Free Spins' })).toBeInTheDocument();
    expect(screen.getByText('Five free spins every day.')).toBeInTheDocument();
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByTitle('Gold Rush Reels')).toHaveAttribute('src', '/casino-games/builtin/slot#token=t');
    expect(api.named('LaunchFreeToPlayGame')[0]?.variables).toEqual({ promotionId: 'daily-free-spins' });
  });

  it('says come back tomorrow when today’s spins are used', async () => {
    const api = createCasinoClient(() => card({ roundsLeftToday: 0 }));
    renderCasino(api, '/casino/f2p/daily-free-spins', { '/casino/f2p/:promotionId': <FreeToPlayPage /> });
    expect(await screen.findByText('Come back tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/new ones arrive .* at /);
    expect(screen.getByText('0 of 5')).toBeInTheDocument();
  });

  it('shows a refused launch like the game page', async () => {
    const api = createCasinoClient((op) =>
      op.operationName === 'CasinoFreeToPlay'
        ? card()
        : {
            launchFreeToPlayGame: {
              __typename: 'FreeToPlayLaunch',
              launch: { __typename: 'CasinoLaunch', launchUrl: null, error: { __typename: 'CasinoLaunchError', code: 'LOCATION_CHECK_ERROR', message: 'We need to verify your location before you proceed. Please Check Location.' } },
              freeRounds: null,
            },
          },
    );
    renderCasino(api, '/casino/f2p/daily-free-spins', { '/casino/f2p/:promotionId': <FreeToPlayPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We need to verify your location');
    expect(screen.getByRole('button', { name: 'Check location' })).toBeInTheDocument();
  });

  it('asks visitors to log in, and says an unknown promotion is not available', async () => {
    const api = createCasinoClient(() => card({ roundsLeftToday: null }));
    const { unmount } = renderCasino(api, '/casino/f2p/daily-free-spins', { '/casino/f2p/:promotionId': <FreeToPlayPage /> }, { loginState: 'loggedOut' });
    expect(await screen.findByRole('link', { name: 'Log in to play' })).toBeInTheDocument();
    expect(screen.queryByText(/of 5/)).not.toBeInTheDocument();
    unmount();
    const none = createCasinoClient(() => ({ casinoFreeToPlay: null }));
    renderCasino(none, '/casino/f2p/nope', { '/casino/f2p/:promotionId': <FreeToPlayPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'This promotion is not available.' })).toBeInTheDocument();
  });
});
