import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { retryImport } from '@/shared/routing/lazy-page';

/**
 * Dev-tools exist only outside production (see docs/product/platform-services.md). `__APP_ENV__` is
 * replaced at build time, so in a production build both branches below fold to nothing and the
 * dev-tools modules are never bundled: no route, no chunk.
 */
export const DEV_TOOLS_ENABLED = __APP_ENV__ !== 'production';

export const devToolsRoutes: RouteObject[] =
  __APP_ENV__ !== 'production'
    ? [
        {
          path: '/dev-tools/*',
          lazy: async () => {
            const { default: DevToolsApp } = await retryImport(() => import('@/features/dev-tools/dev-tools-app'));
            return { Component: DevToolsApp };
          },
        },
      ]
    : [];

const LazyDebugMenu = __APP_ENV__ !== 'production' ? lazy(() => retryImport(() => import('@/features/dev-tools/debug-menu'))) : null;

/** The floating debug menu, while the `debugMenu` flag is on (never in production builds). */
export function DebugMenuMount() {
  const on = useFeatureFlag('debugMenu');
  if (!LazyDebugMenu || !on) return null;
  return (
    <Suspense fallback={null}>
      <LazyDebugMenu />
    </Suspense>
  );
}
