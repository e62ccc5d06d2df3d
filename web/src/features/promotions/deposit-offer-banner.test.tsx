import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositOfferBanner } from './deposit-offer-banner';
import { depositFromPromotionPath } from './promotion-labels';
import { createPromoClient, promotion, renderPromos, resetPromos } from './test-utils';

afterEach(resetPromos);

const OFFER = promotion('p1', { slug: 'welcome-offer', title: 'Bet $5, Get $25 in Bonus Bets', shortDescription: 'Deposit $5 or more and get a $25.00 Bonus Bet for the sportsbook.' });
const PAGE = { '/account/wallet/deposit': <><DepositOfferBanner /><h1>Deposit</h1></> };

describe('<DepositOfferBanner>', () => {
  it('names the claimed offer for a bettor who comes from the welcome promotion, until dismissed', async () => {
    const api = createPromoClient((op) => (op.variables.id === 'welcome-offer' ? { promotion: OFFER } : { promotion: null }));
    renderPromos(api, depositFromPromotionPath('welcome-offer'), PAGE);
    const banner = await screen.findByRole('region', { name: 'Bet $5, Get $25 in Bonus Bets' });
    expect(banner).toHaveTextContent('Deposit $5 or more and get a $25.00 Bonus Bet for the sportsbook.');
    expect(api.named('Promotion')[0]?.variables).toEqual({ id: 'welcome-offer' });

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the welcome offer banner' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/wallet\/deposit$/);
  });

  it('keeps the page’s other parameters when dismissed', async () => {
    const api = createPromoClient(() => ({ promotion: OFFER }));
    renderPromos(api, `${depositFromPromotionPath('welcome-offer')}&provider=card`, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the welcome offer banner' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/wallet\/deposit\?provider=card$/);
  });

  it('shows nothing and asks nothing without the flag', async () => {
    const api = createPromoClient(() => ({ promotion: OFFER }));
    renderPromos(api, '/account/wallet/deposit?promotion=welcome-offer', PAGE);
    await screen.findByRole('heading', { name: 'Deposit' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.named('Promotion')).toHaveLength(0);
  });

  it('shows nothing for an offer that is not listed for the viewer', async () => {
    const api = createPromoClient(() => ({ promotion: null }));
    renderPromos(api, depositFromPromotionPath('gone'), PAGE);
    await waitFor(() => expect(api.named('Promotion')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
