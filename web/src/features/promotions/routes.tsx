import { Navigate, type RouteObject } from 'react-router';
import { AwardDetailsPage, AwardsDeepLink } from './award-details-page';
import { PromotionPage } from './promotion-page';
import { PromotionsPage } from './promotions-page';
import { WelcomePromoPage } from './welcome-promo-page';

/** The promotions page, for the full layout in its wide form. */
export const promotionsPageRoutes: RouteObject[] = [{ path: '/promotions', element: <PromotionsPage /> }];

/** Pages of the full layout: a promotion's page, the onboarding page. */
export const promotionsRoutes: RouteObject[] = [
  { path: '/promotion/:promotionId', element: <PromotionPage /> },
  { path: '/welcome-promo', element: <WelcomePromoPage /> },
  // The promotions' calls to action name the wallet by its short paths.
  { path: '/wallet/deposit', element: <Navigate to="/account/wallet/deposit" replace /> },
  { path: '/wallet/withdrawal', element: <Navigate to="/account/wallet/withdrawal" replace /> },
];

/** Account-area pages (behind the account area's login guard). */
export const awardRoutes: RouteObject[] = [
  { path: '/account/award-details', element: <AwardsDeepLink /> },
  { path: '/account/award-details/:sectionId', element: <AwardDetailsPage /> },
];

/** Deep links (no layout; they only redirect). */
export const awardDeepLinkRoutes: RouteObject[] = [{ path: '/me/awards', element: <AwardsDeepLink /> }];
