import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operation } from '@apollo/client';
import type { DataReply } from '@/test/mock-apollo';
import { CLAIMED_KEY } from './pick-one-states';
import { createPromoClient, enrollment, promotion, renderPromos, resetPromos, toastTitles } from './test-utils';
import { WelcomePromoPage } from './welcome-promo-page';

afterEach(resetPromos);

const ROUTES = { '/welcome-promo': <WelcomePromoPage />, '/account/wallet/deposit': <p>deposit page</p>, '/': <p>home</p> };

function session(previousLoginAt: string | null) {
  return {
    sessionAccount: {
      __typename: 'SessionAccount',
      firstName: 'Casey',
      lastLoginAt: '2026-11-29T01:00:00Z',
      previousLoginAt,
      email: 'casey@example.com',
      realityCheckinInterval: null,
      currentTime: '2026-11-29T01:00:00Z',
    },
  };
}

const card = (id: string, title: string) => promotion(id, { title, section: 'welcome', image: { __typename: 'PromotionImage', art: id === 'a' ? 'welcome' : 'freeSpins', alt: title, layout: 'CARD' } });
const OFFERS = [card('a', 'Bet $5, Get $25 in Bonus Bets'), card('b', 'Deposit $10, Get 50 Free Spins')];

function onboarding({ claimed = null, welcome = null }: { claimed?: ReturnType<typeof promotion> | null; welcome?: ReturnType<typeof promotion> | null } = {}, pickOne = true) {
  return {
    listOnboardingPromotions: {
      __typename: 'OnboardingPromotions',
      playYourWay: pickOne
        ? {
            __typename: 'PlayYourWay',
            welcomeScreen: { __typename: 'PlayYourWayScreen', header: 'Play your way', description: 'Pick one welcome offer.', promotions: OFFERS },
            confirmationScreen: claimed ? { __typename: 'PlayYourWayScreen', header: 'Your offer is claimed', description: 'Deposit to get it.', promotions: [claimed] } : null,
          }
        : null,
      onboardingPromotion: welcome,
    },
  };
}

type Answer = (op: Operation) => DataReply | Promise<DataReply>;
const server = (first: boolean, rest: Answer): Answer => (op) => (op.operationName === 'SessionAccount' ? session(first ? null : '2026-11-20T10:00:00Z') : rest(op));

describe('<WelcomePromoPage>', () => {
  it('sends a returning login (not a first one) to the deposit page', async () => {
    const api = createPromoClient(server(false, () => onboarding()));
    renderPromos(api, '/welcome-promo', ROUTES);
    expect(await screen.findByText('deposit page')).toBeInTheDocument();
    expect(api.named('OnboardingPromotions')).toHaveLength(0);
  });

  it('sends a visitor to the deposit page (which asks for a login)', () => {
    const api = createPromoClient(() => null);
    renderPromos(api, '/welcome-promo', ROUTES, { loginState: 'loggedOut' });
    expect(screen.getByText('deposit page')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then an error view with a retry', async () => {
    let release: (() => void) | null = null;
    let fail = true;
    const api = createPromoClient(
      server(true, () => {
        if (!fail) return onboarding();
        return new Promise<DataReply>((resolve) => {
          release = () => resolve(new Error('down'));
        });
      }),
    );
    renderPromos(api, '/welcome-promo', ROUTES);
    await waitFor(() => expect(release).not.toBeNull());
    expect(screen.getByLabelText('Loading your offers')).toBeInTheDocument();
    release!();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your offers.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Play your way' })).toBeInTheDocument();
  });

  it('walks the pick-one cards through SELECTED, CLAIMING, CLAIMED and HIDDEN, then shows the confirmation', async () => {
    let claimed = false;
    let finishClaim: (() => void) | null = null;
    const api = createPromoClient(
      server(true, (op) => {
        if (op.operationName === 'PromotionEnrollment') {
          return new Promise<DataReply>((resolve) => {
            finishClaim = () => {
              claimed = true;
              resolve(enrollment(true, { ...OFFERS[1]!, enrollmentStatus: 'SUCCESS' }));
            };
          });
        }
        return onboarding(claimed ? { claimed: { ...OFFERS[1]!, enrollmentStatus: 'SUCCESS' } } : {});
      }),
    );
    renderPromos(api, '/welcome-promo', ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Play your way' })).toBeInTheDocument();
    expect(screen.getByText('Pick one welcome offer.')).toBeInTheDocument();
    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(claim).toBeDisabled();

    const cards = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('pick-card'));
    const stateOf = (i: number) => cards()[i]?.getAttribute('data-state');
    expect([stateOf(0), stateOf(1)]).toEqual(['DEFAULT', 'DEFAULT']);

    await userEvent.click(screen.getByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' }));
    expect([stateOf(0), stateOf(1)]).toEqual(['SELECTED', 'DEFAULT']);
    // Selecting another sets the first back to DEFAULT.
    await userEvent.click(screen.getByRole('button', { name: 'Select Deposit $10, Get 50 Free Spins' }));
    expect([stateOf(0), stateOf(1)]).toEqual(['DEFAULT', 'SELECTED']);
    expect(screen.getByRole('button', { name: 'Select Deposit $10, Get 50 Free Spins' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(claim);
    expect([stateOf(0), stateOf(1)]).toEqual(['DISABLED', 'CLAIMING']);
    expect(screen.getByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' })).toBeDisabled();
    expect(api.named('PromotionEnrollment')[0]?.variables).toEqual({ promotionId: 'b', useAlternateImage: true });

    finishClaim!();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your offer is claimed' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CLAIMED_KEY) ?? '{}')).toEqual({ email: 'casey@example.com', promotionId: 'b' });
    expect(screen.getByText('Deposit $10, Get 50 Free Spins')).toBeInTheDocument();
    // Deposit tells the deposit page that the bettor comes from the promotion, and which offer.
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/account/wallet/deposit?from=welcome-promo&promotion=promo-b');
    await userEvent.click(deposit);
    expect(screen.getByText('deposit page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/wallet/deposit?from=welcome-promo&promotion=promo-b');
  });

  it('marks the claimed card CLAIMED and hides the others before the confirmation arrives', async () => {
    let claimed = false;
    const api = createPromoClient(
      server(true, (op) => {
        if (op.operationName === 'PromotionEnrollment') {
          claimed = true;
          return enrollment(true, { ...OFFERS[0]!, enrollmentStatus: 'SUCCESS' });
        }
        // The refetch after the claim never answers here: the cards stay.
        return claimed ? null : onboarding();
      }),
    );
    renderPromos(api, '/welcome-promo', ROUTES);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByText('Claimed')).toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveAttribute('data-state', 'CLAIMED');
    expect(screen.getByRole('status')).toHaveTextContent('Offer claimed.');
  });

  it('shows the claim-failure toast and returns to the selection on a refusal', async () => {
    const api = createPromoClient(
      server(true, (op) =>
        op.operationName === 'PromotionEnrollment' ? enrollment(false, null, [{ code: 'NOT_ELIGIBLE', message: 'You have already claimed a welcome offer.' }]) : onboarding(),
      ),
    );
    renderPromos(api, '/welcome-promo', ROUTES);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toastTitles()).toEqual(['An error occurred, please claim again']));
    expect(screen.getByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it("says \"You're all set!\" when the pick-one offer was claimed elsewhere", async () => {
    const api = createPromoClient(server(true, () => onboarding({ claimed: OFFERS[0]! })));
    renderPromos(api, '/welcome-promo', ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: "You're all set!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for Now' })).toHaveAttribute('href', '/');
  });

  it('shows the welcome offer with its badge and opt-in; after opting in, "You\'re all set!"', async () => {
    const welcome = promotion('w', { title: 'Get $10 in Credits with Your First Deposit', section: 'welcome', image: { __typename: 'PromotionImage', art: 'credits', alt: 'A gold coin', layout: 'BANNER' } });
    const api = createPromoClient(
      server(true, (op) =>
        op.operationName === 'PromotionEnrollment' ? enrollment(true, { ...welcome, enrollmentStatus: 'SUCCESS' }) : onboarding({ welcome }, false),
      ),
    );
    renderPromos(api, '/welcome-promo', ROUTES, { brand: 'riverbend' });
    const cardRegion = await screen.findByRole('region', { name: 'Get $10 in Credits with Your First Deposit' });
    expect(within(cardRegion).getByRole('img', { name: 'A gold coin' })).toBeInTheDocument();
    expect(within(cardRegion).getByText('Ends: Jan 1, 2036 at 12:00 PM EST')).toBeInTheDocument();
    expect(within(cardRegion).getByText('OPT-IN REQUIRED')).toBeInTheDocument();
    expect(within(cardRegion).getByRole('button', { name: 'See Details: Get $10 in Credits with Your First Deposit' })).toBeInTheDocument();
    await userEvent.click(within(cardRegion).getByRole('button', { name: 'Opt In' }));
    await waitFor(() => expect(toastTitles()).toContain('You have opted in to Get $10 in Credits with Your First Deposit!'));
    expect(await screen.findByRole('heading', { level: 1, name: "You're all set!" })).toBeInTheDocument();
  });

  it('asks to fund the account when there is no offer', async () => {
    const api = createPromoClient(server(true, () => onboarding({}, false)));
    renderPromos(api, '/welcome-promo', ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund your account to get started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit Now' })).toHaveAttribute('href', '/account/wallet/deposit');
    await userEvent.click(screen.getByRole('link', { name: 'Skip for Now' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('lays the offers out by the newOnboardingPage flag', async () => {
    const api = createPromoClient(server(true, () => onboarding()));
    const { container, unmount } = renderPromos(api, '/welcome-promo', ROUTES, { flags: { newOnboardingPage: true } });
    await screen.findByRole('heading', { level: 1, name: 'Play your way' });
    expect(container.querySelector('.onboarding')).toHaveClass('onboarding--new');
    unmount();
    const again = renderPromos(api, '/welcome-promo', ROUTES);
    await screen.findByRole('heading', { level: 1, name: 'Play your way' });
    expect(again.container.querySelector('.onboarding')).toHaveClass('onboarding--classic');
  });
});
