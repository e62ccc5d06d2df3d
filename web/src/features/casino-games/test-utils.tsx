import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { GameSession } from './api';
import { GameClientPage } from './game-client-page';

export type Answer = { status?: number; body: unknown };
export type Handler = (body: unknown) => Answer;

/** A fetch that answers by "METHOD /path" (below the API base), recording every request. */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const requests: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const queues = new Map(Object.entries(routes).map(([key, handler]) => [key, Array.isArray(handler) ? [...handler] : handler]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace('/casino/builtin/api', '');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const entry = queues.get(`${method} ${path}`);
    const handler = Array.isArray(entry) ? entry.shift() : entry;
    if (!handler) throw new Error(`unexpected ${method} ${url}`);
    const answer = handler(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export const ok = (body: unknown): Handler => () => ({ body });
export const fail = (status: number, code: string, message: string): Handler => () => ({ status, body: { error: { code, message } } });

export function session(overrides: Partial<GameSession> = {}): GameSession {
  return {
    game: 'slot',
    name: 'Gold Rush Reels',
    mode: 'real',
    currency: 'USD',
    balanceCents: 10_000,
    minStakeCents: 10,
    maxStakeCents: 50_000,
    rules: {},
    openHand: null,
    ...overrides,
  };
}

/** Spies on what the frame tells its parent page. */
export function spyOnParent() {
  return vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
}

/** Opens the game client as the launch URL does: `/casino-games/builtin/{game}#token=...`. */
export function openGame(game: string, token: string | null = 'launch-token') {
  const path = `/casino-games/builtin/${game}`;
  window.history.replaceState(null, '', token === null ? path : `${path}#token=${token}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/casino-games/builtin/:game" element={<GameClientPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
