import type { RouteObject } from 'react-router';
import { DurationLimitPage } from './duration-limit-page';
import { CoolOffPage, SelfExclusionPage } from './exclusion-page';
import { LimitHistoryPage } from './limit-history-page';
import { CASHFLOW_SLUGS, CASHFLOW_TYPES, PERIOD_SLUGS, PERIODS, rgPaths } from './limit-kinds';
import { LimitsPage } from './limits-page';
import { MoneyLimitPage } from './money-limit-page';
import { ResponsibleGamingPage } from './overview-page';

/**
 * Responsible-gaming pages (see docs/product/responsible-gaming-and-location.md), absolute paths,
 * all login-required: place them behind the account area's login guard inside the account layout.
 * Every path is listed, so an unknown sub-path falls through to the not-found page.
 */
export const responsibleGamingRoutes: RouteObject[] = [
  { path: rgPaths.overview, element: <ResponsibleGamingPage /> },
  { path: rgPaths.limits, element: <LimitsPage /> },
  { path: rgPaths.history, element: <LimitHistoryPage /> },
  { path: rgPaths.coolOff, element: <CoolOffPage /> },
  { path: rgPaths.selfExclusion, element: <SelfExclusionPage /> },
  { path: rgPaths.time, element: <DurationLimitPage key="time" type="DAILY_TIME" /> },
  { path: rgPaths.realityCheckIn, element: <DurationLimitPage key="check-in" type="CHECK_IN_FREQUENCY" /> },
  { path: rgPaths.maxSingleWager, element: <MoneyLimitPage key="max-single-wager" type="MAX_SINGLE_WAGER" period={null} /> },
  ...CASHFLOW_SLUGS.flatMap((t) =>
    PERIOD_SLUGS.map((p) => ({
      path: rgPaths.cashflow(t, p),
      element: <MoneyLimitPage key={`${t}-${p}`} type={CASHFLOW_TYPES[t]} period={PERIODS[p]} />,
    })),
  ),
];
