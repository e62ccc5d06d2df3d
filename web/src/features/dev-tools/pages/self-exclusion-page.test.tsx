import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { onLogout } from '@/shared/auth/auth-events';
import { useAuthStore } from '@/shared/auth/auth-store';
import DevToolsApp from '../dev-tools-app';

interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

let calls: Call[] = [];

/** Answers `GET /i/self_exclusions` with `current`, and `POST` with 201 (or `postStatus`). */
function stubIdentityApi(current: unknown, postStatus = 201) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null, authorization: headers.Authorization ?? null });
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (method === 'POST') {
        return postStatus === 201
          ? json(201, { selfExclusion: { kind: 'self_exclusion', duration: '5y', startsAt: '2026-11-27T16:00:00Z', endsAt: '2031-11-27T16:00:00Z' } })
          : json(postStatus, { errors: { duration: [{ message: 'Your current self-exclusion runs until 2031. A new one cannot end sooner.' }] } });
      }
      return json(200, { selfExclusion: current, durations: ['1y', '5y', 'lifetime'] });
    }),
  );
}

function renderAt(path = '/dev-tools/self-exclusion') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dev-tools/*" element={<DevToolsApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-1', bearerToken: 'bearer-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

describe('dev-tools self-exclusion page', () => {
  it('is listed in the dev-tools navigation and links to the bettor page and the screen after', async () => {
    stubIdentityApi(null);
    renderAt();
    const nav = screen.getByRole('navigation', { name: 'Dev-tools' });
    expect(within(nav).getByRole('link', { name: 'Self exclusion' })).toHaveAttribute('href', '/dev-tools/self-exclusion');
    expect(screen.getByRole('heading', { name: 'Self exclusion', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The bettor’s self-exclusion page' })).toHaveAttribute('href', '/account/responsible-gaming/self-exclusion');
    expect(screen.getByRole('link', { name: 'The login screen after a self-exclusion' })).toHaveAttribute('href', '/login?reason=self-exclusion');
    await vi.waitFor(() => expect(screen.getByTestId('self-exclusion-status')).toHaveTextContent('Not self-excluded.'));
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/i/self_exclusions', authorization: 'Bearer bearer-1' });
  });

  it('self-excludes the test account with the chosen duration once confirmed, then logs out', async () => {
    stubIdentityApi(null);
    const reasons: string[] = [];
    const stop = onLogout((r) => reasons.push(r.reason));
    renderAt();
    const form = await screen.findByRole('form', { name: 'Self-exclude this test account' });
    const submit = within(form).getByRole('button', { name: 'Self-exclude and log out' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(form).getByRole('radio', { name: '5 years' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /I understand this account stays excluded/ }));
    await userEvent.click(submit);
    await vi.waitFor(() => expect(reasons).toEqual(['self-exclusion']));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/i/self_exclusions', body: { duration: '5y' }, authorization: 'Bearer bearer-1' });
    stop();
  });

  it('shows a refusal and stays logged in', async () => {
    stubIdentityApi(null, 422);
    const reasons: string[] = [];
    const stop = onLogout((r) => reasons.push(r.reason));
    renderAt();
    const form = await screen.findByRole('form', { name: 'Self-exclude this test account' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude and log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current self-exclusion runs until 2031. A new one cannot end sooner.');
    expect(reasons).toEqual([]);
    stop();
  });

  it('shows an exclusion in force and offers no new one', async () => {
    stubIdentityApi({ duration: 'lifetime', startsAt: '2026-11-27T16:00:00Z', endsAt: null });
    renderAt();
    await vi.waitFor(() => expect(screen.getByTestId('self-exclusion-status')).toHaveTextContent(/Self-excluded \(Lifetime\) since .+, with no end\./));
    expect(screen.queryByRole('form', { name: 'Self-exclude this test account' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and calls nothing', () => {
    stubIdentityApi(null);
    useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
    renderAt();
    expect(screen.getByText('Log in with a test account to see and start its self-exclusion.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
