import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { useAuth } from '@/shared/auth/use-auth';
import { loginPathFor } from '@/shared/auth/session-controller';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The account area requires a login (see docs/product/shell-and-identity.md): visitors go to login with previousPath. */
function RequireLogin() {
  const { loginState } = useAuth();
  const location = useLocation();
  if (loginState === 'unknown') return <Spinner size={28} label="Checking your session" />;
  if (loginState === 'loggedOut') return <Navigate to={loginPathFor('unauthorized', `${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

/**
 * Account pages (absolute paths), with other features' pieces in their slots (the summary's
 * banner). Place them as children of the account layout route. `/account/update-password`
 * is not here: it has its own full-screen layout (authFullScreenRoutes).
 */
function accountRoutes({ summaryBanner, summaryVerification }: AccountSlots): RouteObject[] {
  return [
  {
    element: <RequireLogin />,
    children: [
      { path: '/account', element: <Navigate to="/account/summary" replace /> },
      { path: '/account/summary', lazy: lazyPage(() => import('./account-summary-page'), (m) => <m.AccountSummaryPage banner={summaryBanner} verification={summaryVerification} />) },
      { path: '/account/about', lazy: lazyPage(() => import('./account-about-page'), (m) => <m.AccountAboutPage />) },
      { path: '/account/help', lazy: lazyPage(() => import('./account-help-page'), (m) => <m.AccountHelpPage />) },
      { path: '/account/settings', lazy: lazyPage(() => import('./settings-page'), (m) => <m.SettingsPage />) },
      { path: '/account/settings/security', lazy: lazyPage(() => import('./security-settings-page'), (m) => <m.SecuritySettingsPage />) },
      { path: '/account/settings/notifications', lazy: lazyPage(() => import('./notifications-page'), (m) => <m.NotificationsPage />) },
      { path: '/account/settings/content', lazy: lazyPage(() => import('./content-settings-page'), (m) => <m.ContentSettingsPage />) },
      { path: '/account/:slug', lazy: lazyPage(() => import('./menu-parent-page'), (m) => <m.MenuParentPage />) },
    ],
  },
  ];
}

/** Other features' pieces shown on account pages. */
export interface AccountSlots {
  /** Shown under the account summary's title (account linking's invitation). */
  summaryBanner?: ReactNode;
  /** Shown after the summary's profile (the identity verification's state). */
  summaryVerification?: ReactNode;
}

/**
 * The account pages plus other features' account-area pages (the wallet), all behind the
 * same login guard. Features cannot import one another, so the app layer passes them in.
 */
export function accountAreaRoutes(extra: RouteObject[], slots: AccountSlots = {}): RouteObject[] {
  return accountRoutes(slots).map((r): RouteObject => (r.index ? r : { ...r, children: [...(r.children ?? []), ...extra] }));
}

/** Deep links into the account area (render without a layout; they only redirect). */
export const accountDeepLinkRoutes: RouteObject[] = [{ path: '/me/account_summary', element: <Navigate to="/account/summary" replace /> }];

/** Account pages that need no login: the email-preferences page of the emailed link (full layout). */
export const accountPublicRoutes: RouteObject[] = [{ path: '/email-preferences', lazy: lazyPage(() => import('./email-preferences-page'), (m) => <m.EmailPreferencesPage />) }];
