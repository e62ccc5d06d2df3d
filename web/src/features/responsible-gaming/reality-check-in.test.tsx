import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { checkInIndex, dueCheckIn, elapsedSeconds, formatElapsed, SPENT_REFRESH_MS } from './check-in-timing';
import { RealityCheckIn } from './reality-check-in';
import { createRgClient, money, renderRg, type Answer } from './test-utils';

vi.mock('@/shared/api/report-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/report-error')>()),
  reportError: vi.fn(),
}));

const T0 = new Date('2026-11-23T18:00:00Z').getTime();

describe('check-in timing rule', () => {
  it('opens when the interval divides the elapsed seconds, once per interval', () => {
    expect(elapsedSeconds(T0, T0 + 59_999)).toBe(59);
    expect(dueCheckIn(59, 60, 0)).toBeNull();
    expect(dueCheckIn(60, 60, 0)).toBe(1);
    expect(dueCheckIn(61, 60, 1)).toBeNull();
    expect(dueCheckIn(120, 60, 1)).toBe(2);
    // A late tick (throttled tab) still opens the check-in it passed.
    expect(dueCheckIn(125, 60, 1)).toBe(2);
    expect(dueCheckIn(0, 60, 0)).toBeNull();
    expect(checkInIndex(900, null)).toBe(0);
    expect(dueCheckIn(900, 0, 0)).toBeNull();
  });

  it('says the time since login in words', () => {
    expect(formatElapsed(45)).toBe('45 seconds');
    expect(formatElapsed(900)).toBe('15 minutes');
    expect(formatElapsed(3600)).toBe('1 hour');
    expect(formatElapsed(3660)).toBe('1 hour 1 minute');
    expect(formatElapsed(7500)).toBe('2 hours 5 minutes');
  });
});

describe('<RealityCheckIn>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    vi.mocked(reportError).mockClear();
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't', sessionStartedAt: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(spent: () => Answer, interval: number | null = 60) {
    return createRgClient((op) => {
      if (op.operationName === 'RgSession') return { sessionAccount: { __typename: 'SessionAccount', realityCheckinInterval: interval } };
      if (op.operationName === 'SpentInSession') return spent();
      return null;
    });
  }

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('opens at each interval since login, re-reads the spend every 10 s and closes on "I Understand"', async () => {
    let cents = 1250;
    const { client, named } = setup(() => ({ spentInSession: money(cents) }));
    renderRg(<RealityCheckIn />, client);
    await advance(59_000);
    expect(screen.queryByRole('dialog', { name: 'Reality Check-In' })).not.toBeInTheDocument();
    expect(named('SpentInSession')).toHaveLength(0);

    await advance(1_000);
    const dialog = screen.getByRole('dialog', { name: 'Reality Check-In' });
    expect(dialog).toHaveTextContent('1 minute');
    expect(named('SpentInSession')).toHaveLength(1);
    await advance(0);
    expect(dialog).toHaveTextContent('$12.50');

    // network-only: the second read reaches the server rather than the cache.
    cents = 2000;
    await advance(SPENT_REFRESH_MS);
    expect(named('SpentInSession')).toHaveLength(2);
    expect(dialog).toHaveTextContent('$20.00');
    expect(dialog).toHaveTextContent('1 minute');

    fireEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(screen.queryByRole('dialog', { name: 'Reality Check-In' })).not.toBeInTheDocument();
    await advance(SPENT_REFRESH_MS);
    expect(named('SpentInSession')).toHaveLength(2);

    // The next interval opens it again.
    await advance(60_000 - 2 * SPENT_REFRESH_MS);
    expect(screen.getByRole('dialog', { name: 'Reality Check-In' })).toHaveTextContent('2 minutes');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports a failed spend read and closes the check-in', async () => {
    let fail = false;
    const { client } = setup(() => (fail ? new Error('network down') : { spentInSession: money(500) }));
    renderRg(<RealityCheckIn />, client);
    await advance(60_000);
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Reality Check-In' })).toHaveTextContent('$5.00');
    fail = true;
    await advance(SPENT_REFRESH_MS);
    expect(screen.queryByRole('dialog', { name: 'Reality Check-In' })).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]?.[1]).toMatchObject({ source: 'reality-check-in', operationName: 'SpentInSession' });
  });

  it('closes on logout and does not come back with the next login', async () => {
    const { client } = setup(() => ({ spentInSession: money(500) }));
    renderRg(<RealityCheckIn />, client);
    await advance(60_000);
    expect(screen.getByRole('dialog', { name: 'Reality Check-In' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ loginState: 'loggedOut', bearerToken: null, sessionStartedAt: null }));
    expect(screen.queryByRole('dialog', { name: 'Reality Check-In' })).not.toBeInTheDocument();
    act(() => useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 't2', sessionStartedAt: Date.now() }));
    await advance(1_000);
    expect(screen.queryByRole('dialog', { name: 'Reality Check-In' })).not.toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByRole('dialog', { name: 'Reality Check-In' })).toHaveTextContent('1 minute');
  });

  it('stays quiet with no interval set', async () => {
    const { client, named } = setup(() => ({ spentInSession: money(0) }), null);
    renderRg(<RealityCheckIn />, client);
    await advance(3_600_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(named('SpentInSession')).toHaveLength(0);
  });
});
