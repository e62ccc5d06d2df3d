import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The promotions page, for the full layout in its wide form. */
export const promotionsPageRoutes: RouteObject[] = [{ path: '/promotions', lazy: lazyPage(() => import('./promotions-page'), (m) => <m.PromotionsPage />) }];

/** Pages of the full layout: a promotion's page, the onboarding page. */
export const promotionsRoutes: RouteObject[] = [
  { path: '/promotion/:promotionId', lazy: lazyPage(() => import('./promotion-page'), (m) => <m.PromotionPage />) },
  { path: '/welcome-promo', lazy: lazyPage(() => import('./welcome-promo-page'), (m) => <m.WelcomePromoPage />) },
  // The promotions' calls to action name the wallet by its short paths.
  { path: '/wallet/deposit', element: <Navigate to="/account/wallet/deposit" replace /> },
  { path: '/wallet/withdrawal', element: <Navigate to="/account/wallet/withdrawal" replace /> },
];

/** Account-area pages (behind the account area's login guard). */
export const awardRoutes: RouteObject[] = [
  { path: '/account/award-details', lazy: lazyPage(() => import('./award-details-page'), (m) => <m.AwardsDeepLink />) },
  { path: '/account/award-details/:sectionId', lazy: lazyPage(() => import('./award-details-page'), (m) => <m.AwardDetailsPage />) },
];

/** Deep links (no layout; they only redirect). */
export const awardDeepLinkRoutes: RouteObject[] = [{ path: '/me/awards', lazy: lazyPage(() => import('./award-details-page'), (m) => <m.AwardsDeepLink />) }];
