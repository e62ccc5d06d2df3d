import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useHiddenCashbackStore } from '@/shared/cashback/cashback-notice';
import { AwardDetailsPage } from './award-details-page';
import { CashbackNotice, cashbackMeta } from './cashback-notice';
import { createPromoClient, renderPromos, resetPromos } from './test-utils';

afterEach(() => {
  resetPromos();
  useHiddenCashbackStore.setState({ hidden: {} });
});

/** The server: cashback eligibility (offer ids), the payments count, a cashback award section. */
function cashbackApi({ eligible = true, count = 0 }: { eligible?: boolean; count?: number } = {}) {
  return createPromoClient((op) => {
    switch (op.operationName) {
      case 'CashbackEligibility':
        return { cashbackEligibility: { __typename: 'CashbackEligibility', eligible, promotionIds: eligible ? ['cb-1'] : [] } };
      case 'CashbackCount':
        return { cashbackCount: count };
      case 'AwardDetails':
        return {
          awardDetails: { __typename: 'AwardDetailsSection', id: op.variables.sectionId, title: 'Cashback', description: 'Cash paid back on losing bets.', count: 0, items: [] },
        };
      default:
        return new Error(`unexpected ${op.operationName}`);
    }
  });
}

describe('<CashbackNotice> (the account panel)', () => {
  it('shows a new cashback offer with a link to its section and a Dismiss that hides it for the account', async () => {
    const api = cashbackApi();
    renderPromos(api, '/', <CashbackNotice />);
    const link = await screen.findByRole('link', { name: /Cashback available/ });
    expect(link).toHaveAttribute('href', '/account/award-details/cashback');
    expect(link).toHaveTextContent('New');
    expect(link).toHaveTextContent('Open to you');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the cashback notification' }));
    expect(screen.queryByRole('button', { name: 'Dismiss the cashback notification' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cashback available/ })).not.toHaveTextContent('New');
    expect(useHiddenCashbackStore.getState().hidden).toEqual({ u1: ['cb-1'] });
  });

  it('shows paid cashback without an open offer, and nothing with neither', async () => {
    const { unmount } = renderPromos(cashbackApi({ eligible: false, count: 2 }), '/', <CashbackNotice />);
    const link = await screen.findByRole('link', { name: /Cashback/ });
    expect(link).toHaveTextContent('2 payments received');
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    unmount();

    const api = cashbackApi({ eligible: false, count: 0 });
    renderPromos(api, '/', <CashbackNotice />);
    await waitFor(() => expect(api.named('CashbackCount')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing and asks nothing with cashbackManagement off', async () => {
    const api = cashbackApi();
    renderPromos(api, '/', <CashbackNotice />, { flags: { cashbackManagement: false } });
    await act(async () => {});
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(api.named('CashbackEligibility')).toHaveLength(0);
    expect(api.named('CashbackCount')).toHaveLength(0);
  });

  it('words what it knows', () => {
    expect(cashbackMeta(true, 0)).toBe('Open to you');
    expect(cashbackMeta(true, 1)).toBe('Open to you · 1 payment received');
    expect(cashbackMeta(false, 3)).toBe('3 payments received');
  });
});

describe('the cashback award details', () => {
  it('has a Cashback tab, and opening it sets the hide-cashback-notification flag', async () => {
    renderPromos(cashbackApi(), '/account/award-details/cashback', { '/account/award-details/:sectionId': <AwardDetailsPage /> });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cashback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cashback' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(useHiddenCashbackStore.getState().hidden).toEqual({ u1: ['cb-1'] }));
    expect(screen.getByText('No cashback paid yet.')).toBeInTheDocument();
  });

  it('leaves the flag alone on another section, and has no Cashback tab with the flag off', async () => {
    renderPromos(cashbackApi(), '/account/award-details/free-bets', { '/account/award-details/:sectionId': <AwardDetailsPage /> }, { flags: { cashbackManagement: false } });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('link', { name: 'Cashback' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(useHiddenCashbackStore.getState().hidden).toEqual({});
  });
});
