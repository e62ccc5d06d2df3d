import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { CasinoRoundPage } from './casino-history';
import { CategoryPage } from './category-page';
import { JackpotAmount, TICK_MS } from './jackpot-amount';
import { JackpotPage, lastWonLabel } from './jackpots';
import { CasinoLobbyPage } from './lobby';
import { category, createCasinoClient, jackpot, lobby, money, renderCasino, tile } from './test-utils';

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  vi.restoreAllMocks();
});

const mega = jackpot('gold-rush-mega', 'Gold Rush Mega', 1_000_000);
const keno = jackpot('keno-cash-pot', 'Keno Cash Pot', 100_000);
const reels = tile(0, { id: 'builtin:slot', slug: 'gold-rush-reels', gameProviderGameId: 'slot', name: 'Gold Rush Reels', jackpot: mega });

/** Makes `(prefers-reduced-motion: reduce)` match (or not) for the rest of the test. */
function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('<JackpotAmount>', () => {
  it('counts to a new amount and announces only the new value, politely', async () => {
    reducedMotion(false);
    // Animation frames on a fake clock: the count's steps do not depend on the machine's load.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      const { container, rerender } = render(<JackpotAmount money={money(1_000_000)} />);
      const live = container.querySelector('[aria-live="polite"]');
      const shown = () => container.querySelector('[aria-hidden="true"]');
      expect(live).toHaveTextContent('$10,000.00');
      expect(shown()).toHaveTextContent('$10,000.00');
      rerender(<JackpotAmount money={money(1_000_500)} />);
      expect(live).toHaveTextContent('$10,005.00');
      act(() => vi.advanceTimersByTime(TICK_MS / 2));
      const halfway = shown()?.textContent ?? '';
      expect(halfway).not.toBe('$10,000.00');
      expect(halfway).not.toBe('$10,005.00');
      act(() => vi.advanceTimersByTime(TICK_MS));
      expect(shown()).toHaveTextContent('$10,005.00');
      expect(live).toHaveTextContent('$10,005.00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('jumps straight to the new amount when less motion is asked for, and can stay silent', () => {
    reducedMotion(true);
    const { container, rerender } = render(<JackpotAmount money={money(1_000_000)} announce={false} />);
    rerender(<JackpotAmount money={money(1_234_567)} announce={false} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('$12,345.67');
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('says when a jackpot was last won', () => {
    expect(lastWonLabel(null)).toBe('Not won yet');
    expect(lastWonLabel({ amount: money(2_000_010), at: '2026-11-22T20:04:00Z' })).toBe('Last won $20,000.10 on Nov 22, 2026');
  });
});

describe('the lobby and category jackpots', () => {
  it('lists the jackpots as cards to their pages, with amounts the subscription keeps live', async () => {
    reducedMotion(true);
    const slots = category('slots', 'Slots', [reels]);
    const api = createCasinoClient((op) => (op.operationName === 'CasinoLobby' ? lobby([slots], 1, 0, [mega, keno]) : null));
    renderCasino(api, '/pa/casino', { '/pa/casino': <CasinoLobbyPage /> });
    const cards = await screen.findByRole('list', { name: 'Jackpots' });
    expect(screen.getByRole('heading', { level: 2, name: 'Jackpots' })).toBeInTheDocument();
    const links = within(cards).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/pa/casino/category/jackpots/gold-rush-mega', '/pa/casino/category/jackpots/keno-cash-pot']);
    expect(within(links[0]!).getByRole('heading', { level: 3, name: 'Gold Rush Mega' })).toBeInTheDocument();
    expect(links[0]).toHaveTextContent('$10,000.00');
    // The feeding game's tile shows (and names) the same jackpot.
    const tileLink = within(screen.getByRole('list', { name: 'Slots' })).getByRole('link');
    expect(tileLink).toHaveAccessibleName('Gold Rush Reels, 95.97% RTP, demo available, feeds Gold Rush Mega ($10,000.00)');

    await waitFor(() => expect(api.subscribed('CasinoLobbyUpdated')).toBe(true));
    act(() => api.push('CasinoLobbyUpdated', { casinoLobbyUpdated: { __typename: 'CasinoLobby', id: 'lobby:main', jackpots: [jackpot('gold-rush-mega', 'Gold Rush Mega', 1_000_150), keno] } }));
    await waitFor(() => expect(links[0]).toHaveTextContent('$10,001.50'));
    expect(tileLink).toHaveTextContent('$10,001.50');
  });

  it('keeps a category page’s tiles live through its subscription', async () => {
    reducedMotion(true);
    const api = createCasinoClient((op) =>
      op.operationName === 'CasinoCategory' ? { casinoCategory: { ...category('slots', 'Slots', [reels]), games: { __typename: 'CasinoGamePage', items: [reels], offset: 0, limit: 24, totalCount: 1 } } } : null,
    );
    renderCasino(api, '/casino/category/slots', { '/casino/category/:categorySlug': <CategoryPage /> });
    const link = await screen.findByRole('link', { name: /Gold Rush Reels/ });
    expect(link).toHaveTextContent('$10,000.00');
    await waitFor(() => expect(api.subscribed('CasinoCategoryUpdated')).toBe(true));
    expect(api.open('CasinoCategoryUpdated')[0]?.variables).toEqual({ slug: 'slots' });
    act(() =>
      api.push('CasinoCategoryUpdated', {
        casinoCategoryUpdated: {
          __typename: 'CasinoCategory',
          id: 'cat:slots',
          games: { __typename: 'CasinoGamePage', items: [{ __typename: 'CasinoGame', id: 'builtin:slot', jackpot: jackpot('gold-rush-mega', 'Gold Rush Mega', 1_000_020) }] },
        },
      }),
    );
    await waitFor(() => expect(link).toHaveTextContent('$10,000.20'));
  });
});

describe('<JackpotPage>', () => {
  const page = (lastHit: unknown) => ({
    casinoJackpot: { ...mega, lastHit, games: [reels] },
  });

  it('shows the name, the live amount, when it was last won and the games that feed it', async () => {
    reducedMotion(true);
    const api = createCasinoClient((op) => (op.operationName === 'CasinoJackpot' ? page({ __typename: 'CasinoJackpotHit', amount: money(2_345_678), at: '2026-11-20T15:00:00Z' }) : null));
    renderCasino(api, '/casino/category/jackpots/gold-rush-mega', { '/casino/category/jackpots/:jackpotSlug': <JackpotPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold Rush Mega' })).toBeInTheDocument();
    expect(api.named('CasinoJackpot')[0]?.variables).toEqual({ slug: 'gold-rush-mega' });
    expect(screen.getByText('Last won $23,456.78 on Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Games that feed it' })).toBeInTheDocument();
    const games = screen.getByRole('list', { name: 'Gold Rush Mega games' });
    expect(within(games).getByRole('link')).toHaveAttribute('href', '/casino/category/slots/slot');
    const live = document.querySelector('.jackpot-hero [aria-live="polite"]');
    expect(live).toHaveTextContent('$10,000.00');

    await waitFor(() => expect(api.subscribed('CasinoJackpotUpdated')).toBe(true));
    act(() => api.push('CasinoJackpotUpdated', { casinoJackpotUpdated: { ...jackpot('gold-rush-mega', 'Gold Rush Mega', 1_000_000), lastHit: { __typename: 'CasinoJackpotHit', amount: money(1_500_000), at: '2026-11-27T15:00:00Z' } } }));
    await waitFor(() => expect(screen.getByText('Last won $15,000.00 on Nov 27, 2026')).toBeInTheDocument());
  });

  it('says "Not won yet" before the first hit', async () => {
    const api = createCasinoClient(() => page(null));
    renderCasino(api, '/casino/category/jackpots/gold-rush-mega', { '/casino/category/jackpots/:jackpotSlug': <JackpotPage /> });
    expect(await screen.findByText('Not won yet')).toBeInTheDocument();
  });

  it('says an unknown jackpot is not available, with the way back to the lobby', async () => {
    const api = createCasinoClient(() => ({ casinoJackpot: null }));
    renderCasino(api, '/pa/casino/category/jackpots/mega', { '/pa/casino/category/jackpots/:jackpotSlug': <JackpotPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'This jackpot is not available.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/pa/casino');
    expect(api.subscribed('CasinoJackpotUpdated')).toBe(false);
  });
});

describe('the round history', () => {
  it('shows what a jackpot hit by the round paid', async () => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
    const round = {
      __typename: 'CasinoRound',
      roundId: 'r1',
      sessionId: 's1',
      gameName: 'Gold Rush Reels',
      staked: money(500),
      won: money(0),
      net: money(-500),
      startedAt: '2026-11-20T15:00:00Z',
      updatedAt: '2026-11-20T15:00:00Z',
      jackpotWon: money(1_000_010),
    };
    const api = createCasinoClient(() => ({ casinoRoundDetail: round }));
    renderCasino(api, '/account/history/casino/r1/round?session=s1', { '/account/history/casino/:roundId/round': <CasinoRoundPage /> });
    const detail = await screen.findByLabelText('Round detail');
    expect(within(detail).getByText('Jackpot won')).toBeInTheDocument();
    expect(within(detail).getByText('$10,000.10')).toBeInTheDocument();
  });
});
