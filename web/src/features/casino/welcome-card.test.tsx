import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { createCasinoClient, renderCasino } from './test-utils';
import { CasinoWelcomeCard, VISITOR_WELCOME_KEY } from './welcome-card';

afterEach(() => {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  window.localStorage.clear();
});

describe('<CasinoWelcomeCard>', () => {
  it('welcomes an account holder on the first visit, records it at once and goes on "Got it"', async () => {
    const api = createCasinoClient((op) => (op.operationName === 'MarkCasinoVisited' ? { markCasinoVisited: true } : null));
    renderCasino(api, '/casino', <CasinoWelcomeCard />, { visitedCasino: false });
    expect(screen.getByRole('heading', { name: 'Welcome to the casino' })).toBeInTheDocument();
    expect(screen.getByText(/played for fun with play money, no account/)).toBeInTheDocument();
    await waitFor(() => expect(api.named('MarkCasinoVisited')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to the casino' })).not.toBeInTheDocument();
  });

  it('stays away once the account has visited', () => {
    const api = createCasinoClient(() => null);
    renderCasino(api, '/casino', <CasinoWelcomeCard />, { visitedCasino: true });
    expect(screen.queryByRole('heading', { name: 'Welcome to the casino' })).not.toBeInTheDocument();
    expect(api.operations).toHaveLength(0);
  });

  it('keeps a visitor’s dismissal in the browser', async () => {
    const api = createCasinoClient(() => null);
    const { unmount } = renderCasino(api, '/casino', <CasinoWelcomeCard />, { loginState: 'loggedOut', visitedCasino: false });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(window.localStorage.getItem(VISITOR_WELCOME_KEY)).toBe('1');
    unmount();
    renderCasino(api, '/casino', <CasinoWelcomeCard />, { loginState: 'loggedOut', visitedCasino: false });
    expect(screen.queryByRole('heading', { name: 'Welcome to the casino' })).not.toBeInTheDocument();
    expect(api.operations).toHaveLength(0);
  });
});
