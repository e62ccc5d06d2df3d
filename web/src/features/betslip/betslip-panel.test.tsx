import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider, type Operation } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { StartupContext, type StartupState } from '@/shared/api/use-startup';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { handleLocationChecks } from '@/shared/location/location-requests';
import type { BetslipFieldsFragment } from '@/graphql/graphql';
import { createMockApollo, dataReplies, LocationProbe, type DataReply } from '@/test/mock-apollo';
import { BetslipContent, BetslipPanel } from './betslip-panel';
import { BetslipDocument } from './betslip-operations';
import { useBetslipStore } from './betslip-store';
import { LOCAL_FLAG_KEYS } from './local-flags';
import { draftBet, leg, money, odds, slip, slipError } from './test-fixtures';

type Answer = (op: Operation) => DataReply;

function setup(initial: BetslipFieldsFragment, answer: Answer = () => null, { validRegion = true, element }: { validRegion?: boolean; element?: ReactElement } = {}) {
  const { client, operations, named } = createMockApollo(dataReplies(answer));
  client.writeQuery({ query: BetslipDocument, variables: { oddsFormat: 'AMERICAN', includeOddsTrend: true }, data: { __typename: 'Query', betslip: initial } });
  useBetslipStore.getState().slipArrived(initial);
  const startup = { data: { regionalMetadata: { validRegion } }, loading: false, error: null, refetch: () => Promise.resolve() } as unknown as StartupState;
  render(
    <BrandProvider>
      <ApolloProvider client={client}>
        <StartupContext.Provider value={startup}>
          <MemoryRouter initialEntries={['/sport/football']}>
            <Routes>
              <Route path="*" element={element ?? <BetslipContent collapseLabel="Collapse betslip" onCollapse={() => undefined} />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </StartupContext.Provider>
      </ApolloProvider>
    </BrandProvider>,
  );
  return { client, operations, named };
}

function logIn() {
  useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 'bearer', anonymousToken: 'anon', userId: 'u1' });
}

const A = leg('a', 'Kansas City Chiefs');
const B = leg('b', 'Buffalo Bills');

describe('betslip panel', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, anonymousToken: 'anon', userId: null });
    useFlagStore.setState({ flags: {}, updatedAt: null });
    useBetslipStore.setState({ tab: 'straight', isNew: true, view: 'betslip', pendingAmounts: {}, placementErrors: [], placed: false, confirmation: null, lastShape: null, lastSelections: null, firstWagerSeen: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the region, count, tabs and one card per straight bet; visitors are asked to log in', () => {
    setup(slip([A, B]));
    const region = screen.getByRole('region', { name: 'Betslip' });
    expect(within(region).getByRole('heading', { name: 'Betslip 2 selections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Straight' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Parlay' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Teaser' })).toBeNull();
    const card = screen.getByRole('group', { name: 'Kansas City Chiefs' });
    expect(within(card).getByRole('textbox', { name: 'Bet amount' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'To Win amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In to Bet' })).toBeEnabled();
  });

  it('labels the tabs by flag (Parlay+, Teaser) and shows the parlay card on the Parlay tab', async () => {
    useFlagStore.getState().setFlags([
      { key: 'parlayPlusRebrand', enabled: true, overridden: false },
      { key: 'teaser', enabled: true, overridden: false },
    ]);
    setup(slip([A, B]));
    await userEvent.click(screen.getByRole('tab', { name: 'Parlay+' }));
    expect(screen.getByRole('group', { name: 'Parlay (2 picks)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Teaser' })).toBeInTheDocument();
    expect(useBetslipStore.getState()).toMatchObject({ tab: 'parlay', isNew: false });
    expect(JSON.parse(localStorage.getItem('sb.betslip.tab') ?? '{}').state.tab).toBe('parlay');
  });

  it('shows the location warning before login when the region is not valid, and remembers "Don\'t show this again"', async () => {
    setup(slip([A]), () => null, { validRegion: false });
    await userEvent.click(screen.getByRole('button', { name: 'Log In to Bet' }));
    const dialog = screen.getByRole('dialog', { name: "You're outside our operating area" });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?previousPath=');
    expect(localStorage.getItem(LOCAL_FLAG_KEYS.hideLocationWarningModal)).toBe('true');
  });

  it('sends a typed stake with its field, holds the button until the answer, then shows the server amounts', async () => {
    logIn();
    const after = slip([A], { straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1250), totalBetAmount: money(1250), winAmount: money(1136) })] });
    const { named } = setup(slip([A]), (op) => (op.operationName === 'BetslipSetBetAmount' ? { betslipSetBetAmount: after } : null));
    const input = screen.getByRole('textbox', { name: 'Bet amount' });
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(input).toHaveValue('$12.5');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    await waitFor(() => expect(named('BetslipSetBetAmount')).toHaveLength(1));
    expect(named('BetslipSetBetAmount')[0]?.variables).toMatchObject({ draftBetId: 'straight:a', amount: '12.50', amountField: 'BET' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'To Win amount' })).toHaveValue('$11.36'));
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  });

  it('places the ready bets with an idempotency key and says Bet Placed', async () => {
    logIn();
    const ready = slip([A], { version: 7, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) })] });
    const { named } = setup(ready, (op) =>
      op.operationName === 'PlaceBets'
        ? {
            placeBets: {
              __typename: 'PlaceBetsResult',
              placedBets: [{ __typename: 'PlacedBet', id: 'bet_1', rawId: '1', type: 'STRAIGHT', status: 'open', totalBetAmount: money(1000), potentialPayout: money(1909), legs: [{ __typename: 'PlacedBetLeg', id: 'l1', marketSelectionId: 'a', selectionName: 'Kansas City Chiefs' }] }],
              betslip: slip([]),
              patronBalanceAfter: { __typename: 'Balances', playableBalance: money(5000) },
              errors: [],
            },
          }
        : null,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bet Placed'));
    const vars = named('PlaceBets')[0]?.variables;
    expect(vars).toMatchObject({ bets: [{ draftBetId: 'straight:a', betAmount: '1000' }], betslipVersion: 7, keepBetslipSelections: false });
    expect(typeof vars?.idempotencyKey).toBe('string');
    expect(String(vars?.idempotencyKey).length).toBeGreaterThan(8);
  });

  it('a retry after no answer resends the same key with the same request; a changed slip gets a new key', async () => {
    logIn();
    const bet = draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) });
    const ready = slip([A], { version: 7, straight: [bet] });
    const { client, named } = setup(ready, (op) => (op.operationName === 'PlaceBets' ? new Error('Failed to fetch') : null));
    const placeBet = () => userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await placeBet();
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled());
    await placeBet();
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(2));
    const [first, retry] = named('PlaceBets').map((o) => o.variables);
    expect(retry).toEqual(first);

    // The slip changed (a new version): a new placement, a new key.
    act(() => {
      client.writeQuery({ query: BetslipDocument, variables: { oddsFormat: 'AMERICAN', includeOddsTrend: true }, data: { __typename: 'Query', betslip: slip([A], { version: 8, straight: [bet] }) } });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled());
    await placeBet();
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(3));
    const changed = named('PlaceBets')[2]?.variables;
    expect(changed).toMatchObject({ betslipVersion: 8, bets: first?.bets });
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('a key already used for other bets is refused in a red banner; the next click is a new placement with a new key', async () => {
    logIn();
    const ready = slip([A], { version: 7, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) })] });
    const reused = slipError('INVALID', 'This request was already used for a different bet. Please review your betslip and place your bet again.', 8, 'IDEMPOTENCY_KEY_REUSED');
    const { named } = setup(ready, (op) =>
      op.operationName === 'PlaceBets' ? { placeBets: { __typename: 'PlaceBetsResult', placedBets: [], betslip: ready, patronBalanceAfter: null, errors: [reused] } } : null,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This request was already used for a different bet. Please review your betslip and place your bet again.');
    expect(banner).toHaveClass('bs-banner--danger');
    expect(within(banner).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).not.toHaveTextContent('Bet Placed');
    const button = screen.getByRole('button', { name: 'Place Bet' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(2));
    const [first, second] = named('PlaceBets').map((o) => o.variables);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('before the first wager the responsible-gaming modal shows once; Continue to Bet places', async () => {
    logIn();
    const ready = slip([A], { version: 3, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(500), totalBetAmount: money(500), winAmount: money(454) })] });
    const { named } = setup(ready, (op) => {
      if (op.operationName === 'FirstWagerRgModal') return { firstWagerRgModal: true };
      if (op.operationName === 'PlaceBets') return { placeBets: { __typename: 'PlaceBetsResult', placedBets: [], betslip: ready, patronBalanceAfter: null, errors: [] } };
      return null;
    });
    await waitFor(() => expect(named('FirstWagerRgModal')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before your first bet' });
    expect(within(dialog).getByRole('link', { name: 'Set Limits' })).toHaveAttribute('href', '/account/responsible-gaming');
    expect(named('PlaceBets')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Bet' }));
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(named('PlaceBets')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('odds changed: a clickable warning banner and Accept Changes that sends the accept call', async () => {
    logIn();
    const changed = slip([A], {
      errors: [slipError('ODDS_CHANGED', 'Odds have changed. Please review and accept the changes.', 2)],
      straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000) })],
    });
    const { named } = setup(changed, (op) => (op.operationName === 'BetslipAcceptChanges' ? { betslipAcceptChanges: slip([A]) } : null));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Odds have changed. Please review and accept the changes.');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Changes' }));
    await waitFor(() => expect(named('BetslipAcceptChanges')).toHaveLength(1));
  });

  it('GEO banner runs a location check; the button stays disabled', async () => {
    logIn();
    const check = vi.fn().mockResolvedValue(undefined);
    const off = handleLocationChecks(check);
    setup(slip([A], { errors: [slipError('GEO', 'We need to verify your location before you proceed. Please Check Location.', 3, 'GEO_NOT_VERIFIED')], straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000) })] }));
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(check).toHaveBeenCalledWith({ trigger: 'manual_check', context: 'sportsbook' });
    off();
  });

  it('gating shows before the first try: an RG acknowledgement from the slip disables the button and its warning starts the acknowledgement', async () => {
    logIn();
    const { operations } = setup(
      slip([A], {
        errors: [slipError('RG_ACKNOWLEDGEMENT_REQUIRED', 'Please review and acknowledge your responsible gaming limits before placing a bet.', 1)],
        straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000) })],
      }),
    );
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveClass('bs-banner--warning');
    await userEvent.click(within(banner).getByRole('button', { name: 'Please review and acknowledge your responsible gaming limits before placing a bet.' }));
    expect(operations.some((o) => o.operationName === 'PlaceBets')).toBe(false);
  });

  it("a visitor whose slip says ANONYMOUS_REGION sees the red banner and the location warning before login, whatever the startup's flag", async () => {
    setup(slip([A], { errors: [slipError('ANONYMOUS_REGION', "Betting isn't available in your region.", 3)] }), () => null, { validRegion: true });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent("Betting isn't available in your region.");
    expect(banner).toHaveClass('bs-banner--danger');
    await userEvent.click(screen.getByRole('button', { name: 'Log In to Bet' }));
    expect(screen.getByRole('dialog', { name: "You're outside our operating area" })).toBeInTheDocument();
  });

  it("the Bet field takes nothing above the bettor's maximum bet", async () => {
    logIn();
    const capped = slip([A], { straight: [draftBet('straight:a', 'STRAIGHT', [A], { maximumBetAmount: money(4000) })] });
    const { named } = setup(capped, () => null);
    const input = screen.getByRole('textbox', { name: 'Bet amount' });
    fireEvent.change(input, { target: { value: '40.01' } });
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '40' } });
    expect(input).toHaveValue('$40');
    await waitFor(() => expect(named('BetslipSetBetAmount')).toHaveLength(1));
    expect(named('BetslipSetBetAmount')[0]?.variables).toMatchObject({ amount: '40.00', amountField: 'BET' });
  });

  it('an RG_LIMIT refusal opens the limits alert naming the limit, with a link to change it', async () => {
    logIn();
    const ready = slip([A], { version: 2, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(5000), totalBetAmount: money(5000), winAmount: money(4545) })] });
    const limited = {
      ...slipError('RG_LIMIT', 'This wager exceeds your max single wager limit of $40.00.', 4),
      limit: { __typename: 'BetslipRgLimit' as const, type: 'MAX_SINGLE_WAGER' as const, period: null, amount: money(4000) },
    };
    setup(ready, (op) => (op.operationName === 'PlaceBets' ? { placeBets: { __typename: 'PlaceBetsResult', placedBets: [], betslip: ready, patronBalanceAfter: null, errors: [limited] } } : null));
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responsible gaming limit reached' });
    expect(dialog).toHaveTextContent('This wager exceeds your max single wager limit of $40.00.');
    expect(dialog).toHaveTextContent('Max single wager limit: $40.00');
    expect(within(dialog).getByRole('link', { name: 'Change max single wager limit' })).toHaveAttribute('href', '/account/responsible-gaming/limits/max-single-wager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a successful placement shows the confirmation modal with the placed bets', async () => {
    logIn();
    const ready = slip([A], { version: 4, straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), winAmount: money(909) })] });
    setup(ready, (op) =>
      op.operationName === 'PlaceBets'
        ? {
            placeBets: {
              __typename: 'PlaceBetsResult',
              placedBets: [{ __typename: 'PlacedBet', id: 'bet_1', rawId: '1', type: 'STRAIGHT', status: 'open', totalBetAmount: money(1000), potentialPayout: money(1909), legs: [{ __typename: 'PlacedBetLeg', id: 'l1', marketSelectionId: 'a', selectionName: 'Kansas City Chiefs' }] }],
              betslip: slip([]),
              patronBalanceAfter: null,
              errors: [],
            },
          }
        : null,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet Placed' });
    expect(dialog).toHaveTextContent('Kansas City Chiefs');
    expect(dialog).toHaveTextContent('Bet $10.00 · Potential payout $19.09');
    expect(within(dialog).getByRole('link', { name: 'View My Bets' })).toHaveAttribute('href', '/my-bets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deposit error turns the button into Deposit, opening the wallet deposit page', async () => {
    logIn();
    setup(slip([A], { straight: [draftBet('straight:a', 'STRAIGHT', [A], { betAmount: money(1000), totalBetAmount: money(1000), errors: [slipError('DEPOSIT', 'Insufficient funds. Deposit to place this bet.', 5, 'INSUFFICIENT_FUNDS')] })] }));
    expect(screen.getByText('Insufficient funds. Deposit to place this bet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet/deposit');
  });

  it('asks before clearing with the exact texts and returns to Straight', async () => {
    const { named } = setup(slip([A, B]), (op) => (op.operationName === 'BetslipClear' ? { betslipClear: slip([]) } : null));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Betslip' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear Betslip?' });
    expect(dialog).toHaveTextContent('This will remove all the bets in your betslip.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(named('BetslipClear')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Your betslip is empty')).toBeInTheDocument());
    expect(useBetslipStore.getState()).toMatchObject({ tab: 'straight', isNew: true });
  });

  it('suspended legs show Suspended with their errors; the round robin drawer starts collapsed', async () => {
    useFlagStore.getState().setFlags([{ key: 'roundRobins', enabled: true, overridden: false }]);
    const C = leg('c', 'Miami Dolphins');
    const suspended = leg('b', 'Buffalo Bills', { errors: [slipError('SELECTION_DISABLED', 'This selection is suspended.', 6, 'SELECTION_SUSPENDED')] });
    suspended.marketSelection.status = 'CLOSED';
    setup(slip([A, suspended, C], { roundRobin: [draftBet('round-robin:2', 'ROUND_ROBIN', [A, suspended, C], { label: "By 2's", numberOfCombinations: 3 })] }));
    const card = screen.getByRole('group', { name: 'Buffalo Bills' });
    expect(within(card).getByText('Suspended')).toBeInTheDocument();
    expect(within(card).getByText('This selection is suspended.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Parlay' }));
    const toggle = screen.getByRole('button', { name: /Round Robin/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: "Round Robin By 2's (3 bets)" })).toBeVisible();
  });

  it('one reward is a toggle that sets the amount source (Bonus Bet, read-only inputs once chosen)', async () => {
    logIn();
    const expires = new Date(Date.now() + 30 * 60_000).toISOString();
    const withFreeBet = draftBet('straight:a', 'STRAIGHT', [A], { availableFreeBets: [{ __typename: 'FreeBet', id: 'fb1', rawId: 'fb1', title: 'NFL Bonus', amount: money(500), expiresTime: expires, isRestricted: false }] });
    const chosen = { ...withFreeBet, amountSourceType: 'FREE_BET' as const, selectedFreeBetId: 'fb1', betAmount: money(500), totalBetAmount: money(500) };
    const { named } = setup(slip([A], { straight: [withFreeBet] }), (op) => (op.operationName === 'BetslipSetAmountSource' ? { betslipSetAmountSource: slip([A], { straight: [chosen] }) } : null));
    expect(screen.getByText(/^Expires in \d+m \d\ds$/)).toHaveAttribute('data-urgent', 'true');
    await act(async () => {
      await userEvent.click(screen.getByRole('switch', { name: /Bonus Bet: NFL Bonus/ }));
    });
    await waitFor(() => expect(named('BetslipSetAmountSource')[0]?.variables).toMatchObject({ draftBetId: 'straight:a', amountSourceType: 'FREE_BET', freeBetId: 'fb1' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bet amount' })).toHaveAttribute('readonly'));
    expect(screen.getByText('Bonus Bet')).toBeInTheDocument();
  });
  it('on phones a floating Betslip button with the count opens the slip as a sheet', async () => {
    setup(slip([A, B]), () => null, { element: <BetslipPanel quickDeposit={() => <p>quick deposit form</p>} /> });
    expect(screen.queryByRole('region', { name: 'Betslip' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Betslip 2 selections' }));
    const sheet = screen.getByRole('dialog', { name: 'Betslip' });
    expect(within(sheet).getByRole('region', { name: 'Betslip' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close betslip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('teaser tab: points choice buys points, Clear Teaser asks with its text and returns to Parlay', async () => {
    useFlagStore.getState().setFlags([{ key: 'teaser', enabled: true, overridden: false }]);
    const teaser = draftBet('teaser:football', 'TEASER', [A, B], {
      label: 'Football Teaser',
      teaserPoints: { __typename: 'TeaserPoints', formattedPoints: '6', decimalPoints: 6 },
      teaserPreviews: [
        { __typename: 'TeaserPreview', enabled: true, points: { __typename: 'TeaserPoints', formattedPoints: '6', decimalPoints: 6 }, totalOdds: odds(5, 6, '-120') },
        { __typename: 'TeaserPreview', enabled: true, points: { __typename: 'TeaserPoints', formattedPoints: '6.5', decimalPoints: 6.5 }, totalOdds: odds(10, 13, '-130') },
      ],
    });
    const withTeaser = slip([A, B]);
    withTeaser.teaser = { ...withTeaser.teaser, draftBets: [teaser] };
    const { named } = setup(withTeaser, (op) => {
      if (op.operationName === 'BetslipBuyTeaserPoints') return { betslipBuyTeaserPoints: withTeaser };
      if (op.operationName === 'BetslipClearTeaser') return { betslipClearTeaser: slip([A, B]) };
      return null;
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Teaser' }));
    const card = screen.getByRole('group', { name: 'Football Teaser (2 picks)' });
    await userEvent.click(within(card).getByRole('radio', { name: /6\.5 pts/ }));
    await waitFor(() =>
      expect(named('BetslipBuyTeaserPoints')[0]?.variables).toMatchObject({
        draftBetId: 'teaser:football',
        points: 6.5,
        affectedMarkets: ['m-a', 'm-b'],
        odds: { numeratorLong: '10', denominatorLong: '13' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Teaser' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear Teaser Section?' });
    expect(dialog).toHaveTextContent('This will only clear the bets appearing on the teaser section of your betslip.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(useBetslipStore.getState().tab).toBe('parlay'));
  });
});
