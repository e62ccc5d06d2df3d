import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, openGame, session } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('roulette', () => {
  it('places chips with the stake, undoes, spins the wagers and shows the pocket and each wager’s win', async () => {
    const { requests } = mockApi({
      'GET /session': ok(session({ game: 'roulette', name: 'European Roulette', rules: {} })),
      'POST /rounds': ok({
        roundId: 'r1',
        commitment: 'aa',
        seed: 'bb',
        outcome: {
          roulette: {
            pocket: 17,
            wagers: [
              { wager: { bet: { straight: 17 }, stake_cents: 200 }, win_cents: 7_200 },
              { wager: { bet: 'red', stake_cents: 100 }, win_cents: 0 },
              { wager: { bet: { dozen: 2 }, stake_cents: 100 }, win_cents: 300 },
            ],
            stake_cents: 400,
            win_cents: 7_500,
          },
        },
        stakeCents: 400,
        winCents: 7_500,
        balanceCents: 17_100,
      }),
    });
    openGame('roulette');
    const layout = await screen.findByRole('group', { name: 'Betting layout' });
    expect(within(layout).getAllByRole('button', { name: /^\d+(, (red|black))?$/ })).toHaveLength(37);
    for (const name of ['Red', 'Black', 'Odd', 'Even', '1 to 18', '19 to 36', '1st dozen', '2nd dozen', '3rd dozen', '1st column', '2nd column', '3rd column']) {
      expect(within(layout).getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(within(layout).getByRole('button', { name: '17, black' }));
    await userEvent.click(within(layout).getByRole('button', { name: '17, black, $1.00 on it' }));
    await userEvent.click(within(layout).getByRole('button', { name: 'Red' }));
    await userEvent.click(within(layout).getByRole('button', { name: 'Black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(within(layout).getByRole('button', { name: '2nd dozen' }));
    expect(screen.getByText('On the table: $4.00 on 3 bets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByText('17 black. You won $75.00')).toBeInTheDocument();
    expect(requests[1]?.body).toEqual({
      bets: {
        roulette: [
          { bet: { straight: 17 }, stake_cents: 200 },
          { bet: 'red', stake_cents: 100 },
          { bet: { dozen: 2 }, stake_cents: 100 },
        ],
      },
    });
    const list = screen.getByRole('list', { name: 'Your bets this spin' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Number 17, $2.00: won $72.00', 'Red, $1.00: lost', '2nd dozen, $1.00: won $3.00']);
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$171.00');
  });

  it('clears the table and cannot spin without chips', async () => {
    mockApi({ 'GET /session': ok(session({ game: 'roulette', name: 'European Roulette', rules: {} })) });
    openGame('roulette');
    const layout = await screen.findByRole('group', { name: 'Betting layout' });
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await userEvent.click(within(layout).getByRole('button', { name: '0' }));
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('On the table: $0.00 on 0 bets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });
});
