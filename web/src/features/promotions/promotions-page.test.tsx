import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PromotionPage } from './promotion-page';
import { PromotionsPage } from './promotions-page';
import { useToastStore } from '@/shared/ui/toast-store';
import { createPromoClient, enrollment, promotion, renderPromos, resetPromos, toastTitles } from './test-utils';

afterEach(resetPromos);

function page(sections: { id: string; title: string; promotions: ReturnType<typeof promotion>[] }[]) {
  return { promotionsPage: { __typename: 'PromotionsPage', sections: sections.map((s) => ({ __typename: 'PromotionsSection', ...s })) } };
}

const SECTIONS = [
  { id: 'welcome', title: 'Welcome Offers', promotions: [promotion('1', { title: 'Bet $5, Get $25 in Bonus Bets', section: 'welcome' })] },
  { id: 'casino', title: 'Casino', promotions: [promotion('2', { title: 'Casino Free Spins', section: 'casino', image: { __typename: 'PromotionImage', art: 'freeSpins', alt: 'Slot reels', layout: 'BANNER' } })] },
  { id: 'deposit', title: 'Deposit Offers', promotions: [promotion('3', { title: 'Deposit Match', enrollmentStatus: 'NOT_REQUIRED', promoCode: 'WELCOME100' })] },
];

describe('<PromotionsPage>', () => {
  it('lists the sections by type with their cards, badges and links to each promotion page', async () => {
    const api = createPromoClient(() => page(SECTIONS));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome Offers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Casino' })).toBeInTheDocument();
    const welcome = screen.getByRole('region', { name: 'Welcome Offers' });
    expect(within(welcome).getByRole('link', { name: 'Bet $5, Get $25 in Bonus Bets' })).toHaveAttribute('href', '/promotion/1');
    expect(within(welcome).getByText('OPT-IN REQUIRED')).toBeInTheDocument();
    expect(within(welcome).getByText('Ends: Jan 1, 2036 at 12:00 PM EST')).toBeInTheDocument();
    // A promotion without an opt-in has neither badge nor opt-in button.
    const deposit = screen.getByRole('region', { name: 'Deposit Offers' });
    expect(within(deposit).queryByText(/OPT/)).not.toBeInTheDocument();
    expect(within(deposit).queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();
  });

  it('leaves the casino section out where the casino does not exist', async () => {
    const api = createPromoClient(() => page(SECTIONS));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> }, { casinoEnabled: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome Offers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Casino' })).not.toBeInTheDocument();
  });

  it('opts in from a card: the toast names the promotion and the badge turns OPTED IN', async () => {
    const api = createPromoClient((op) =>
      op.operationName === 'PromotionEnrollment' ? enrollment(true, promotion('1', { title: 'Bet $5, Get $25 in Bonus Bets', section: 'welcome', enrollmentStatus: 'SUCCESS' })) : page(SECTIONS.slice(0, 1)),
    );
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Opt In' }));
    await waitFor(() => expect(toastTitles()).toContain('You have opted in to Bet $5, Get $25 in Bonus Bets!'));
    expect(api.named('PromotionEnrollment')[0]?.variables).toEqual({ promotionId: '1' });
    expect(await screen.findByText('OPTED IN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();
  });

  it('says so when the opt-in is refused or fails', async () => {
    let calls = 0;
    const api = createPromoClient((op) => {
      if (op.operationName !== 'PromotionEnrollment') return page(SECTIONS.slice(0, 1));
      calls += 1;
      return calls === 1 ? enrollment(false, null, [{ code: 'NOT_ELIGIBLE', message: 'This promotion is for new customers.' }]) : new Error('offline');
    });
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Opt In' }));
    await waitFor(() => expect(toastTitles()).toEqual(['An error occurred, please opt in again']));
    await userEvent.click(screen.getByRole('button', { name: 'Opt In' }));
    await waitFor(() => expect(api.named('PromotionEnrollment')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opt In' })).not.toBeDisabled());
    expect(toastTitles()).toEqual(['An error occurred, please opt in again']);
    expect(screen.getByText('OPT-IN REQUIRED')).toBeInTheDocument();
  });

  it('asks a visitor to log in to opt in, and comes back to the page', async () => {
    const api = createPromoClient(() => page(SECTIONS.slice(0, 1)));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> }, { loginState: 'loggedOut' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log In to Opt In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?reason=unauthorized&previousPath=%2Fpromotions');
    expect(api.named('PromotionEnrollment')).toHaveLength(0);
  });

  it('opens the promotion modal from See Details', async () => {
    const api = createPromoClient(() => page(SECTIONS.slice(2)));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'See Details: Deposit Match' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Match' });
    expect(within(dialog).getByText('The whole story of offer 3.')).toBeInTheDocument();
    expect(within(dialog).getByText('WELCOME100')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open promotion page' })).toHaveAttribute('href', '/promotion/3');
  });

  it('shows an empty state without promotions and an error view with a retry', async () => {
    let fail = true;
    const api = createPromoClient(() => (fail ? new Error('down') : page([])));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the promotions.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
  });
});

/** The pick-one pair on the promotions page: `a` claimed (or not yet), `b` its other offer. */
const BOOST = promotion('a', { title: 'Bet $5, Get $25 in Bonus Bets', section: 'welcome', primaryCta: 'Deposit Now', primaryCtaLink: '/wallet/deposit' });
const SPINS = promotion('b', { title: 'Deposit $10, Get 50 Free Spins', section: 'welcome', primaryCta: 'Deposit Now', primaryCtaLink: '/wallet/deposit' });

function onboarding(claimed: ReturnType<typeof promotion> | null) {
  const screenOf = (promotions: ReturnType<typeof promotion>[]) => ({ __typename: 'PlayYourWayScreen', header: 'Play your way', description: 'Pick one.', promotions });
  return {
    listOnboardingPromotions: {
      __typename: 'OnboardingPromotions',
      playYourWay: { __typename: 'PlayYourWay', welcomeScreen: screenOf([BOOST, SPINS]), confirmationScreen: claimed ? screenOf([claimed]) : null },
      onboardingPromotion: null,
    },
  };
}

describe('a pick-one offer after the other one was claimed', () => {
  const claimedBoost = { ...BOOST, enrollmentStatus: 'SUCCESS' as const };
  const welcome = () => page([{ id: 'welcome', title: 'Welcome Offers', promotions: [claimedBoost, SPINS] }]);

  it('is shown as not available on the promotions page and in its modal: no Opt In, no OPT-IN REQUIRED', async () => {
    const api = createPromoClient((op) => (op.operationName === 'OnboardingPromotions' ? onboarding(claimedBoost) : welcome()));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    const region = await screen.findByRole('region', { name: 'Welcome Offers' });
    const tiles = within(region).getAllByRole('listitem');
    const spinsTile = tiles.find((t) => t.textContent?.includes('Deposit $10, Get 50 Free Spins'))!;
    const boostTile = tiles.find((t) => t.textContent?.includes('Bet $5, Get $25 in Bonus Bets'))!;
    await waitFor(() => expect(spinsTile).toHaveTextContent('You chose another welcome offer.'));
    expect(within(spinsTile).queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();
    expect(within(spinsTile).queryByText('OPT-IN REQUIRED')).not.toBeInTheDocument();
    expect(within(boostTile).getByText('OPTED IN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();

    await userEvent.click(within(spinsTile).getByRole('button', { name: 'See Details: Deposit $10, Get 50 Free Spins' }));
    const modal = await screen.findByRole('dialog', { name: 'Deposit $10, Get 50 Free Spins' });
    expect(within(modal).getByText('You chose another welcome offer.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();
  });

  it('is offered while nothing of its group is claimed', async () => {
    const api = createPromoClient((op) => (op.operationName === 'OnboardingPromotions' ? onboarding(null) : page([{ id: 'welcome', title: 'Welcome Offers', promotions: [BOOST, SPINS] }])));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Opt In' })).toHaveLength(2));
    expect(screen.queryByText('You chose another welcome offer.')).not.toBeInTheDocument();
  });

  it("learns it from the server's refusal when the claim happened elsewhere", async () => {
    let claimedElsewhere = false;
    const api = createPromoClient((op) => {
      if (op.operationName === 'OnboardingPromotions') return onboarding(claimedElsewhere ? claimedBoost : null);
      if (op.operationName === 'PromotionEnrollment') {
        claimedElsewhere = true;
        return enrollment(false, null, [{ code: 'NOT_ELIGIBLE', message: 'You have already claimed a welcome offer.' }]);
      }
      return page([{ id: 'welcome', title: 'Welcome Offers', promotions: [BOOST, SPINS] }]);
    });
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Opt In' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Opt In' })[1]!);
    await waitFor(() => expect(toastTitles()).toEqual(['An error occurred, please opt in again']));
    expect(useToastStore.getState().toasts[0]?.description).toBe('You have already claimed a welcome offer.');
    expect(await screen.findByText('You chose another welcome offer.')).toBeInTheDocument();
    expect(api.named('OnboardingPromotions')).toHaveLength(2);
  });

  it('has neither opt-in nor calls to action on its page', async () => {
    const api = createPromoClient((op) => (op.operationName === 'OnboardingPromotions' ? onboarding(claimedBoost) : { promotion: SPINS }));
    renderPromos(api, '/promotion/b', { '/promotion/:promotionId': <PromotionPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit $10, Get 50 Free Spins' })).toBeInTheDocument();
    expect(await screen.findByText('You chose another welcome offer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('OPT-IN REQUIRED')).not.toBeInTheDocument();
  });

  it('is not asked about for a visitor', async () => {
    const api = createPromoClient((op) => (op.operationName === 'OnboardingPromotions' ? onboarding(claimedBoost) : welcome()));
    renderPromos(api, '/promotions', { '/promotions': <PromotionsPage /> }, { loginState: 'loggedOut' });
    expect(await screen.findAllByRole('button', { name: 'Log In to Opt In' })).toHaveLength(1);
    expect(api.named('OnboardingPromotions')).toHaveLength(0);
  });
});

describe('<PromotionPage>', () => {
  it('shows the art, title, dates, description, code, terms and calls to action', async () => {
    const promo = promotion('7', {
      title: 'Parlay Profit Boost',
      promoCode: 'RELOAD25',
      primaryCta: 'Deposit Now',
      primaryCtaLink: '/wallet/deposit',
      secondaryCta: 'Browse Sports',
      secondaryCtaLink: '/',
    });
    const api = createPromoClient((op) => (op.operationName === 'Promotion' ? { promotion: promo } : null));
    renderPromos(api, '/promotion/parlay-profit-boost', { '/promotion/:promotionId': <PromotionPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parlay Profit Boost' })).toBeInTheDocument();
    expect(api.named('Promotion')[0]?.variables).toEqual({ id: 'parlay-profit-boost' });
    expect(screen.getByRole('img', { name: 'Art of offer 7' })).toBeInTheDocument();
    expect(screen.getByText('Ends: Jan 1, 2036 at 12:00 PM EST')).toBeInTheDocument();
    expect(screen.getByText('Jan 1, 2025 – Jan 1, 2036')).toBeInTheDocument();
    expect(screen.getByText('RELOAD25')).toBeInTheDocument();
    expect(screen.getByText('Terms of offer 7.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit Now' })).toHaveAttribute('href', '/wallet/deposit');
    expect(screen.getByRole('link', { name: 'Browse Sports' })).toHaveAttribute('href', '/');
    expect(screen.getByText('OPT-IN REQUIRED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opt In' })).toBeInTheDocument();
  });

  it('says "not found" when the promotion is not listed for the viewer, and for a casino promotion without a casino', async () => {
    const api = createPromoClient((op) => (op.variables.id === 'gone' ? { promotion: null } : { promotion: promotion('9', { section: 'casino' }) }));
    const { unmount } = renderPromos(api, '/promotion/gone', { '/promotion/:promotionId': <PromotionPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
    unmount();
    renderPromos(api, '/promotion/9', { '/promotion/:promotionId': <PromotionPage /> }, { casinoEnabled: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
  });
});
