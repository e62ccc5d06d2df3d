import { Navigate, useParams, type RouteObject } from 'react-router';
import { AwardDetailsPage, AwardsDeepLink } from './award-details-page';
import { PromotionPage } from './promotion-page';
import { PromotionsPage } from './promotions-page';
import { WelcomePromoPage } from './welcome-promo-page';

/** The promotions' calls to action name the wallet by its short path (`/wallet/deposit`). */
function WalletShortPath() {
  const { transactionType } = useParams();
  return <Navigate to={transactionType === 'withdrawal' ? '/account/wallet/withdrawal' : '/account/wallet/deposit'} replace />;
}

/** Pages of the full layout: the promotions page (wide), a promotion's page, the onboarding page. */
export const promotionsRoutes: RouteObject[] = [
  { path: '/promotions', element: <PromotionsPage /> },
  { path: '/promotion/:promotionId', element: <PromotionPage /> },
  { path: '/welcome-promo', element: <WelcomePromoPage /> },
  { path: '/wallet/:transactionType', element: <WalletShortPath /> },
];

/** Account-area pages (behind the account area's login guard). */
export const awardRoutes: RouteObject[] = [
  { path: '/account/award-details', element: <AwardsDeepLink /> },
  { path: '/account/award-details/:sectionId', element: <AwardDetailsPage /> },
];

/** Deep links (no layout; they only redirect). */
export const awardDeepLinkRoutes: RouteObject[] = [{ path: '/me/awards', element: <AwardsDeepLink /> }];
