import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';
import { CASHFLOW_SLUGS, CASHFLOW_TYPES, PERIOD_SLUGS, PERIODS, rgPaths } from './limit-kinds';

/**
 * Responsible-gaming pages (see docs/product/responsible-gaming-and-location.md), absolute paths,
 * all login-required: place them behind the account area's login guard inside the account layout.
 * Every path is listed, so an unknown sub-path falls through to the not-found page.
 */
export const responsibleGamingRoutes: RouteObject[] = [
  { path: rgPaths.overview, lazy: lazyPage(() => import('./overview-page'), (m) => <m.ResponsibleGamingPage />) },
  { path: rgPaths.limits, lazy: lazyPage(() => import('./limits-page'), (m) => <m.LimitsPage />) },
  { path: rgPaths.history, lazy: lazyPage(() => import('./limit-history-page'), (m) => <m.LimitHistoryPage />) },
  { path: rgPaths.coolOff, lazy: lazyPage(() => import('./exclusion-page'), (m) => <m.CoolOffPage />) },
  { path: rgPaths.selfExclusion, lazy: lazyPage(() => import('./exclusion-page'), (m) => <m.SelfExclusionPage />) },
  { path: rgPaths.time, lazy: lazyPage(() => import('./duration-limit-page'), (m) => <m.DurationLimitPage key="time" type="DAILY_TIME" />) },
  { path: rgPaths.realityCheckIn, lazy: lazyPage(() => import('./duration-limit-page'), (m) => <m.DurationLimitPage key="check-in" type="CHECK_IN_FREQUENCY" />) },
  { path: rgPaths.maxSingleWager, lazy: lazyPage(() => import('./money-limit-page'), (m) => <m.MoneyLimitPage key="max-single-wager" type="MAX_SINGLE_WAGER" period={null} />) },
  ...CASHFLOW_SLUGS.flatMap((t) =>
    PERIOD_SLUGS.map((p) => ({
      path: rgPaths.cashflow(t, p),
      lazy: lazyPage(() => import('./money-limit-page'), (m) => <m.MoneyLimitPage key={`${t}-${p}`} type={CASHFLOW_TYPES[t]} period={PERIODS[p]} />),
    })),
  ),
];
