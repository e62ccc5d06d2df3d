import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/shared/auth/auth-store';
import { LimitsModal } from './limits-modal';
import { activeValue, createRgClient, jsonResponse, pending, renderRg, slot } from './test-utils';

describe('<LimitsModal>', () => {
  beforeEach(() => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'tok' });
  });
  afterEach(() => vi.unstubAllGlobals());

  function server() {
    let show = true;
    const client = createRgClient((op) => {
      if (op.operationName === 'RgAccount') return { account: { __typename: 'Account', id: 'acc-1', region: 'US-NJ', showLimitsModal: show, realityCheckinInterval: null } };
      if (op.operationName === 'RgLimits') {
        return {
          limits: [
            slot({ activeLimit: activeValue(50000, '$500.00 per day'), pendingLimit: pending('p-1', 'ACTION_REQUIRED', 80000, 'Confirm to apply') }),
            slot({ id: 'DEPOSIT:WEEKLY', period: 'WEEKLY', title: 'Weekly Deposit Limit' }),
          ],
        };
      }
      return null;
    });
    return { ...client, hide: () => (show = false) };
  }

  it('explains the pending change, links it, and on dismissal PATCHes then re-reads showLimitsModal', async () => {
    const { client, named, hide } = server();
    const fetchMock = vi.fn(async () => {
      hide();
      return jsonResponse(201);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRg(<LimitsModal />, client, '/');
    const dialog = await screen.findByRole('dialog', { name: 'A limit change needs your confirmation' });
    expect(await within(dialog).findByRole('link', { name: 'Daily Deposit Limit' })).toHaveAttribute('href', '/account/responsible-gaming/limits/deposit/daily');
    expect(within(dialog).queryByRole('link', { name: 'Weekly Deposit Limit' })).not.toBeInTheDocument();
    const reads = named('RgAccount').length;
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/i/acks/limits_modal_dismissed_at');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBeUndefined();
    await waitFor(() => expect(named('RgAccount').length).toBe(reads + 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show for a logged-out visitor', async () => {
    useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null });
    const { client, named } = server();
    renderRg(<LimitsModal />, client, '/');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(named('RgAccount')).toHaveLength(0);
  });
});
