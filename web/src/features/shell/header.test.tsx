import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route } from 'react-router';
import { onLogout } from '@/shared/auth/auth-events';
import { CashbackEligibilityDocument, useHiddenCashbackStore } from '@/shared/cashback/cashback-notice';
import { useFlagStore } from '@/shared/flags/flag-store';
import { Header, logInTarget, RESPONSIBLE_GAMING_PATH } from './header';
import { SHELL_ACCOUNT_MENU, type ShellAccountMenuData } from './shell-operations';
import { renderShell, TEST_STARTUP } from './test-utils';

const money = (cents: number) => ({
  __typename: 'Money' as const,
  amount: cents,
  amountLong: String(cents),
  currency: 'USD',
  formattedAmount: '',
});

const accountData: ShellAccountMenuData = {
  account: {
    __typename: 'Account',
    id: 'acc-1',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'demo@example.com',
    region: 'US-NJ',
    currency: 'USD',
    balances: {
      __typename: 'Balances',
      playableBalance: money(100000),
      totalPlayableBalance: money(112500),
      withdrawableBalance: money(100000),
      restrictedBalance: money(0),
      bonusBalance: money(12500),
      globalBalance: money(112500),
    } as never,
    casinoRestriction: { __typename: 'CasinoRestriction', active: false, expiresAt: null } as never,
  },
  accountMenu: {
    __typename: 'AccountMenu',
    menuShelves: {
      __typename: 'MenuShelves',
      referralMenuShelf: null,
      accountMenuShelf: {
        __typename: 'AccountMenuShelf',
        menuShelfItems: [
          { __typename: 'MenuLeafItem', id: 'account-summary', label: 'Account Summary', icon: 'user', deepLink: { __typename: 'DeepLink', canonicalUrl: '/account/summary', webUrl: '/account/summary' } as never },
          { __typename: 'MenuClientDisplayDescriptiveItem', id: 'color-mode', label: 'Dark Mode', description: 'Switch between light and dark colours', icon: 'moon', clientDisplayType: 'COLOR_MODE_TOGGLE' },
        ],
      } as never,
    } as never,
    promotionalCreditBalance: money(2500),
  } as never,
};

const loggedInMock = {
  request: { query: SHELL_ACCOUNT_MENU, variables: { skipAccount: false } },
  result: { data: accountData },
  maxUsageCount: 10,
};

/** The account menu with the referral card, seen for the first time or not. */
function withReferralCard(isFirstTimeViewer: boolean) {
  const data = structuredClone(accountData) as ShellAccountMenuData;
  (data.accountMenu.menuShelves as unknown as Record<string, unknown>).referralMenuShelf = {
    __typename: 'ReferralMenuShelf',
    isFirstTimeViewer,
  };
  return { ...loggedInMock, result: { data } };
}

function setFlags(values: Record<string, boolean>) {
  useFlagStore.getState().setFlags(Object.entries(values).map(([key, enabled]) => ({ key, enabled, overridden: false })));
}

afterEach(() => useFlagStore.setState({ flags: {}, updatedAt: null }));

describe('Header', () => {
  it('shows a skeleton while the login state is unknown', () => {
    renderShell(<Header />, { loginState: 'unknown' });
    expect(screen.getByLabelText('Loading your account')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Log In')).not.toBeInTheDocument();
  });

  it('keeps Log In and Sign Up disabled until the region validity is known', () => {
    const { unmount } = renderShell(<Header />, { startup: null });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderShell(<Header />, { startup: TEST_STARTUP });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('opens the 360 px account panel with name, email and wallet balances', async () => {
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock] });
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const panel = screen.getByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(panel).toHaveTextContent('Alex Morgan'));
    expect(panel).toHaveTextContent('demo@example.com');
    expect(panel.style.width).toBe('min(360px, 100vw)');
    const wallet = within(panel).getByRole('region', { name: 'Wallet' });
    expect(wallet).toHaveTextContent('Playable Balance$1,000.00');
    expect(wallet).toHaveTextContent('Bonus$125.00');
    expect(wallet).toHaveTextContent('Loyalty Cash$25.00');
    expect(within(panel).getByRole('link', { name: 'Account Summary' })).toHaveAttribute('href', '/account/summary');
    expect(within(panel).getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    // The Wallet box's shortcuts open the wallet's deposit and withdrawal pages.
    expect(within(wallet).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/wallet/deposit');
    expect(within(wallet).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/account/wallet/withdrawal');
    // Withdrawable cash shows only with cashBalanceWithdrawalDisplay on (off by default).
    expect(wallet).not.toHaveTextContent('Withdrawable');
  });

  it('places the composed Rewards strip right after the Wallet box', async () => {
    renderShell(<Header rewards={<section aria-label="Rewards">strip</section>} />, { loginState: 'loggedIn', mocks: [loggedInMock] });
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const panel = screen.getByRole('dialog', { name: 'Account' });
    const wallet = await within(panel).findByRole('region', { name: 'Wallet' });
    expect(wallet.nextElementSibling).toBe(within(panel).getByRole('region', { name: 'Rewards' }));
  });

  it('shows withdrawable cash in the Wallet box with cashBalanceWithdrawalDisplay on', async () => {
    setFlags({ cashBalanceWithdrawalDisplay: true });
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock] });
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const wallet = within(screen.getByRole('dialog', { name: 'Account' })).getByRole('region', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveTextContent('Withdrawable$1,000.00'));
  });

  it('follows a Wallet box shortcut to the deposit page', async () => {
    renderShell(<Header />, {
      loginState: 'loggedIn',
      mocks: [loggedInMock],
      routes: <Route path="/account/wallet/deposit" element={<p>Deposit page</p>} />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const wallet = within(screen.getByRole('dialog', { name: 'Account' })).getByRole('region', { name: 'Wallet' });
    await userEvent.click(within(wallet).getByRole('link', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit page')).toBeInTheDocument();
  });

  it('carries previousPath on Log In and in the visitor menu, except from home', async () => {
    const { unmount } = renderShell(<Header />, { path: '/sport/football?tab=live' });
    const expected = '/login?previousPath=%2Fsport%2Ffootball%3Ftab%3Dlive';
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', expected);
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', expected);
    unmount();

    renderShell(<Header />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('never sends Log In back to an auth page', () => {
    expect(logInTarget('/signup', '?ref=x')).toBe('/login');
    expect(logInTarget('/login', '?previousPath=%2Fx')).toBe('/login');
    expect(logInTarget('/forgot-password')).toBe('/login');
    expect(logInTarget('/account/summary')).toBe('/login?previousPath=%2Faccount%2Fsummary');
  });

  it('opens the in-app responsible-gaming page from the responsible-gaming logo', async () => {
    renderShell(<Header />, {
      loginState: 'loggedIn',
      mocks: [loggedInMock],
      routes: <Route path={RESPONSIBLE_GAMING_PATH} element={<h1>Responsible gaming page</h1>} />,
    });
    const logo = screen.getByRole('link', { name: /^Responsible gaming\./ });
    expect(logo).toHaveAttribute('href', '/account/responsible-gaming');
    expect(logo).not.toHaveAttribute('target');
    expect(logo.querySelector('img')).toHaveAttribute('height', '28');
    await userEvent.click(logo);
    expect(await screen.findByRole('heading', { name: 'Responsible gaming page' })).toBeInTheDocument();
  });

  it('sizes the responsible-gaming logo larger with rgIconSizing on', () => {
    setFlags({ rgIconSizing: true });
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: /^Responsible gaming\./ }).querySelector('img')).toHaveAttribute('height', '36');
  });

  it('shows the avatar notification dot while the referral card is new, with the referral programme on', async () => {
    const { unmount } = renderShell(<Header />, { loginState: 'loggedIn', mocks: [withReferralCard(true)] });
    const button = screen.getByRole('button', { name: 'Open account menu' });
    await waitFor(() => expect(button.querySelector('.avatar__dot')).not.toBeNull());
    expect(button).toHaveAccessibleDescription('New in your account menu');
    unmount();

    const seen = renderShell(<Header />, { loginState: 'loggedIn', mocks: [withReferralCard(false)] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('[data-anonymous]')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('.avatar__dot')).toBeNull();
    seen.unmount();

    setFlags({ referralProgram: false });
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [withReferralCard(true)] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('[data-anonymous]')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('.avatar__dot')).toBeNull();
  });

  it('shows the dot while cashback is eligible, naming it on the button, until the account hides it', async () => {
    const eligible = {
      request: { query: CashbackEligibilityDocument },
      result: { data: { cashbackEligibility: { __typename: 'CashbackEligibility', eligible: true, promotionIds: ['cb-1'] } } },
      maxUsageCount: 10,
    };
    const { unmount } = renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock, eligible] });
    const button = await screen.findByRole('button', { name: 'Open account menu, cashback available' });
    expect(button.querySelector('.avatar__dot')).not.toBeNull();
    // Opening the cashback section or dismissing sets the flag: the dot and the words go.
    act(() => useHiddenCashbackStore.getState().hide('u1', ['cb-1']));
    expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('.avatar__dot')).toBeNull();
    unmount();

    // Another account on this browser still sees its dot.
    useHiddenCashbackStore.setState({ hidden: { someone: ['cb-1'] } });
    const other = renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock, eligible] });
    expect(await screen.findByRole('button', { name: 'Open account menu, cashback available' })).toBeInTheDocument();
    other.unmount();

    // Not eligible, or the flag off: no dot.
    const notEligible = { ...eligible, result: { data: { cashbackEligibility: { __typename: 'CashbackEligibility', eligible: false, promotionIds: [] } } } };
    const none = renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock, notEligible] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('[data-anonymous]')).toBeNull());
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('.avatar__dot')).toBeNull();
    none.unmount();

    setFlags({ cashbackManagement: false });
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock, eligible] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('[data-anonymous]')).toBeNull());
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Open account menu' }).querySelector('.avatar__dot')).toBeNull();
    useHiddenCashbackStore.setState({ hidden: {} });
  });

  it('asks for confirmation before logging out, with the spec texts', async () => {
    const requests: string[] = [];
    const stop = onLogout((r) => requests.push(r.reason));
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [loggedInMock] });
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(confirm).toHaveTextContent('Are you sure you want to log out?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Log Out' }));
    expect(requests).toEqual(['logged-out']);
    stop();
  });

  it('closes the account panel on navigation', async () => {
    renderShell(
      <>
        <Header />
        <Link to="/legal/terms">Terms</Link>
      </>,
      { loginState: 'loggedIn', mocks: [loggedInMock] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const panel = screen.getByRole('dialog', { name: 'Account' });
    await userEvent.click(await within(panel).findByRole('link', { name: 'Account Summary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument());
  });

  it('shows the anonymous avatar when the account menu query fails', async () => {
    const failing = { request: { query: SHELL_ACCOUNT_MENU, variables: { skipAccount: false } }, error: new Error('boom') };
    renderShell(<Header />, { loginState: 'loggedIn', mocks: [failing] });
    const button = screen.getByRole('button', { name: 'Open account menu' });
    await waitFor(() => expect(button.querySelector('[data-anonymous]')).not.toBeNull());
  });

  it('uses the casino arrangement for standalone casinos', () => {
    vi.spyOn(window, 'matchMedia');
    renderShell(<Header />, { brand: 'riverbend' });
    expect(screen.getByRole('link', { name: 'Riverbend Casino home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Lobby');
  });
});
