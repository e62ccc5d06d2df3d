import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

/** The path pattern of the deepest route the app's router matches for `path`. */
function matched(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route.path;
}

describe('casino routes in the app router', () => {
  it.each([
    ['/casino', '/casino'],
    ['/casino/lobby', '/casino/lobby'],
    ['/casino/category/slots', '/casino/category/:categorySlug'],
    ['/casino/category/slots/slot', '/casino/category/:categorySlug/:gameProviderGameId'],
    ['/casino/category/jackpots/mega', '/casino/category/jackpots/:jackpotSlug'],
    ['/casino/category/play_with_rewards', '/casino/category/play_with_rewards'],
    ['/pa/casino', '/pa/casino'],
    ['/pa/casino/category/table-games/roulette', '/pa/casino/category/:categorySlug/:gameProviderGameId'],
    ['/account/history/casino', '/account/history/:sectionId'],
    ['/account/history/casino/s1', '/account/history/casino/:sessionId'],
    ['/account/history/casino/r1/round', '/account/history/casino/:roundId/round'],
    ['/account/history/betting/b1', '/account/history/:sectionId/:sessionId'],
  ])('%s -> %s', (path, pattern) => {
    expect(matched(path)).toBe(pattern);
  });
});
