import { describe, expect, it } from 'vitest';
import { GameClientPage } from './game-client-page';
import { casinoGameRoutes } from './routes';

describe('casinoGameRoutes', () => {
  it('is one lazily loaded route at the launch URL’s path, with no layout around it', async () => {
    expect(casinoGameRoutes).toHaveLength(1);
    const [route] = casinoGameRoutes;
    expect(route?.path).toBe('/casino-games/builtin/:game');
    expect(route?.element).toBeUndefined();
    expect(route?.children).toBeUndefined();
    const lazy = route?.lazy as () => Promise<{ Component: unknown }>;
    await expect(lazy()).resolves.toEqual({ Component: GameClientPage });
  });
});
