import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickPick } from './keno';
import { mockApi, ok, openGame, session } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rules = { numbers: 80, drawn: 20, maxPicks: 3, paytable: { '1': [0, 3.8], '2': [0, 0, 15.8], '3': [0, 0, 2.5, 43.5] } };
const kenoSession = () => session({ game: 'keno', name: 'Keno 80', rules });

function pressed(): number[] {
  return screen
    .getAllByRole('button', { pressed: true })
    .map((b) => Number(b.textContent))
    .filter((n) => Number.isInteger(n) && n > 0);
}

describe('keno', () => {
  it('draws an 80-number board and lets the player pick at most maxPicks numbers', async () => {
    mockApi({ 'GET /session': ok(kenoSession()) });
    openGame('keno');
    const board = await screen.findByRole('group', { name: 'Keno numbers' });
    expect(within(board).getAllByRole('button')).toHaveLength(80);
    for (const n of ['7', '21', '80']) await userEvent.click(within(board).getByRole('button', { name: n }));
    expect(pressed()).toEqual([7, 21, 80]);
    expect(within(board).getByRole('button', { name: '33' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(board).getByRole('button', { name: '33' }));
    expect(pressed()).toEqual([7, 21, 80]);
    expect(screen.getByText('You can pick at most 3 numbers.')).toBeInTheDocument();

    await userEvent.click(within(board).getByRole('button', { name: '21' }));
    await userEvent.click(within(board).getByRole('button', { name: '33' }));
    expect(pressed()).toEqual([7, 33, 80]);
  });

  it('quick picks maxPicks different numbers and shows that paytable', async () => {
    mockApi({ 'GET /session': ok(kenoSession()) });
    openGame('keno');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick pick' }));
    const picks = pressed();
    expect(picks).toHaveLength(3);
    expect(new Set(picks).size).toBe(3);
    const table = screen.getByRole('table', { name: 'Pays for 3 picks' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2×2.5 ($2.50)', '3×43.5 ($43.50)']);
  });

  it('quickPick never repeats and stays on the board', () => {
    const picks = quickPick(10, 80, () => 0.999);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(quickPick(12, 10)).toHaveLength(10);
  });

  it('plays the ticket and highlights drawn numbers and hits', async () => {
    const drawn = [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 67, 71, 75, 79];
    const { requests } = mockApi({
      'GET /session': ok(kenoSession()),
      'POST /rounds': ok({
        roundId: 'k1',
        commitment: 'aa',
        seed: 'bb',
        outcome: { keno: { picks: [3, 7, 8], drawn, hits: [3, 7], stake_cents: 100, win_cents: 250 } },
        stakeCents: 100,
        winCents: 250,
        balanceCents: 10_150,
      }),
    });
    openGame('keno');
    const board = await screen.findByRole('group', { name: 'Keno numbers' });
    for (const n of ['8', '3', '7']) await userEvent.click(within(board).getByRole('button', { name: n }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('2 of 3 picks hit. You won $2.50')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({ bets: { keno: { picks: [3, 7, 8], stake_cents: 100 } } });
    expect(within(board).getByRole('button', { name: '3, hit' })).toHaveClass('cg-ball--hit');
    expect(within(board).getByRole('button', { name: '11, drawn' })).toHaveClass('cg-ball--drawn');
    expect(within(board).getByRole('button', { name: '8' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(board).getAllByRole('button', { name: /, (hit|drawn)$/ })).toHaveLength(20);
  });

  it('keeps stakes in whole tens of cents', async () => {
    mockApi({ 'GET /session': ok(session({ game: 'keno', name: 'Keno 80', rules, minStakeCents: 5, maxStakeCents: 95 })) });
    openGame('keno');
    await screen.findByRole('group', { name: 'Keno numbers' });
    const chips = screen.getAllByRole('button', { name: /^Stake \$/ }).map((b) => b.textContent);
    expect(chips[0]).toBe('$0.10');
    expect(chips.at(-1)).toBe('$0.90');
  });
});
