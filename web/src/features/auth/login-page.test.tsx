import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_REASONS } from '@/shared/auth/logout-reasons';
import { useAuthStore } from '@/shared/auth/auth-store';
import { LoginPage } from './login-page';
import { LOGOUT_REASON_MESSAGES } from './logout-messages';
import { afterLoginPath, loginPath, safePreviousPath } from './login-paths';
import { renderAt } from './test-utils';

describe('logout reason messages', () => {
  it('has a title and text for every reason', () => {
    for (const reason of LOGOUT_REASONS) {
      const m = LOGOUT_REASON_MESSAGES[reason];
      expect(m.title.length).toBeGreaterThan(3);
      expect(m.body.length).toBeGreaterThan(10);
    }
    expect(LOGOUT_REASON_MESSAGES['time-limit'].body).toBe('We logged you out because you reached your set daily time limit. Come back tomorrow!');
    expect(LOGOUT_REASON_MESSAGES.unauthorized.body).toBe('You must be logged in to view this page.');
  });
});

describe('login paths', () => {
  it('carries previousPath except for home, and refuses other origins', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('/account/summary')).toBe('/login?previousPath=%2Faccount%2Fsummary');
    expect(safePreviousPath('//evil.example')).toBeNull();
    expect(safePreviousPath('https://evil.example')).toBeNull();
    expect(safePreviousPath('/login?x=1')).toBeNull();
    expect(afterLoginPath('/account/help')).toBe('/account/help');
    expect(afterLoginPath(undefined)).toBe('/');
  });
});

describe('login page', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession({ keepAnonymousToken: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(LOGOUT_REASONS.map((r) => [r]))('shows the banner for reason %s', (reason) => {
    renderAt(`/login?reason=${reason}`, <LoginPage />, '/login');
    const banner = screen.getByRole('status');
    expect(within(banner).getByText(LOGOUT_REASON_MESSAGES[reason].body)).toBeInTheDocument();
  });

  it('shows no banner for an unknown reason, and shows the help line and links', () => {
    renderAt('/login?reason=<script>', <LoginPage />, '/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: '1-800-GAMBLER' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in with Halftime ID/ })).toBeInTheDocument();
  });

  it('logs in with the password grant and returns to previousPath', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ access_token: 'a', refresh_token: 's.r', user_id: 'u1', expires_in: 900, token_type: 'Bearer' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/login?previousPath=%2Faccount%2Fhelp', <LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account/help');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/oauth/token');
    const body = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(body)).toEqual({ grant_type: 'password', username: 'demo@example.com', password: 'Demo-password-1', client_id: 'web' });
    const headers = init.headers as Record<string, string>;
    expect(headers['x-platform']).toBe('web');
    expect(headers['x-install-id']).toBeTruthy();
    expect(useAuthStore.getState().bearerToken).toBe('a');
  });

  it('shows the token endpoint error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'The email or password is incorrect.' }), { status: 400 })),
    );
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'nope-nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(useAuthStore.getState().bearerToken).toBeNull();
  });

  it('shows why a login is refused during a cool-off, under the cool-off banner', async () => {
    const description = 'Your cool-off period ends on Dec 1, 2026 at 3:00 PM EST. You can log in again after that.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'access_denied', error_description: description }), { status: 400 })));
    const user = userEvent.setup();
    renderAt('/login?reason=cool-off', <LoginPage />, '/login');
    expect(screen.getByRole('status')).toHaveTextContent(LOGOUT_REASON_MESSAGES['cool-off'].body);
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(useAuthStore.getState().bearerToken).toBeNull();
  });

  it('goes to the one-time-code screen when strong authentication is required', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ limited_access_token: 'lim', user_id: 'u1', expires_in: 600, strong_auth_required: true }), { status: 200 })),
    );
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login/verify');
    expect(useAuthStore.getState().limitedAccessToken).toBe('lim');
    expect(useAuthStore.getState().bearerToken).toBeNull();
  });
});
