import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SideNav, useSideNavBehaviour } from './side-nav';
import { NAV_BREAKPOINT, useSideNavStore } from './side-nav-store';
import { renderShell } from './test-utils';
import { Header } from './header';
import { SHELL_ACCOUNT_MENU } from './shell-operations';

/** A matchMedia driven by a fake window width. */
function mockWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !query.includes('pointer: coarse');
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList);
  return (next: number) => {
    width = next;
    act(() => listeners.forEach((cb) => cb()));
  };
}

function Shell() {
  useSideNavBehaviour();
  return (
    <>
      <Header />
      <SideNav />
    </>
  );
}

describe('side navigation', () => {
  beforeEach(() => {
    useSideNavStore.setState({ drawerOpen: false, collapsed: true, wide: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the full menu above 1435 px and the 80 px rail at or below it', () => {
    const resize = mockWidth(1600);
    renderShell(<Shell />);
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-form', 'full');
    resize(NAV_BREAKPOINT);
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-form', 'rail');
    resize(NAV_BREAKPOINT + 1);
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-form', 'full');
  });

  it('opens a drawer at or below the breakpoint, which closes when the window widens', async () => {
    const resize = mockWidth(1280);
    renderShell(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.getByTestId('nav-drawer')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Halftime Sportsbook menu' })).toBeInTheDocument();
    resize(1600);
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    expect(useSideNavStore.getState().drawerOpen).toBe(false);
  });

  it('the menu button collapses the full menu to the rail when wide', async () => {
    mockWidth(1600);
    renderShell(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-form', 'rail');
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-form', 'full');
  });

  it('has only the drawer on phones', () => {
    mockWidth(360);
    renderShell(<Shell />);
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
  });

  it('lists the entries that work today and hides the product toggle while the casino is off', () => {
    mockWidth(1600);
    renderShell(<Shell />);
    const nav = screen.getByTestId('side-nav');
    expect(nav).toHaveTextContent('Home');
    expect(nav).toHaveTextContent('Get the App');
    expect(nav).toHaveTextContent('Help');
    expect(screen.queryByRole('group', { name: 'Product' })).not.toBeInTheDocument();
  });

  it('shows Promos only while the account menu has a Promos item', async () => {
    mockWidth(1600);
    const menu = (items: unknown[]) => ({
      request: { query: SHELL_ACCOUNT_MENU, variables: { skipAccount: true } },
      result: {
        data: {
          accountMenu: {
            __typename: 'AccountMenu',
            menuShelves: { __typename: 'MenuShelves', referralMenuShelf: null, accountMenuShelf: { __typename: 'AccountMenuShelf', menuShelfItems: items } },
            promotionalCreditBalance: null,
          },
        },
      },
    });
    const promos = { __typename: 'MenuLeafItem', id: 'promos', label: 'Promos', icon: 'gift', deepLink: { __typename: 'DeepLink', canonicalUrl: '/promotions', webUrl: '/promotions' } };
    const help = { __typename: 'MenuLeafItem', id: 'help', label: 'Help', icon: 'circle-help', deepLink: { __typename: 'DeepLink', canonicalUrl: '/support', webUrl: '/support' } };
    const { unmount } = renderShell(<SideNav />, { mocks: [menu([promos, help])] });
    const nav = screen.getByTestId('side-nav');
    expect(await within(nav).findByRole('link', { name: 'Promos' })).toHaveAttribute('href', '/promotions');
    unmount();
    renderShell(<SideNav />, { mocks: [menu([help])] });
    await waitFor(() => expect(within(screen.getByTestId('side-nav')).getByRole('link', { name: 'Help' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    expect(within(screen.getByTestId('side-nav')).queryByRole('link', { name: 'Promos' })).not.toBeInTheDocument();
  });
});
