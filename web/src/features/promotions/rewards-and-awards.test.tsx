import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AwardDetailsPage, AwardsDeepLink } from './award-details-page';
import { RewardsStrip, REWARDS_SCROLL_STEP, seeAllSection } from './rewards-strip';
import { createPromoClient, money, renderPromos, resetPromos } from './test-utils';

afterEach(resetPromos);

const link = (path: string) => ({ __typename: 'DeepLink', canonicalUrl: path, webUrl: path });
const summary = (id: string, title: string, count: number, cents: number | null) => ({
  __typename: 'AwardSummary',
  id,
  title,
  count,
  total: cents === null ? null : money(cents),
  deepLink: link(`/account/award-details/${id}`),
});

describe('<RewardsStrip>', () => {
  it('shows the award sections as a carousel with See All on bonus bets', async () => {
    const api = createPromoClient(() => ({ awards: [summary('bonuses', 'Bonus Cash', 1, 1000), summary('free-bets', 'Bonus Bets', 2, 5000), summary('free-rounds', 'Free Spins', 1, null)] }));
    renderPromos(api, '/', <RewardsStrip />);
    const strip = await screen.findByRole('list', { name: 'Your rewards' });
    const bonusBets = within(strip).getByRole('link', { name: /Bonus Bets/ });
    expect(bonusBets).toHaveAttribute('href', '/account/award-details/free-bets');
    expect(bonusBets).toHaveTextContent('$50.00');
    expect(bonusBets).toHaveTextContent('2 items');
    expect(within(strip).getByRole('link', { name: /Free Spins/ })).toHaveTextContent('1 item');
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/account/award-details/free-bets');
  });

  it('scrolls 320 px per press of Previous and Next', async () => {
    const api = createPromoClient(() => ({ awards: [summary('free-bets', 'Bonus Bets', 2, 5000), summary('profit-boosts', 'Profit Boosts', 1, null)] }));
    renderPromos(api, '/', <RewardsStrip />);
    const strip = await screen.findByRole('list', { name: 'Your rewards' });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Next rewards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous rewards' }));
    expect(scrollBy.mock.calls.map(([o]) => (o as ScrollToOptions).left)).toEqual([REWARDS_SCROLL_STEP, -REWARDS_SCROLL_STEP]);
    expect(REWARDS_SCROLL_STEP).toBe(320);
  });

  it('has an empty state without awards', async () => {
    const api = createPromoClient(() => ({ awards: [] }));
    renderPromos(api, '/', <RewardsStrip />);
    expect(await screen.findByText(/No rewards yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the promotions' })).toHaveAttribute('href', '/promotions');
    expect(screen.queryByRole('button', { name: 'Next rewards' })).not.toBeInTheDocument();
  });

  it('opens See All on the first section with awards when there are no bonus bets', () => {
    expect(seeAllSection([{ id: 'bonuses', count: 0 }, { id: 'profit-boosts', count: 2 }])).toBe('profit-boosts');
    expect(seeAllSection([])).toBe('free-bets');
  });
});

function item(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'AwardItem',
    id,
    awardType: 'BONUS_BET',
    title: `Award ${id}`,
    description: `What award ${id} is.`,
    amount: money(2500),
    expiresAt: '2026-12-13T17:00:00Z',
    progress: null,
    deepLink: link('/'),
    awardedAt: '2026-11-29T17:00:00Z',
    ...over,
  };
}

function details(id: string, title: string, items: ReturnType<typeof item>[]) {
  return { awardDetails: { __typename: 'AwardDetailsSection', id, title, description: `${title} you hold.`, count: items.length, items } };
}

const ROUTES = { '/account/award-details/:sectionId': <AwardDetailsPage />, '/me/awards': <AwardsDeepLink /> };

describe('<AwardDetailsPage>', () => {
  it('lists a section’s awards with amount, expiry and Use, and marks its tab', async () => {
    const api = createPromoClient(() => details('free-bets', 'Bonus Bets', [item('1', { title: 'Welcome Bonus Bet' })]));
    renderPromos(api, '/account/award-details/free-bets', ROUTES);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bonus Bets' })).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'Welcome Bonus Bet' });
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('Expires Dec 13, 2026, 12:00 PM EST');
    expect(within(row).getByRole('link', { name: 'Use Welcome Bonus Bet' })).toHaveAttribute('href', '/');
    const tabs = screen.getByRole('navigation', { name: 'Reward sections' });
    expect(within(tabs).getByRole('link', { name: 'Bonus Bets' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Bonus Cash', 'Credits', 'Bonus Bets', 'Profit Boosts', 'Free Spins', 'Cashback', 'History']);
  });

  it('shows bonus cash play-through as a progress bar', async () => {
    const progress = { __typename: 'AwardProgress', wagered: money(3000), required: money(10000), percent: 30 };
    const api = createPromoClient(() => details('bonuses', 'Bonus Cash', [item('2', { awardType: 'BONUS_CASH', title: 'Bonus Cash', progress })]));
    renderPromos(api, '/account/award-details/bonuses', ROUTES);
    const bar = await screen.findByRole('progressbar', { name: 'Bonus Cash play-through' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '$30.00 of $100.00 wagered');
    expect(screen.getByText('$30.00 of $100.00 wagered (30%)')).toBeInTheDocument();
  });

  it('answers an alias with its section, and the tab of that section is current', async () => {
    const api = createPromoClient(() => details('free-rounds', 'Free Spins', [item('3', { awardType: 'FREE_ROUNDS', amount: null })]));
    renderPromos(api, '/account/award-details/bonus-spins', ROUTES);
    expect(await screen.findByRole('heading', { level: 2, name: 'Free Spins' })).toBeInTheDocument();
    expect(api.named('AwardDetails')[0]?.variables).toEqual({ sectionId: 'bonus-spins' });
    expect(within(screen.getByRole('navigation', { name: 'Reward sections' })).getByRole('link', { name: 'Free Spins' })).toHaveAttribute('aria-current', 'page');
  });

  it('has an empty state per section', async () => {
    const api = createPromoClient(() => details('profit-boosts', 'Profit Boosts', []));
    renderPromos(api, '/account/award-details/profit-boosts', ROUTES);
    expect(await screen.findByRole('heading', { level: 3, name: 'No profit boosts right now.' })).toBeInTheDocument();
  });

  it('history lists when each award came, without Use', async () => {
    const api = createPromoClient(() => details('history', 'History', [item('4', { title: 'Deposit Match' })]));
    renderPromos(api, '/account/award-details/history', ROUTES);
    const row = await screen.findByRole('listitem', { name: 'Deposit Match' });
    expect(row).toHaveTextContent('Awarded Nov 29, 2026');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "not found" for an unknown section, and shows an error view on failure', async () => {
    const api = createPromoClient((op) => (op.variables.sectionId === 'nope' ? { awardDetails: null } : new Error('down')));
    const { unmount } = renderPromos(api, '/account/award-details/nope', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Reward section not found' })).toBeInTheDocument();
    unmount();
    renderPromos(api, '/account/award-details/free-bets', ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your rewards.');
  });

  it('/me/awards opens the bonus bets', async () => {
    const api = createPromoClient(() => details('free-bets', 'Bonus Bets', []));
    renderPromos(api, '/me/awards', ROUTES);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/award-details/free-bets'));
  });
});
