import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, openGame, session, spyOnParent } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rules = {
  lines: 20,
  reels: 5,
  rows: 3,
  symbols: ['wild', 'scatter', 'seven', 'bar', 'bell', 'melon', 'plum', 'orange', 'lemon', 'cherry'],
  paytable: [
    { symbol: 'seven', pays: [0, 0, 50, 200, 1000] },
    { symbol: 'cherry', pays: [0, 0, 5, 15, 40] },
  ],
};

function spin(kind: 'base' | 'free', window: string[][], lineWins: unknown[], win: number, freeSpins = 0, scatters = 0) {
  return { kind, stops: [3, 1, 4, 1, 5], window, line_wins: lineWins, scatters, scatter_win_cents: 0, free_spins_awarded: freeSpins, win_cents: win };
}

const WINDOW = [
  ['seven', 'cherry', 'bell'],
  ['bar', 'cherry', 'lemon'],
  ['plum', 'cherry', 'orange'],
  ['melon', 'lemon', 'scatter'],
  ['wild', 'bar', 'bell'],
];

function round(win: number, freeSpins: unknown[] = [], awarded = 0) {
  return {
    roundId: 'round-1',
    commitment: 'c0ffee',
    seed: '5eed',
    outcome: { slot: { spin: spin('base', WINDOW, win > 0 ? [{ line: 1, symbol: 'cherry', count: 3, win_cents: 25 }] : [], 25, awarded), free_spins: freeSpins, stake_cents: 100, win_cents: win } },
    stakeCents: 100,
    winCents: win,
    balanceCents: 10_000 - 100 + win,
  };
}

describe('slot', () => {
  it('spins with the line bet, shows the reels, the winning line and the win, and tells the parent the balance', async () => {
    const parent = spyOnParent();
    const { requests } = mockApi({ 'GET /session': ok(session({ rules })), 'POST /rounds': ok(round(450)) });
    openGame('slot');
    // $1.00 total is 5 cents on each of 20 lines.
    expect(await screen.findByText('$0.05 a line on 20 lines')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByText('Line 1: 3 × Cherry pays $0.25')).toBeInTheDocument();
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/rounds', body: { bets: { slot: { line_bet_cents: 5 } } } });
    const reels = screen.getByRole('group', { name: 'Reels' });
    const reel1 = within(reels).getByRole('list', { name: 'Reel 1' });
    expect(within(reel1).getAllByRole('listitem').map((cell) => cell.getAttribute('aria-label'))).toEqual(['Seven', 'Cherry, winning', 'Bell']);
    expect(within(reels).getAllByLabelText(/winning/)).toHaveLength(3);
    expect(screen.getByText('You won $4.50')).toBeInTheDocument();
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$103.50');
    expect(screen.getByTestId('cg-last-win')).toHaveTextContent('$4.50');
    expect(parent).toHaveBeenCalledWith({ source: 'builtin-casino', type: 'balance', balanceCents: 10_000 }, window.location.origin);
    expect(parent).toHaveBeenLastCalledWith({ source: 'builtin-casino', type: 'balance', balanceCents: 10_350 }, window.location.origin);
  });

  it('shows a jackpot banner for a spin that hit a jackpot, and the balance with its payout', async () => {
    const parent = spyOnParent();
    const hit = { ...round(0), jackpot: { slug: 'gold-rush-mega', name: 'Gold Rush Mega', amountCents: 1_000_010 }, balanceCents: 10_000 - 100 + 1_000_010 };
    mockApi({ 'GET /session': ok(session({ rules })), 'POST /rounds': ok(hit) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const banner = await screen.findByText('Jackpot! $10,000.10');
    expect(banner.closest('[role="status"]')).toHaveTextContent('You won the whole Gold Rush Mega pot. It is in your balance.');
    expect(screen.getByText('Jackpot! $10,000.10 from Gold Rush Mega. No win this time')).toBeInTheDocument();
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$10,099.10');
    expect(parent).toHaveBeenLastCalledWith({ source: 'builtin-casino', type: 'balance', balanceCents: 1_009_910 }, window.location.origin);
  });

  it('announces a losing spin', async () => {
    mockApi({ 'GET /session': ok(session({ rules })), 'POST /rounds': ok(round(0)) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    expect(screen.getByText('No winning lines.')).toBeInTheDocument();
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$99.00');
  });

  it('spins on Space pressed outside the controls and changes the stake with the buttons', async () => {
    const { requests } = mockApi({ 'GET /session': ok(session({ rules })), 'POST /rounds': ok(round(0)) });
    openGame('slot');
    await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise total bet' }));
    expect(screen.getByText('$0.10 a line on 20 lines')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ bets: { slot: { line_bet_cents: 10 } } });
  });

  it('keeps the stake within the session limits', async () => {
    mockApi({ 'GET /session': ok(session({ rules, minStakeCents: 20, maxStakeCents: 200 })) });
    openGame('slot');
    await screen.findByRole('button', { name: 'Spin' });
    const chips = screen.getAllByRole('button', { name: /^Total bet \$/ }).map((b) => b.textContent);
    expect(chips[0]).toBe('$0.20');
    expect(chips.at(-1)).toBe('$2.00');
    await userEvent.click(screen.getByRole('button', { name: 'Total bet $2.00' }));
    expect(screen.getByRole('button', { name: 'Raise total bet' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Total bet $0.20' }));
    expect(screen.getByRole('button', { name: 'Lower total bet' })).toBeDisabled();
  });

  it('shows the free spins an outcome has', async () => {
    const free = [spin('free', WINDOW, [], 300), spin('free', WINDOW, [], 0)];
    mockApi({ 'GET /session': ok(session({ rules })), 'POST /rounds': ok(round(325, free, 10)) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(/10 free spins!/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Free spins' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free spin 1: won $3.00', 'Free spin 2: no win']);
    expect(screen.getByText('10 free spins. You won $3.25')).toBeInTheDocument();
  });

  it('opens the paytable from the session rules', async () => {
    mockApi({ 'GET /session': ok(session({ rules })) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Paytable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('SymbolPays');
    expect(rows[1]).toHaveTextContent('Seven0 / 0 / 50 / 200 / 1000');
    expect(within(dialog).getByText(/20 fixed lines, 5 reels × 3 rows/)).toBeInTheDocument();
  });
});

describe('slot free rounds', () => {
  const offer = { id: 'fr-1', title: 'Free Spins', roundsLeft: 2, stakeCents: 20, expiresAt: '2030-01-01T00:00:00Z', label: '2 free spins at $0.20' };
  const freeRound = (left: number, win: number) => ({ ...round(win), stakeCents: 20, balanceCents: 10_000 + win, freeRoundsLeft: left });

  it('offers the free spins, plays them at their fixed stake with the grant, counts down and goes back to normal play', async () => {
    const { requests } = mockApi({
      'GET /session': ok(session({ rules, freeRounds: [offer] })),
      'POST /rounds': [ok(freeRound(1, 450)), ok(freeRound(0, 0)), ok(round(0))],
    });
    openGame('slot');
    const region = await screen.findByRole('region', { name: 'Your free spins' });
    expect(region).toHaveTextContent('Free Spins: 2 free spins at $0.20');
    expect(region).toHaveTextContent('Paid by us, not your balance. Wins are paid to your cash.');
    expect(screen.getByRole('checkbox', { name: 'Use my free spins' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Raise total bet' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Free spin (2 left)' }));
    expect(await screen.findByText('Free spin. You won $4.50 1 free spin left.')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ bets: { slot: { line_bet_cents: 1 } }, freeRoundsId: 'fr-1' });
    // The balance is not charged: the win alone is added.
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$104.50');

    await userEvent.click(screen.getByRole('button', { name: 'Free spin (1 left)' }));
    expect(await screen.findByText(/No free spins left: back to normal play\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your free spins' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    expect(requests[3]?.body).toEqual({ bets: { slot: { line_bet_cents: 5 } } });
  });

  it('plays for money when the player turns the free spins off', async () => {
    const { requests } = mockApi({ 'GET /session': ok(session({ rules, freeRounds: [offer] })), 'POST /rounds': ok(round(0)) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Use my free spins' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ bets: { slot: { line_bet_cents: 5 } } });
  });

  it('drops an offer the server no longer takes and shows why', async () => {
    mockApi({
      'GET /session': ok(session({ rules, freeRounds: [offer] })),
      'POST /rounds': () => ({ status: 409, body: { error: { code: 'FREE_ROUNDS', message: 'These free rounds have expired.' } } }),
    });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Free spin (2 left)' }));
    expect(await screen.findByText('These free rounds have expired.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your free spins' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });
});
