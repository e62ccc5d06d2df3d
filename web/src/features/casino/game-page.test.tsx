import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gql, useQuery } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CasinoLaunchErrorCode } from '@/graphql/graphql';
import { useAuthStore } from '@/shared/auth/auth-store';
import { handleLocationChecks } from '@/shared/location/location-requests';
import { useLocationStore } from '@/shared/location/location-store';
import { GamePage } from './game-page';
import { createCasinoClient, fullGame, money, renderCasino } from './test-utils';

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  useLocationStore.getState().reset();
});

const PATH = '/casino/category/slots/slot';
const ROUTE = '/casino/category/:categorySlug/:gameProviderGameId';
const LAUNCH_URL = '/casino-games/builtin/slot#token=abc';

/** Stand-ins of the header's and the limits modal's queries (other features' operations, by name). */
const HEADER_QUERY = gql`
  query ShellAccountMenu {
    account {
      id
      balances {
        playableBalance {
          amount
          amountLong
          currency
          formattedAmount
        }
      }
    }
  }
`;
const RG_QUERY = gql`
  query RgAccount {
    account {
      id
      showLimitsModal
    }
  }
`;
function Header() {
  useQuery(HEADER_QUERY, { fetchPolicy: 'network-only' });
  return null;
}
function LimitsModal() {
  useQuery(RG_QUERY, { fetchPolicy: 'network-only' });
  return null;
}

function account(cents: number, restriction: { active: boolean; expiresAt: string | null } | null = null) {
  return {
    __typename: 'Account',
    id: 'acc-1',
    balances: { __typename: 'Balances', playableBalance: money(cents) },
    casinoRestriction: restriction ? { __typename: 'CasinoRestriction', ...restriction } : null,
  };
}

function launchAnswer(launch: { launchUrl?: string | null; code?: CasinoLaunchErrorCode; message?: string }) {
  return {
    launchCasinoGame: {
      __typename: 'CasinoLaunch',
      launchUrl: launch.launchUrl ?? null,
      gameSession: launch.launchUrl ? { __typename: 'CasinoGameSession', id: 'sess-1', active: true, openedAt: '2030-01-04T15:00:00Z' } : null,
      error: launch.code ? { __typename: 'CasinoLaunchError', code: launch.code, message: launch.message ?? 'Refused.' } : null,
    },
  };
}

function setup({
  launch = { launchUrl: LAUNCH_URL },
  loginState = 'loggedIn' as const,
  game = fullGame(),
  restriction = null as { active: boolean; expiresAt: string | null } | null,
}: {
  launch?: Parameters<typeof launchAnswer>[0];
  loginState?: 'loggedIn' | 'loggedOut';
  game?: ReturnType<typeof fullGame> | null;
  restriction?: { active: boolean; expiresAt: string | null } | null;
} = {}) {
  let balance = 12_345;
  const api = createCasinoClient((op) => {
    switch (op.operationName) {
      case 'CasinoGamePage':
        return { casinoGamePage: game };
      case 'CasinoBalance':
        return { account: account(balance, restriction) };
      case 'ShellAccountMenu':
        return { account: account(balance) };
      case 'RgAccount':
        return { account: { __typename: 'Account', id: 'acc-1', showLimitsModal: true } };
      case 'LaunchCasinoGame':
        return launchAnswer(launch);
      default:
        return null;
    }
  });
  renderCasino(
    api,
    PATH,
    {
      [ROUTE]: (
        <>
          <Header />
          <LimitsModal />
          <GamePage />
        </>
      ),
    },
    { loginState },
  );
  return { api, setBalance: (cents: number) => (balance = cents) };
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

describe('<GamePage>', () => {
  it('shows the game: name, rules, RTP, stake range and both play buttons', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Rush Reels' })).toBeInTheDocument();
    expect(screen.getByText('95.97% RTP')).toBeInTheDocument();
    expect(screen.getByText('Stakes').nextElementSibling).toHaveTextContent('$0.10 to $500.00');
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['20 fixed paylines.', 'Three or more symbols on a line pay.']);
    expect(screen.getByRole('button', { name: 'Play for real' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play for fun' })).toBeInTheDocument();
  });

  it('offers no "Play for fun" when the game has no demo', async () => {
    setup({ game: fullGame({ demoAvailable: false }) });
    await screen.findByRole('button', { name: 'Play for real' });
    expect(screen.queryByRole('button', { name: 'Play for fun' })).not.toBeInTheDocument();
  });

  it('launches for real: the frame titled with the game shows the launch URL, the balance above it, and closes', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
    const frame = await screen.findByTitle('Gold Rush Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', LAUNCH_URL);
    expect(api.named('LaunchCasinoGame')[0]?.variables).toEqual({ gameSlug: 'gold-rush-reels', demo: false });
    const play = screen.getByRole('region', { name: 'Gold Rush Reels game' });
    expect(within(play).getByText('$123.45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));
    expect(screen.queryByTitle('Gold Rush Reels')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play for real' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor to log in (with the way back) instead of a real launch; demo play needs no login', async () => {
    const { api } = setup({ loginState: 'loggedOut' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for fun' }));
    expect(await screen.findByTitle('Gold Rush Reels')).toHaveAttribute('src', LAUNCH_URL);
    expect(api.named('LaunchCasinoGame')[0]?.variables).toEqual({ gameSlug: 'gold-rush-reels', demo: true });
    expect(screen.getByText('Playing for fun: no real money')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }));

    await userEvent.click(screen.getByRole('button', { name: 'Play for real' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?previousPath=${encodeURIComponent(PATH)}`);
    expect(api.named('LaunchCasinoGame')).toHaveLength(1);
  });

  it('refreshes the balances the header shows when the frame reports a balance, and ignores foreign messages', async () => {
    const { api, setBalance } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
    await screen.findByTitle('Gold Rush Reels');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Gold Rush Reels game' })).toHaveTextContent('$123.45'));
    const header = api.named('ShellAccountMenu').length;
    const own = api.named('CasinoBalance').length;

    post({ source: 'builtin-casino', type: 'balance', balanceCents: 12_000 }, 'https://evil.example');
    post({ source: 'someone-else', type: 'balance', balanceCents: 12_000 });
    expect(api.named('ShellAccountMenu')).toHaveLength(header);

    setBalance(12_000);
    post({ source: 'builtin-casino', type: 'balance', balanceCents: 12_000 });
    await waitFor(() => expect(api.named('ShellAccountMenu')).toHaveLength(header + 1));
    expect(api.named('CasinoBalance')).toHaveLength(own + 1);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Gold Rush Reels game' })).toHaveTextContent('$120.00'));
  });

  it('fits the frame to the height the game reports, within bounds', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
    const box = (await screen.findByTitle('Gold Rush Reels')).parentElement as HTMLElement;
    post({ source: 'builtin-casino', type: 'resize', height: 910 });
    expect(box.style.height).toBe('910px');
    post({ source: 'builtin-casino', type: 'resize', height: 50 });
    expect(box.style.height).toBe('420px');
    post({ source: 'builtin-casino', type: 'resize', height: 99_999 });
    expect(box.style.height).toBe('1600px');
    post({ source: 'builtin-casino', type: 'resize', height: 700 }, 'https://evil.example');
    expect(box.style.height).toBe('1600px');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the frame\'s location, restriction and limit errors above the frame', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
    await screen.findByTitle('Gold Rush Reels');
    post({ source: 'builtin-casino', type: 'error', code: 'NO_OPEN_HAND', message: 'No hand.' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    post({ source: 'builtin-casino', type: 'error', code: 'LOCATION', message: 'Your location is no longer verified.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your location is no longer verified.');
    expect(within(alert).getByRole('button', { name: 'Check location' })).toBeInTheDocument();
    post({ source: 'builtin-casino', type: 'error', code: 'LIMIT', message: 'Your daily loss limit is reached.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your daily loss limit is reached.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Review your limits' })).toHaveAttribute('href', '/account/responsible-gaming/limit');
  });

  describe('launch refusals', () => {
    it.each(['LOCATION_CHECK_ERROR', 'IN_EXCLUSION_BOUNDARY'] as const)('%s: the message and a "Check location" button that runs the manual check', async (code) => {
      const checks: unknown[] = [];
      const unregister = handleLocationChecks(async (options) => {
        checks.push(options);
        useLocationStore.getState().succeed({ expiresAt: Date.now() + 60_000, refreshAt: Date.now() + 30_000, region: 'US-NJ' });
      });
      try {
        setup({ launch: { code, message: 'We need to verify your location.' } });
        await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('We need to verify your location.');
        await userEvent.click(within(alert).getByRole('button', { name: 'Check location' }));
        expect(checks).toEqual([{ trigger: 'manual_check', context: 'casino' }]);
        // Verified: the refusal goes away and play can start again.
        await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      } finally {
        unregister();
      }
    });

    it('RG_ACK_REQUIRED: the message, and the limits modal is asked to read its state again', async () => {
      const { api } = setup({ launch: { code: 'RG_ACK_REQUIRED', message: 'Please confirm your limit change first.' } });
      await screen.findByRole('button', { name: 'Play for real' });
      await waitFor(() => expect(api.named('RgAccount')).toHaveLength(1));
      await userEvent.click(screen.getByRole('button', { name: 'Play for real' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your limit change first.');
      await waitFor(() => expect(api.named('RgAccount')).toHaveLength(2));
      expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/account/responsible-gaming');
    });

    it.each(['LOSS_LIMIT', 'SPEND_LIMIT'] as const)('%s: the message and a link to the limits', async (code) => {
      setup({ launch: { code, message: 'Your limit is reached.' } });
      await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your limit is reached.');
      expect(within(alert).getByRole('link', { name: 'Review your limits' })).toHaveAttribute('href', '/account/responsible-gaming/limit');
    });

    it('CASINO_RESTRICTION: the message with the restriction end when known', async () => {
      setup({ launch: { code: 'CASINO_RESTRICTION', message: 'The casino is closed to you.' }, restriction: { active: true, expiresAt: '2030-02-01T17:00:00Z' } });
      await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The casino is closed to you.');
      await waitFor(() => expect(alert).toHaveTextContent(/The restriction ends Feb 1, 2030/));
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    });

    it('CASINO_RESTRICTION without an end: the message alone', async () => {
      setup({ launch: { code: 'CASINO_RESTRICTION', message: 'The casino is closed to you.' }, restriction: { active: true, expiresAt: null } });
      await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The casino is closed to you.');
      expect(alert).not.toHaveTextContent('The restriction ends');
    });

    it('LAUNCH_FAILED: the message', async () => {
      setup({ launch: { code: 'LAUNCH_FAILED', message: 'The game could not start.' } });
      await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The game could not start.');
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
      expect(screen.queryByTitle('Gold Rush Reels')).not.toBeInTheDocument();
    });

    it('LOGIN_REQUIRED: the message and a login link back here', async () => {
      setup({ launch: { code: 'LOGIN_REQUIRED', message: 'Please log in again.' } });
      await userEvent.click(await screen.findByRole('button', { name: 'Play for real' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Please log in again.');
      expect(within(alert).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login?previousPath=${encodeURIComponent(PATH)}`);
    });
  });

  it('says an unknown game is not available', async () => {
    setup({ game: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This game is not available.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/casino');
  });
});

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));
