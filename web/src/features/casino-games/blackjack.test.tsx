import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlackjackState, Card } from './api';
import { fail, mockApi, ok, openGame, session, spyOnParent } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const c = (rank: Card['rank'], suit: Card['suit']): Card => ({ rank, suit });
const rules = { decks: 6, blackjackPays: '3:2', dealerStandsOnSoft17: true };

function state(overrides: Partial<BlackjackState>): BlackjackState {
  return {
    roundId: 'bj-1',
    commitment: 'abc',
    dealer: [c('nine', 'clubs')],
    dealerHoleHidden: true,
    hands: [{ cards: [c('queen', 'hearts'), c('eight', 'spades')], stakeCents: 500, doubled: false, total: 18, soft: false }],
    activeHand: 0,
    insuranceOffered: false,
    legalActions: ['hit', 'stand'],
    finished: false,
    outcome: null,
    balanceCents: 9_500,
    ...overrides,
  };
}

const finished = state({
  dealer: [c('nine', 'clubs'), c('seven', 'diamonds')],
  dealerHoleHidden: false,
  activeHand: null,
  legalActions: [],
  finished: true,
  outcome: {
    dealer: [c('nine', 'clubs'), c('seven', 'diamonds'), c('king', 'clubs')],
    hands: [{ cards: [c('queen', 'hearts'), c('eight', 'spades')], stake_cents: 500, doubled: false, outcome: 'win', win_cents: 1_000 }],
    insurance: null,
    stake_cents: 500,
    win_cents: 1_000,
  },
  balanceCents: 10_500,
});

describe('blackjack', () => {
  it('deals with the stake, offers only the legal actions and finishes the hand', async () => {
    const parent = spyOnParent();
    const { requests } = mockApi({
      'GET /session': ok(session({ game: 'blackjack', name: 'Classic Blackjack', rules })),
      'POST /blackjack/deal': ok(state({})),
      'POST /blackjack/act': ok(finished),
    });
    openGame('blackjack');
    expect(await screen.findByText('Blackjack pays 3:2 · Dealer stands on soft 17 · 6 decks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stake $5.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deal' }));

    const moves = await screen.findByRole('group', { name: 'Your move' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hit', 'Stand']);
    expect(screen.queryByRole('button', { name: /Double|Split|insurance/i })).not.toBeInTheDocument();
    expect(requests[1]).toMatchObject({ path: '/blackjack/deal', body: { stakeCents: 500 } });
    const player = screen.getByRole('group', { name: 'Your hand, playing' });
    expect(within(player).getByLabelText('Queen of hearts')).toBeInTheDocument();
    expect(within(player).getByLabelText('Eight of spades')).toBeInTheDocument();
    expect(within(player).getByText('18')).toBeInTheDocument();
    const dealer = screen.getByRole('group', { name: "Dealer's hand" });
    expect(within(dealer).getByLabelText('Nine of clubs')).toBeInTheDocument();
    expect(within(dealer).getByLabelText('Face-down card')).toBeInTheDocument();
    expect(parent).toHaveBeenLastCalledWith({ source: 'builtin-casino', type: 'balance', balanceCents: 9_500 }, window.location.origin);

    await userEvent.click(within(moves).getByRole('button', { name: 'Stand' }));
    expect(await screen.findByText('Win · pays $10.00')).toBeInTheDocument();
    expect(requests[2]).toMatchObject({ path: '/blackjack/act', body: { action: 'stand' } });
    expect(within(screen.getByRole('group', { name: "Dealer's hand" })).getByLabelText('King of clubs')).toBeInTheDocument();
    expect(screen.getByText('26')).toBeInTheDocument();
    expect(screen.getByText('Win. You won $10.00')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your move' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deal again' })).toBeEnabled();
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$105.00');
  });

  it('offers insurance as the server says and sends the insurance action', async () => {
    const offered = state({ dealer: [c('ace', 'spades')], insuranceOffered: true, legalActions: [{ insurance: true }, { insurance: false }] });
    const { requests } = mockApi({
      'GET /session': ok(session({ game: 'blackjack', name: 'Classic Blackjack', rules })),
      'POST /blackjack/deal': ok(offered),
      'POST /blackjack/act': ok(state({ dealer: [c('ace', 'spades')], legalActions: ['hit', 'stand', 'double'] })),
    });
    openGame('blackjack');
    await userEvent.click(await screen.findByRole('button', { name: 'Deal' }));
    const moves = await screen.findByRole('group', { name: 'Your move' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Insurance', 'No insurance']);
    await userEvent.click(within(moves).getByRole('button', { name: 'No insurance' }));
    expect(requests[2]?.body).toEqual({ action: { insurance: false } });
    expect(await screen.findByRole('button', { name: 'Double' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your move' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hit', 'Stand', 'Double']);
  });

  it('resumes the open hand of the session', async () => {
    const open = state({
      hands: [
        { cards: [c('eight', 'hearts'), c('three', 'clubs')], stakeCents: 500, doubled: false, total: 11, soft: false },
        { cards: [c('eight', 'diamonds'), c('ace', 'clubs')], stakeCents: 500, doubled: false, total: 19, soft: true },
      ],
      activeHand: 0,
      legalActions: ['hit', 'stand', 'double'],
    });
    mockApi({ 'GET /session': ok(session({ game: 'blackjack', name: 'Classic Blackjack', rules, openHand: open })) });
    openGame('blackjack');
    expect(await screen.findByRole('group', { name: 'Hand 1, playing' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hand 2' })).toHaveTextContent('Soft 19');
    expect(screen.queryByRole('button', { name: /^Deal/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your move' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hit', 'Stand', 'Double']);
  });

  it('goes back to dealing when the server has no open hand', async () => {
    mockApi({
      'GET /session': ok(session({ game: 'blackjack', name: 'Classic Blackjack', rules, openHand: state({}) })),
      'POST /blackjack/act': fail(409, 'NO_OPEN_HAND', 'There is no hand to play.'),
    });
    openGame('blackjack');
    await userEvent.click(await screen.findByRole('button', { name: 'Hit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no hand to play.');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Your move' })).not.toBeInTheDocument();
  });
});
