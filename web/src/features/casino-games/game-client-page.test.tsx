import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LINK, readLaunchToken, SESSION_ENDED } from './game-client-page';
import { fail, mockApi, ok, openGame, session, spyOnParent } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slotRound = {
  roundId: 'r1',
  commitment: 'aa',
  seed: 'bb',
  outcome: {
    slot: {
      spin: { kind: 'base', stops: [0, 0, 0, 0, 0], window: Array.from({ length: 5 }, () => ['lemon', 'plum', 'bell']), line_wins: [], scatters: 0, scatter_win_cents: 0, free_spins_awarded: 0, win_cents: 0 },
      free_spins: [],
      stake_cents: 100,
      win_cents: 0,
    },
  },
  stakeCents: 100,
  winCents: 0,
  balanceCents: 9_900,
};

describe('launch token', () => {
  it('reads the token of the fragment', () => {
    expect(readLaunchToken('#token=abc.def')).toBe('abc.def');
    expect(readLaunchToken('#foo=1&token=xyz')).toBe('xyz');
    expect(readLaunchToken('')).toBeNull();
    expect(readLaunchToken('#token=')).toBeNull();
  });

  it('calls the API with the token of the fragment and removes the fragment from the address', async () => {
    const { requests } = mockApi({ 'GET /session': ok(session({ mode: 'demo' })) });
    openGame('slot', 'tok-123');
    expect(await screen.findByRole('heading', { name: 'Gold Rush Reels' })).toBeInTheDocument();
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByTestId('cg-balance')).toHaveTextContent('$100.00');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/session', headers: { Authorization: 'Bearer tok-123' } });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/casino-games/builtin/slot');
  });

  it('shows the invalid link screen without a token and calls nothing', () => {
    const { fetchMock } = mockApi({});
    openGame('slot', null);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it.each(['UNAUTHORIZED', 'SESSION_CLOSED'])('%s on loading ends the session and tells the parent', async (code) => {
    const parent = spyOnParent();
    mockApi({ 'GET /session': fail(401, code, 'Your game session is no longer valid.') });
    openGame('keno');
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(parent).toHaveBeenCalledWith({ source: 'builtin-casino', type: 'error', code, message: 'Your game session is no longer valid.' }, window.location.origin);
  });

  it('SESSION_CLOSED on a round replaces the game with the ended screen', async () => {
    mockApi({ 'GET /session': ok(session()), 'POST /rounds': fail(409, 'SESSION_CLOSED', 'This session is closed.') });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_ENDED);
    expect(screen.queryByRole('button', { name: 'Spin' })).not.toBeInTheDocument();
  });

  it('INSUFFICIENT_FUNDS shows the message and suggests depositing; the game stays', async () => {
    const parent = spyOnParent();
    mockApi({ 'GET /session': ok(session()), 'POST /rounds': fail(402, 'INSUFFICIENT_FUNDS', 'Your balance is too low for this stake.') });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance is too low for this stake.');
    expect(alert).toHaveTextContent(/deposit/i);
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
    expect(parent).toHaveBeenCalledWith({ source: 'builtin-casino', type: 'error', code: 'INSUFFICIENT_FUNDS', message: 'Your balance is too low for this stake.' }, window.location.origin);
  });

  it('LIMIT shows the server’s sentence, which is dismissed by the next good round', async () => {
    mockApi({
      'GET /session': ok(session()),
      'POST /rounds': [fail(403, 'LIMIT', 'You have reached your daily loss limit.'), ok(slotRound)],
    });
    openGame('slot');
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have reached your daily loss limit.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/deposit/i);
    await userEvent.click(spin);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('No win this time')).toBeInTheDocument();
  });

  it.each([
    ['LOCATION', 'Your location is no longer verified.', /Verify your location/],
    ['RESTRICTED', 'Casino play is restricted.', /not available on your account/],
    ['BAD_BET', 'That stake is not allowed.', null],
  ] as const)('%s shows the message in the frame', async (code, message, hint) => {
    mockApi({ 'GET /session': ok(session()), 'POST /rounds': fail(403, code, message) });
    openGame('slot');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (hint) expect(alert).toHaveTextContent(hint);
    else expect(alert.textContent).toBe(`${message}Dismiss`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure is UNAVAILABLE, told to the parent', async () => {
    const parent = spyOnParent();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    openGame('roulette');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    expect(parent).toHaveBeenCalledWith(expect.objectContaining({ source: 'builtin-casino', type: 'error', code: 'UNAVAILABLE' }), window.location.origin);
  });

  it('an error answer without the error shape is UNAVAILABLE', async () => {
    mockApi({ 'GET /session': () => ({ status: 502, body: 'Bad gateway' }) });
    openGame('slot');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
  });
});
