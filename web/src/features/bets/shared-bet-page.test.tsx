import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExternalBetsStore } from '@/shared/selections/external-bets-store';
import { ADD_SELECTION_FAILED, localSelectionAdapter, setSelectionAdapter, useSelectionStore, type SelectionCandidate } from '@/shared/selections/selection-store';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { INVALID_LINK, SharedBetPage } from './shared-bet-page';
import { createBetsClient, renderBets, sharedBet } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

const routes = { '/shared_bet': <SharedBetPage /> };

let added: SelectionCandidate[];

beforeEach(() => {
  added = [];
  useSelectionStore.setState({ selected: {}, pending: {} });
  useExternalBetsStore.setState({ bets: [] });
  setSelectionAdapter({
    add: (c) => {
      added.push(c);
      return Promise.resolve();
    },
    remove: () => Promise.resolve(),
  });
});

afterEach(() => {
  setSelectionAdapter(localSelectionAdapter);
  useSelectionStore.setState({ selected: {}, pending: {} });
  clearToasts();
});

describe('<SharedBetPage>', () => {
  it('shows the read-only card and adds its open legs to the betslip', async () => {
    const api = createBetsClient((op) => (op.operationName === 'BetsSharedBet' ? { sharedBet: sharedBet() } : null));
    renderBets(api.client, '/shared_bet?canonicalUrl=abc123&utm_source=copy_link', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(api.named('BetsSharedBet')[0]?.variables).toEqual({ canonicalUrl: 'abc123' });
    expect(within(card).getByText('Kansas City Chiefs')).toBeInTheDocument();
    expect(within(card).getByText('Over 47.5')).toBeInTheDocument();
    expect(within(card).getByText('+264')).toBeInTheDocument();
    // No personal data: no stake, payout, bet id or share/cash-out actions.
    expect(within(card).queryByText(/Stake|Payout|Bet ID/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cash Out|Share/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add to Betslip' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Added to Betslip' })).toBeDisabled());
    expect(added.map((c) => [c.selectionId, c.numerator, c.denominator, c.origin])).toEqual([
      ['sel-a', '10', '11', 'shared-link'],
      ['sel-b', '5', '6', 'shared-link'],
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Adding to Betslip...');
    // Attribution: the share code and the link's channel go with every pick...
    expect(added.map((c) => [c.shareId, c.branchChannel])).toEqual([
      ['abc123', 'copy_link'],
      ['abc123', 'copy_link'],
    ]);
    // ...and the shared bet joins the external bet list once, under its share code.
    expect(useExternalBetsStore.getState().bets).toEqual([{ id: 'abc123', channel: 'copy_link' }]);
  });

  it('a link without utm_source sends the share id alone and records no channel', async () => {
    const api = createBetsClient(() => ({ sharedBet: sharedBet() }));
    renderBets(api.client, '/shared_bet?canonicalUrl=abc123', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Betslip' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[0]).toMatchObject({ selectionId: 'sel-a', shareId: 'abc123' });
    expect(added[0]).not.toHaveProperty('branchChannel');
    expect(useExternalBetsStore.getState().bets).toEqual([{ id: 'abc123', channel: null }]);
  });

  it('records nothing when the betslip refuses every leg', async () => {
    setSelectionAdapter({ add: () => Promise.reject(new Error('closed')), remove: () => Promise.resolve() });
    const api = createBetsClient(() => ({ sharedBet: sharedBet() }));
    renderBets(api.client, '/shared_bet?canonicalUrl=abc123&utm_source=sms', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Betslip' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(ADD_SELECTION_FAILED));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Add to Betslip' })).toBeEnabled());
    expect(useSelectionStore.getState().selected).toEqual({});
    expect(useExternalBetsStore.getState().bets).toEqual([]);
  });

  it('leaves decided legs out', async () => {
    const base = sharedBet();
    const partly = sharedBet({ legs: [{ ...base.legs[0]!, outcome: 'WIN' }, base.legs[1]!] });
    const api = createBetsClient(() => ({ sharedBet: partly }));
    renderBets(api.client, '/shared_bet?canonicalUrl=abc123', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(within(card).getByText('Won')).toBeInTheDocument();
    expect(within(card).getByText('Only the legs still to be decided are added.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Betslip' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Added to Betslip' })).toBeDisabled());
    expect(added.map((c) => c.selectionId)).toEqual(['sel-b']);
  });

  it('offers nothing once every leg is decided', async () => {
    const base = sharedBet();
    const settled = sharedBet({ state: 'SETTLED', outcome: 'LOSS', legs: base.legs.map((l) => ({ ...l, outcome: 'LOSS' as const })) });
    const api = createBetsClient(() => ({ sharedBet: settled }));
    renderBets(api.client, '/shared_bet?canonicalUrl=old', routes);
    const card = await screen.findByRole('article', { name: '2-Leg Parlay' });
    expect(within(card).getAllByText('Lost')).toHaveLength(3);
    const button = within(card).getByRole('button', { name: 'Add to Betslip' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Every leg of this bet is decided, so its selections can no longer be added.');
    await userEvent.click(button);
    expect(added).toEqual([]);
  });

  it('an unknown link says the link is not valid', async () => {
    const api = createBetsClient(() => ({ sharedBet: null }));
    renderBets(api.client, '/shared_bet?canonicalUrl=nope', routes);
    expect(await screen.findByRole('heading', { name: INVALID_LINK })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Sports' })).toHaveAttribute('href', '/');
  });

  it('a link without a code is not valid either (no call)', () => {
    const api = createBetsClient(() => ({ sharedBet: null }));
    renderBets(api.client, '/shared_bet', routes);
    expect(screen.getByRole('heading', { name: INVALID_LINK })).toBeInTheDocument();
    expect(api.operations).toHaveLength(0);
  });
});
