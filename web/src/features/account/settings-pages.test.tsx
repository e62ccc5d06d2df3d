import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import { StartupContext, type StartupData, type StartupState } from '@/shared/api/use-startup';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { clearToasts } from '@/shared/ui/toast-store';
import { Toaster } from '@/shared/ui/toaster';
import { AccountSummaryDocument } from './account-operations';
import { AccountHelpPage } from './account-help-page';
import { ContentSettingsPage, SetShowOddsTrendDocument } from './content-settings-page';
import { EMAIL_SAVED } from './email-preferences-form';
import { EmailPreferencesPage, MISSING_LINK } from './email-preferences-page';
import { NotificationsPage } from './notifications-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function startup(supportChatUrl: string | null): StartupState {
  const data = { serviceAttributes: { webFooterDisclaimers: [], supportChatUrl } } as unknown as StartupData;
  return { data, loading: false, error: null, refetch: () => Promise.resolve() };
}

function renderPage(path: string, element: ReactElement, mocks: MockedResponse[] = [], state: StartupState = startup(null)) {
  return render(
    <BrandProvider brand={BRANDS.halftime}>
      <MockedProvider mocks={mocks}>
        <StartupContext.Provider value={state}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={element} />
            </Routes>
            <Toaster />
          </MemoryRouter>
        </StartupContext.Provider>
      </MockedProvider>
    </BrandProvider>,
  );
}

const ACCOUNT = {
  request: { query: AccountSummaryDocument },
  result: {
    data: {
      account: {
        __typename: 'Account',
        id: 'acct-42',
        username: 'pat',
        firstName: 'Pat',
        lastName: 'Lee',
        email: 'pat@example.com',
        region: 'US-NJ',
        currency: 'USD',
        createdAt: '2026-01-01T00:00:00Z',
        lastLoginAt: null,
        balances: null,
      },
      sessionAccount: null,
    },
  },
};

describe('email preferences', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('opens from the emailed link without a login and saves each switch with the link token', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return json(200, { promotions: false, product_news: true, email: 'p***@example.com' });
      return json(200, { promotions: true, product_news: true, email: 'p***@example.com' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/email-preferences?token=u1.abc', <EmailPreferencesPage />);
    const promotions = await screen.findByRole('switch', { name: 'Offers and promotions' });
    expect(screen.getByText('p***@example.com')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/i/email_preferences?token=u1.abc');
    expect(promotions).toBeChecked();
    await userEvent.click(promotions);
    await waitFor(() => expect(promotions).not.toBeChecked());
    const patch = fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ promotions: false, token: 'u1.abc' });
    expect(await screen.findByText(EMAIL_SAVED)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Product news' })).toBeChecked();
  });

  it('shows the server’s message for a refused link and asks to log in without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { errors: { token: [{ message: 'This email preferences link is not valid. Log in to change your email preferences.' }] } })),
    );
    const { unmount } = renderPage('/email-preferences?token=forged', <EmailPreferencesPage />);
    expect(await screen.findByText(MISSING_LINK)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();
    renderPage('/email-preferences', <EmailPreferencesPage />);
    expect(screen.getByText(MISSING_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?previousPath=%2Faccount%2Fsettings%2Fnotifications');
  });

  it('reads the signed-in holder’s switches with the bearer token on the notifications page', async () => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'bearer-1' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { promotions: false, product_news: true, email: 'p***@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/account/settings/notifications', <NotificationsPage />);
    expect(await screen.findByRole('switch', { name: 'Offers and promotions' })).not.toBeChecked();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer bearer-1');
  });

  it('says so when a save fails and keeps the switch as stored', async () => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'bearer-1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PATCH' ? json(500, {}) : json(200, { promotions: true, product_news: true, email: 'p***@example.com' }))),
    );
    renderPage('/account/settings/notifications', <NotificationsPage />);
    const news = await screen.findByRole('switch', { name: 'Product news' });
    await userEvent.click(news);
    expect(await screen.findByText('We could not save your email preferences. Please try again.')).toBeInTheDocument();
    expect(news).toBeChecked();
  });
});

describe('<ContentSettingsPage>', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: 'AMERICAN', scope: 'account', accountShowsTrend: true });
  });

  it('stores "show price movement" and applies the stored answer at once', async () => {
    renderPage('/account/settings/content', <ContentSettingsPage />, [
      {
        request: { query: SetShowOddsTrendDocument, variables: { show: false } },
        result: { data: { setUserPreferences: { __typename: 'UserPreferences', showOddsTrend: false } } },
      },
    ]);
    const toggle = screen.getByRole('switch', { name: 'Show price movement' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(useOddsFormatStore.getState().accountShowsTrend).toBe(false));
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Content settings saved')).toBeInTheDocument();
  });

  it('keeps the setting and says so when the server refuses', async () => {
    renderPage('/account/settings/content', <ContentSettingsPage />, [
      { request: { query: SetShowOddsTrendDocument, variables: { show: false } }, error: new Error('down') },
    ]);
    await userEvent.click(screen.getByRole('switch', { name: 'Show price movement' }));
    expect(await screen.findByText('We could not save your content settings. Please try again.')).toBeInTheDocument();
    expect(useOddsFormatStore.getState().accountShowsTrend).toBe(true);
  });
});

describe('<AccountHelpPage>', () => {
  afterEach(() => useFlagStore.setState({ flags: {} }));

  it('opens the brand’s support chat and names the account to give support', async () => {
    renderPage('/account/help', <AccountHelpPage />, [ACCOUNT], startup('https://chat.example.com/halftime'));
    const chat = screen.getByRole('link', { name: /Live Chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example.com/halftime');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: BRANDS.halftime.copy.supportEmail })).toHaveAttribute('href', `mailto:${BRANDS.halftime.copy.supportEmail}`);
    expect(await screen.findByTestId('help-account-reference')).toHaveTextContent('pat@example.com');
    expect(screen.getByTestId('help-account-reference')).toHaveTextContent('acct-42');
  });

  it('hides Live Chat when the brand has no chat or the flag is off', () => {
    const { unmount } = renderPage('/account/help', <AccountHelpPage />, [ACCOUNT], startup(null));
    expect(screen.queryByRole('link', { name: /Live Chat/ })).not.toBeInTheDocument();
    unmount();
    useFlagStore.getState().setFlags([{ key: 'liveChat', enabled: false, overridden: false }]);
    renderPage('/account/help', <AccountHelpPage />, [ACCOUNT], startup('https://chat.example.com/halftime'));
    expect(screen.queryByRole('link', { name: /Live Chat/ })).not.toBeInTheDocument();
  });
});
