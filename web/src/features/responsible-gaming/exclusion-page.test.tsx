import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onLogout, type LogoutRequest } from '@/shared/auth/auth-events';
import { useAuthStore } from '@/shared/auth/auth-store';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { CoolOffPage, SelfExclusionPage } from './exclusion-page';
import { createRgClient, jsonResponse, renderRg } from './test-utils';

function account(region: string) {
  return createRgClient(() => ({ account: { __typename: 'Account', id: 'acc-1', region, showLimitsModal: false, realityCheckinInterval: null } }));
}

describe('cool-off and self-exclusion', () => {
  const logouts: LogoutRequest[] = [];
  let stop: () => void = () => undefined;

  beforeEach(() => {
    clearToasts();
    logouts.length = 0;
    stop = onLogout((r) => logouts.push(r));
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 'tok' });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('offers 72 hours only to New Jersey accounts', async () => {
    const { client } = account('US-PA');
    renderRg(<CoolOffPage />, client);
    const group = await screen.findByRole('group', { name: 'Cool-off length' });
    await waitFor(() => expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['24 hours', '1 week', '1 month', '2 months', '3 months']));
  });

  it('starts a cool-off with POST /i/cool_offs and logs out with reason cool-off', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { coolOff: { kind: 'COOL_OFF', duration: '72h', startsAt: '2026-11-23T18:00:00Z', endsAt: '2026-11-26T18:00:00Z' } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { client } = account('US-NJ');
    renderRg(<CoolOffPage />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Cool-Off' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '72 hours' }));
    await user.click(screen.getByRole('button', { name: 'Start cool-off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a cool-off for 72 hours?' });
    expect(logouts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Start cool-off' }));
    await waitFor(() => expect(logouts).toEqual([{ reason: 'cool-off' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/i/cool_offs');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ duration: '72h' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('asks for a length first', async () => {
    const user = userEvent.setup();
    const { client } = account('US-NJ');
    renderRg(<CoolOffPage />, client);
    await user.click(screen.getByRole('button', { name: 'Start cool-off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose how long.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('toasts errors.duration[0].message and stays logged in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(422, { errors: { duration: [{ message: 'You are already in a cool-off until Dec 1, 2026.' }] } })));
    const user = userEvent.setup();
    const { client } = account('US-NJ');
    renderRg(<CoolOffPage />, client);
    await user.click(await screen.findByRole('radio', { name: '1 week' }));
    await user.click(screen.getByRole('button', { name: 'Start cool-off' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start cool-off' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['You are already in a cool-off until Dec 1, 2026.']));
    expect(logouts).toEqual([]);
  });

  it('self-excludes only after EXCLUDE is typed, then logs out with reason self-exclusion', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { selfExclusion: { kind: 'SELF_EXCLUSION', duration: 'lifetime', startsAt: '2026-11-23T18:00:00Z', endsAt: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { client } = account('US-NJ');
    renderRg(<SelfExclusionPage />, client);
    const group = screen.getByRole('group', { name: 'Self-exclusion length' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Lifetime' }));
    await user.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Self-exclude for life?' });
    const go = within(dialog).getByRole('button', { name: 'Self-exclude' });
    expect(go).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type EXCLUDE to confirm'), 'exclud');
    expect(go).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type EXCLUDE to confirm'), 'e');
    expect(go).toBeEnabled();
    await user.click(go);
    await waitFor(() => expect(logouts).toEqual([{ reason: 'self-exclusion' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/i/self_exclusions');
    expect(JSON.parse(String(init.body))).toEqual({ duration: 'lifetime' });
  });
});
