import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider, type Operation } from '@apollo/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BetslipFieldsFragment } from '@/graphql/graphql';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { QuickPickContext, useQuickPickStore } from '@/shared/selections/quick-pick';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { clearTrackedEvents, trackedEvents } from '@/shared/telemetry/analytics';
import { EVENTS } from '@/shared/telemetry/events';
import { OddsButton, type OddsButtonSelection } from '@/shared/ui/odds-button';
import { createMockApollo, dataReplies, LocationProbe, type DataReply } from '@/test/mock-apollo';
import { QuickBetHost, quickAction } from './quick-betslip';
import { draftBet, leg, money, slip, slipError } from './test-fixtures';

const price = (id: string, n: number, d: number, american: string): OddsButtonSelection => ({
  id,
  marketId: 'm',
  eventId: 'e',
  odds: { numerator: n, denominator: d, numeratorLong: String(n), denominatorLong: String(d), american, decimal: '1.91' },
  status: 'OPEN',
  unavailableLabel: null,
});

const A = leg('a', 'Chiefs');
const B = leg('b', 'Bills');

/** The quick slip holding `l`, staked `cents`. */
function quickSlip(l: typeof A, cents = 0, over: Parameters<typeof slip>[1] = {}): BetslipFieldsFragment {
  return slip([l], { straight: [draftBet(`straight:${l.id}`, 'STRAIGHT', [l], { betAmount: money(cents), totalBetAmount: money(cents), winAmount: money(Math.floor((cents * 10) / 11)) })], ...over });
}

function setup(answer: (op: Operation) => DataReply) {
  const api = createMockApollo(dataReplies(answer));
  render(
    <ApolloProvider client={api.client}>
      <MemoryRouter initialEntries={['/quick-bets']}>
        <QuickPickContext.Provider value>
          <OddsButton selection={price('a', 10, 11, '-110')} name="Moneyline, Chiefs" origin="quick-bets" />
          <OddsButton selection={price('b', 3, 2, '+150')} name="Moneyline, Bills" origin="quick-bets" />
        </QuickPickContext.Provider>
        <QuickBetHost />
        <LocationProbe />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return api;
}

describe('quick bet', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useSelectionStore.setState({ selected: {}, pending: {} });
    useQuickPickStore.setState({ request: null, selectedId: null });
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'b', refreshToken: 'r' });
    clearTrackedEvents();
  });
  afterEach(() => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null, refreshToken: null });
    clearTrackedEvents();
  });

  it('a tap opens the quick bet on the quick slip; a stake, then a placement with a key; Bet Placed', async () => {
    const api = setup((op) => {
      switch (op.operationName) {
        case 'QuickBetslipAddMarketSelection':
          return { quickBetslipAddMarketSelection: quickSlip(A) };
        case 'QuickBetslipSetBetAmount':
          return { quickBetslipSetBetAmount: quickSlip(A, 1100, { version: 4 }) };
        case 'QuickBetslipPlaceBet':
          return { quickBetslipPlaceBet: { __typename: 'PlaceBetsResult', placedBets: [{ __typename: 'PlacedBet', id: 'bet_1', rawId: '1' }], betslip: quickSlip(A, 1100, { version: 5 }), patronBalanceAfter: null, errors: [] } };
        default:
          return null;
      }
    });
    const chiefs = screen.getByRole('button', { name: 'Moneyline, Chiefs, -110' });
    await userEvent.click(chiefs);
    const dialog = await screen.findByRole('dialog', { name: 'Quick Bet' });
    expect(api.named('QuickBetslipAddMarketSelection')[0]?.variables).toMatchObject({ selectionId: 'a', odds: { numeratorLong: '10', denominatorLong: '11' }, selectionOrigin: 'quick-bets' });
    expect(within(dialog).getByText('Chiefs')).toBeInTheDocument();
    expect(chiefs).toHaveAttribute('aria-pressed', 'true');
    // The main slip is untouched.
    expect(useSelectionStore.getState().selected).toEqual({});
    expect(within(dialog).getByRole('button', { name: 'Place Bet' })).toBeDisabled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Bet amount' }), { target: { value: '11' } });
    await waitFor(() => expect(api.named('QuickBetslipSetBetAmount')).toHaveLength(1));
    expect(api.named('QuickBetslipSetBetAmount')[0]?.variables).toMatchObject({ draftBetId: 'straight:a', amount: '11.00', amountField: 'BET' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Place Bet' })).toBeEnabled());
    expect(within(dialog).getByText('$10.00')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Bet Placed' })).toBeDisabled());
    const vars = api.named('QuickBetslipPlaceBet')[0]?.variables;
    expect(vars).toMatchObject({ bet: { draftBetId: 'straight:a', betAmount: '1100' }, betslipVersion: 4 });
    expect(String(vars?.idempotencyKey).length).toBeGreaterThan(8);
    expect(trackedEvents().filter((e) => e.name === EVENTS.betsPlaced).map((e) => e.properties)).toEqual([{ slip: 'quick', betCount: 1, placedCount: 1, errorCodes: [], errorCode: null, success: true }]);
    expect(trackedEvents().find((e) => e.name === EVENTS.selectionAdded)?.properties).toEqual({ selectionId: 'a', selectionOrigin: 'quick-bets', slip: 'quick', errorCode: null, success: true });
  });

  it('another tap with a stake typed keeps it (one set-draft-bet call); closing empties the quick slip', async () => {
    const api = setup((op) => {
      switch (op.operationName) {
        case 'QuickBetslipAddMarketSelection':
          return { quickBetslipAddMarketSelection: quickSlip(A, 500) };
        case 'QuickBetslipSetDraftBet':
          return { quickBetslipSetDraftBet: quickSlip(B, 500) };
        case 'QuickBetslipRemoveMarketSelection':
          return { quickBetslipRemoveMarketSelection: slip([]) };
        default:
          return null;
      }
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moneyline, Chiefs, -110' }));
    await screen.findByText('Chiefs');
    act(() => useQuickPickStore.getState().pick({ selectionId: 'b', marketId: 'm', eventId: 'e', numerator: '3', denominator: '2', origin: 'quick-bets' }));
    await waitFor(() => expect(api.named('QuickBetslipSetDraftBet')).toHaveLength(1));
    expect(api.named('QuickBetslipSetDraftBet')[0]?.variables).toMatchObject({ selectionId: 'b', odds: { numeratorLong: '3', denominatorLong: '2' }, amount: '5.00', amountField: 'BET', amountSourceType: 'CASH', selectionOrigin: 'quick-bets' });
    const dialog = await screen.findByRole('dialog', { name: 'Quick Bet' });
    await within(dialog).findByText('Bills');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.named('QuickBetslipRemoveMarketSelection')[0]?.variables).toMatchObject({ selectionId: 'b' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Moneyline, Bills, +150' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('several bonus bets are a choice: picking one sets it as the amount source, cash takes it back', async () => {
    const bonus = (id: string, title: string, cents: number) => ({ __typename: 'FreeBet' as const, id, rawId: id, title, amount: money(cents), expiresTime: '2099-01-01T00:00:00Z', isRestricted: false });
    const offered = [bonus('fb1', 'NFL Bonus', 500), bonus('fb2', 'Welcome Bonus', 1000)];
    const withBonuses = (source: 'CASH' | 'FREE_BET', freeBetId: string | null) =>
      slip([A], { straight: [draftBet('straight:a', 'STRAIGHT', [A], { availableFreeBets: offered, amountSourceType: source, selectedFreeBetId: freeBetId })] });
    const api = setup((op) => {
      switch (op.operationName) {
        case 'QuickBetslipAddMarketSelection':
          return { quickBetslipAddMarketSelection: withBonuses('CASH', null) };
        case 'QuickBetslipSetAmountSource':
          return { quickBetslipSetAmountSource: op.variables.freeBetId ? withBonuses('FREE_BET', String(op.variables.freeBetId)) : withBonuses('CASH', null) };
        default:
          return null;
      }
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moneyline, Chiefs, -110' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Bet' });
    const choice = within(dialog).getByRole('combobox', { name: 'Bonus Bet' });
    expect(choice).toHaveTextContent('No bonus bet (cash)');
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'Welcome Bonus ($10.00)' }));
    await waitFor(() => expect(api.named('QuickBetslipSetAmountSource')[0]?.variables).toMatchObject({ draftBetId: 'straight:a', amountSourceType: 'FREE_BET', freeBetId: 'fb2' }));
    await waitFor(() => expect(choice).toHaveTextContent('Welcome Bonus ($10.00)'));
    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'No bonus bet (cash)' }));
    await waitFor(() => expect(api.named('QuickBetslipSetAmountSource')[1]?.variables).toMatchObject({ amountSourceType: 'CASH', freeBetId: null }));
  });

  it('a visitor is asked to log in; a refused tap shows the add toast and records its code', async () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    let refuse = false;
    const api = setup((op) => {
      if (op.operationName !== 'QuickBetslipAddMarketSelection') return null;
      return refuse ? new Error('Failed to fetch') : { quickBetslipAddMarketSelection: quickSlip(A, 0) };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moneyline, Chiefs, -110' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Bet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log In to Bet' }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/login/);
    refuse = true;
    act(() => useQuickPickStore.getState().pick({ selectionId: 'b', marketId: 'm', eventId: 'e', numerator: '3', denominator: '2', origin: 'quick-bets' }));
    await waitFor(() => expect(api.named('QuickBetslipAddMarketSelection')).toHaveLength(2));
    await waitFor(() => expect(trackedEvents().filter((e) => e.name === EVENTS.selectionAdded).map((e) => e.properties.errorCode)).toEqual([null, 'NETWORK_ERROR']));
  });
});

describe('quickAction', () => {
  it('logs visitors in, accepts a moved price first, places a staked bet, else waits', () => {
    const staked = quickSlip(A, 1000);
    expect(quickAction(staked, false, false, false)).toBe('login');
    expect(quickAction(staked, true, false, false)).toBe('place');
    expect(quickAction(staked, true, false, true)).toBe('disabled');
    expect(quickAction(quickSlip(A, 0), true, false, false)).toBe('disabled');
    expect(quickAction(staked, true, true, false)).toBe('placed');
    const moved = quickSlip(A, 1000, { errors: [slipError('ODDS_CHANGED', 'Odds have changed. Please review and accept the changes.', 2)] });
    expect(quickAction(moved, true, false, false)).toBe('accept');
    const geo = quickSlip(A, 1000, { errors: [slipError('GEO', 'We need to verify your location before you proceed. Please Check Location.', 3)] });
    expect(quickAction(geo, true, false, false)).toBe('disabled');
  });
});
