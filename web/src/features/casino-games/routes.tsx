import type { RouteObject } from 'react-router';

/** A chunk that failed to load (a deploy replaced the files, a flaky network) is tried again. */
async function retrying<T>(load: () => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
}

/**
 * The built-in casino provider's game client (`/casino-games/builtin/:game#token=...`, the
 * `launchUrl` of a launch): no shell, rendered alone inside the game page's frame, lazily loaded.
 */
export const casinoGameRoutes: RouteObject[] = [
  {
    path: '/casino-games/builtin/:game',
    lazy: async () => {
      const { GameClientPage } = await retrying(() => import('./game-client-page'));
      return { Component: GameClientPage };
    },
  },
];
