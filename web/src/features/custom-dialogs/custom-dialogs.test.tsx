import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { CustomDialogHost } from './custom-dialog-host';
import { canOpenExternal, CLOSED_DIALOGS_KEY, dialogToShow, markDialogClosed, pageMatches, readClosedDialogs, type DialogConfig } from './dialog-rules';

const base = { body: 'Body', dismissible: true, buttons: [{ label: 'Got it', type: 'DISMISS', url: null, style: 'PRIMARY' }] } as const;
const onLogin: DialogConfig = { ...base, id: 'welcome', title: 'Welcome', triggers: [{ type: 'ON_LOGIN', pages: [] }] };
const onAccount: DialogConfig = { ...base, id: 'acct', title: 'Account news', triggers: [{ type: 'PAGES', pages: ['/account/*'] }] };

describe('custom dialog rules', () => {
  it('matches exact paths and /prefix/* patterns like the server', () => {
    expect(pageMatches('/', '/')).toBe(true);
    expect(pageMatches('/', '/live')).toBe(false);
    expect(pageMatches('/account/*', '/account')).toBe(true);
    expect(pageMatches('/account/*', '/account/summary')).toBe(true);
    expect(pageMatches('/account/*', '/accounting')).toBe(false);
    expect(pageMatches('/live/', '/live')).toBe(true);
    expect(pageMatches('/*', '/anything/at/all')).toBe(true);
  });

  it('picks the first open dialog whose trigger fires; closed ones never', () => {
    const situation = { path: '/account/summary', closedIds: new Set<string>(), loginWindowOpen: false };
    expect(dialogToShow([onLogin, onAccount], situation)?.id).toBe('acct');
    expect(dialogToShow([onLogin, onAccount], { ...situation, loginWindowOpen: true })?.id).toBe('welcome');
    expect(dialogToShow([onLogin, onAccount], { ...situation, loginWindowOpen: true, closedIds: new Set(['welcome', 'acct']) })).toBeNull();
    expect(dialogToShow([onLogin], { ...situation, path: '/' })).toBeNull();
  });

  it('opens external links only when the URL contains "https"', () => {
    expect(canOpenExternal('https://example.com')).toBe(true);
    expect(canOpenExternal('http://example.com')).toBe(false);
    expect(canOpenExternal(null)).toBe(false);
  });

  it('persists closed ids in localStorage', () => {
    markDialogClosed('a');
    markDialogClosed('b');
    markDialogClosed('a');
    expect(JSON.parse(localStorage.getItem(CLOSED_DIALOGS_KEY) ?? '[]')).toEqual(['a', 'b']);
    expect(readClosedDialogs()).toEqual(new Set(['a', 'b']));
    localStorage.setItem(CLOSED_DIALOGS_KEY, 'not json');
    expect(readClosedDialogs()).toEqual(new Set());
  });
});

function toGraphql(d: DialogConfig) {
  return {
    __typename: 'CustomDialog',
    ...d,
    triggers: d.triggers.map((t) => ({ __typename: 'CustomDialogTrigger', type: t.type, pages: t.pages ?? [] })),
    buttons: d.buttons.map((b) => ({ __typename: 'CustomDialogButton', label: b.label, type: b.type, url: b.url ?? null, style: b.style })),
  };
}

/** Renders the host; the dialogs query answers after `delayMs` (0: at once). */
function renderHost(dialogs: DialogConfig[], path = '/', delayMs = 0) {
  const link = new ApolloLink(
    () =>
      new Observable((o) => {
        const answer = () => {
          o.next({ data: { customDialogs: dialogs.map(toGraphql) } });
          o.complete();
        };
        if (delayMs > 0) {
          const id = setTimeout(answer, delayMs);
          return () => clearTimeout(id);
        }
        answer();
        return undefined;
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: '/', element: <CustomDialogHost /> },
      { path: '/promos', element: <p>Promotions page</p> },
      { path: '*', element: <CustomDialogHost /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe('<CustomDialogHost>', () => {
  afterEach(() => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    vi.useRealTimers();
  });

  it('shows an on_login dialog after login, once: closed, it stays closed after a new login', async () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    const view = renderHost([onLogin]);
    await act(async () => {
      useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1' });
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readClosedDialogs().has('welcome')).toBe(true);

    view.unmount();
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    renderHost([onLogin]);
    await act(async () => {
      useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1' });
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies on_login only within 5 s after the user id appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const [delayMs, shown] of [
      [3000, true],
      [6000, false],
    ] as const) {
      localStorage.clear();
      useAuthStore.setState({ loginState: 'loggedOut', userId: null });
      const view = renderHost([onLogin], '/', delayMs);
      await act(async () => {
        useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1' });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(delayMs + 500);
      });
      expect(screen.queryByRole('dialog', { name: 'Welcome' }) !== null).toBe(shown);
      view.unmount();
    }
  });

  it('non-dismissable dialogs have no close control; deep links navigate, external links need https', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const promo: DialogConfig = {
      id: 'promo',
      title: 'New promos',
      body: 'See them',
      dismissible: false,
      triggers: [{ type: 'PAGES', pages: ['/'] }],
      buttons: [
        { label: 'Insecure', type: 'EXTERNAL_LINK', url: 'http://example.com', style: 'LINK' },
        { label: 'Read more', type: 'EXTERNAL_LINK', url: 'https://example.com/promos', style: 'SECONDARY' },
        { label: 'Open promos', type: 'DEEP_LINK', url: '/promos', style: 'PRIMARY' },
      ],
    };
    renderHost([promo]);
    expect(await screen.findByRole('dialog', { name: 'New promos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insecure' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'New promos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open promos' }));
    expect(await screen.findByText('Promotions page')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(readClosedDialogs().has('promo')).toBe(true);
  });
});
